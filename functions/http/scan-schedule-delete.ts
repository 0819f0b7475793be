import { scanScheduleDelete } from '#shared/api/routes/schedules';
import { schedulePorts } from '../lib/compose/schedules';
import { httpHandler } from '../lib/http/middleware';
import { deleteSchedule } from '../lib/schedules/save-schedule';

/** Deletes one of the caller's schedules; 404 for anyone else's. */
export const handler = httpHandler(scanScheduleDelete, ({ caller, params }) =>
  deleteSchedule(schedulePorts(), caller.sub, params!.schedule_id),
);
