import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '#shared/api/define';
import { runtimeConfig } from '../config';
import { isHttpError } from '../errors';
import { logger } from '../logger';
import { enforceAccess, type SubscriptionsPort } from './access';
import { callerFromEvent } from './caller';
import { parseRequest } from './parse-request';
import { errorResponse, jsonResponse } from './responses';
import { type HandlerInput, type HttpEvent, Reply, type RequestContext, type RouteHandler } from './types';

type Result = APIGatewayProxyStructuredResultV2;

export interface HttpHandlerDeps {
  /**
   * Where `subscribed` routes read the caller's subscription. By default the composition root's
   * repository, imported on the first subscribed request only, so a public route's bundle never
   * starts the table's client; tests pass their own.
   */
  subscriptions: SubscriptionsPort;
  validateResponses: boolean;
}

const storeSubscriptions: SubscriptionsPort = async () => {
  const { storePorts } = await import('../compose/store');
  return storePorts().subscriptions;
};

/**
 * Turns a route's business function into a Lambda handler: structured logging, access rules,
 * zod validation of params/query/body, typed errors to `{ detail }`, JSON answers. The caller and,
 * on `subscribed` routes, the subscription the access check read reach the handler in its input.
 */
export function httpHandler<Route extends RouteDef>(
  route: Route,
  fn: RouteHandler<Route>,
  deps: Partial<HttpHandlerDeps> = {},
) {
  const validateResponses = deps.validateResponses ?? runtimeConfig().validateResponses;

  return middy<HttpEvent, Result, Error, RequestContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorsToResponses())
    .use(accessControl(route, deps.subscriptions ?? storeSubscriptions))
    .handler(async (event, lambda) => {
      const input = {
        ...parseRequest(route, event),
        headers: event.headers ?? {},
        caller: lambda.caller,
        subscription: lambda.subscription,
      };
      const result = await fn(input as HandlerInput<Route>, {
        requestId: lambda.awsRequestId,
        event,
        lambda,
      });
      const response = result instanceof Reply ? result : new Reply(200, result);
      if (validateResponses) checkResponse(route, response);
      return jsonResponse(response.statusCode, response.body, response.headers, response.cookies);
    });
}

/**
 * Who calls and whether they may: the caller from the verified claims, the route's access rule
 * enforced, and the subscription read for it put on the request's context with the caller, where
 * the handler takes both from (so no handler looks the subscription up again).
 */
function accessControl(
  route: RouteDef,
  subscriptions: SubscriptionsPort,
): MiddlewareObj<HttpEvent, Result, Error, RequestContext> {
  return {
    before: async (request) => {
      logger.appendKeys({ route: route.name });
      const caller = callerFromEvent(request.event);
      request.context.caller = caller;
      request.context.subscription = await enforceAccess(route, caller, subscriptions);
    },
  };
}

/** Local runtime and tests: an answer that breaks the contract is a server bug, not a success. */
function checkResponse(route: RouteDef, response: Reply): void {
  if (response.statusCode < 200 || response.statusCode >= 300 || response.body === undefined) return;
  const result = route.response.safeParse(response.body);
  if (!result.success) {
    throw new Error(`Response of ${route.name} breaks its schema: ${result.error.message}`);
  }
}

function errorsToResponses(): MiddlewareObj<HttpEvent, Result, Error, RequestContext> {
  return {
    onError: async (request) => {
      const { error } = request;
      const requestId = request.context.awsRequestId;
      if (isHttpError(error) && error.statusCode < 500) {
        logger.info('Request refused', { status: error.statusCode, detail: error.message });
      } else {
        logger.error('Request failed', { request_id: requestId, error: error as Error });
      }
      request.response = errorResponse(error, requestId);
    },
  };
}
