import type { ScaleTier } from '../requirements';
import type { SynthesisContext } from '../synthesis/context';
import { fitEngineVersion } from '../synthesis/engine-versions';
import { privateSubnets } from '../synthesis/network-refs';
import { ownBackupDays } from '../synthesis/own-backups';
import { engineParameters, familyOf, statedEngineParameters } from '../synthesis/parameter-groups';
import { KEY_ID } from '../synthesis/parts';
import { ENGINE_PARAMETER_SETTINGS } from './engine-parameters';
import { getAtt, instanceClassSetting, keyArn, ref, storeGroup, sub } from './kit';
import { NAME_GIVEN } from './names';
import type { ServiceSettings, ServiceSpec, StatedSetting } from './types';

/**
 * The instances of a cluster whose brief states no size nor capacity, by the design's scale: a
 * small design gets Serverless v2 (billed by the capacity it uses; a db.r6g.large writer costs
 * about 250 USD a month before the first query), a bigger one provisioned memory-optimised
 * instances, as the relational database block sizes its RDS instance.
 */
const UNSTATED_CLASS: Record<ScaleTier, string> = {
  small: 'db.serverless',
  medium: 'db.r6g.large',
  large: 'db.r6g.xlarge',
};

const PORT = { 'aurora-postgresql': 5432, 'aurora-mysql': 3306 } as const;
/** The major version a cluster with parameter groups is pinned to (its newest release in the sourced list). */
const PINNED_MAJOR = { 'aurora-postgresql': '17', 'aurora-mysql': '8.0' } as const;
const LOGS = { 'aurora-postgresql': ['postgresql'], 'aurora-mysql': ['error', 'slowquery'] } as const;

/** A number the brief wrote ("0.5", "16"), or undefined. */
const numberOf = (value: unknown) => {
  const n = Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : undefined;
};

/**
 * An Aurora cluster in private subnets: a writer and the stated readers (or Serverless v2 at the
 * stated capacity), encrypted with the design's key, its password managed by Secrets Manager, IAM
 * authentication, logs exported, backups kept the stated days. The engine version is left to
 * Aurora's default for the engine: no sourced list of Aurora versions is bundled to pin one from.
 */
function buildCluster(ctx: SynthesisContext, name: string, settings: ServiceSettings) {
  const engine = settings.engine === 'aurora-mysql' ? 'aurora-mysql' : 'aurora-postgresql';
  const stated = typeof settings.instance_class === 'string' ? settings.instance_class : undefined;
  const serverless =
    settings.serverless === true ||
    settings.min_acu !== undefined ||
    (stated === undefined && UNSTATED_CLASS[ctx.requirements.scale.tier] === 'db.serverless');
  const group = storeGroup(ctx, name, PORT[engine], 'database port');
  ctx.add(name, `${name}SubnetGroup`, {
    Type: 'AWS::RDS::DBSubnetGroup',
    Properties: { DBSubnetGroupDescription: `Private subnets of ${name}`, SubnetIds: privateSubnets(ctx) },
  });
  const weeks = numberOf(settings.backup_weeks);
  const backupDays =
    numberOf(settings.backup_days) ?? (weeks ? weeks * 7 : ownBackupDays(ctx, ctx.production ? 35 : 7));
  const min = numberOf(settings.min_acu) ?? 0.5;
  const groups = statedGroups(ctx, name, engine, settings);
  const cluster = ctx.add(name, `${name}Cluster`, {
    Type: 'AWS::RDS::DBCluster',
    DeletionPolicy: 'Snapshot',
    UpdateReplacePolicy: 'Snapshot',
    Properties: {
      Engine: engine,
      ...(groups && { EngineVersion: groups.version }),
      ...(groups?.cluster && { DBClusterParameterGroupName: ref(groups.cluster) }),
      DatabaseName: typeof settings.database_name === 'string' ? settings.database_name : 'app',
      MasterUsername: 'app_admin',
      ManageMasterUserPassword: true,
      MasterUserSecret: { KmsKeyId: ref(KEY_ID) },
      StorageEncrypted: true,
      KmsKeyId: keyArn(),
      DBSubnetGroupName: ref(`${name}SubnetGroup`),
      VpcSecurityGroupIds: [ref(group)],
      BackupRetentionPeriod: Math.min(35, Math.max(1, Math.round(backupDays))),
      DeletionProtection: settings.deletion_protection === true || ctx.production,
      EnableIAMDatabaseAuthentication: true,
      CopyTagsToSnapshot: true,
      EnableCloudwatchLogsExports: [...LOGS[engine]],
      ...(serverless
        ? {
            ServerlessV2ScalingConfiguration: {
              MinCapacity: min,
              MaxCapacity: Math.max(min, numberOf(settings.max_acu) ?? 4),
            },
          }
        : {}),
      Tags: ctx.tags(),
    },
  });
  // "three Aurora instances" are the writer and two readers
  const instances = numberOf(settings.instances);
  const readers = Math.min(
    15,
    Math.max(0, Math.round(numberOf(settings.readers) ?? (instances ? instances - 1 : 0))),
  );
  const instanceClass = serverless
    ? 'db.serverless'
    : (stated ?? UNSTATED_CLASS[ctx.requirements.scale.tier]);
  for (let i = 0; i <= readers; i++)
    ctx.add(name, `${name}${i === 0 ? 'Writer' : `Reader${i}`}`, {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        Engine: engine,
        DBClusterIdentifier: ref(cluster),
        DBInstanceClass: instanceClass,
        ...(groups?.instance && { DBParameterGroupName: ref(groups.instance) }),
        PubliclyAccessible: false,
        AutoMinorVersionUpgrade: true,
        DBSubnetGroupName: ref(`${name}SubnetGroup`),
      },
    });
  ctx.backupTargets.push(
    sub(`arn:\${AWS::Partition}:rds:\${AWS::Region}:\${AWS::AccountId}:cluster:\${${cluster}}`),
  );
  return { service: 'aurora', name, main: cluster };
}

