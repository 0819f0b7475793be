import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router';
import { DASHBOARD } from '#shared/messages/dashboard';
import { PlanName } from './PlanName';
import { formatDate, formatMonth, type PlanSummary, statusLabel } from './plan-summary';

/** Plan, status, limits and this month's usage, from the subscription answer. */
export function PlanOverview({ summary }: { summary: PlanSummary }) {
  const navigate = useNavigate();
  const accountsLimit =
    summary.accountsIncluded === null ? DASHBOARD.unlimited : String(summary.accountsIncluded);
  const runsPercent =
    summary.runsIncluded > 0 ? Math.min(100, (summary.runsUsed / summary.runsIncluded) * 100) : 0;

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={DASHBOARD.usageFor(formatMonth(summary.usageMonth))}
          actions={
            <Button
              href="/billing"
              onFollow={(event) => {
                event.preventDefault();
                void navigate('/billing');
              }}
            >
              {DASHBOARD.changePlan}
            </Button>
          }
        >
          {DASHBOARD.yourPlan}
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          {
            label: DASHBOARD.plan,
            value: <PlanName summary={summary} testId="plan-name" />,
          },
          {
            label: DASHBOARD.status,
            value: (
              <StatusIndicator type={summary.status === 'active' ? 'success' : 'warning'}>
                {statusLabel(summary.status)}
              </StatusIndicator>
            ),
          },
          {
            label: DASHBOARD.runs,
            value: (
              <ProgressBar
                value={runsPercent}
                description={DASHBOARD.runsUsed(summary.runsUsed, summary.runsIncluded)}
                ariaLabel={DASHBOARD.runsThisMonth}
              />
            ),
          },
          {
            label: DASHBOARD.accounts,
            value: DASHBOARD.accountsUsed(summary.accountsUsed, accountsLimit),
          },
          ...(summary.periodEnd
            ? [{ label: DASHBOARD.periodEnds, value: formatDate(summary.periodEnd) }]
            : []),
          ...(summary.scheduledChange
            ? [{ label: DASHBOARD.scheduledChange, value: summary.scheduledChange }]
            : []),
        ]}
      />
    </Container>
  );
}
