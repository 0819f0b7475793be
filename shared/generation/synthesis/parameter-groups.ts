import type { ServiceSettings } from '../services/types';
import type { CfnResource } from './context';

/** The relational engines a parameter group is made for. */
export type GroupedEngine = 'postgres' | 'mysql' | 'mariadb' | 'aurora-postgresql' | 'aurora-mysql';

/** The engine parameters a brief states, engine-neutral (services/engine-parameters.ts reads them). */
export interface StatedEngineParameters {
  db_timezone?: string;
  max_connections?: number;
  force_ssl?: boolean;
  slow_query_log?: boolean;
  slow_query_seconds?: number;
}

/** The stated engine parameters among a family's settings, typed; undefined when the brief states none. */
export function statedEngineParameters(
  settings: ServiceSettings | undefined,
): StatedEngineParameters | undefined {
  if (!settings) return undefined;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const stated: StatedEngineParameters = {
    ...(typeof settings.db_timezone === 'string' && { db_timezone: settings.db_timezone }),
    ...(n(settings.max_connections) !== undefined && { max_connections: n(settings.max_connections) }),
    ...(settings.force_ssl === true && { force_ssl: true }),
    ...((settings.slow_query_log === true || n(settings.slow_query_seconds) !== undefined) && {
      slow_query_log: true,
    }),
    ...(n(settings.slow_query_seconds) !== undefined && {
      slow_query_seconds: n(settings.slow_query_seconds),
    }),
  };
  return Object.keys(stated).length > 0 ? stated : undefined;
}

const POSTGRES = new Set<GroupedEngine>(['postgres', 'aurora-postgresql']);

/**
 * Each stated parameter under the engine's own name and in the value it takes, and whether it is
 * set on an Aurora cluster's group or its instances' (AWS's Aurora parameter references: the
 * connection limit is an instance's; the time zone, TLS and slow-query logging are the cluster's).
 * PostgreSQL logs statements slower than `log_min_duration_statement` milliseconds; MySQL and
 * MariaDB log to the slow query log those slower than `long_query_time` seconds. RDS for MySQL and
 * MariaDB turn TLS on with `require_secure_transport` 1, Aurora MySQL's cluster with ON.
 */
export function engineParameters(
  engine: GroupedEngine,
  stated: StatedEngineParameters,
  level: 'instance' | 'cluster',
): Record<string, string> {
  const aurora = engine.startsWith('aurora-');
  const onCluster = !aurora || level === 'cluster';
  const onInstance = !aurora || level === 'instance';
  const pg = POSTGRES.has(engine);
  const seconds = stated.slow_query_seconds ?? 1;
  return {
    ...(onCluster && stated.db_timezone && { [pg ? 'timezone' : 'time_zone']: stated.db_timezone }),
    ...(onInstance && stated.max_connections && { max_connections: String(stated.max_connections) }),
    ...(onCluster &&
      stated.force_ssl &&
      (pg ? { 'rds.force_ssl': '1' } : { require_secure_transport: engine === 'aurora-mysql' ? 'ON' : '1' })),
    ...(onCluster &&
      stated.slow_query_log &&
      (pg
        ? { log_min_duration_statement: String(Math.round(seconds * 1000)) }
        : { slow_query_log: '1', long_query_time: String(seconds) })),
  };
}

/**
 * The parameter group family of an engine at a version: PostgreSQL's by its major ("postgres16",
 * "aurora-postgresql17"), MySQL's and MariaDB's by their first two numbers ("mysql8.4",
 * "mariadb11.4", "aurora-mysql8.0" for "8.0.mysql_aurora.3.12.0").
 */
export function familyOf(engine: string, version: string): string | undefined {
  const numbers = version.match(/\d+/g) ?? [];
  if (numbers.length === 0) return undefined;
  if (engine === 'postgres' || engine === 'aurora-postgresql') return `${engine}${numbers[0]}`;
  if (numbers.length < 2) return undefined;
  return `${engine}${numbers[0]}.${numbers[1]}`;
}

const refOf = (v: unknown) =>
  typeof v === 'object' && v !== null && typeof (v as { Ref?: unknown }).Ref === 'string'
    ? (v as { Ref: string }).Ref
    : undefined;

/**
 * Each parameter group made for a database takes the family of the version the database is
 * finally built at: a version the brief states ("PostgreSQL 16") replaces the one the design
 * pinned when it made the group, and a group of another family would not deploy. An Aurora
 * instance's version is its cluster's.
 */
export function settleParameterGroupFamilies(resources: Record<string, CfnResource>): void {
  const props = (id: string | undefined) =>
    id ? (resources[id]?.Properties as Record<string, unknown> | undefined) : undefined;
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::RDS::DBInstance' && resource.Type !== 'AWS::RDS::DBCluster') continue;
    const p = resource.Properties as Record<string, unknown> | undefined;
    if (!p) continue;
    const cluster = props(refOf(p.DBClusterIdentifier));
    const version = p.EngineVersion ?? cluster?.EngineVersion;
    const engine = p.Engine ?? cluster?.Engine;
    if ((typeof version !== 'string' && typeof version !== 'number') || typeof engine !== 'string') continue;
    const family = familyOf(engine, String(version));
    if (!family) continue;
    for (const key of ['DBParameterGroupName', 'DBClusterParameterGroupName']) {
      const group = props(refOf(p[key]));
      if (group && typeof group.Family === 'string') group.Family = family;
    }
  }
}