/**
 * The engine parameters the brief states, in the cluster's parameter group (time zone, TLS only,
 * slow queries) and its instances' (the connection limit), made for the newest release of the
 * major version the design pins (a group is made for one major, so the cluster cannot be left to
 * Aurora's moving default; a version the brief states moves the groups' family with it).
 */
function statedGroups(
  ctx: SynthesisContext,
  name: string,
  engine: 'aurora-postgresql' | 'aurora-mysql',
  settings: ServiceSettings,
): { version: string; cluster?: string; instance?: string } | undefined {
  const stated = statedEngineParameters(settings);
  const version = stated && fitEngineVersion('AWS::RDS::DBCluster', engine, PINNED_MAJOR[engine])?.version;
  const family = version && familyOf(engine, version);
  if (!stated || !version || !family) return undefined;
  const group = (level: 'cluster' | 'instance') => {
    const parameters = engineParameters(engine, stated, level);
    if (Object.keys(parameters).length === 0) return undefined;
    return ctx.add(name, `${name}${level === 'cluster' ? 'Cluster' : 'Instance'}Parameters`, {
      Type: level === 'cluster' ? 'AWS::RDS::DBClusterParameterGroup' : 'AWS::RDS::DBParameterGroup',
      Properties: {
        Description: `${name}: the engine parameters the brief states`,
        Family: family,
        Parameters: parameters,
        Tags: ctx.tags(),
      },
    });
  };
  const cluster = group('cluster');
  const instance = group('instance');
  return { version, ...(cluster && { cluster }), ...(instance && { instance }) };
}

/**
 * Amazon Aurora, where the brief says Aurora ("Aurora PostgreSQL with two readers", "Aurora
 * Serverless v2 from 0.5 to 8 ACUs", "عنقود أورورا"): a DB cluster and its instances, not an RDS
 * instance. Named, the brief's other words for a database engine mean this cluster.
 */
/**
 * The read replicas (Aurora's readers) a brief asks for: "two read replicas", "a reader",
 * "نسختين للقراءة", "read replica وحدة" (Arabic says the count after the noun).
 */
export const READERS_SAID: readonly StatedSetting[] = [
  { key: 'readers', words: /(?:نسختين|نسختان|قارئين)/, value: 2, anywhere: true },
  {
    key: 'readers',
    words:
      /\b(\d+)\s+(?:read(?:er)?s?\b|read[- ]replicas?|replicas?|reader instances?)|(\d+)\s+(?:نسخ|قراء|replicas?)/,
    as: 'count',
    anywhere: true,
    max: 15,
    label: 'reader instances',
  },
  {
    key: 'readers',
    words:
      /\b(?:a|one|single)\s+(?:read[- ]replica|reader)\b|\bread[- ]replicas? (?:وحد[ةه]|واحد[ةه])|نسخ[ةه] (?:لل|ل)?قراء[ةه]/,
    value: 1,
    anywhere: true,
  },
];

