import { describe, expect, it } from 'vitest';
import type { ScanPorts } from '#functions/lib/scans/ports';
import type { ScanScheduleRecord, SchedulePorts } from '#functions/lib/schedules/ports';
import { createSchedule, deleteSchedule, listSchedules } from '#functions/lib/schedules/save-schedule';
import type { ScheduleInput } from '#shared/schedules/schedule-input';

/** Schedules kept in memory, the scheduler's calls recorded, one linked account per user. */
function ports(now = '2026-11-29T00:00:00Z') {
  const saved = new Map<string, ScanScheduleRecord>();
  const registered: string[] = [];
  const value: SchedulePorts = {
    schedules: {
      list: async (userId) => [...saved.values()].filter((r) => r.userId === userId),
      get: async (userId, id) => (saved.get(id)?.userId === userId ? saved.get(id) : undefined),
      put: async (record) => void saved.set(record.schedule_id, record),
      delete: async (_userId, id) => void saved.delete(id),
      all: async () => [...saved.values()].map((r) => ({ userId: r.userId, scheduleId: r.schedule_id })),
    },
    scheduler: {
      register: async (record) => void registered.push(record.schedule_id),
      unregister: async (_userId, id) => void registered.splice(registered.indexOf(id), 1),
    },
    scans: {
      accounts: { get: async (userId: string, id: string) => (id === `${userId}-acct` ? { id } : undefined) },
    } as unknown as ScanPorts,
    now: async () => new Date(now),
  };
  return { value, saved, registered };
}

const input = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  account_ids: ['u1-acct'],
  frameworks: ['SAMA', 'NCA-ECC'],
  cadence: 'daily',
  time: '05:00',
  time_zone: 'Asia/Riyadh',
  ...overrides,
});

describe('saving a scan schedule', () => {
  it('saves a daily schedule with its next run in the stated zone and registers it', async () => {
    const { value, registered } = ports();
    const saved = await createSchedule(value, 'u1', 'pro', input());
    expect(saved).toMatchObject({ cron_expression: '0 5 * * *', next_run_at: '2026-11-29T02:00:00.000Z' });
    expect(registered).toEqual([saved.schedule_id]);
    expect(await listSchedules(value, 'u1')).toHaveLength(1);
  });

  it('an invalid cron or time zone is a 400 naming the field, and nothing is saved', async () => {
    const { value, saved } = ports();
    await expect(
      createSchedule(value, 'u1', 'premium', input({ cadence: 'cron', cron: '0 25 * * *' })),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: "cron: The hour field's 25 is outside 0-23.",
    });
    await expect(
      createSchedule(value, 'u1', 'premium', input({ time_zone: 'Riyadh' })),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^time_zone: Riyadh is not an IANA time zone/),
    });
    expect(saved.size).toBe(0);
  });

  it('the plan decides how often: Starter weekly, Pro daily, Premium hourly (403, nothing saved)', async () => {
    const { value, saved } = ports();
    await expect(createSchedule(value, 'u1', 'starter', input())).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('at most once a week; this schedule would run once a day'),
    });
    await expect(
      createSchedule(value, 'u1', 'pro', input({ cadence: 'cron', cron: '0 */6 * * *' })),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(saved.size).toBe(0);
    await expect(
      createSchedule(value, 'u1', 'starter', input({ cadence: 'weekly', weekday: 0 })),
    ).resolves.toBeDefined();
    await expect(
      createSchedule(value, 'u1', 'premium', input({ cadence: 'cron', cron: '0 * * * *' })),
    ).resolves.toBeDefined();
    // and how many: Starter keeps one
    await expect(
      createSchedule(value, 'u1', 'starter', input({ cadence: 'weekly', weekday: 3 })),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it("another user's account or schedule is a 404, and their schedules are not listed", async () => {
    const { value } = ports();
    await expect(createSchedule(value, 'u2', 'pro', input())).rejects.toMatchObject({ statusCode: 404 });
    const mine = await createSchedule(value, 'u1', 'pro', input());
    expect(await listSchedules(value, 'u2')).toEqual([]);
    await expect(deleteSchedule(value, 'u2', mine.schedule_id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(deleteSchedule(value, 'u1', mine.schedule_id)).resolves.toEqual({ deleted: true });
  });
});
