import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PLANS, type Tier } from '#shared/billing/plans';
import { CHECKOUT, COMMON, FRAME, LABELS } from '#shared/messages';
import { useAuthContext } from '../auth/use-auth-context';
import { LightButton } from '../components/LightButton';
import { Notice } from '../components/Notice';
import { invalidateSubscription } from '../subscription/subscription-cache';
import { CHECKOUT_SUCCESS_PATH } from './checkout-options';
import './sandbox-checkout-dialog.css';

interface Props {
  tier: Tier | null;
  onClose: () => void;
}

// The API client loads with the first payment, not with the page.
const sandboxCheckout = (tier: Tier) =>
  import('./sandbox-checkout').then(({ completeSandboxCheckout }) => completeSandboxCheckout(tier));

/**
 * Stands in for the payment provider's overlay where none is configured. Completing it runs the
 * real webhook handler with a correctly signed event, so the plan is activated the real way.
 * A native modal <dialog>: focus trap, Escape and the backdrop come with the browser.
 */
export function SandboxCheckoutDialog({ tier, onClose }: Props) {
  const { user } = useAuthContext();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = tier ? PLANS[tier] : null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (plan && !element.open) element.showModal();
    if (!plan && element.open) element.close();
  }, [plan]);

  const close = () => {
    if (paying) return;
    setError(null);
    onClose();
  };

  const completePayment = async () => {
    if (!tier) return;
    setPaying(true);
    setError(null);
    try {
      await sandboxCheckout(tier);
      invalidateSubscription(user?.userId);
      onClose();
      void navigate(CHECKOUT_SUCCESS_PATH);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : CHECKOUT.failedFallback);
    } finally {
      setPaying(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="sahab-dialog"
      aria-labelledby="sandbox-checkout-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {plan && (
        <>
          <h2 id="sandbox-checkout-title" className="sahab-dialog__title">
            {LABELS.sandboxCheckoutTitle}
          </h2>
          <Notice type="info" header={FRAME.sandboxCheckout.header}>
            {FRAME.sandboxCheckout.text}
          </Notice>
          <dl className="sahab-dialog__facts">
            <div>
              <dt>{FRAME.sandboxCheckout.plan}</dt>
              <dd>
                <strong>{plan.name}</strong>
              </dd>
            </div>
            <div>
              <dt>{FRAME.sandboxCheckout.price}</dt>
              <dd>{FRAME.sandboxCheckout.perMonth(plan.priceUsdMonthly)}</dd>
            </div>
            <div>
              <dt>{FRAME.sandboxCheckout.account}</dt>
              <dd>{user?.email || user?.username || ''}</dd>
            </div>
          </dl>
          {error && (
            <Notice type="error" header={CHECKOUT.failedToOpen}>
              {error}
            </Notice>
          )}
          <div className="sahab-dialog__footer">
            <LightButton onClick={close} disabled={paying}>
              {COMMON.cancel}
            </LightButton>
            <LightButton variant="primary" onClick={() => void completePayment()} loading={paying}>
              {LABELS.completePayment}
            </LightButton>
          </div>
        </>
      )}
    </dialog>
  );
}
