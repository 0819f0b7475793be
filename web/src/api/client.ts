import type { z } from 'zod';
import type { Access, RouteDef } from '#shared/api/define';
import type { Endpoint } from '#shared/api/endpoint';
import type { routes } from '#shared/api/routes/index';
import { getAccessToken } from './token';

/** A failed call: the HTTP status and the server's `detail` (or a readable fallback). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/**
 * The server's own words for a failed call it refused (4xx) or cannot answer yet (503, e.g. the
 * template checks still starting), else the screen's fallback text.
 */
export function detailOr(error: unknown, fallback: string): string {
  const said = error instanceof ApiError && (error.status < 500 || error.status === 503);
  return said && error.detail ? error.detail : fallback;
}

/** A route without a schema for a slot has `z.ZodType` itself there; such slots take nothing. */
type Unset<T> = z.ZodType extends T ? true : false;

export type CallInput<P, Q, B> = (Unset<P> extends true ? { params?: undefined } : { params: z.input<P> }) &
  (Unset<Q> extends true ? { query?: undefined } : { query?: z.input<Q> }) &
  (Unset<B> extends true ? { body?: undefined } : { body: z.input<B> });

/** The input may be left out only when the route needs neither params nor a body. */
type CallArgs<P, Q, B> =
  Unset<P> extends true
    ? Unset<B> extends true
      ? [input?: CallInput<P, Q, B>]
      : [input: CallInput<P, Q, B>]
    : [input: CallInput<P, Q, B>];

export interface ApiClientOptions {
  /** API origin (may be empty for same-origin) */
  baseUrl: string;
  getToken?: () => string | undefined;
  fetch?: typeof fetch;
}

type KnownRoute = (typeof routes)[keyof typeof routes];

/**
 * The route an endpoint calls, as a type: the browser imports endpoints (`#shared/api/endpoints/`),
 * which carry no schemas, and takes the route's schemas' types from the route table by name.
 */
export type RouteOf<E extends Endpoint> = E extends RouteDef ? E : Extract<KnownRoute, { name: E['name'] }>;

type ArgsOf<D> = D extends RouteDef<infer P, infer Q, infer B, z.ZodType, Access> ? CallArgs<P, Q, B> : never;
/** The answer as the server sends it (handlers return their response schema's input). */
type AnswerOf<D> = D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R, Access> ? z.input<R> : never;

export type ApiCall = <E extends Endpoint>(
  endpoint: E,
  ...args: ArgsOf<RouteOf<E>>
) => Promise<AnswerOf<RouteOf<E>>>;

/**
 * One typed call for every route in the route table; no per-call fetch code anywhere else. The
 * answer is not parsed again here: the server checks its answers against the route's schema (in
 * the local runtime and tests), and the schemas stay out of the browser's pages.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async <E extends Endpoint>(endpoint: E, ...args: ArgsOf<RouteOf<E>>) => {
    const input: { params?: unknown; query?: unknown; body?: unknown } = args[0] ?? {};
    const url = buildUrl(options.baseUrl, endpoint.path, input.params, input.query);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    // No timeout on purpose (spec section 7): long calls such as a deploy must not be cut short.
    const response = await doFetch(url, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const payload = await readJson(response);
    if (!response.ok) throw new ApiError(response.status, detailOf(payload, response));
    // every route answers JSON or nothing: anything else (a proxy's HTML page) is not its answer
    if (payload === NOT_JSON) {
      throw new ApiError(response.status, `Unexpected answer from ${endpoint.method} ${endpoint.path}`);
    }
    return payload as AnswerOf<RouteOf<E>>;
  };
}

export function buildUrl(baseUrl: string, path: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\{(\w+)\+?\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${filled}${queryString ? `?${queryString}` : ''}`;
}

/** What `readJson` answers for a body that is not JSON. */
const NOT_JSON = Symbol('not JSON');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return response.ok ? NOT_JSON : text;
  }
}

/**
 * The server's `detail` (a non-string detail is shown as text); else the `message` that API
 * Gateway (and the local gateway) put in answers they make themselves; else the status.
 */
function detailOf(payload: unknown, response: Response): string {
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const { detail, message } = body;
  if (typeof detail === 'string' && detail) return detail;
  if (detail !== undefined && detail !== null) return JSON.stringify(detail);
  if (typeof message === 'string' && message) return message;
  return response.statusText || `HTTP ${response.status}`;
}

let configured: ApiCall = createApiClient({ baseUrl: '', getToken: getAccessToken });

/** Point the shared client at the API from runtime config (called once before render). */
export function configureApi(baseUrl: string): void {
  configured = createApiClient({ baseUrl, getToken: getAccessToken });
}

export const apiCall: ApiCall = (route, ...args) => configured(route, ...args);
