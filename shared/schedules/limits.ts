import type { Tier } from '#shared/billing/plans';

/**
 * How often each plan's scheduled scans may run (the shortest gap between two runs of one
 * schedule) and how many schedules it may keep. Refused on the server with a 403.
 */
export const SCHEDULE_LIMITS: Readonly<Record<Tier, { minimumGapHours: number; maxSchedules: number }>> = {
  starter: { minimumGapHours: 24 * 7, maxSchedules: 1 },
  pro: { minimumGapHours: 24, maxSchedules: 5 },
  premium: { minimumGapHours: 1, maxSchedules: 20 },
};

export const gapWords = (hours: number) =>
  hours >= 24 * 7
    ? 'once a week'
    : hours >= 24
      ? 'once a day'
      : hours === 1
        ? 'once an hour'
        : `every ${hours} hours`;
