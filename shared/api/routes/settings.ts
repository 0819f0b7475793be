import { residencySettingsSchema, residencyViewSchema } from '../../residency/settings';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/settings';

/** The residency setting in force for the caller: their own, else the operator's default. */
export const settingsResidencyGet = defineRoute(endpoints.settingsResidencyGet, {
  access: 'subscribed',
  tableAccess: 'read',
  response: residencyViewSchema,
});

/**
 * Saves the caller's residency setting (replacing it whole); a bad region code or an empty list of
 * levels answers 400 naming the field, and nothing is saved.
 */
export const settingsResidencyPut = defineRoute(endpoints.settingsResidencyPut, {
  access: 'subscribed',
  tableAccess: 'write',
  body: residencySettingsSchema,
  response: residencyViewSchema,
});
