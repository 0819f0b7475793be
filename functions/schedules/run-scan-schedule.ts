import { scheduledDriftChecks, schedulePorts } from '../lib/compose/schedules';
import { logger } from '../lib/logger';
import { runSchedule } from '../lib/schedules/run-schedule';

/** EventBridge Scheduler's target: one run of one user's scan schedule (ids only; the rest is read). */
export async function handler(event: { userId?: unknown; scheduleId?: unknown }) {
  if (typeof event.userId !== 'string' || typeof event.scheduleId !== 'string') {
    logger.error('Scan schedule run without its ids', { event });
    return undefined;
  }
  const userId = event.userId;
  const outcome = await runSchedule(schedulePorts(), userId, event.scheduleId, (accounts) =>
    scheduledDriftChecks(userId, accounts),
  );
  logger.info('Scan schedule ran', { scheduleId: event.scheduleId, scan: outcome?.scan_id ?? null });
  return outcome;
}
