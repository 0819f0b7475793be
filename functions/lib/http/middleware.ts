import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDef } from '#shared/api/define';
import { runtimeConfig } from '../config';
import { isHttpError } from '../errors';
import { logger } from '../logger';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import { enforceAccess } from './access';
import { callerFromEvent } from './caller';
import { parseRequest } from './parse-request';
import { errorResponse, jsonResponse } from './responses';
import { type HandlerInput, type HttpEvent, Reply, type RouteHandler } from './types';

type Result = APIGatewayProxyStructuredResultV2;

export interface HttpHandlerDeps {
  /**
   * Required by `subscribed` routes (the handler passes the composition root's repository); the
   * middleware does not import the root, so it never wires more than the route uses.
   */
  subscriptions: () => Pick<SubscriptionRepository, 'get'>;
  validateResponses: boolean;
}

/**
 * Turns a route's business function into a Lambda handler: structured logging, access rules,
 * zod validation of params/query/body, typed errors to `{ detail }`, JSON answers.
 */
export function httpHandler<Route extends RouteDef>(
  route: Route,
  fn: RouteHandler<Route>,
  deps: Partial<HttpHandlerDeps> = {},
) {
  const { subscriptions } = deps;
  if (route.access === 'subscribed' && !subscriptions) {
    throw new Error(`Route ${route.name} is 'subscribed': pass deps.subscriptions to httpHandler`);
  }
  const validateResponses = deps.validateResponses ?? runtimeConfig().validateResponses;

  return middy<HttpEvent, Result, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorsToResponses())
    .handler(async (event, lambda) => {
      logger.appendKeys({ route: route.name });
      const caller = callerFromEvent(event);
      await enforceAccess(route, caller, subscriptions);
      const input = { ...parseRequest(route, event), headers: event.headers ?? {}, caller };
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

/** Local runtime and tests: an answer that breaks the contract is a server bug, not a success. */
function checkResponse(route: RouteDef, response: Reply): void {
  if (response.statusCode < 200 || response.statusCode >= 300 || response.body === undefined) return;
  const result = route.response.safeParse(response.body);
  if (!result.success) {
    throw new Error(`Response of ${route.name} breaks its schema: ${result.error.message}`);
  }
}

function errorsToResponses(): MiddlewareObj<HttpEvent, Result, Error, Context> {
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
