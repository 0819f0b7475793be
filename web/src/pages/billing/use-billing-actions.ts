import { useState } from 'react';
import { billingSelfService } from '#shared/api/endpoints/billing';
import type { SelfServiceAnswer, SelfServiceRequest } from '#shared/billing/self-service';
import { BILLING_VIEW } from '#shared/messages/billing';
import { apiCall, detailOr } from '#web/api/client';
import { useAuthContext } from '#web/auth/use-auth-context';
import { refreshSubscription } from '#web/subscription/use-subscription';
import { useNotifications } from '../../notifications/NotificationsContext';

/** Paddle's webhook follows its API call by a moment: read the subscription again a bit later too. */
const WEBHOOK_FOLLOW_UP_MS = [1_500, 5_000];

/**
 * Sends one billing action; on success re-reads the subscription (the provider's webhook changes
 * it, not this answer) and returns the answer, on failure shows the server's reason.
 */
export function useBillingActions() {
  const { notify } = useNotifications();
  const { user } = useAuthContext();
  const [busy, setBusy] = useState<SelfServiceRequest['action'] | null>(null);

  async function run(request: SelfServiceRequest): Promise<SelfServiceAnswer | null> {
    setBusy(request.action);
    try {
      const answer = await apiCall(billingSelfService, { body: request });
      const userId = user?.userId;
      if (answer.kind === 'plan-change' && userId) {
        await refreshSubscription(userId).catch(() => undefined);
        if (answer.provider === 'paddle')
          for (const ms of WEBHOOK_FOLLOW_UP_MS)
            setTimeout(() => void refreshSubscription(userId).catch(() => undefined), ms);
      }
      return answer;
    } catch (error) {
      notify({ id: 'billing', type: 'error', header: detailOr(error, BILLING_VIEW.requestFailed) });
      return null;
    } finally {
      setBusy(null);
    }
  }

  return { run, busy };
}
