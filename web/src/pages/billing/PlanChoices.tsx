import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import { PLANS, type Plan, TIERS, type Tier } from '#shared/billing/plans';
import { BILLING, BILLING_VIEW } from '#shared/messages/billing';
import type { PendingChange } from './billing-view';
import { changeTerms } from './change-terms';

interface Props {
  current: Tier;
  periodEnd: string | null;
  /** a cancellation or downgrade waiting for the period end */
  pending: PendingChange | null;
  busy: boolean;
  now: Date;
  onChoose: (plan: Plan) => void;
}

/**
 * The three plans side by side, each saying what switching to it does before it is done: what is
 * charged today and when, and, while a cancellation is pending, that the change resumes renewal.
 */
export function PlanChoices({ current, periodEnd, pending, busy, now, onChoose }: Props) {
  // a downgrade already waits for the period end: it is undone first ('Keep <plan>')
  const locked = pending?.action === 'downgrade';
  const terms = (plan: Plan) => changeTerms(current, plan.tier, { periodEnd, pending, now });
  return (
    <Cards<Plan>
      header={
        <Header
          variant="h2"
          description={
            locked
              ? BILLING.changeLocked
              : pending?.action === 'cancel'
                ? BILLING.changeResumes
                : BILLING.changeTerms
          }
        >
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
              const { direction, terms: words } = terms(plan);
              if (direction === 'same') return <Box color="text-status-success">{words}</Box>;
              return (
                <Box variant="small" data-testid={`terms-${plan.tier}`}>
                  {words}
                </Box>
              );
            },
          },
          {
            id: 'action',
            content: (plan) => {
              const { direction, action } = terms(plan);
              if (direction === 'same') return null;
              return (
                <Button
                  variant={direction === 'up' ? 'primary' : 'normal'}
                  disabled={locked || busy}
                  onClick={() => onChoose(plan)}
                >
                  {action}
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
