import { useState } from 'react';
import { PLANS, TIERS, type Tier } from '#shared/billing/plans';
import { LightButton } from '../../components/LightButton';
import { PRICING_TEASER, SECTION_IDS } from './landing-content';
import SectionHeading from './SectionHeading';
import TierOption from './TierOption';

const DEFAULT_TIER: Tier = TIERS.find((tier) => PLANS[tier].mostPopular) ?? TIERS[0];

/** Three selectable plan cards (a radio group) and a button on to the full pricing page. */
export default function PricingTeaser() {
  const [selectedTier, setSelectedTier] = useState<Tier>(DEFAULT_TIER);

  return (
    <section id={SECTION_IDS.pricing} className="lp-section" aria-labelledby="lp-pricing-title">
      <div className="lp-container">
        <SectionHeading
          id="lp-pricing-title"
          eyebrow="Pricing"
          title={PRICING_TEASER.heading}
          description={PRICING_TEASER.subheading}
        />
        <fieldset className="lp-tiers">
          <legend className="lp-visually-hidden">Choose a plan</legend>
          {TIERS.map((tier) => (
            <TierOption
              key={tier}
              plan={PLANS[tier]}
              selected={tier === selectedTier}
              onSelect={() => setSelectedTier(tier)}
            />
          ))}
        </fieldset>
        <div className="lp-tiers__actions">
          <LightButton variant="primary" to="/pricing" icon="arrow-right" iconAlign="right">
            Continue with {PLANS[selectedTier].name}
          </LightButton>
          <p className="lp-tiers__note">Billed monthly. Change plans or cancel anytime.</p>
        </div>
      </div>
    </section>
  );
}
