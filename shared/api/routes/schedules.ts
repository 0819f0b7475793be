import { z } from 'zod';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/schedules';
import { sandboxClockSchema, scanScheduleSchema, scheduleInputSchema } from '../schedules';

/** The caller's scan schedules, each with its next run. */
export const scanSchedulesList = defineRoute(endpoints.scanSchedulesList, {
  access: 'subscribed',
  tableAccess: 'read',
  response: z.array(scanScheduleSchema),
});

/**
 * Saves a schedule of scans of some of the caller's accounts against some frameworks (daily,
 * weekly or a cron expression in an IANA time zone) and registers it with the scheduler
 * (EventBridge Scheduler in AWS). 400 naming the field for an invalid cron or time zone, 403 when
 * the plan does not allow runs that often or that many schedules, 404 for another user's account.
 */
export const scanSchedulesCreate = defineRoute(endpoints.scanSchedulesCreate, {
  access: 'subscribed',
  tableAccess: 'write',
  managesSchedules: true,
  body: scheduleInputSchema,
  response: scanScheduleSchema,
});

/** Deletes one of the caller's schedules (404 for anyone else's) and its scheduler entry. */
export const scanScheduleDelete = defineRoute(endpoints.scanScheduleDelete, {
  access: 'subscribed',
  tableAccess: 'write',
  managesSchedules: true,
  params: z.object({ schedule_id: z.string().min(1).max(100) }),
  pathIds: { schedule_id: 'scan-schedule' },
  response: z.object({ deleted: z.literal(true) }),
});

/**
 * Sandbox cloud only: the caller's sandbox clock, which their schedules run by locally and their
 * accepted findings are judged at (404 in AWS).
 */
export const sandboxClockGet = defineRoute(endpoints.sandboxClockGet, {
  access: 'subscribed',
  tableAccess: 'read',
  response: sandboxClockSchema,
});

/**
 * Sandbox cloud only: moves the caller's sandbox clock forward, so their schedules come due
 * without waiting (tests, demos). Only their own schedules run by it. 404 in AWS.
 */
export const sandboxClockAdvance = defineRoute(endpoints.sandboxClockAdvance, {
  access: 'subscribed',
  tableAccess: 'write',
  body: z.object({
    minutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 31),
  }),
  response: sandboxClockSchema,
});
