import { scanSchedulesList } from '#shared/api/routes/schedules';
import { schedulePorts } from '../lib/compose/schedules';
import { httpHandler } from '../lib/http/middleware';
import { listSchedules } from '../lib/schedules/save-schedule';

/** The caller's scan schedules with their next runs. */
export const handler = httpHandler(scanSchedulesList, ({ caller }) =>
  listSchedules(schedulePorts(), caller.sub),
);
