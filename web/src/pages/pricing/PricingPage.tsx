import Box from '@cloudscape-design/components/box';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PLANS, TIERS } from '#shared/billing/plans';
import { CHECKOUT } from '#shared/messages';
import { useCheckout } from '#web/checkout/useCheckout';
import { invalidateSubscription } from '#web/subscription/subscription-cache';
import { isActiveStatus } from '#web/subscription/subscription-status';
import { useSubscription } from '#web/subscription/useSubscription';
import { SandboxCheckoutModal } from '../../checkout/SandboxCheckoutModal';
import { AppHeader } from '../../components/AppHeader';
import { SiteFooter } from '../../components/SiteFooter';
import { useConfig } from '../../config/ConfigContext';
import { Notifications } from '../../notifications/Notifications';
import { useNotifications } from '../../notifications/NotificationsContext';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';

/** After a successful checkout the pricing page says so, then moves on to the app. */
const SUCCESS_REDIRECT_MS = 2000;

export default function PricingPage() {
  const checkout = useCheckout();
  const { billing } = useConfig();
  const subscription = useSubscription();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const succeeded = searchParams.get('checkout') === 'success';

  useEffect(() => {
    if (!succeeded) return;
    invalidateSubscription();
    notify({ id: 'checkout-success', type: 'success', header: CHECKOUT.activated });
    const timer = setTimeout(() => void navigate('/app'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, notify]);

  const currentTier =
    subscription.state === 'done' && isActiveStatus(subscription.subscription?.status)
      ? subscription.subscription?.tier
      : undefined;

  return (
    <>
      <AppHeader />
      <div className="sahab-page-notifications">
        <Notifications />
      </div>
      <main className="sahab-pricing">
        <section className="sahab-pricing-hero">
          <h1>Plans for every stage of your cloud</h1>
          <Box variant="p" fontSize="heading-s" color="text-body-secondary">
            Design, check and deploy AWS infrastructure that meets SAMA, NCA-ECC and CITC. Every plan includes
            the template builder, compliance scanner and one-click deployment.
          </Box>
        </section>
        <div className="sahab-plans">
          {TIERS.map((tier) => (
            <PlanCard
              key={tier}
              plan={PLANS[tier]}
              current={currentTier === tier}
              onChoose={() => checkout.startCheckout(tier)}
            />
          ))}
        </div>
        <section className="sahab-faq" aria-labelledby="faq-heading">
          <h2 id="faq-heading">Frequently asked questions</h2>
          <PricingFaq />
        </section>
      </main>
      <SiteFooter />
      {billing.provider === 'sandbox' && (
        <SandboxCheckoutModal tier={checkout.sandboxTier} onClose={checkout.closeSandbox} />
      )}
    </>
  );
}
