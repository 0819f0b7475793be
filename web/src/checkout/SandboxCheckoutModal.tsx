import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { billingSandboxCheckout } from '#shared/api/routes/billing';
import { PLANS, type Tier } from '#shared/billing/plans';
import { CHECKOUT, LABELS } from '#shared/messages';
import { apiCall } from '../api/client';
import { useAuthContext } from '../auth/useAuthContext';
import { invalidateSubscription } from '../subscription/subscription-cache';
import { CHECKOUT_SUCCESS_PATH } from './checkout-options';

interface Props {
  tier: Tier | null;
  onClose: () => void;
}

/**
 * Stands in for the payment provider's overlay where none is configured. Completing it runs the
 * real webhook handler with a correctly signed event, so the plan is activated the real way.
 */
export function SandboxCheckoutModal({ tier, onClose }: Props) {
  const { user } = useAuthContext();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = tier ? PLANS[tier] : null;

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
      await apiCall(billingSandboxCheckout, { body: { tier } });
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
    <Modal
      visible={plan !== null}
      onDismiss={close}
      header={LABELS.sandboxCheckoutTitle}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={paying}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void completePayment()} loading={paying}>
              {LABELS.completePayment}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {plan && (
        <SpaceBetween size="l">
          <Alert type="info" header="Simulated payment provider">
            No payment provider is configured in this environment, so no card is asked for or charged.
            Completing the payment activates the plan through the same signed webhook the real provider sends.
          </Alert>
          <KeyValuePairs
            columns={2}
            items={[
              { label: 'Plan', value: <Box fontWeight="bold">{plan.name}</Box> },
              { label: 'Price', value: `$${plan.priceUsdMonthly} per month` },
              { label: 'Account', value: user?.email || user?.username || '' },
            ]}
          />
          {error && (
            <Alert type="error" header={CHECKOUT.failedToOpen}>
              {error}
            </Alert>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
