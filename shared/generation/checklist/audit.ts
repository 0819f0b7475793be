import { type LedgerWords, ledgerWords } from '../ledger-words';
import { at, listOf, type TemplateResource } from './template-facts';
import type { ChecklistItem, CheckStatus } from './types';

/** A trail that records data events (object reads and writes, table items), not only management events. */
function logsDataEvents(trail: TemplateResource): boolean {
  const basic = listOf(trail.props.EventSelectors).some(
    (selector) => listOf(at(selector, 'DataResources')).length > 0,
  );
  const advanced = listOf(trail.props.AdvancedEventSelectors).some((selector) =>
    listOf(at(selector, 'FieldSelectors')).some(
      (field) => at(field, 'Field') === 'eventCategory' && listOf(at(field, 'Equals')).includes('Data'),
    ),
  );
  return basic || advanced;
}

/** The template resource a property names by `Ref`, if it is one of the template's. */
function referenced(value: unknown, resources: TemplateResource[]): TemplateResource | undefined {
  const id = at(value, 'Ref');
  return typeof id === 'string' ? resources.find((r) => r.id === id) : undefined;
}

/** A name as written: a literal, or the text of an `Fn::Sub`. */
const nameOf = (value: unknown): string | undefined => {
  const sub = at(value, 'Fn::Sub');
  const text = typeof value === 'string' ? value : Array.isArray(sub) ? sub[0] : sub;
  return typeof text === 'string' ? text : undefined;
};

/** The log groups RDS exports a database's `log` to (`/aws/rds/instance|cluster/<name>/<log>`). */
function exportGroups(db: TemplateResource, log: string, resources: TemplateResource[]): TemplateResource[] {
  const name = nameOf(db.props.DBInstanceIdentifier ?? db.props.DBClusterIdentifier);
  if (!name) return [];
  return resources.filter(
    (r) => r.type === 'AWS::Logs::LogGroup' && nameOf(r.props.LogGroupName)?.endsWith(`/${name}/${log}`),
  );
}

const truthy = (value: unknown) => ['1', 'on', 'true'].includes(String(value).toLowerCase());

/**
 * The resources that give a database its audit log, or none when it has none: the engine's audit
 * facility switched on (pgAudit loaded with something to log; the MariaDB Audit Plugin in an
 * option group; Aurora MySQL's server_audit_logging) and its records exported to CloudWatch Logs.
 * An export named 'audit' with nothing writing to it logs nothing, so it is not enough alone.
 */
function auditedBy(db: TemplateResource, resources: TemplateResource[]): TemplateResource[] {
  const exports = listOf(db.props.EnableCloudwatchLogsExports).map(String);
  const engine = String(db.props.Engine ?? '').toLowerCase();
  const parameters = [db.props.DBParameterGroupName, db.props.DBClusterParameterGroupName]
    .map((value) => referenced(value, resources))
    .filter((group): group is TemplateResource => group !== undefined);
  const parameter = (name: string) =>
    parameters
      .map((group) => (group.props.Parameters ?? {}) as Record<string, unknown>)
      .find((values) => values[name] !== undefined)?.[name];
  if (engine.includes('postgres')) {
    const loaded = String(parameter('shared_preload_libraries') ?? '').includes('pgaudit');
    const logs = parameter('pgaudit.log');
    const on = loaded && logs !== undefined && String(logs).toLowerCase() !== 'none';
    const kept = exportGroups(db, 'postgresql', resources);
    return on && exports.includes('postgresql') ? [db, ...parameters, ...kept] : [];
  }
  const kept = exportGroups(db, 'audit', resources);
  if (engine === 'aurora-mysql')
    return truthy(parameter('server_audit_logging')) && exports.includes('audit')
      ? [db, ...parameters, ...kept]
      : [];
  const options = referenced(db.props.OptionGroupName, resources);
  const plugin = listOf(options?.props.OptionConfigurations).some(
    (option) => at(option, 'OptionName') === 'MARIADB_AUDIT_PLUGIN',
  );
  if (engine === 'mysql' || engine === 'mariadb')
    return plugin && options && exports.includes('audit') ? [db, options, ...kept] : [];
  // other engines (Oracle, SQL Server) write an audit log of their own when it is exported
  return exports.includes('audit') ? [db, ...kept] : [];
}

