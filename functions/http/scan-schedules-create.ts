import { scanSchedulesCreate } from '#shared/api/routes/schedules';
import { entitlementsFor } from '#shared/billing/entitlements';
import { schedulePorts } from '../lib/compose/schedules';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { createSchedule } from '../lib/schedules/save-schedule';

/** Saves a scan schedule within the plan's limits: 201 with its next run. */
export const handler = httpHandler(
  scanSchedulesCreate,
  async ({ caller, body, subscription }) =>
    new Reply(
      201,
      await createSchedule(schedulePorts(), caller.sub, entitlementsFor(subscription).tier, body!),
    ),
);
