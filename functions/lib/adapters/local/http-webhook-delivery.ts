import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import { billingWebhook } from '#shared/api/routes/billing';

/**
 * Over HTTP to the app's own public API (SAHAB_PUBLIC_API_URL): exercises the whole network path,
 * the local server's (or API Gateway's) routing included.
 */
export function httpDelivery(baseUrl: string, fetchImpl: typeof fetch = fetch): WebhookDelivery {
  return {
    async deliver({ rawBody, headers }) {
      const response = await fetchImpl(`${baseUrl}${billingWebhook.path}`, {
        method: billingWebhook.method,
        headers,
        body: rawBody,
      });
      return { statusCode: response.status, body: await response.text() };
    },
  };
}