export const aurora: ServiceSpec = {
  id: 'aurora',
  block_name: 'Aurora',
  family: 'RDS',
  label: 'Amazon Aurora cluster',
  names: /\baurora(?:\s+serverless(?:\s+v2)?)?(?:\s+(?:for\s+|on\s+)?(?:postgres(?:ql)?|mysql))?\b/,
  phrases: /$^/,
  arabic: /(أورورا|اورورا)/,
  // named, the brief's engine and database words are this cluster's, not another database
  claims: [{ service: 'rds', phrase: /./ }],
  cost: 'hourly',
  vpc: true,
  target: {
    actions: ['rds-db:connect'],
    arn: (n) =>
      sub(
        `arn:\${AWS::Partition}:rds-db:\${AWS::Region}:\${AWS::AccountId}:dbuser:\${${n.main}.DBClusterResourceId}/app_user`,
      ),
    env: (n) => getAtt(n.main, 'Endpoint.Address'),
  },
  admits: (ctx, n) => {
    const store = ctx.dataStoreGroups.find((s) => s.block === n.name);
    return store ? { group: store.group, port: store.port } : undefined;
  },
  stated_settings: [
    {
      key: 'engine',
      words: /\bmysql\b|ماي ?[إا]س ?كيو ?[إا]ل/,
      value: 'aurora-mysql',
      anywhere: true,
      label: 'engine',
      shows: { types: ['AWS::RDS::DBCluster'], path: 'Engine' },
    },
    {
      key: 'engine',
      words: /\bpostgres(?:ql)?\b|بوستجر|بوستقر/,
      value: 'aurora-postgresql',
      anywhere: true,
      label: 'engine',
      shows: { types: ['AWS::RDS::DBCluster'], path: 'Engine' },
    },
    { key: 'serverless', words: /\bserverless\b|\bacus?\b|capacity units?/, value: true, anywhere: true },
    { key: 'min_acu', words: /\bhalf an? (?:acu|capacity unit)/, value: '0.5', anywhere: true },
    {
      key: 'min_acu',
      words:
        /\b(?:from|between|minimum(?: of)?|min(?:imum)?|at least)\s+(\d+(?:\.\d+)?)\s*(?:acus?|capacity units?)?|\b(\d+(?:\.\d+)?)\s*(?:acus?|capacity units?)\s+(?:minimum|min|up to|to)\b/,
      as: 'name',
      anywhere: true,
      label: 'minimum capacity in ACUs',
    },
    {
      key: 'max_acu',
      words:
        /\b(?:to|and|up to|maximum(?: of)?|max(?:imum)?|at most)\s+(\d+(?:\.\d+)?)\s*(?:acus?|capacity units?)|\b(?:maximum|max) (\d+(?:\.\d+)?)\b/,
      as: 'name',
      anywhere: true,
      label: 'maximum capacity in ACUs',
    },
    // "three Aurora instances", "4 aurora nodes": one cluster of that many (a writer and readers)
    {
      key: 'instances',
      words:
        /\b(\d+)\s+(?:(?:amazon )?aurora(?: postgresql| mysql)? )?(?:db )?(?:instances|nodes)\b|(\d+)\s*(?:مثيل|مثيلات)/,
      as: 'count',
      min: 1,
      max: 16,
      sizes: true,
      counts: ['AWS::RDS::DBInstance'],
      label: 'instances',
    },
    ...READERS_SAID,
    instanceClassSetting('AWS::RDS::DBInstance'),
    {
      key: 'backup_days',
      words:
        /\bbackups?\b[^.;]{0,30}?\b(\d+)\s*days?\b|\b(\d+)[- ]days? (?:of )?backups?\b|(?:نسخ احتياطي\S*|باك ?[اأ]ب)[^.؛]{0,30}?(\d+)\s*(?:يوم|أيام|ايام)/,
      as: 'count',
      anywhere: true,
      min: 1,
      max: 35,
      label: 'backup retention in days',
      shows: { types: ['AWS::RDS::DBCluster'], path: 'BackupRetentionPeriod' },
    },
    { key: 'backup_weeks', words: /\bbackups?\b[^.;]{0,30}?\b(\d+)\s*weeks?\b/, as: 'count', anywhere: true },
    { key: 'backup_weeks', words: /\bbackups?\b[^.;]{0,30}?(?:أسبوعين|اسبوعين)/, value: 2, anywhere: true },
    {
      key: 'deletion_protection',
      words: /\bdeletion protection\b|\bprotected from deletion\b|(?:الحذف محمي|حماي[ةه] (?:من )?الحذف)/,
      value: true,
      anywhere: true,
      label: 'deletion protection',
      shows: { types: ['AWS::RDS::DBCluster'], path: 'DeletionProtection' },
    },
    { key: 'database_name', words: NAME_GIVEN, as: 'name' },
    // read as the RDS family reads them, which asserts them (its words name Aurora too): no second entry
    ...ENGINE_PARAMETER_SETTINGS.map(({ shows: _, ...setting }) => setting),
  ],
  backed_up: true,
  build: buildCluster,
};
