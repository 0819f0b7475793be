import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import type { Plan } from '#shared/billing/plans';
import { LABELS } from '#shared/messages';

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
        {plan.mostPopular && <Badge color="blue">{LABELS.mostPopular}</Badge>}
      </div>
      <p className="sahab-plan-price">
        <span className="sahab-plan-amount">${plan.priceUsdMonthly}</span>
        <span className="sahab-plan-period">/month</span>
      </p>
      <ul className="sahab-plan-features">
        {planFeatures(plan).map((feature) => (
          <li key={feature}>
            <Icon name="check" variant="success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="sahab-plan-action">
        {current ? (
          <Button fullWidth disabled>
            Your current plan
          </Button>
        ) : (
          <Button fullWidth variant={plan.mostPopular ? 'primary' : 'normal'} onClick={onChoose}>
            Choose {plan.name}
          </Button>
        )}
      </div>
      <Box variant="small" color="text-body-secondary" textAlign="center" display="block">
        Billed monthly. Cancel anytime.
      </Box>
    </section>
  );
}
