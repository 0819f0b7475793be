import { useEffect, useState } from 'react';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { awsAccountsList } from '#shared/api/endpoints/accounts';
import { ERRORS } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

/** The accounts the builder deploys to; a failure says 'Failed to load AWS accounts'. */
export function useDeployAccounts(enabled: boolean) {
  const { notify } = useNotifications();
  const [accounts, setAccounts] = useState<AwsAccountView[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    apiCall(awsAccountsList)
      .then((list) => live && setAccounts(list))
      .catch((error) =>
        notify({ id: 'deploy-accounts', type: 'error', header: detailOr(error, ERRORS.loadAccounts) }),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [enabled, notify]);
  return { accounts, loading };
}
