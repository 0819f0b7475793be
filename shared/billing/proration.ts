/**
 * The prorated share of a price difference for what is left of a billing period, as Paddle bills
 * an upgrade (`prorated_immediately`): the sandbox charges it, and the billing page says it before
 * the change is made. Minor units (cents) in, minor units out.
 */
export function proratedMinor(
  differenceMinor: number,
  period: { startsAt: string; endsAt: string },
  now: Date,
): number {
  const start = Date.parse(period.startsAt);
  const end = Date.parse(period.endsAt);
  if (!(end > start) || differenceMinor <= 0) return 0;
  const left = Math.min(Math.max(end - now.getTime(), 0), end - start);
  return Math.round((differenceMinor * left) / (end - start));
}

/**
 * The start of a monthly period from its end (the subscription view carries only the end): the
 * same day of the month before, clamped to that month's last day, as the period was built.
 */
export function monthlyPeriodStart(endsAt: string): string {
  const end = new Date(endsAt);
  const day = end.getUTCDate();
  const start = new Date(end.getTime());
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start.toISOString();
}
