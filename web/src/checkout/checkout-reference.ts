import { billingSelfService } from '#shared/api/endpoints/billing';
import { CHECKOUT } from '#shared/messages';
import { apiCall, detailOr } from '../api/client';

/**
 * Asks the server for a signed reference before opening Paddle's checkout; the server refuses
 * (409, with the reason) a user who already pays. Its own module: the API client loads on first use.
 */
export async function fetchCheckoutReference(): Promise<string> {
  try {
    const answer = await apiCall(billingSelfService, { body: { action: 'checkout' } });
    if (answer.kind === 'checkout') return answer.reference;
  } catch (error) {
    throw new Error(detailOr(error, CHECKOUT.failedFallback));
  }
  throw new Error(CHECKOUT.failedFallback);
}
