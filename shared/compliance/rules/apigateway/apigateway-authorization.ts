import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** HTTP API route keys look like "GET /items" or "$default"; WebSocket keys like "$connect" or "sendMessage". */
const HTTP_ROUTE_KEY = /^(ANY|GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \//;

/** The protocol of the route's API when it is in the template: HTTP, WEBSOCKET or unknown. */
function apiProtocol(route: Resource, ctx: ScanContext): unknown {
  const apiId = propOf(route, 'ApiId');
  if (!isUnknown(apiId)) return undefined;
  const api = (apiId.refs ?? []).map((id) => ctx.byId(id)).find((r) => r?.type === 'AWS::ApiGatewayV2::Api');
  return api ? propOf(api, 'ProtocolType') : undefined;
}

/**
 * Whether a v2 route can carry an authorizer: HTTP API routes can; on WebSocket APIs only
 * $connect can, so other WebSocket routes are not applicable.
 */
function routeNeedsAuthorization(route: Resource, ctx: ScanContext): boolean | 'unknown' {
  const key = propOf(route, 'RouteKey');
  if (typeof key !== 'string') return false;
  if (key === '$connect') return true;
  if (key.startsWith('OPTIONS ')) return false;
  if (HTTP_ROUTE_KEY.test(key)) return true;
  if (key !== '$default') return false;
  const protocol = apiProtocol(route, ctx);
  if (protocol === 'HTTP') return true;
  return protocol === 'WEBSOCKET' ? false : 'unknown';
}

/** Methods (except OPTIONS) and routes require authorization (AuthorizationType not NONE). */
export const apigatewayAuthorization: Rule = {
  id: 'apigateway-authorization',
  service: 'apigateway',
  severity: 'high',
  title: 'API Gateway methods and routes require authorization',
  description:
    'An operation without an authorizer can be called by anyone on the internet; access to application ' +
    'functions must be authenticated and authorised.',
  resourceTypes: ['AWS::ApiGateway::Method', 'AWS::ApiGatewayV2::Route'],
  remediation:
    'Set AuthorizationType to AWS_IAM, COGNITO_USER_POOLS or CUSTOM (REST) / AWS_IAM, JWT or CUSTOM (HTTP ' +
    'and WebSocket $connect) with an AuthorizerId where needed.',
  evaluate(resource, ctx) {
    if (resource.type === 'AWS::ApiGateway::Method') {
      const method = propOf(resource, 'HttpMethod');
      if (isUnknown(method)) return unknownFrom('HttpMethod', method);
      if (method === 'OPTIONS') return NOT_APPLICABLE;
    } else {
      const key = propOf(resource, 'RouteKey');
      if (isUnknown(key)) return unknownFrom('RouteKey', key);
      const needs = routeNeedsAuthorization(resource, ctx);
      if (needs === false) return NOT_APPLICABLE;
      if (needs === 'unknown') {
        return {
          status: 'unknown',
          reason: 'the protocol of its API (HTTP or WebSocket) cannot be determined',
        };
      }
    }
    const type = propOf(resource, 'AuthorizationType');
    if (isUnknown(type)) return unknownFrom('AuthorizationType', type);
    if (type !== undefined && type !== 'NONE') return PASS;
    return failWith(`${nameOf(resource)} can be called without authorization (AuthorizationType is NONE).`);
  },
};
