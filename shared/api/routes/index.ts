import type { RouteDef } from '../define';
import * as accounts from './accounts';
import * as awsResources from './aws-resources';
import * as billing from './billing';
import * as compliance from './compliance';
import * as deployments from './deployments';
import * as designs from './designs';
import * as drift from './drift';
import * as generation from './generation';
import * as notifications from './notifications';
import * as schedules from './schedules';
import * as settings from './settings';
import * as subscriptions from './subscriptions';
import * as system from './system';
import * as templates from './templates';

/** Every HTTP route of the product, keyed by export name. */
export const routes = {
  ...system,
  ...subscriptions,
  ...billing,
  ...templates,
  ...designs,
  ...accounts,
  ...awsResources,
  ...deployments,
  ...drift,
  ...compliance,
  ...schedules,
  ...generation,
  ...settings,
  ...notifications,
} as const;

export const routeList: readonly RouteDef[] = Object.values(routes) as RouteDef[];
