import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { type BudgetVerdict, budgetVerdict } from '#shared/generation/budget-verdict';
import type { CostReview } from '#shared/generation/reviews';
import { STUDIO } from '#shared/messages/studio';
import { formatUsd } from '#shared/text/format';
import { CollectionTable } from '../../components/CollectionTable';

const WORDS = STUDIO.cost;

const usd = formatUsd;
const range = ({ min, max }: { min: number; max: number }) =>
  min === max ? usd(min) : `${usd(min)} – ${usd(max)}`;

/** The cost agent's estimate: total range, each resource's range, what it could not price, its advice. */
export function CostTab({ cost }: { cost: CostReview }) {
  const [showFree, setShowFree] = useState(false);
  const sorted = [...cost.resources].sort((a, b) => b.monthly.max - a.monthly.max);
  const free = sorted.filter((item) => item.monthly.max === 0);
  const rows = showFree ? sorted : sorted.filter((item) => item.monthly.max > 0);
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={3} variant="text-grid">
        <div>
          <Box variant="awsui-key-label">{WORDS.total}</Box>
          <Box variant="awsui-value-large" data-testid="studio-cost-total">
            {range(cost.total)}
          </Box>
        </div>
        <div>
          <Box variant="awsui-key-label">{WORDS.budget}</Box>
          {cost.budget_usd === undefined ? (
            <Box>{WORDS.noBudget}</Box>
          ) : (
            <SpaceBetween size="xxxs">
              <Box variant="awsui-value-large" data-testid="studio-cost-budget">
                {WORDS.perMonth(usd(cost.budget_usd))}
              </Box>
              <VerdictIndicator verdict={cost.budget_verdict ?? budgetVerdict(cost.total, cost.budget_usd)} />
            </SpaceBetween>
          )}
        </div>
        <div>
          <Box variant="awsui-key-label">{WORDS.region}</Box>
          <Box>{cost.region}</Box>
        </div>
      </ColumnLayout>
      <SpaceBetween size="xs">
        <Header variant="h3">{WORDS.advice}</Header>
        {cost.advice.length === 0 ? (
          <Box color="text-body-secondary">{WORDS.noAdvice}</Box>
        ) : (
          <ul className="sahab-list">
            {cost.advice.map((advice) => (
              <li key={advice.title}>
                <strong>{advice.title}</strong>
                {advice.saving_usd !== undefined && WORDS.saves(usd(advice.saving_usd))}: {advice.detail}
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
      <CollectionTable
        variant="embedded"
        pageSize={100}
        empty={WORDS.nothingPriced}
        header={
          <Header
            variant="h3"
            counter={`(${rows.length})`}
            actions={
              free.length > 0 && (
                <Toggle checked={showFree} onChange={({ detail }) => setShowFree(detail.checked)}>
                  {WORDS.showFree(free.length)}
                </Toggle>
              )
            }
          >
            {WORDS.perResource}
          </Header>
        }
        items={rows}
        trackBy="logical_id"
        columns={[
          { id: 'id', header: WORDS.resource, cell: (item) => item.logical_id },
          { id: 'type', header: WORDS.type, cell: (item) => item.type },
          {
            id: 'monthly',
            header: WORDS.monthly,
            cell: (item) => range(item.monthly),
            sortingComparator: (a, b) => a.monthly.max - b.monthly.max,
          },
          { id: 'drivers', header: WORDS.pricedFrom, cell: (item) => item.drivers.join(', ') },
        ]}
      />
      {cost.unpriced.length > 0 && (
        <Box variant="small" color="text-body-secondary">
          {WORDS.notPriced(
            cost.unpriced.map((item) => `${item.logical_id} (${item.reasons.join('; ')})`).join(', '),
          )}
        </Box>
      )}
      <Box variant="small" color="text-body-secondary">
        {WORDS.listPrices(cost.price_dates.join(', '))} {cost.assumptions.join(' ')}
      </Box>
    </SpaceBetween>
  );
}

const VERDICT_STATUS = {
  within: 'success',
  'over-at-high-end': 'warning',
  'over-at-low-end': 'error',
} as const;

/** The cost review's budget verdict (a session stored before it had one gets the same verdict from its range). */
function VerdictIndicator({ verdict }: { verdict: BudgetVerdict }) {
  return <StatusIndicator type={VERDICT_STATUS[verdict]}>{WORDS.verdict[verdict]}</StatusIndicator>;
}
