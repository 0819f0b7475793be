import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/schedules.ts, which adds each one's schemas and grants.

export const scanSchedulesList = endpoint('scan-schedules-list', 'GET', '/api/compliance/schedules');
export const scanSchedulesCreate = endpoint('scan-schedules-create', 'POST', '/api/compliance/schedules');
export const scanScheduleDelete = endpoint(
  'scan-schedule-delete',
  'DELETE',
  '/api/compliance/schedules/{schedule_id}',
);
export const sandboxClockGet = endpoint('sandbox-clock-get', 'GET', '/api/sandbox/clock');
export const sandboxClockAdvance = endpoint('sandbox-clock-advance', 'POST', '/api/sandbox/clock');
