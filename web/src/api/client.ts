import type { z } from 'zod';
import type { RouteDef } from '../../../shared/api/define';
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

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

export interface CallInput<P, Q, B> {
  params?: InputOf<P>;
  query?: InputOf<Q>;
  body?: InputOf<B>;
}

export interface ApiClientOptions {
  /** API origin (may be empty for same-origin) */
  baseUrl: string;
  getToken?: () => string | undefined;
  fetch?: typeof fetch;
}

export type ApiCall = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: RouteDef<P, Q, B, R>,
  input?: CallInput<P, Q, B>,
) => Promise<z.output<R>>;

/** One typed call for every route in the route table; no per-call fetch code anywhere else. */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (route, input = {}) => {
    const url = buildUrl(options.baseUrl, route.path, input.params, input.query);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    // No timeout on purpose (spec section 7): long calls such as a deploy must not be cut short.
    const response = await doFetch(url, {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const payload = await readJson(response);
    if (!response.ok) throw new ApiError(response.status, detailOf(payload, response));
    const parsed = route.response.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(response.status, `Unexpected answer from ${route.method} ${route.path}`);
    }
    return parsed.data;
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `detail` (a non-string detail is shown as text), else the status text. */
function detailOf(payload: unknown, response: Response): string {
  const detail = (payload as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string' && detail) return detail;
  if (detail !== undefined && detail !== null) return JSON.stringify(detail);
  return response.statusText || `HTTP ${response.status}`;
}

let configured: ApiCall = createApiClient({ baseUrl: '', getToken: getAccessToken });

/** Point the shared client at the API from runtime config (called once before render). */
export function configureApi(baseUrl: string): void {
  configured = createApiClient({ baseUrl, getToken: getAccessToken });
}

export const apiCall: ApiCall = (route, input) => configured(route, input);
