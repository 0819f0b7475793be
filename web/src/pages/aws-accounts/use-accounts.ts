import { useCallback, useEffect, useState } from 'react';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { awsAccountsList } from '#shared/api/endpoints/accounts';
import { ERRORS } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

/** The caller's linked accounts, with a reload; a failed load shows 'Failed to fetch AWS accounts'. */
export function useAccounts() {
  const { notify } = useNotifications();
  const [accounts, setAccounts] = useState<AwsAccountView[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setAccounts(await apiCall(awsAccountsList));
    } catch (error) {
      notify({ id: 'accounts-load', type: 'error', header: detailOr(error, ERRORS.fetchAccounts) });
    } finally {
      setLoading(false);
    }
  }, [notify]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { accounts, loading, reload };
}
