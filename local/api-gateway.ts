import type { IncomingMessage, ServerResponse } from 'node:http';
import { toApiGatewayEvent } from '#functions/lib/http/api-gateway-event';
import { fromHandlerResult } from '#functions/lib/http/handler-result';
import { lambdaContext } from '#functions/lib/http/lambda-context';
import type { RouteDef } from '#shared/api/define';
import { writeAnswer } from './api-adapter';
import type { LambdaHandler } from './handler-loader';
import { readBody, sendJson, sendNoRoute } from './http-util';
import { inInvocationScope } from './invocation-scope';
import type { createJwtAuthorizer } from './jwt-authorizer';
import { createRouteMatcher } from './route-matcher';

export interface ApiGatewayDeps {
  routes: readonly RouteDef[];
  authorize: ReturnType<typeof createJwtAuthorizer>;
  loadHandler: (name: string) => Promise<LambdaHandler>;
  region: string;
  log: (line: string) => void;
}

function takesBody(route: RouteDef): boolean {
  return route.body !== undefined || route.rawBody === true;
}

/**
 * The local HTTP API: the same routes, the same JWT authorizer and the same payload v2 events
 * as API Gateway, calling the same handler modules a Lambda would load.
 */
export function createApiGateway(deps: ApiGatewayDeps) {
  const match = createRouteMatcher(deps.routes);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const pathname = url.split('?')[0]!;
    const found = match(method, pathname);
    // API Gateway's own answers, before any Lambda runs.
    if (!found) return sendNoRoute(res, method, pathname);
    const jwt = found.route.access === 'public' ? undefined : await deps.authorize(req.headers.authorization);
    if (found.route.access !== 'public' && !jwt) {
      return sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }

    const event = toApiGatewayEvent(
      {
        method,
        url,
        headers: req.headers,
        // A route that takes no body never reads one (API Gateway's payload limit still applies).
        body: takesBody(found.route) ? await readBody(req) : Buffer.alloc(0),
        sourceIp: req.socket.remoteAddress ?? '',
      },
      found,
      jwt,
    );
    const requestId = event.requestContext.requestId;
    let result: unknown;
    try {
      const context = lambdaContext(`sahab-${found.route.name}`, deps.region);
      result = await inInvocationScope(context.awsRequestId, async () => {
        const handler = await deps.loadHandler(found.route.name);
        return handler(event, context);
      });
    } catch (error) {
      // A handler that throws (instead of answering) is what API Gateway reports as a bare 500.
      deps.log(`[api] ${found.route.name} failed (request ${requestId}): ${(error as Error).stack ?? error}`);
      return sendJson(res, 500, { message: 'Internal Server Error' }, { 'apigw-requestid': requestId });
    }
    writeAnswer(res, fromHandlerResult(result), requestId);
  };
}
