import Box from '@cloudscape-design/components/box';
import type { PlanSummary } from './plan-summary';

/** The plan's name in bold with its monthly price beside it, as the dashboard and billing show it. */
export function PlanName({ summary, testId }: { summary: PlanSummary; testId: string }) {
  return (
    <span data-testid={testId}>
      <Box variant="span" fontWeight="bold" fontSize="heading-m">
        {summary.planName}
      </Box>
      {summary.priceUsd !== null && (
        <Box variant="span" color="text-body-secondary">
          {' '}
          ${summary.priceUsd}/month
        </Box>
      )}
    </span>
  );
}
