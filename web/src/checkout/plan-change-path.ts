import type { Tier } from '#shared/billing/plans';

/** The query parameter of /billing that opens the confirmation of a change to a plan. */
export const CHANGE_PARAM = 'change';

/**
 * Where a subscriber who chose another plan on /pricing goes: the billing page's prorated change,
 * never a second checkout (which would bill a second subscription beside the first).
 */
export const planChangePath = (tier: Tier) => `/billing?${CHANGE_PARAM}=${tier}`;
