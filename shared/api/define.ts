import type { z } from 'zod';

/** Who may call a route. `subscribed` implies `signed-in`. */
export type Access = 'public' | 'signed-in' | 'subscribed';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP route. The same entry drives the CDK API stack (one Lambda per route, handler file
 * `functions/http/<name>.ts` exporting `handler`), the local server and the typed web client.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** kebab-case; also the handler file name under functions/http/ */
  name: string;
  method: HttpMethod;
  /** API Gateway syntax, e.g. `/api/deployments/{id}` */
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** the handler needs the body exactly as sent (signature checks); no JSON parsing */
  rawBody?: boolean;
  /** table access the handler needs in AWS; drives least-privilege grants */
  tableAccess?: 'none' | 'read' | 'write';
  /** Secrets the handler reads (names of configuration keys), for grants */
  secrets?: readonly string[];
}

export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends Access,
>(def: RouteDef<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> {
  return def;
}
