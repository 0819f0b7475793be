import { settingsResidencyGet } from '#shared/api/routes/settings';
import { settingsPorts } from '../lib/compose/settings';
import { httpHandler } from '../lib/http/middleware';
import { residencyFor } from '../lib/settings/residency';

/** The caller's residency setting in force, and whose it is. */
export const handler = httpHandler(settingsResidencyGet, async ({ caller }) =>
  residencyFor(settingsPorts().residency, caller.sub),
);
