import { residencySettingsSchema, residencyViewSchema } from '../../residency/settings';
import { defineRoute } from '../define';

/** The residency setting in force for the caller: their own, else the operator's default. */
export const settingsResidencyGet = defineRoute({
  name: 'settings-residency-get',
  method: 'GET',
  path: '/api/settings/residency',
  access: 'subscribed',
  tableAccess: 'read',
  response: residencyViewSchema,
});

/**
 * Saves the caller's residency setting (replacing it whole); a bad region code or an empty list of
 * levels answers 400 naming the field, and nothing is saved.
 */
export const settingsResidencyPut = defineRoute({
  name: 'settings-residency-put',
  method: 'PUT',
  path: '/api/settings/residency',
  access: 'subscribed',
  tableAccess: 'write',
  body: residencySettingsSchema,
  response: residencyViewSchema,
});
