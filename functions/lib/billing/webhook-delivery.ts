import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/** How the sandbox checkout hands a signed event to the production webhook handler. */
export interface WebhookDelivery {
  deliver(webhook: SignedWebhook): Promise<{ statusCode: number; body: string }>;
}

export const WEBHOOK_PATH = '/api/billing/webhook';

/** Over HTTP to the app's own public API (SAHAB_PUBLIC_API_URL): exercises the whole network path. */
export function httpDelivery(baseUrl: string, fetchImpl: typeof fetch = fetch): WebhookDelivery {
  return {
    async deliver({ rawBody, headers }) {
      const response = await fetchImpl(`${baseUrl}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers,
        body: rawBody,
      });
      return { statusCode: response.status, body: await response.text() };
    },
  };
}

/** The handler's answer is the API Gateway v2 structured result (a string body is a plain 200). */
type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/**
 * In-process: builds the API Gateway v2 event the webhook route would receive and calls the very
 * same handler module (signature check, parsing, idempotent writes). Needs no URL and no network,
 * so it works in a Lambda and in the local runtime alike.
 */
export function inProcessDelivery(loadHandler: () => Promise<ApiHandler>): WebhookDelivery {
  return {
    async deliver({ rawBody, headers }) {
      const handler = await loadHandler();
      const result = await handler(webhookEvent(rawBody, headers), lambdaContext());
      if (result && typeof result === 'object') {
        const structured = result as APIGatewayProxyStructuredResultV2;
        return { statusCode: structured.statusCode ?? 200, body: structured.body ?? '' };
      }
      return { statusCode: 200, body: typeof result === 'string' ? result : '' };
    },
  };
}

function webhookEvent(rawBody: string, headers: Record<string, string>): APIGatewayProxyEventV2 {
  const now = new Date();
  const lowerHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    version: '2.0',
    routeKey: `POST ${WEBHOOK_PATH}`,
    rawPath: WEBHOOK_PATH,
    rawQueryString: '',
    headers: lowerHeaders,
    body: rawBody,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'sandbox',
      apiId: 'sandbox-checkout',
      domainName: 'sandbox-checkout',
      domainPrefix: 'sandbox-checkout',
      http: {
        method: 'POST',
        path: WEBHOOK_PATH,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'sahab-sandbox-checkout',
      },
      requestId: randomUUID(),
      routeKey: `POST ${WEBHOOK_PATH}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'billing-webhook',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:billing-webhook',
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: '/aws/lambda/billing-webhook',
    logStreamName: 'in-process',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
