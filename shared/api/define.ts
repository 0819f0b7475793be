import type { z } from 'zod';
import type { WorkflowName } from '../workflows/names';
import type { Endpoint, HttpMethod } from './endpoint';

export type { HttpMethod } from './endpoint';

/** Who may call a route. `subscribed` implies `signed-in`. */
export type Access = 'public' | 'signed-in' | 'subscribed';

/**
 * Kinds of item a user owns and a path addresses by id (deployments, accounts, ... as they
 * arrive). Adding a kind makes the type check ask for its fixture in
 * test/fixtures/route-walker/owned-items.ts, which the route walker uses to prove that another
 * user's id answers 404.
 */
export const OWNED_KINDS = [
  'aws-account',
  'deployment',
  'scan',
  'session',
  'design',
  'template-instance',
  'template-connection',
  'scan-schedule',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/**
 * One HTTP route. The same entry drives the CDK API stack (one Lambda per route, handler file
 * `functions/http/<name>.ts` exporting `handler`), the local server and the typed web client (which
 * takes the route's endpoint at run time and its schemas' types only).
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
  /**
   * A route that exists only where this optional feature is switched on: CDK and the local server
   * leave it out of the API otherwise, and the function gets the feature's variable set to `true`.
   */
  feature?: Feature;
  /**
   * What each `{name}` in the path identifies: an item kind that belongs to one user (another
   * user's id must answer 404, never 403, so ids cannot be probed), or `'not-owned'` (a catalog
   * slug, say). Required for every path variable of a non-public route; the walker checks both.
   */
  pathIds?: Readonly<Record<string, OwnedKind | 'not-owned'>>;
  /**
   * The handler acts in a linked account through the role the template creates: only such
   * functions are granted sts:AssumeRole, and only on that role's name.
   */
  assumesCustomerRole?: boolean;
  /**
   * The handler creates or deletes EventBridge Scheduler schedules in the scan schedule group
   * (and passes the scheduler's role): only such functions are granted it.
   */
  managesSchedules?: boolean;
  /** The handler sends notification e-mail through SES: only such functions may send it. */
  sendsEmail?: boolean;
  /** Lambda timeout when the default (15 s) is too short; API Gateway stops waiting at 30 s. */
  timeoutSeconds?: number;
  /**
   * Workflows the handler starts: only these functions may call states:StartExecution, each on
   * exactly these state machines, whose ARNs they get as `<NAME>_STATE_MACHINE_ARN`.
   */
  startsWorkflows?: readonly WorkflowName[];
  /**
   * The handler can run AWS's offline template validator (WebAssembly read from disk at start),
   * so its Lambda bundle must carry the `.wasm` beside the code.
   */
  bundlesTemplateValidator?: boolean;
}

/** A route less its endpoint: what `defineRoute` adds to the name, method and path. */
export type RouteSpec<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends Access,
> = Omit<RouteDef<P, Q, B, R, A>, keyof Endpoint>;

/**
 * A route built on its endpoint (`shared/api/endpoints/`), which keeps its literal name: the web
 * client finds the route's types by that name while importing only the endpoint.
 */
export function defineRoute<
  const E extends Endpoint,
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends Access,
>(endpoint: E, spec: RouteSpec<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> & E {
  return { ...spec, ...endpoint };
}

/**
 * Optional features that add routes, each with the variable that tells the functions it is on.
 * `sandboxCheckout`: the Paddle sandbox simulator grants any plan without payment, so it is on by
 * default only on the local runtime, and off in AWS unless deliberately switched on.
 */
export const FEATURE_VARIABLES = { sandboxCheckout: 'SAHAB_SANDBOX_CHECKOUT' } as const;
export type Feature = keyof typeof FEATURE_VARIABLES;
export type FeatureSwitches = Readonly<Record<Feature, boolean>>;

/** The routes an environment serves: every route, less those of features switched off. */
export function enabledRoutes<R extends Pick<RouteDef, 'feature'>>(
  routes: readonly R[],
  features: FeatureSwitches,
): R[] {
  return routes.filter((route) => route.feature === undefined || features[route.feature]);
}
