import { settingsResidencyPut } from '#shared/api/routes/settings';
import { settingsPorts } from '../lib/compose/settings';
import { httpHandler } from '../lib/http/middleware';
import { residencyFor } from '../lib/settings/residency';

/** Saves the caller's residency setting (the body is already checked by the route's schema). */
export const handler = httpHandler(settingsResidencyPut, async ({ caller, body }) => {
  const { residency } = settingsPorts();
  await residency.put(caller.sub, { ...body, updated_at: new Date().toISOString() });
  return residencyFor(residency, caller.sub);
});
