import { randomUUID } from 'node:crypto';
import type { ScanSchedule } from '#shared/api/schedules';
import type { Tier } from '#shared/billing/plans';
import { nextRun, parseCron, shortestGap } from '#shared/schedules/cron';
import { gapWords, SCHEDULE_LIMITS } from '#shared/schedules/limits';
import { cronOf, type ScheduleInput, scheduleProblems } from '#shared/schedules/schedule-input';
import { ACCOUNT_NOT_FOUND } from '../accounts/owned-account';
import { BadRequest, Forbidden, NotFound } from '../errors';
import type { ScanScheduleRecord, SchedulePorts } from './ports';

export const SCHEDULE_NOT_FOUND = 'Schedule not found';

const view = ({ userId: _user, ...schedule }: ScanScheduleRecord): ScanSchedule => schedule;

export async function listSchedules(ports: SchedulePorts, userId: string): Promise<ScanSchedule[]> {
  const records = await ports.schedules.list(userId);
  return records.sort((a, b) => a.created_at.localeCompare(b.created_at)).map(view);
}

/**
 * Saves a schedule once every check passed, nothing before: each field's problem is a 400 naming
 * the field; a plan that does not allow runs that often, or that many schedules, is a 403 saying
 * what it allows; another user's account is a 404. Then the scheduler learns of it.
 */
export async function createSchedule(
  ports: SchedulePorts,
  userId: string,
  tier: Tier | null,
  input: ScheduleInput,
): Promise<ScanSchedule> {
  const [field, problem] = Object.entries(scheduleProblems(input))[0] ?? [];
  if (field) throw new BadRequest(`${field}: ${problem}`);
  const accountIds = [...new Set(input.account_ids)];
  const accounts = await Promise.all(accountIds.map((id) => ports.scans.accounts.get(userId, id)));
  if (accounts.some((a) => !a)) throw new NotFound(ACCOUNT_NOT_FOUND);

  const limits = tier ? SCHEDULE_LIMITS[tier] : undefined;
  if (!limits) throw new Forbidden('Scheduled scans need an active plan.');
  const cron = cronOf(input);
  const fields = parseCron(cron);
  const now = await ports.now(userId);
  const gapHours = shortestGap(fields, input.time_zone, now.getTime()) / 3_600_000;
  if (gapHours < limits.minimumGapHours) {
    throw new Forbidden(
      `cadence: your ${tier} plan runs a scheduled scan at most ${gapWords(limits.minimumGapHours)}; this schedule would run ${gapWords(gapHours)}. Choose a longer interval or upgrade on /billing.`,
    );
  }
  const existing = await ports.schedules.list(userId);
  if (existing.length >= limits.maxSchedules) {
    throw new Forbidden(
      `Your ${tier} plan keeps at most ${limits.maxSchedules} scan schedule${limits.maxSchedules === 1 ? '' : 's'}: delete one first or upgrade on /billing.`,
    );
  }
  const next = nextRun(fields, input.time_zone, now.getTime());
  const record: ScanScheduleRecord = {
    userId,
    schedule_id: randomUUID(),
    account_ids: accountIds,
    frameworks: [...new Set(input.frameworks)],
    cadence: input.cadence,
    ...(input.cadence !== 'cron' && { time: input.time }),
    ...(input.cadence === 'weekly' && { weekday: input.weekday ?? 0 }),
    ...(input.cadence === 'cron' && { cron: cron }),
    time_zone: input.time_zone,
    cron_expression: cron,
    next_run_at: next === undefined ? null : new Date(next).toISOString(),
    last_run_at: null,
    last_scan_id: null,
    created_at: new Date().toISOString(),
  };
  await ports.schedules.put(record);
  try {
    await ports.scheduler.register(record);
  } catch (error) {
    // never keep a schedule that nothing will run
    await ports.schedules.delete(userId, record.schedule_id);
    throw error;
  }
  return view(record);
}

export async function deleteSchedule(ports: SchedulePorts, userId: string, id: string) {
  const record = await ports.schedules.get(userId, id);
  if (!record) throw new NotFound(SCHEDULE_NOT_FOUND);
  await ports.scheduler.unregister(userId, id);
  await ports.schedules.delete(userId, id);
  return { deleted: true as const };
}
