export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What it takes to call a route: its name, method and path, and nothing else. Each route of
 * `routes/` is built on one (`defineRoute(endpoint, spec)`) and adds its zod schemas and what the
 * server needs. The browser imports these alone, so the schemas (and zod) stay out of the pages
 * that only call the API; the web client finds a route's types from its name, as types only.
 */
export interface Endpoint {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
}

export function endpoint<const N extends string, const M extends HttpMethod, const P extends string>(
  name: N,
  method: M,
  path: P,
): { readonly name: N; readonly method: M; readonly path: P } {
  return { name, method, path };
}
