import { useCallback, useState } from 'react';
import type { Tier } from '#shared/billing/plans';
import { CHECKOUT } from '#shared/messages';
import { useAuthContext } from '../auth/use-auth-context';
import { useConfig } from '../config/ConfigContext';
import { useNotifications } from '../notifications/NotificationsContext';
import { buildCheckoutOptions } from './checkout-options';
import { openPaddleCheckout } from './paddle-checkout';
import { chosenPlanPath } from './use-chosen-plan';

export interface CheckoutApi {
  /** the plan whose sandbox checkout dialog is open */
  sandboxTier: Tier | null;
  closeSandbox: () => void;
  startCheckout: (tier: Tier) => void;
}

/**
 * Plan checkout (spec section 4): signed out → sign in and come back to pricing, where the chosen
 * plan's checkout opens (`useChosenPlan`); signed in → the payment provider's overlay, or the
 * sandbox dialog where no provider is configured.
 */
export function useCheckout(): CheckoutApi {
  const { isAuthenticated, user, signIn } = useAuthContext();
  const { billing } = useConfig();
  const { notify } = useNotifications();
  const [sandboxTier, setSandboxTier] = useState<Tier | null>(null);

  const startCheckout = useCallback(
    (tier: Tier) => {
      if (!isAuthenticated) {
        void signIn(chosenPlanPath(tier));
        return;
      }
      if (billing.provider === 'sandbox') {
        setSandboxTier(tier);
        return;
      }
      if (billing.provider === 'none') {
        notify({
          id: 'checkout',
          type: 'error',
          header: CHECKOUT.failedToOpen,
          content: CHECKOUT.unavailable,
        });
        return;
      }
      notify({ id: 'checkout', type: 'in-progress', header: CHECKOUT.opening, dismissAfterMs: 3000 });
      void (async () => {
        try {
          const { fetchCheckoutReference } = await import('./checkout-reference');
          const options = buildCheckoutOptions({
            reference: await fetchCheckoutReference(),
            tier,
            priceIds: billing.priceIds,
            userId: user?.userId,
            email: user?.email,
            origin: window.location.origin,
          });
          await openPaddleCheckout(billing, options);
        } catch (error) {
          const message = error instanceof Error && error.message ? error.message : CHECKOUT.failedFallback;
          notify({ id: 'checkout', type: 'error', header: CHECKOUT.failedToOpen, content: message });
        }
      })();
    },
    [isAuthenticated, signIn, billing, user, notify],
  );

  return { sandboxTier, closeSandbox: () => setSandboxTier(null), startCheckout };
}
