import { z } from 'zod';
import { defineRoute } from '../define';

export const health = defineRoute({
  name: 'health',
  method: 'GET',
  path: '/health',
  access: 'public',
  tableAccess: 'none',
  response: z.object({ status: z.literal('ok'), time: z.string() }),
});
