import { health } from '#shared/api/routes/system';
import { httpHandler } from '../lib/http/middleware';

/** Liveness: answers without touching the table, so it says the API is up, not that data is. */
export const handler = httpHandler(health, async () => ({
  status: 'ok' as const,
  time: new Date().toISOString(),
}));
