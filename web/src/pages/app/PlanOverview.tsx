import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router';
import { PlanName } from './PlanName';
import { formatDate, formatMonth, type PlanSummary, statusLabel } from './plan-summary';

/** Plan, status, limits and this month's usage, from the subscription answer. */
export function PlanOverview({ summary }: { summary: PlanSummary }) {
  const navigate = useNavigate();
  const accountsLimit = summary.accountsIncluded === null ? 'unlimited' : String(summary.accountsIncluded);
  const runsPercent =
    summary.runsIncluded > 0 ? Math.min(100, (summary.runsUsed / summary.runsIncluded) * 100) : 0;

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`Usage for ${formatMonth(summary.usageMonth)}`}
          actions={
            <Button
              href="/billing"
              onFollow={(event) => {
                event.preventDefault();
                void navigate('/billing');
              }}
            >
              Change plan
            </Button>
          }
        >
          Your plan
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          {
            label: 'Plan',
            value: <PlanName summary={summary} testId="plan-name" />,
          },
          {
            label: 'Status',
            value: (
              <StatusIndicator type={summary.status === 'active' ? 'success' : 'warning'}>
                {statusLabel(summary.status)}
              </StatusIndicator>
            ),
          },
          {
            label: 'Generation runs',
            value: (
              <ProgressBar
                value={runsPercent}
                description={`${summary.runsUsed} of ${summary.runsIncluded} used`}
                ariaLabel="Generation runs used this month"
              />
            ),
          },
          {
            label: 'Linked AWS accounts',
            value: `${summary.accountsUsed} of ${accountsLimit}`,
          },
          ...(summary.periodEnd
            ? [{ label: 'Current period ends', value: formatDate(summary.periodEnd) }]
            : []),
          ...(summary.scheduledChange ? [{ label: 'Scheduled change', value: summary.scheduledChange }] : []),
        ]}
      />
    </Container>
  );
}
