import { z } from 'zod';
import { CADENCES } from '../schedules/schedule-input';
import { scanFrameworkSchema } from './compliance-schema';

export const scheduleInputSchema = z.object({
  account_ids: z.array(z.string().min(1).max(100)).max(50),
  frameworks: z.array(scanFrameworkSchema).max(3),
  cadence: z.enum(CADENCES),
  time: z.string().max(5).optional(),
  weekday: z.number().int().min(0).max(6).optional(),
  cron: z.string().max(100).optional(),
  time_zone: z.string().max(64),
});

/** A saved schedule: what the user asked for, the expression it runs on and when it runs next. */
export const scanScheduleSchema = scheduleInputSchema.extend({
  schedule_id: z.string(),
  cron_expression: z.string(),
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  last_scan_id: z.string().nullable(),
  created_at: z.string(),
});

export const sandboxClockSchema = z.object({
  /** the sandbox clock's time (ISO): real time plus every advance made */
  now: z.string(),
  offset_minutes: z.number(),
});

export type ScanSchedule = z.infer<typeof scanScheduleSchema>;
export type SandboxClock = z.infer<typeof sandboxClockSchema>;
