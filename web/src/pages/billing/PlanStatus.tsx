import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { BILLING, BILLING_VIEW } from '#shared/messages/billing';
import { PlanName } from '../app/PlanName';
import { type PlanSummary, statusLabel } from '../app/plan-summary';
import { formatDay, type PendingChange } from './billing-view';

interface Props {
  summary: PlanSummary;
  pending: PendingChange | null;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/** The plan now: name, price, status, renewal (or the change waiting for it) and usage. */
export function PlanStatus({ summary, pending, busy, onKeep, onCancel }: Props) {
  const runsPercent =
    summary.runsIncluded > 0 ? Math.min(100, (summary.runsUsed / summary.runsIncluded) * 100) : 0;
  const renewal = pending
    ? formatDay(pending.at)
    : summary.periodEnd
      ? BILLING.renewsOn(formatDay(summary.periodEnd))
      : '';
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            !pending && (
              <Button onClick={onCancel} disabled={busy}>
                {BILLING.cancel}
              </Button>
            )
          }
        >
          {BILLING.currentPlan}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {pending && (
          <Alert
            type="warning"
            data-testid="pending-change"
            action={
              <Button onClick={onKeep} loading={busy}>
                {BILLING.keepPlan(summary.planName)}
              </Button>
            }
          >
            {pending.action === 'downgrade' && pending.next
              ? BILLING.changesOn(pending.next.name, formatDay(pending.at))
              : BILLING.endsOn(formatDay(pending.at))}
          </Alert>
        )}
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: BILLING_VIEW.plan,
              value: <PlanName summary={summary} testId="billing-plan" />,
            },
            {
              label: BILLING_VIEW.status,
              value: (
                <StatusIndicator
                  type={pending?.action === 'cancel' ? 'warning' : summary.active ? 'success' : 'stopped'}
                >
                  {pending?.action === 'cancel'
                    ? BILLING_VIEW.canceledAtPeriodEnd
                    : statusLabel(summary.status)}
                </StatusIndicator>
              ),
            },
            {
              label: pending
                ? pending.action === 'cancel'
                  ? BILLING_VIEW.endsOnLabel
                  : BILLING_VIEW.changesOnLabel
                : BILLING_VIEW.renewal,
              value: <span data-testid="billing-renewal">{renewal}</span>,
            },
            {
              label: BILLING.usage,
              value: (
                <SpaceBetween size="xs">
                  <ProgressBar
                    value={runsPercent}
                    description={BILLING.runsUsed(summary.runsUsed, summary.runsIncluded)}
                    ariaLabel={BILLING_VIEW.runsThisMonth}
                  />
                  <Box variant="small">
                    {BILLING.accountsUsed(summary.accountsUsed, summary.accountsIncluded)}
                  </Box>
                </SpaceBetween>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
