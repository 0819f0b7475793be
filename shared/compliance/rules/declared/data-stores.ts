import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import type { Answer, Condition, DeclaredRuleSpec } from '../_lib/declared';
import { resourcesMentioning } from '../_lib/mention-index';
import { asList, dig, propOf, toBool } from '../_lib/props';

/** Databases, streams and file systems: availability, logging and hardening settings. */

/** Default listener ports by engine: a database on its engine's port is the first one scanned. */
const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  mysql: 3306,
  mariadb: 3306,
  aurora: 3306,
  'aurora-mysql': 3306,
  postgres: 5432,
  'aurora-postgresql': 5432,
  'oracle-ee': 1521,
  'oracle-ee-cdb': 1521,
  'oracle-se2': 1521,
  'oracle-se2-cdb': 1521,
  'sqlserver-ee': 1433,
  'sqlserver-se': 1433,
  'sqlserver-ex': 1433,
  'sqlserver-web': 1433,
  'db2-se': 50000,
  'db2-ae': 50000,
};

function offDefaultPort(db: Resource): Answer {
  const engine = propOf(db, 'Engine');
  if (isUnknown(engine)) return engine;
  const standard = typeof engine === 'string' ? DEFAULT_PORTS[engine] : undefined;
  if (standard === undefined) return true;
  const port = propOf(db, 'Port');
  if (isUnknown(port)) return port;
  return port !== undefined && Number(port) !== standard;
}

/**
 * RDS event subscriptions in the template that send `categories` of `sourceType` events for the
 * resource (no SourceIds: every source of the type; no EventCategories: every category).
 */
function subscribed(sourceType: string, categories: readonly string[]) {
  return (resource: Resource, ctx: ScanContext): Answer =>
    ctx.ofType('AWS::RDS::EventSubscription').some((sub) => {
      if (propOf(sub, 'SourceType') !== sourceType || toBool(propOf(sub, 'Enabled')) === false) return false;
      const ids = asList(propOf(sub, 'SourceIds'));
      const forThis =
        ids === undefined ||
        (!isUnknown(ids) && ids.length === 0) ||
        resourcesMentioning(ctx, resource.logicalId).includes(sub);
      const listed = asList(propOf(sub, 'EventCategories'));
      const all =
        listed === undefined ||
        (!isUnknown(listed) && (listed.length === 0 || categories.every((c) => listed.includes(c))));
      return forThis && all;
    });
}

/** A DynamoDB table in on-demand mode, or one whose read and write capacity both auto scale. */
function scalesCapacity(table: Resource, ctx: ScanContext): Answer {
  const mode = propOf(table, 'BillingMode');
  if (isUnknown(mode)) return mode;
  if (mode === 'PAY_PER_REQUEST') return true;
  const dimensions = resourcesMentioning(ctx, table.logicalId)
    .filter((r) => r.type === 'AWS::ApplicationAutoScaling::ScalableTarget')
    .map((r) => propOf(r, 'ScalableDimension'));
  return ['dynamodb:table:ReadCapacityUnits', 'dynamodb:table:WriteCapacityUnits'].every((d) =>
    dimensions.includes(d),
  );
}

/** DMS task settings (a JSON string): logging on, with each component at default severity or more. */
function taskLogs(components: readonly string[]) {
  return (task: Resource): Answer => {
    const raw = propOf(task, 'ReplicationTaskSettings');
    if (isUnknown(raw)) return raw;
    let settings: unknown = raw;
    if (typeof raw === 'string') {
      try {
        settings = JSON.parse(raw);
      } catch {
        return { unknown: 'ReplicationTaskSettings is not valid JSON' };
      }
    }
    if (toBool(dig(settings, 'Logging', 'EnableLogging')) !== true) return false;
    const listed = asList(dig(settings, 'Logging', 'LogComponents'));
    if (listed === undefined || isUnknown(listed)) return listed === undefined;
    const levels = ['LOGGER_SEVERITY_DEFAULT', 'LOGGER_SEVERITY_DEBUG', 'LOGGER_SEVERITY_DETAILED_DEBUG'];
    return components.every((c) => {
      const entry = listed.find((l) => dig(l, 'Id') === c);
      return entry === undefined || levels.includes(String(dig(entry, 'Severity')));
    });
  };
}

