import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PLANS, TIERS, type Tier } from '#shared/billing/plans';
import { ActivationNotice } from '../../checkout/ActivationNotice';
import { planChangePath } from '../../checkout/plan-change-path';
import { SandboxCheckoutDialog } from '../../checkout/SandboxCheckoutDialog';
import { useCheckout } from '../../checkout/use-checkout';
import { useCheckoutActivation } from '../../checkout/use-checkout-activation';
import { useChosenPlan } from '../../checkout/use-chosen-plan';
import { AppHeader } from '../../components/AppHeader';
import { HeaderMenu } from '../../components/HeaderMenu';
import { SiteFooter } from '../../components/SiteFooter';
import { useHydrated } from '../../components/use-hydrated';
import { useConfig } from '../../config/ConfigContext';
import { LightNotifications } from '../../notifications/LightNotifications';
import { hasActiveSubscription } from '../../subscription/subscription-status';
import { useSubscription } from '../../subscription/use-subscription';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import './pricing.css';

/** Once the plan is active after a checkout, the page says so, then moves on to the app (spec). */
const SUCCESS_REDIRECT_MS = 2000;

/** A public page: plain markup and light components only, no Cloudscape (see docs/decisions.md). */
export default function PricingPage() {
  const checkout = useCheckout();
  const { billing } = useConfig();
  const subscription = useSubscription();
  const navigate = useNavigate();
  const { activation, checkAgain } = useCheckoutActivation(subscription);
  // the billing provider is runtime config, which the build that pre-renders this page lacks
  const hydrated = useHydrated();

  useEffect(() => {
    if (activation.phase !== 'active') return;
    const timer = setTimeout(() => void navigate('/app'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [activation.phase, navigate]);

  const currentTier =
    subscription.state === 'done' && hasActiveSubscription(subscription)
      ? subscription.subscription?.tier
      : undefined;
  // a subscriber changes plan (prorated) on the billing page; only others check out
  const { startCheckout } = checkout;
  const choose = useCallback(
    (tier: Tier) => (currentTier ? void navigate(planChangePath(tier)) : startCheckout(tier)),
    [currentTier, navigate, startCheckout],
  );
  useChosenPlan(
    choose,
    currentTier,
    hydrated && (subscription.state === 'done' || subscription.state === 'error'),
  );

  return (
    <>
      <AppHeader menu={<HeaderMenu />} />
      <div className="sahab-page-notifications">
        <ActivationNotice activation={activation} onCheckAgain={checkAgain} />
        <LightNotifications />
      </div>
      <main className="sahab-pricing">
        <section className="sahab-pricing-hero">
          <h1>Plans for every stage of your cloud</h1>
          <p className="sahab-pricing-lead">
            Design, check and deploy AWS infrastructure that meets SAMA, NCA-ECC and CITC. Every plan includes
            the template builder, compliance scanner and one-click deployment.
          </p>
        </section>
        <div className="sahab-plans">
          {TIERS.map((tier) => (
            <PlanCard
              key={tier}
              plan={PLANS[tier]}
              current={currentTier === tier}
              onChoose={() => choose(tier)}
            />
          ))}
        </div>
        <section className="sahab-faq" aria-labelledby="faq-heading">
          <h2 id="faq-heading">Frequently asked questions</h2>
          <PricingFaq />
        </section>
      </main>
      <SiteFooter />
      {hydrated && billing.provider === 'sandbox' && (
        <SandboxCheckoutDialog tier={checkout.sandboxTier} onClose={checkout.closeSandbox} />
      )}
    </>
  );
}
