import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { ACCOUNTS, LABELS } from '#shared/messages';
import { accountDisplayState, DISPLAY_STATE } from './account-state';

interface Props {
  accounts: AwsAccountView[];
  loading: boolean;
  /** the account being validated, if any */
  validating?: string;
  onValidate: (account: AwsAccountView) => void;
  onUnlink: (account: AwsAccountView) => void;
  onLink: () => void;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

export function AccountsTable({ accounts, loading, validating, onValidate, onUnlink, onLink }: Props) {
  return (
    <Table
      variant="container"
      items={accounts}
      loading={loading}
      loadingText="Loading accounts"
      trackBy="id"
      columnDefinitions={[
        {
          id: 'alias',
          header: 'Alias',
          cell: (a) => (
            <SpaceBetween direction="horizontal" size="xs">
              <span>{a.alias}</span>
              {a.cloud === 'sandbox' && <Badge color="blue">{ACCOUNTS.sandbox}</Badge>}
            </SpaceBetween>
          ),
        },
        { id: 'account', header: 'Account', cell: (a) => a.account_number },
        { id: 'role', header: 'Role ARN', cell: (a) => <Box variant="code">{a.role_arn}</Box> },
        { id: 'region', header: 'Region', cell: (a) => a.region },
        { id: 'auth', header: 'Auth method', cell: (a) => ACCOUNTS.authMethod(a.auth_method) },
        {
          id: 'state',
          header: 'Status',
          cell: (a) => {
            const state = DISPLAY_STATE[accountDisplayState(a)];
            return <StatusIndicator type={state.indicator}>{state.label}</StatusIndicator>;
          },
        },
        { id: 'validated', header: 'Last validated', cell: (a) => when(a.last_validated_at) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (a) => (
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                variant="inline-link"
                loading={validating === a.id}
                onClick={() => onValidate(a)}
                ariaLabel={`Validate ${a.alias}`}
              >
                Validate
              </Button>
              <Button variant="inline-link" onClick={() => onUnlink(a)} ariaLabel={`Unlink ${a.alias}`}>
                Unlink
              </Button>
            </SpaceBetween>
          ),
        },
      ]}
      empty={
        <Box textAlign="center" color="inherit" padding="l">
          <SpaceBetween size="s">
            <Box variant="p" color="inherit">
              {LABELS.noAccountsLinked}
            </Box>
            <Button onClick={onLink}>{ACCOUNTS.linkAwsAccount}</Button>
          </SpaceBetween>
        </Box>
      }
    />
  );
}
