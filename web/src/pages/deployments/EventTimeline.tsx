import Box from '@cloudscape-design/components/box';
import Steps from '@cloudscape-design/components/steps';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENTS } from '#shared/messages';
import { resourceIndicator } from './deployment-status';

type StackEvent = DeploymentDetail['events'][number];

const time = (iso: string) => new Date(iso).toLocaleTimeString();

/** The stack's events, newest first as CloudFormation lists them: one step per event. */
export function EventTimeline({ events }: { events: StackEvent[] }) {
  if (events.length === 0) return <Box color="text-body-secondary">{DEPLOYMENTS.noEvents}</Box>;
  return (
    <Steps
      ariaLabel={DEPLOYMENTS.events}
      steps={events.map((event) => ({
        status: resourceIndicator(event.status),
        annotation: <Box variant="small">{time(event.timestamp)}</Box>,
        header: `${event.logical_id} ${event.status}`,
        details: (
          <Box variant="small" color="text-body-secondary">
            {event.type}
            {event.status_reason ? ` - ${event.status_reason}` : ''}
          </Box>
        ),
      }))}
    />
  );
}
