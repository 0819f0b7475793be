import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { Access, RouteDef } from '#shared/api/define';
import type { SubscriptionRecord } from '../ports/subscription-repository';

/**
 * The event as API Gateway (or the local adapter) delivers it. Public routes carry no
 * authorizer, so it is optional here even though the AWS type says otherwise.
 */
export type HttpEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: Partial<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer']>;
  };
};

/** The signed-in user, from claims API Gateway's JWT authorizer has already verified. */
export interface Caller {
  sub: string;
  username: string;
  /** Cognito access tokens carry no e-mail; present only when the token has one */
  email?: string;
}

/** The parsed type of an optional schema (a route without that part gets `undefined`). */
type Infer<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface HandlerInput<Route extends RouteDef> {
  params: Infer<Route['params']>;
  query: Infer<Route['query']>;
  /** parsed and validated JSON, or undefined for `rawBody` routes */
  body: Infer<Route['body']>;
  /** the body exactly as sent (decoded from base64 when needed); for signature checks */
  rawBody: string | undefined;
  /** lower-cased header names */
  headers: Readonly<Record<string, string | undefined>>;
  caller: Route extends RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer A>
    ? CallerFor<A>
    : Caller | undefined;
  /** on `subscribed` routes, the active subscription the access check read */
  subscription: Route extends RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer A>
    ? SubscriptionFor<A>
    : SubscriptionRecord | undefined;
}

type SubscriptionFor<A extends Access> = A extends 'subscribed' ? SubscriptionRecord : undefined;

type CallerFor<A extends Access> = A extends 'public' ? Caller | undefined : Caller;

/** Lambda's context with what the access middleware found (functions/lib/http/middleware.ts). */
export interface RequestContext extends Context {
  caller?: Caller;
  subscription?: SubscriptionRecord;
}

export interface HandlerContext {
  requestId: string;
  event: HttpEvent;
  lambda: Context;
}

/** An explicit status, headers or cookies; a handler may also just return the 200 JSON body. */
export class Reply<T = unknown> {
  constructor(
    readonly statusCode: number,
    readonly body?: T,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly cookies: readonly string[] = [],
  ) {}
}

export function reply<T>(statusCode: number, body?: T, headers?: Record<string, string>): Reply<T> {
  return new Reply(statusCode, body, headers);
}

export type RouteHandler<Route extends RouteDef> = (
  input: HandlerInput<Route>,
  ctx: HandlerContext,
) => Promise<z.input<Route['response']> | Reply>;