/**
 * A PostgreSQL database audited by pgAudit: the parameter group loads the library, but the
 * extension's event triggers (which audit schema changes) exist only once someone with
 * rds_superuser runs CREATE EXTENSION in the database, which a template cannot do.
 */
const needsPgAuditExtension = (db: TemplateResource) =>
  String(db.props.Engine ?? '')
    .toLowerCase()
    .includes('postgres');

function pgAuditStep(db: TemplateResource): string {
  const name = typeof db.props.DBName === 'string' ? `the ${db.props.DBName} database` : 'each database';
  const user =
    typeof db.props.MasterUsername === 'string'
      ? `its master user (${db.props.MasterUsername})`
      : 'its master user';
  return `Connect to ${db.id} once as ${user} and run CREATE EXTENSION pgaudit; in ${name}: pgAudit's triggers that record changes to tables and other objects exist only after that`;
}

/** "Every access audited" turns on data events in the trail and the databases' audit logs. */
export function checkAudit(
  quote: string,
  resources: TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem {
  const trails = resources.filter((r) => r.type === 'AWS::CloudTrail::Trail');
  const dataTrails = trails.filter(logsDataEvents);
  const databases = resources.filter(
    (r) => r.type === 'AWS::RDS::DBInstance' || r.type === 'AWS::RDS::DBCluster',
  );
  // an instance in a cluster is audited through its cluster
  const inCluster = (db: TemplateResource) =>
    db.type === 'AWS::RDS::DBInstance' && db.props.DBClusterIdentifier !== undefined;
  const evidence = new Map(databases.map((db) => [db, auditedBy(db, resources)]));
  const audited = databases.filter((db) => !inCluster(db) && (evidence.get(db)?.length ?? 0) > 0);
  const checked = databases.filter((db) => !inCluster(db));
  const steps = audited.filter(needsPgAuditExtension).map(pgAuditStep);
  const parts = [
    dataTrails.length > 0,
    ...(checked.length > 0 ? [audited.length === checked.length] : []),
    steps.length === 0,
  ];
  const status: CheckStatus = parts.every(Boolean)
    ? 'met'
    : dataTrails.length > 0 || audited.length > 0
      ? 'partly'
      : 'not-met';
  const missing = [
    ...(dataTrails.length === 0
      ? [
          trails.length > 0
            ? `${trails.map((t) => t.id).join(', ')} logs management events only`
            : 'no CloudTrail trail',
        ]
      : []),
    ...checked.filter((db) => !audited.includes(db)).map((db) => `${db.id} has no audit log`),
  ];
  return {
    kind: 'audit',
    requirement: words.everyAccessAudited,
    quote,
    status,
    resources: [
      ...new Set([...dataTrails, ...audited.flatMap((db) => evidence.get(db) ?? [])].map((r) => r.id)),
    ],
    detail:
      missing.length === 0
        ? `The trail records data events (reads and writes of objects and items)${audited.length > 0 ? `; ${audited.map((db) => db.id).join(', ')} keep${audited.length === 1 ? 's' : ''} an audit log of every connection and statement, exported to CloudWatch Logs` : ''}.${steps.length > 0 ? ` Partly met until one step after deploying: ${steps.map((step) => step.charAt(0).toLowerCase() + step.slice(1)).join('. ')}.` : ''}`
        : words.missing(missing.join(words.clauseSeparator)),
    ...(steps.length > 0 && { after_deploy: steps.map((step) => `${step}.`) }),
  };
}