const engineIs = (...engines: string[]): Condition => ({ is: 'oneOf', path: ['Engine'], values: engines });

export const DATA_STORE_RULES: readonly DeclaredRuleSpec[] = [
  {
    id: 'rds-cluster-multi-az',
    service: 'rds',
    severity: 'medium',
    title: 'RDS clusters run instances in more than one Availability Zone',
    description: 'An Aurora cluster with one instance has no reader to fail over to when its zone fails.',
    resourceTypes: ['AWS::RDS::DBCluster'],
    remediation:
      'Add a second AWS::RDS::DBInstance to the cluster (a reader in another zone), or use a Multi-AZ DB cluster.',
    prowler: ['rds_cluster_multi_az'],
    controls: ['availability'],
    check: {
      any: [
        { is: 'set', path: ['DBClusterInstanceClass'] },
        { is: 'oneOf', path: ['EngineMode'], values: ['serverless'] },
        { is: 'referencedBy', types: ['AWS::RDS::DBInstance'], min: 2 },
      ],
    },
    failure: '{name} has fewer than two instances in this template, so it cannot fail over to another zone.',
  },
  {
    id: 'docdb-cluster-multi-az',
    service: 'docdb',
    severity: 'medium',
    title: 'DocumentDB clusters run instances in more than one Availability Zone',
    description: 'A DocumentDB cluster with one instance is down while its zone or instance is.',
    resourceTypes: ['AWS::DocDB::DBCluster'],
    remediation: 'Add a second AWS::DocDB::DBInstance with DBClusterIdentifier set to the cluster.',
    prowler: ['documentdb_cluster_multi_az_enabled'],
    controls: ['availability'],
    check: { is: 'referencedBy', types: ['AWS::DocDB::DBInstance'], min: 2 },
    failure: '{name} has fewer than two instances in this template, so it cannot fail over to another zone.',
  },
  {
    id: 'neptune-cluster-multi-az',
    service: 'neptune',
    severity: 'medium',
    title: 'Neptune clusters run instances in more than one Availability Zone',
    description: 'A Neptune cluster with one instance is down while its zone or instance is.',
    resourceTypes: ['AWS::Neptune::DBCluster'],
    remediation: 'Add a second AWS::Neptune::DBInstance with DBClusterIdentifier set to the cluster.',
    prowler: ['neptune_cluster_multi_az'],
    controls: ['availability'],
    check: { is: 'referencedBy', types: ['AWS::Neptune::DBInstance'], min: 2 },
    failure: '{name} has fewer than two instances in this template, so it cannot fail over to another zone.',
  },
  {
    id: 'rds-cluster-backtrack',
    service: 'rds',
    severity: 'low',
    title: 'Aurora MySQL clusters can be backtracked',
    description: 'Backtrack rewinds a cluster to a point in time in minutes, without restoring a snapshot.',
    resourceTypes: ['AWS::RDS::DBCluster'],
    remediation:
      'Set BacktrackWindow (seconds, e.g. 86400 for a day). It can only be set when the cluster is created.',
    prowler: ['rds_cluster_backtrack_enabled'],
    controls: ['backup'],
    when: engineIs('aurora-mysql', 'aurora'),
    check: { is: 'atLeast', path: ['BacktrackWindow'], min: 1, fallback: 0 },
    failure: '{name} is Aurora MySQL without a backtrack window (BacktrackWindow is not set).',
  },
  {
    id: 'rds-cluster-non-default-port',
    service: 'rds',
    severity: 'low',
    title: 'RDS clusters listen on a port other than their engine’s default',
    description:
      'Scanners try each engine’s default port first; another port turns away the crudest of them.',
    resourceTypes: ['AWS::RDS::DBCluster'],
    remediation: 'Set Port to a port other than the engine default (3306 MySQL, 5432 PostgreSQL).',
    prowler: ['rds_cluster_non_default_port'],
    controls: ['ports'],
    check: { is: 'custom', test: offDefaultPort },
    failure: '{name} listens on its engine’s default port.',
  },
  {
    id: 'rds-instance-non-default-port',
    service: 'rds',
    severity: 'low',
    title: 'RDS instances listen on a port other than their engine’s default',
    description:
      'Scanners try each engine’s default port first; another port turns away the crudest of them.',
    resourceTypes: ['AWS::RDS::DBInstance'],
    remediation: 'Set Port to a port other than the engine default (3306, 5432, 1521, 1433).',
    prowler: ['rds_instance_non_default_port'],
    controls: ['ports'],
    when: { is: 'unset', path: ['DBClusterIdentifier'] },
    check: { is: 'custom', test: offDefaultPort },
    failure: '{name} listens on its engine’s default port.',
  },
  {
    id: 'rds-extended-support-off',
    service: 'rds',
    severity: 'low',
    title: 'RDS databases are not enrolled in paid Extended Support',
    description:
      'Enrolment keeps a major version running past its end of standard support, for a fee, instead of upgrading it.',
    resourceTypes: ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'],
    remediation:
      'Set EngineLifecycleSupport to open-source-rds-extended-support-disabled and plan major upgrades.',
    prowler: ['rds_instance_extended_support'],
    reasons: {
      lower:
        'enrolment matters only once the version leaves standard support; until then it is a setting, not an exposure',
    },
    controls: ['patching'],
    when: {
      all: [
        { is: 'unset', path: ['DBClusterIdentifier'] },
        engineIs('mysql', 'postgres', 'aurora-mysql', 'aurora-postgresql'),
      ],
    },
    check: {
      is: 'oneOf',
      path: ['EngineLifecycleSupport'],
      values: ['open-source-rds-extended-support-disabled'],
      fallback: 'open-source-rds-extended-support',
    },
    failure:
      '{name} is enrolled in RDS Extended Support (the default when EngineLifecycleSupport is not set).',
  },
  {
    id: 'rds-instance-event-subscription',
    service: 'rds',
    severity: 'medium',
    title: 'RDS instances notify someone of failures, maintenance and changes',
    description:
      'An event subscription tells the team when an instance fails, is patched or is reconfigured.',
    resourceTypes: ['AWS::RDS::DBInstance'],
    remediation:
      'Add an AWS::RDS::EventSubscription with SourceType db-instance and EventCategories failure, maintenance and configuration change.',
    prowler: ['rds_instance_critical_event_subscription'],
    controls: ['monitoring'],
    when: { is: 'unset', path: ['DBClusterIdentifier'] },
    check: {
      is: 'custom',
      test: subscribed('db-instance', ['failure', 'maintenance', 'configuration change']),
    },
    failure:
      '{name} has no event subscription in this template for its failure, maintenance and configuration change events.',
  },
  {
    id: 'rds-cluster-event-subscription',
    service: 'rds',
    severity: 'medium',
    title: 'RDS clusters notify someone of failures and maintenance',
    description: 'An event subscription tells the team when a cluster fails over or is patched.',
    resourceTypes: ['AWS::RDS::DBCluster'],
    remediation:
      'Add an AWS::RDS::EventSubscription with SourceType db-cluster and EventCategories failure and maintenance.',
    prowler: ['rds_cluster_critical_event_subscription'],
    controls: ['monitoring'],
    check: { is: 'custom', test: subscribed('db-cluster', ['failure', 'maintenance']) },
    failure: '{name} has no event subscription in this template for its failure and maintenance events.',
  },
  {
    id: 'rds-parameter-group-event-subscription',
    service: 'rds',
    severity: 'low',
    title: 'RDS parameter group changes notify someone',
    description:
      'A changed parameter can turn off TLS or logging; a subscription tells the team when it happens.',
    resourceTypes: ['AWS::RDS::DBParameterGroup'],
    remediation:
      'Add an AWS::RDS::EventSubscription with SourceType db-parameter-group and EventCategories configuration change.',
    prowler: ['rds_instance_event_subscription_parameter_groups'],
    controls: ['monitoring'],
    check: { is: 'custom', test: subscribed('db-parameter-group', ['configuration change']) },
    failure: '{name} has no event subscription in this template for its configuration changes.',
  },
  {
    id: 'rds-security-group-event-subscription',
    service: 'rds',
    severity: 'medium',
    title: 'RDS DB security group changes notify someone',
    description:
      'A changed DB security group can open the database; a subscription tells the team when it happens.',
    resourceTypes: ['AWS::RDS::DBSecurityGroup'],
    remediation:
      'Add an AWS::RDS::EventSubscription with SourceType db-security-group and EventCategories configuration change and failure.',
    prowler: ['rds_instance_event_subscription_security_groups'],
    controls: ['monitoring'],
    check: { is: 'custom', test: subscribed('db-security-group', ['configuration change', 'failure']) },
    failure:
      '{name} has no event subscription in this template for its configuration change and failure events.',
  },
  {
    id: 'dynamodb-autoscaling',
    service: 'dynamodb',
    severity: 'medium',
    title: 'DynamoDB tables are on demand or scale their provisioned capacity',
    description: 'A table with fixed provisioned capacity throttles requests when traffic grows past it.',
    resourceTypes: ['AWS::DynamoDB::Table'],
    remediation:
      'Set BillingMode to PAY_PER_REQUEST, or add AWS::ApplicationAutoScaling::ScalableTarget resources for its read and write capacity.',
    prowler: ['dynamodb_table_autoscaling_enabled'],
    controls: ['availability'],
    check: { is: 'custom', test: scalesCapacity },
    failure:
      '{name} has fixed provisioned capacity: no auto scaling of both read and write capacity in this template.',
  },
  {
    id: 'redshift-multi-az',
    service: 'redshift',
    severity: 'medium',
    title: 'Redshift clusters run in more than one Availability Zone',
    description: 'A single-zone cluster is unavailable while its zone is.',
    resourceTypes: ['AWS::Redshift::Cluster'],
    remediation: 'Set MultiAZ to true (RA3 node types).',
    prowler: ['redshift_cluster_multi_az_enabled'],
    controls: ['availability'],
    check: { is: 'true', path: ['MultiAZ'] },
    failure: '{name} runs in one Availability Zone (MultiAZ is not true).',
  },
  {
    id: 'kinesis-stream-retention',
    service: 'kinesis',
    severity: 'medium',
    title: 'Kinesis streams keep records for at least seven days',
    description: 'With the default 24 hours, records a consumer failed to read over a long weekend are lost.',
    resourceTypes: ['AWS::Kinesis::Stream'],
    remediation: 'Set RetentionPeriodHours to 168 or more.',
    prowler: ['kinesis_stream_data_retention_period'],
    controls: ['backup'],
    check: { is: 'atLeast', path: ['RetentionPeriodHours'], min: 168, fallback: 24 },
    failure: '{name} keeps records for less than seven days (RetentionPeriodHours below 168).',
  },
  {
    id: 'opensearch-fault-tolerant-data-nodes',
    service: 'opensearch',
    severity: 'medium',
    title: 'OpenSearch domains have three or more data nodes across zones',
    description:
      'Fewer data nodes, or all in one zone, lose shards and availability when a node or zone fails.',
    resourceTypes: ['AWS::OpenSearchService::Domain'],
    remediation:
      'Set ClusterConfig.InstanceCount to 3 or more and ClusterConfig.ZoneAwarenessEnabled to true.',
    prowler: ['opensearch_service_domains_fault_tolerant_data_nodes'],
    controls: ['availability'],
    check: {
      all: [
        { is: 'atLeast', path: ['ClusterConfig', 'InstanceCount'], min: 3, fallback: 1 },
        { is: 'true', path: ['ClusterConfig', 'ZoneAwarenessEnabled'] },
      ],
    },
    failure: '{name} has fewer than three data nodes or no zone awareness.',
  },
  {
    id: 'opensearch-fault-tolerant-master-nodes',
    service: 'opensearch',
    severity: 'medium',
    title: 'OpenSearch domains have three or more dedicated master nodes',
    description: 'Without three dedicated masters, the cluster cannot keep a quorum when one master fails.',
    resourceTypes: ['AWS::OpenSearchService::Domain'],
    remediation: 'Set ClusterConfig.DedicatedMasterEnabled to true and DedicatedMasterCount to 3.',
    prowler: ['opensearch_service_domains_fault_tolerant_master_nodes'],
    controls: ['availability'],
    check: {
      all: [
        { is: 'true', path: ['ClusterConfig', 'DedicatedMasterEnabled'] },
        { is: 'atLeast', path: ['ClusterConfig', 'DedicatedMasterCount'], min: 3, fallback: 3 },
      ],
    },
    failure: '{name} has fewer than three dedicated master nodes.',
  },
  {
    id: 'opensearch-dashboards-sso',
    service: 'opensearch',
    severity: 'medium',
    title: 'OpenSearch Dashboards sign users in through Cognito or SAML',
    description:
      'Dashboards users signed in by the organisation’s identity provider are managed and revoked in one place.',
    resourceTypes: ['AWS::OpenSearchService::Domain'],
    remediation: 'Set CognitoOptions.Enabled, or AdvancedSecurityOptions.SAMLOptions.Enabled, to true.',
    prowler: ['opensearch_service_domains_use_cognito_authentication_for_kibana'],
    controls: ['leastPrivilege'],
    check: {
      any: [
        { is: 'true', path: ['CognitoOptions', 'Enabled'] },
        { is: 'true', path: ['AdvancedSecurityOptions', 'SAMLOptions', 'Enabled'] },
      ],
    },
    failure: '{name} signs Dashboards users in neither through Cognito nor SAML.',
  },
  {
    id: 'efs-multi-az',
    service: 'efs',
    severity: 'medium',
    title: 'EFS file systems store data in more than one Availability Zone',
    description:
      'A One Zone file system loses its data’s availability, and can lose the data, when its zone fails.',
    resourceTypes: ['AWS::EFS::FileSystem'],
    remediation: 'Remove AvailabilityZoneName (Regional storage) and add a mount target in each zone used.',
    prowler: ['efs_multi_az_enabled'],
    controls: ['availability'],
    check: { is: 'unset', path: ['AvailabilityZoneName'] },
    failure: '{name} is One Zone storage (AvailabilityZoneName is set).',
  },
  {
    id: 'fsx-copy-tags-to-backups',
    service: 'fsx',
    severity: 'low',
    title: 'FSx file systems copy their tags to backups',
    description: 'Backups without the file system’s tags lose its classification and owner.',
    resourceTypes: ['AWS::FSx::FileSystem'],
    remediation: 'Set CopyTagsToBackups to true in the Windows, Lustre or OpenZFS configuration.',
    prowler: ['fsx_file_system_copy_tags_to_backups_enabled'],
    controls: ['backup'],
    when: { is: 'oneOf', path: ['FileSystemType'], values: ['WINDOWS', 'LUSTRE', 'OPENZFS'] },
    check: {
      any: [
        { is: 'true', path: ['WindowsConfiguration', 'CopyTagsToBackups'] },
        { is: 'true', path: ['LustreConfiguration', 'CopyTagsToBackups'] },
        { is: 'true', path: ['OpenZFSConfiguration', 'CopyTagsToBackups'] },
      ],
    },
    failure: '{name} does not copy its tags to its backups (CopyTagsToBackups is not true).',
  },
  {
    id: 'dms-endpoint-mongodb-auth',
    service: 'dms',
    severity: 'medium',
    title: 'DMS MongoDB endpoints authenticate to the database',
    description: 'An endpoint with authentication off reads a source anyone on the network could read.',
    resourceTypes: ['AWS::DMS::Endpoint'],
    remediation: 'Set MongoDbSettings.AuthType to password.',
    prowler: ['dms_endpoint_mongodb_authentication_enabled'],
    controls: ['leastPrivilege'],
    when: { is: 'oneOf', path: ['EngineName'], values: ['mongodb'] },
    check: { is: 'oneOf', path: ['MongoDbSettings', 'AuthType'], values: ['password'], fallback: 'password' },
    failure: '{name} connects to MongoDB without authentication (MongoDbSettings.AuthType is no).',
  },
  {
    id: 'dms-endpoint-neptune-iam',
    service: 'dms',
    severity: 'medium',
    title: 'DMS Neptune endpoints authorize with IAM',
    description:
      'Without IAM authorization, the Neptune target accepts writes on network reachability alone.',
    resourceTypes: ['AWS::DMS::Endpoint'],
    remediation: 'Set NeptuneSettings.IamAuthEnabled to true.',
    prowler: ['dms_endpoint_neptune_iam_authorization_enabled'],
    controls: ['leastPrivilege'],
    when: { is: 'oneOf', path: ['EngineName'], values: ['neptune'] },
    check: { is: 'true', path: ['NeptuneSettings', 'IamAuthEnabled'] },
    failure:
      '{name} writes to Neptune without IAM authorization (NeptuneSettings.IamAuthEnabled is not true).',
  },
  {
    id: 'dms-instance-auto-minor-upgrade',
    service: 'dms',
    severity: 'medium',
    title: 'DMS replication instances take minor version upgrades',
    description: 'Minor versions carry security fixes; an instance that never takes them keeps known flaws.',
    resourceTypes: ['AWS::DMS::ReplicationInstance'],
    remediation: 'Set AutoMinorVersionUpgrade to true (or leave it out: true is the default).',
    prowler: ['dms_instance_minor_version_upgrade_enabled'],
    controls: ['patching'],
    check: { is: 'true', path: ['AutoMinorVersionUpgrade'], fallback: true },
    failure: '{name} does not take minor version upgrades (AutoMinorVersionUpgrade is false).',
  },
  {
    id: 'dms-task-source-logging',
    service: 'dms',
    severity: 'medium',
    title: 'DMS replication tasks log reading from their source',
    description: 'Source capture and unload logs explain missing or duplicated rows after a migration.',
    resourceTypes: ['AWS::DMS::ReplicationTask'],
    remediation:
      'In ReplicationTaskSettings, set Logging.EnableLogging to true with SOURCE_CAPTURE and SOURCE_UNLOAD at LOGGER_SEVERITY_DEFAULT or more.',
    prowler: ['dms_replication_task_source_logging_enabled'],
    controls: ['logging'],
    check: { is: 'custom', test: taskLogs(['SOURCE_CAPTURE', 'SOURCE_UNLOAD']) },
    failure: '{name} does not log SOURCE_CAPTURE and SOURCE_UNLOAD (logging off, or below default severity).',
  },
  {
    id: 'dms-task-target-logging',
    service: 'dms',
    severity: 'medium',
    title: 'DMS replication tasks log writing to their target',
    description: 'Target apply and load logs explain rows that failed to land after a migration.',
    resourceTypes: ['AWS::DMS::ReplicationTask'],
    remediation:
      'In ReplicationTaskSettings, set Logging.EnableLogging to true with TARGET_APPLY and TARGET_LOAD at LOGGER_SEVERITY_DEFAULT or more.',
    prowler: ['dms_replication_task_target_logging_enabled'],
    controls: ['logging'],
    check: { is: 'custom', test: taskLogs(['TARGET_APPLY', 'TARGET_LOAD']) },
    failure: '{name} does not log TARGET_APPLY and TARGET_LOAD (logging off, or below default severity).',
  },
];
