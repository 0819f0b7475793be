import { z } from 'zod';
import { defineRoute } from '../define';

// Owned by the foundation (first version) and billing (plan, limits, usage) work.
export const subscriptionsCurrent = defineRoute({
  name: 'subscriptions-current',
  method: 'GET',
  path: '/api/subscriptions/current',
  access: 'signed-in',
  tableAccess: 'read',
  response: z.object({ status: z.string(), tier: z.string() }).passthrough(),
});
