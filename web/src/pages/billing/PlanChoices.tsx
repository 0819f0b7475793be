import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import { changeDirection, PLANS, type Plan, TIERS, type Tier } from '#shared/billing/plans';
import { BILLING, BILLING_VIEW } from '#shared/messages/billing';
import { formatDay } from './billing-view';

const PRICES = Object.fromEntries(TIERS.map((t) => [t, PLANS[t].priceUsdMonthly])) as Record<Tier, number>;

interface Props {
  current: Tier;
  periodEnd: string | null;
  /** a change is already waiting for the period end: undo it first */
  locked: boolean;
  busy: boolean;
  onChoose: (plan: Plan) => void;
}

/** The three plans side by side, each saying how switching to it is billed and when it starts. */
export function PlanChoices({ current, periodEnd, locked, busy, onChoose }: Props) {
  return (
    <Cards<Plan>
      header={
        <Header variant="h2" description={locked ? BILLING.changeLocked : BILLING.changeTerms}>
          {BILLING.changePlan}
        </Header>
      }
      cardDefinition={{
        header: (plan) => (
          <Box variant="h3" padding="n">
            {plan.name}{' '}
            <Box variant="span" color="text-body-secondary">
              ${plan.priceUsdMonthly}/month
            </Box>
          </Box>
        ),
        sections: [
          {
            id: 'limits',
            content: (plan) => BILLING_VIEW.limits(plan.runsPerMonth, plan.maxAccounts),
          },
          {
            id: 'terms',
            content: (plan) => {
              const direction = changeDirection(current, plan.tier, PRICES);
              if (direction === 'same')
                return <Box color="text-status-success">{BILLING.currentPlanBadge}</Box>;
              return (
                <Box variant="small">
                  {direction === 'up' ? BILLING.upgradeTerms : BILLING.downgradeTerms(formatDay(periodEnd))}
                </Box>
              );
            },
          },
          {
            id: 'action',
            content: (plan) => {
              const direction = changeDirection(current, plan.tier, PRICES);
              if (direction === 'same') return null;
              return (
                <Button
                  variant={direction === 'up' ? 'primary' : 'normal'}
                  disabled={locked || busy}
                  onClick={() => onChoose(plan)}
                >
                  {direction === 'up' ? BILLING.upgradeTo(plan.name) : BILLING.downgradeTo(plan.name)}
                </Button>
              );
            },
          },
        ],
      }}
      cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 3 }]}
      items={TIERS.map((tier) => PLANS[tier])}
      trackBy="tier"
    />
  );
}
