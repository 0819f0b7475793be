import type { Plan } from '#shared/billing/plans';
import { LABELS } from '#shared/messages';
import { LightButton } from '../../components/LightButton';
import './pricing.css';

interface Props {
  plan: Plan;
  current: boolean;
  onChoose: () => void;
}

/** The features a card lists: runs and accounts first, then the plan's extras. */
export function planFeatures(plan: Plan): string[] {
  const accounts =
    plan.maxAccounts === null ? 'Unlimited AWS accounts' : `Up to ${plan.maxAccounts} AWS accounts`;
  return [`${plan.runsPerMonth} AI generation runs per month`, accounts, ...plan.extras];
}

export function PlanCard({ plan, current, onChoose }: Props) {
  return (
    <section
      className={`sahab-plan${plan.mostPopular ? ' sahab-plan--popular' : ''}`}
      aria-labelledby={`plan-${plan.tier}`}
      data-testid={`plan-${plan.tier}`}
    >
      <div className="sahab-plan-top">
        <h2 id={`plan-${plan.tier}`}>{plan.name}</h2>
        {plan.mostPopular && <span className="sahab-badge">{LABELS.mostPopular}</span>}
      </div>
      <p className="sahab-plan-price">
        <span className="sahab-plan-amount">${plan.priceUsdMonthly}</span>
        <span className="sahab-plan-period">/month</span>
      </p>
      <ul className="sahab-plan-features">
        {planFeatures(plan).map((feature) => (
          <li key={feature}>
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="sahab-plan-action">
        {current ? (
          <LightButton fullWidth disabled>
            Your current plan
          </LightButton>
        ) : (
          <LightButton fullWidth variant={plan.mostPopular ? 'primary' : 'normal'} onClick={onChoose}>
            Choose {plan.name}
          </LightButton>
        )}
      </div>
      <p className="sahab-plan-note">Billed monthly. Cancel anytime.</p>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg
      className="sahab-plan-check"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="m3 8.5 3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
