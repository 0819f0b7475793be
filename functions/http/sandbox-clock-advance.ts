import { sandboxClockAdvance } from '#shared/api/routes/schedules';
import { sandboxClock } from '../lib/compose/schedules';
import { NotFound } from '../lib/errors';
import { httpHandler } from '../lib/http/middleware';

/** Sandbox only: moves the caller's sandbox clock forward; their due schedules then run. */
export const handler = httpHandler(sandboxClockAdvance, async ({ caller, body }) => {
  const clock = sandboxClock();
  if (!clock) throw new NotFound('The sandbox clock exists only in the sandbox cloud');
  const offset = await clock.advance(caller.sub, body!.minutes);
  return { now: new Date(Date.now() + offset * 60_000).toISOString(), offset_minutes: offset };
});
