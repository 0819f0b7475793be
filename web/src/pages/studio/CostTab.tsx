import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import type { CostReview } from '#shared/generation/reviews';
import { CollectionTable } from '../../components/CollectionTable';

const usd = (value: number) =>
  value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: value < 100 ? 2 : 0,
  });
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
          <Box variant="awsui-key-label">Estimated monthly cost</Box>
          <Box variant="awsui-value-large" data-testid="studio-cost-total">
            {range(cost.total)}
          </Box>
        </div>
        <div>
          <Box variant="awsui-key-label">Budget</Box>
          {cost.budget_usd === undefined ? (
            <Box>No budget given</Box>
          ) : (
            <SpaceBetween size="xxxs">
              <Box variant="awsui-value-large" data-testid="studio-cost-budget">
                {usd(cost.budget_usd)} a month
              </Box>
              {cost.within_budget ? (
                <StatusIndicator type="success">Within budget</StatusIndicator>
              ) : cost.total.min <= cost.budget_usd ? (
                <StatusIndicator type="warning">Over budget at the high end</StatusIndicator>
              ) : (
                <StatusIndicator type="error">Over budget even at the low end</StatusIndicator>
              )}
            </SpaceBetween>
          )}
        </div>
        <div>
          <Box variant="awsui-key-label">Region</Box>
          <Box>{cost.region}</Box>
        </div>
      </ColumnLayout>
      <SpaceBetween size="xs">
        <Header variant="h3">Advice</Header>
        {cost.advice.length === 0 ? (
          <Box color="text-body-secondary">The cost agent has no further savings to suggest.</Box>
        ) : (
          <ul className="sahab-list">
            {cost.advice.map((advice) => (
              <li key={advice.title}>
                <strong>{advice.title}</strong>
                {advice.saving_usd !== undefined && ` (saves about ${usd(advice.saving_usd)} a month)`}:{' '}
                {advice.detail}
              </li>
            ))}
          </ul>
        )}
      </SpaceBetween>
      <CollectionTable
        variant="embedded"
        pageSize={100}
        empty="Nothing in this design is priced."
        header={
          <Header
            variant="h3"
            counter={`(${rows.length})`}
            actions={
              free.length > 0 && (
                <Toggle checked={showFree} onChange={({ detail }) => setShowFree(detail.checked)}>
                  Show {free.length} resources at no cost
                </Toggle>
              )
            }
          >
            Per resource
          </Header>
        }
        items={rows}
        trackBy="logical_id"
        columns={[
          { id: 'id', header: 'Resource', cell: (item) => item.logical_id },
          { id: 'type', header: 'Type', cell: (item) => item.type },
          {
            id: 'monthly',
            header: 'Monthly (USD)',
            cell: (item) => range(item.monthly),
            sortingComparator: (a, b) => a.monthly.max - b.monthly.max,
          },
          { id: 'drivers', header: 'Priced from', cell: (item) => item.drivers.join(', ') },
        ]}
      />
      {cost.unpriced.length > 0 && (
        <Box variant="small" color="text-body-secondary">
          Not priced:{' '}
          {cost.unpriced.map((item) => `${item.logical_id} (${item.reasons.join('; ')})`).join(', ')}.
        </Box>
      )}
      <Box variant="small" color="text-body-secondary">
        AWS list prices ({cost.price_dates.join(', ')}). {cost.assumptions.join(' ')}
      </Box>
    </SpaceBetween>
  );
}
