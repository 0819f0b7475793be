import { subscriptionsCurrent } from '#shared/api/endpoints/subscriptions';
import { ApiError, apiCall } from '../api/client';
import type { Subscription } from './subscription-status';

/** GET /api/subscriptions/current; 402 means no subscription, any other failure is rethrown. */
export async function fetchSubscription(): Promise<Subscription | null> {
  try {
    return await apiCall(subscriptionsCurrent);
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) return null;
    throw error;
  }
}
