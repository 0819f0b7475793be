import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { LABELS } from '#shared/messages';
import { ACCOUNTS, ACCOUNTS_VIEW } from '#shared/messages/accounts';
import { wordsMatch } from '#web/components/words-match';
import { BreakableId } from '../../components/BreakableId';
import { CollectionTable } from '../../components/CollectionTable';
import { formatWhen } from '../../components/format-when';
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

const when = (iso: string | null) => (iso ? formatWhen(iso) : '-');

export function AccountsTable({ accounts, loading, validating, onValidate, onUnlink, onLink }: Props) {
  return (
    <CollectionTable
      items={accounts}
      loading={loading}
      loadingText={ACCOUNTS_VIEW.loading}
      trackBy="id"
      ariaLabel={ACCOUNTS.title}
      search={{
        label: ACCOUNTS.findAccounts,
        matches: wordsMatch((a: AwsAccountView) => [a.alias, a.account_number, a.role_arn, a.region]),
      }}
      defaultSort={{ columnId: 'alias' }}
      columns={[
        {
          id: 'alias',
          header: ACCOUNTS_VIEW.columns.alias,
          minWidth: 280,
          sortingField: 'alias',
          // the role ARN (which holds the account number) sits under the alias, breaking at its
          // separators: one long column fewer, so the table fits 1280 px without scrolling
          cell: (a) => (
            <SpaceBetween size="xxxs">
              <SpaceBetween direction="horizontal" size="xs">
                <span>{a.alias}</span>
                {a.cloud === 'sandbox' && <Badge color="blue">{ACCOUNTS.sandbox}</Badge>}
              </SpaceBetween>
              <Box variant="small" color="text-body-secondary">
                <BreakableId id={a.role_arn} />
              </Box>
            </SpaceBetween>
          ),
        },
        {
          id: 'region',
          header: ACCOUNTS_VIEW.columns.region,
          cell: (a) => a.region,
          minWidth: 110,
          sortingField: 'region',
        },
        {
          id: 'auth',
          header: ACCOUNTS_VIEW.columns.authMethod,
          cell: (a) => ACCOUNTS.authMethod(a.auth_method),
        },
        {
          id: 'state',
          header: ACCOUNTS_VIEW.columns.status,
          // 'Not validated' and its icon on one line: at 120 px it broke mid-word beside the side navigation
          minWidth: 150,
          cell: (a) => {
            const state = DISPLAY_STATE[accountDisplayState(a)];
            return <StatusIndicator type={state.indicator}>{state.label}</StatusIndicator>;
          },
        },
        {
          id: 'validated',
          header: ACCOUNTS_VIEW.columns.lastValidated,
          cell: (a) => when(a.last_validated_at),
          sortingField: 'last_validated_at',
        },
        {
          id: 'actions',
          header: ACCOUNTS_VIEW.columns.actions,
          minWidth: 110,
          cell: (a) => (
            <SpaceBetween size="xxs">
              <Button
                variant="inline-link"
                loading={validating === a.id}
                onClick={() => onValidate(a)}
                ariaLabel={ACCOUNTS_VIEW.validateAccount(a.alias)}
              >
                {ACCOUNTS_VIEW.validate}
              </Button>
              <Button
                variant="inline-link"
                onClick={() => onUnlink(a)}
                ariaLabel={ACCOUNTS_VIEW.unlinkAccount(a.alias)}
              >
                {ACCOUNTS.unlink}
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
