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

/** A database whose audit log is on: MySQL/MariaDB 'audit' export, or pgaudit on PostgreSQL. */
function auditsDatabase(db: TemplateResource, resources: TemplateResource[]): boolean {
  const exports = listOf(db.props.EnableCloudwatchLogsExports).map(String);
  if (exports.includes('audit')) return true;
  const groupRef = db.props.DBParameterGroupName ?? db.props.DBClusterParameterGroupName;
  const groupId = typeof groupRef === 'object' && groupRef ? (groupRef as { Ref?: string }).Ref : undefined;
  const group = resources.find((r) => r.id === groupId);
  const parameters = (group?.props.Parameters ?? {}) as Record<string, unknown>;
  return (
    String(parameters.shared_preload_libraries ?? '').includes('pgaudit') ||
    parameters['pgaudit.log'] !== undefined
  );
}

/** "Every access audited" turns on data events in the trail and the databases' audit logs. */
export function checkAudit(quote: string, resources: TemplateResource[]): ChecklistItem {
  const trails = resources.filter((r) => r.type === 'AWS::CloudTrail::Trail');
  const dataTrails = trails.filter(logsDataEvents);
  const databases = resources.filter(
    (r) => r.type === 'AWS::RDS::DBInstance' || r.type === 'AWS::RDS::DBCluster',
  );
  // an instance in a cluster is audited through its cluster
  const audited = databases.filter(
    (db) =>
      auditsDatabase(db, resources) ||
      (db.type === 'AWS::RDS::DBInstance' && db.props.DBClusterIdentifier !== undefined),
  );
  const parts = [
    dataTrails.length > 0,
    ...(databases.length > 0 ? [audited.length === databases.length] : []),
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
    ...databases.filter((db) => !audited.includes(db)).map((db) => `${db.id} has no audit log`),
  ];
  return {
    kind: 'audit',
    requirement: 'Every access audited',
    quote,
    status,
    resources: [...dataTrails, ...audited].map((r) => r.id),
    detail:
      status === 'met'
        ? 'The trail records data events (reads and writes of objects and items) and every database keeps an audit log.'
        : `Missing: ${missing.join('; ')}.`,
  };
}
