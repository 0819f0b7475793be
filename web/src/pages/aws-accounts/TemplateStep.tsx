import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { ROLE_PERMISSIONS } from '#shared/accounts/role-permissions';
import { ACCOUNTS_VIEW } from '#shared/messages/accounts';
import { TOASTS } from '#shared/messages/feedback';
import { useNotifications } from '../../notifications/NotificationsContext';
import type { Setup } from './setup';

/** The copied indicator resets after 2 seconds (spec section 9). */
const COPIED_RESET_MS = 2000;
const WORDS = ACCOUNTS_VIEW.templateStep;

/** Step 1: download the role template, copy the external id (and see the account to trust). */
export function TemplateStep({ setup }: { setup: Setup }) {
  const { notify } = useNotifications();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await navigator.clipboard?.writeText(setup.external_id).catch(() => undefined);
    setCopied(true);
    notify({ id: 'copied', type: 'success', header: TOASTS.copied });
  };

  return (
    <SpaceBetween size="l">
      <Box variant="p">{WORDS.intro}</Box>
      <FormField label={WORDS.roleTemplate} description={WORDS.roleTemplateDescription}>
        <Button
          iconName="download"
          href={setup.role_template_path}
          download="sahab-role.yaml"
          onClick={() => notify({ id: 'template', type: 'success', header: TOASTS.templateDownloadedBang })}
        >
          {WORDS.download}
        </Button>
      </FormField>
      <FormField label={WORDS.externalId} description={WORDS.externalIdDescription}>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="code" data-testid="external-id">
            {setup.external_id}
          </Box>
          <Button iconName="copy" onClick={() => void copy()} ariaLabel={WORDS.copyExternalId}>
            {WORDS.copy}
          </Button>
          {copied && <StatusIndicator type="success">{WORDS.copied}</StatusIndicator>}
        </SpaceBetween>
      </FormField>
      <ExpandableSection headerText={WORDS.whatSahabMayDo} defaultExpanded>
        <ColumnLayout columns={2}>
          <div data-testid="role-may">
            <Box variant="h4">{WORDS.sahabMay}</Box>
            <ul>
              {ROLE_PERMISSIONS.may.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div data-testid="role-never">
            <Box variant="h4">{WORDS.sahabMayNever}</Box>
            <ul>
              {ROLE_PERMISSIONS.never.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </ColumnLayout>
      </ExpandableSection>
      {setup.platform_account_id && (
        <FormField label={WORDS.platformAccountId} description={WORDS.platformAccountIdDescription}>
          <Box variant="code">{setup.platform_account_id}</Box>
        </FormField>
      )}
    </SpaceBetween>
  );
}
