import { billingSandboxCheckout } from '#shared/api/endpoints/billing';
import type { Tier } from '#shared/billing/plans';
import { apiCall } from '../api/client';

/** POST /api/billing/sandbox-checkout. Its own module: the API client loads on first use. */
export function completeSandboxCheckout(tier: Tier) {
  return apiCall(billingSandboxCheckout, { body: { tier } });
}
