import { nextRun, parseCron } from '#shared/schedules/cron';
import { logger } from '../logger';
import { startScan } from '../scans/start-scan';
import type { SchedulePorts } from './ports';

/**
 * One run of a schedule, as the scheduler calls it (EventBridge Scheduler in AWS, the local
 * runtime's loop): the same scan workflow a press of 'Start scan' starts, marked scheduled, then
 * the schedule's next run. A schedule deleted in the meantime runs nothing. `after` may run
 * drift checks of the scanned accounts' deployments (scheduled drift).
 */
export async function runSchedule(
  ports: SchedulePorts,
  userId: string,
  scheduleId: string,
  after?: (accountIds: string[]) => Promise<void>,
): Promise<{ scan_id: string } | undefined> {
  const schedule = await ports.schedules.get(userId, scheduleId);
  if (!schedule) return undefined;
  const now = await ports.now(userId);
  const next = nextRun(parseCron(schedule.cron_expression), schedule.time_zone, now.getTime());
  // the next run is written first: a run that fails is not repeated at every tick
  await ports.schedules.put({
    ...schedule,
    last_run_at: now.toISOString(),
    next_run_at: next === undefined ? null : new Date(next).toISOString(),
  });
  const { scan_id } = await startScan(ports.scans, userId, {
    accountIds: schedule.account_ids,
    frameworks: schedule.frameworks,
    trigger: 'scheduled',
  });
  await ports.schedules.put({
    ...schedule,
    last_run_at: now.toISOString(),
    next_run_at: next === undefined ? null : new Date(next).toISOString(),
    last_scan_id: scan_id,
  });
  if (after) {
    try {
      await after(schedule.account_ids);
    } catch (error) {
      logger.warn('Scheduled drift checks failed', { error: String(error) });
    }
  }
  return { scan_id };
}
