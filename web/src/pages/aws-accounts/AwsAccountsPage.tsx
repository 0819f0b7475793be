import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { awsAccountsUnlink, awsAccountsValidate } from '#shared/api/endpoints/accounts';
import { CONFIRM } from '#shared/messages';
import { ACCOUNTS, ACCOUNTS_VIEW } from '#shared/messages/accounts';
import { ERRORS, TOASTS } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { focusPageHeading } from '#web/components/focus';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageLinks } from '../../components/PageLinks';
import { useNotifications } from '../../notifications/NotificationsContext';
import { AccountsTable } from './AccountsTable';
import { LinkAccountWizard } from './LinkAccountWizard';
import { useAccounts } from './use-accounts';

/** /aws-accounts: linked accounts, the link wizard, validation and unlinking (spec section 2). */
export default function AwsAccountsPage() {
  const { notify } = useNotifications();
  const { accounts, loading, reload } = useAccounts();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [validating, setValidating] = useState<string>();
  const [unlinking, setUnlinking] = useState<AwsAccountView>();
  const [unlinkBusy, setUnlinkBusy] = useState(false);

  const validate = async (account: AwsAccountView) => {
    setValidating(account.id);
    try {
      const answer = await apiCall(awsAccountsValidate, { params: { id: account.id } });
      if (answer.valid) notify({ id: 'validate', type: 'success', header: TOASTS.accountValid });
      else notify({ id: 'validate', type: 'error', header: answer.error || ERRORS.validationFailed });
    } catch (error) {
      notify({ id: 'validate', type: 'error', header: detailOr(error, ERRORS.validateAccount) });
    } finally {
      setValidating(undefined);
      await reload();
    }
  };

  const unlink = async (account: AwsAccountView) => {
    setUnlinkBusy(true);
    try {
      await apiCall(awsAccountsUnlink, { params: { id: account.id } });
      notify({ id: 'unlink', type: 'success', header: TOASTS.accountUnlinked });
      setUnlinking(undefined);
      await reload();
      // the row (and the button that had the focus) is gone: the page's heading takes the focus
      focusPageHeading();
    } catch (error) {
      notify({ id: 'unlink', type: 'error', header: detailOr(error, ERRORS.unlinkAccount) });
    } finally {
      setUnlinkBusy(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={ACCOUNTS_VIEW.description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <PageLinks to={['home', 'deployments']} />
              <Button variant="primary" onClick={() => setWizardOpen(true)}>
                {ACCOUNTS.linkAwsAccount}
              </Button>
            </SpaceBetween>
          }
        >
          {ACCOUNTS.title}
        </Header>
      }
    >
      <AccountsTable
        accounts={accounts}
        loading={loading}
        validating={validating}
        onValidate={(account) => void validate(account)}
        onUnlink={setUnlinking}
        onLink={() => setWizardOpen(true)}
      />
      <LinkAccountWizard
        visible={wizardOpen}
        onClose={() => setWizardOpen(false)}
        onLinked={() => void reload()}
      />
      <ConfirmModal
        visible={unlinking !== undefined}
        header={ACCOUNTS.unlinkTitle}
        confirmLabel={ACCOUNTS.unlink}
        busy={unlinkBusy}
        onCancel={() => setUnlinking(undefined)}
        onConfirm={() => unlinking && void unlink(unlinking)}
      >
        {unlinking && CONFIRM.unlinkAccount(unlinking.alias)}
      </ConfirmModal>
    </ContentLayout>
  );
}
