import type { Plan } from '#shared/billing/plans';
import { Icon } from './Icon';
import { PRICING_TEASER } from './landing-content';
import { planHighlights } from './plan-highlights';

interface TierOptionProps {
  plan: Plan;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One plan card. The whole card is the label of a native radio input, so clicking anywhere
 * selects it and arrow keys move between plans without any custom keyboard code.
 */
export default function TierOption({ plan, selected, onSelect }: TierOptionProps) {
  const highlightsId = `lp-tier-${plan.tier}-highlights`;
  return (
    <label className={`lp-card lp-tier${selected ? ' lp-tier--selected' : ''}`} data-selected={selected}>
      <input
        type="radio"
        name="lp-tier"
        value={plan.tier}
        checked={selected}
        onChange={onSelect}
        className="lp-visually-hidden"
        aria-label={`${plan.name}, $${plan.priceUsdMonthly} per month`}
        aria-describedby={highlightsId}
      />
      <span className="lp-tier__top">
        <span className="lp-tier__name">{plan.name}</span>
        {plan.mostPopular && <span className="lp-badge">Most popular</span>}
        <span className="lp-tier__radio" aria-hidden="true">
          {selected && <Icon name="check" size={14} />}
        </span>
      </span>
      <span className="lp-tier__audience">{PRICING_TEASER.audience[plan.tier]}</span>
      <span className="lp-tier__price">
        <span className="lp-tier__amount">${plan.priceUsdMonthly}</span>
        <span className="lp-tier__period">/month</span>
      </span>
      {/* spans, not a list: a label may only hold phrasing content */}
      <span id={highlightsId} className="lp-tier__highlights">
        {planHighlights(plan).map((line) => (
          <span key={line} className="lp-tier__highlight">
            <Icon name="check" size={16} />
            {line}
          </span>
        ))}
      </span>
    </label>
  );
}
