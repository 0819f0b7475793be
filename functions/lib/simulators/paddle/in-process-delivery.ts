import type { Context } from 'aws-lambda';
import { type ApiGatewayEvent, toApiGatewayEvent } from '#functions/lib/http/api-gateway-event';
import { fromHandlerResult } from '#functions/lib/http/handler-result';
import { lambdaContext } from '#functions/lib/http/lambda-context';
import type { WebhookDelivery } from '#functions/lib/ports/webhook-delivery';
import { billingWebhook } from '#shared/api/routes/billing';

export type WebhookHandler = (event: ApiGatewayEvent, context: Context) => Promise<unknown>;

/**
 * In-process: builds the API Gateway v2 event the webhook route would receive and calls the very
 * same handler (signature check, parsing, idempotent writes). Needs no URL and no network, so it
 * works in a Lambda and in the local runtime alike. The caller passes the handler, so this module
 * does not import the webhook route (which would tie the two handlers' modules in a circle).
 */
export function inProcessDelivery(handler: WebhookHandler, region = 'local'): WebhookDelivery {
  return {
    async deliver({ rawBody, headers }) {
      const event = toApiGatewayEvent(
        {
          method: billingWebhook.method,
          url: billingWebhook.path,
          headers: { 'user-agent': 'sahab-sandbox-checkout', ...headers },
          body: Buffer.from(rawBody, 'utf8'),
          sourceIp: '127.0.0.1',
        },
        { route: billingWebhook, pathParameters: {} },
      );
      const answer = fromHandlerResult(
        await handler(event, lambdaContext(`sahab-${billingWebhook.name}`, region)),
      );
      return { statusCode: answer.statusCode, body: answer.body.toString('utf8') };
    },
  };
}
