import { z } from 'zod';
import { defineRoute } from '../define';
import * as endpoints from '../endpoints/system';

export const health = defineRoute(endpoints.health, {
  access: 'public',
  tableAccess: 'none',
  response: z.object({ status: z.literal('ok'), time: z.string() }),
});
