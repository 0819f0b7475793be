import type { SessionAgent, StageStatus } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';

/** How the timeline names each agent. */
export const AGENT_LABELS: Readonly<Record<SessionAgent, string>> = STUDIO.agents;

export const STAGE_INDICATOR: Readonly<Record<StageStatus, 'pending' | 'in-progress' | 'success' | 'error'>> =
  {
    pending: 'pending',
    running: 'in-progress',
    completed: 'success',
    failed: 'error',
  };

/** Seconds between two instants, for the timeline ("3.2 s"). */
export function stageDuration(startedAt: string | null, completedAt: string | null): string | undefined {
  if (!startedAt || !completedAt) return undefined;
  const seconds = (Date.parse(completedAt) - Date.parse(startedAt)) / 1000;
  return Number.isFinite(seconds)
    ? STUDIO.timeline.seconds(seconds < 10 ? seconds.toFixed(1) : String(Math.round(seconds)))
    : undefined;
}
