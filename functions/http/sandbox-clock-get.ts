import { sandboxClockGet } from '#shared/api/routes/schedules';
import { sandboxClock } from '../lib/compose/schedules';
import { NotFound } from '../lib/errors';
import { httpHandler } from '../lib/http/middleware';

/** Sandbox only: the caller's sandbox clock. */
export const handler = httpHandler(sandboxClockGet, async ({ caller }) => {
  const clock = sandboxClock();
  if (!clock) throw new NotFound('The sandbox clock exists only in the sandbox cloud');
  const offset = await clock.offsetMinutes(caller.sub);
  return { now: new Date(Date.now() + offset * 60_000).toISOString(), offset_minutes: offset };
});
