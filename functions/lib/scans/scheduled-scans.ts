import { CronError, parseCron, runsEveryDay } from '#shared/schedules/cron';
import type { SubscriberDirectory } from '../ports/subscriber-directory';
import type { ScanScheduleRecord, ScheduleStore } from '../schedules/ports';
import type { ScanPorts } from './ports';
import { ALL_FRAMEWORKS, startScan } from './start-scan';

/** The plan whose 'governance and compliance automation' includes a daily scan (spec section 9). */
export const SCHEDULED_SCAN_TIER = 'premium';

/**
 * The accounts a user's own schedules already scan every day against every framework. The plan's
 * daily scan leaves them out: a second full scan of the same account the same day adds a trend
 * point and a notification that say nothing new.
 */
export function accountsScannedDaily(schedules: readonly ScanScheduleRecord[]): Set<string> {
  const covered = new Set<string>();
  for (const schedule of schedules) {
    const frameworks = schedule.frameworks.length === 0 ? ALL_FRAMEWORKS : schedule.frameworks;
    if (!ALL_FRAMEWORKS.every((framework) => frameworks.includes(framework))) continue;
    if (!everyDay(schedule.cron_expression)) continue;
    for (const id of schedule.account_ids) covered.add(id);
  }
  return covered;
}

function everyDay(expression: string): boolean {
  try {
    return runsEveryDay(parseCron(expression));
  } catch (error) {
    // a saved schedule was checked when saved; one that no longer parses covers nothing
    if (error instanceof CronError) return false;
    throw error;
  }
}

/**
 * The daily schedule: every active Premium subscriber's linked accounts are scanned against all
 * three frameworks, except those the subscriber's own schedules already scan that fully every day.
 * Starter and Pro scan on demand or on their own schedules. One user's failure does not stop the
 * others.
 */
export async function startScheduledScans(
  ports: ScanPorts,
  directory: SubscriberDirectory,
  schedules: Pick<ScheduleStore, 'list'>,
) {
  const started: string[] = [];
  const failed: { userId: string; reason: string }[] = [];
  for (const userId of await directory.activeSubscribers(SCHEDULED_SCAN_TIER)) {
    try {
      const covered = accountsScannedDaily(await schedules.list(userId));
      const accounts = (await ports.accounts.list(userId)).filter((account) => !covered.has(account.id));
      if (accounts.length === 0) continue;
      const { scan_id } = await startScan(ports, userId, {
        accountIds: accounts.map((a) => a.id),
        trigger: 'scheduled',
      });
      started.push(scan_id);
    } catch (error) {
      failed.push({ userId, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { started, failed };
}
