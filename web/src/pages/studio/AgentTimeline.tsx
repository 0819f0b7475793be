import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SessionView } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';
import { AGENT_LABELS, STAGE_INDICATOR, stageDuration } from './agent-labels';

/** The agents' progress, stage by stage, as the live messages (or polling) report it. */
export function AgentTimeline({ session, live }: { session: SessionView; live: boolean }) {
  const words = STUDIO.timeline;
  const statusText =
    session.status === 'running'
      ? words.working(live)
      : session.status === 'waiting'
        ? words.waiting
        : session.status === 'completed'
          ? words.ready
          : words.failed;
  return (
    <SpaceBetween size="s">
      <ProgressBar
        value={session.progress}
        label={words.agents}
        // a finished bar shows its result in place of the bar: said once, and 'failed' when it failed
        description={session.status === 'running' || session.status === 'waiting' ? statusText : undefined}
        status={
          session.status === 'failed' ? 'error' : session.status === 'completed' ? 'success' : 'in-progress'
        }
        resultText={statusText}
      />
      {session.status === 'failed' && (
        <Alert type="error" header={words.failedHeader}>
          {session.error}
        </Alert>
      )}
      <ol className="sahab-timeline" aria-label={words.label}>
        {session.stages.map((stage) => (
          <li key={stage.agent} data-testid={`stage-${stage.agent}`} data-status={stage.status}>
            <SpaceBetween size="xxxs">
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <StatusIndicator type={STAGE_INDICATOR[stage.status]}>
                  <strong>{AGENT_LABELS[stage.agent]}</strong>
                </StatusIndicator>
                <Box variant="small" color="text-body-secondary">
                  {stageDuration(stage.started_at, stage.completed_at)}
                </Box>
              </SpaceBetween>
              {stage.summary && (
                <Box variant="small" color="text-body-secondary">
                  {stage.summary}
                </Box>
              )}
            </SpaceBetween>
          </li>
        ))}
      </ol>
      {session.repair_rounds > 0 && <Box variant="small">{words.repairRounds(session.repair_rounds)}</Box>}
    </SpaceBetween>
  );
}
