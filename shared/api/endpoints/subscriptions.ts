import { endpoint } from '../endpoint';

// The endpoints of the routes in ../routes/subscriptions.ts, which adds each one's schemas and grants.

export const subscriptionsCurrent = endpoint('subscriptions-current', 'GET', '/api/subscriptions/current');
