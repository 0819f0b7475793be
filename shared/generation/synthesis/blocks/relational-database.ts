import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { privateSubnets, vpcId } from '../network-refs';
import { ownBackupDays } from '../own-backups';
import { engineParameters, type StatedEngineParameters } from '../parameter-groups';
import { KEY_ID, keyArn, retained } from '../parts';
import { secondaryKeyArn, secondaryRegion } from '../secondary';

const LOGS = {
  postgres: ['postgresql', 'upgrade'],
  mysql: ['error', 'slowquery'],
  mariadb: ['error', 'slowquery'],
} as const;
const PORT = { postgres: 5432, mysql: 3306, mariadb: 3306 } as const;
/**
 * The version each engine is pinned to when it gets a parameter or option group: a group is made
 * for one major version (its family), so the instance cannot be left to RDS's moving default.
 * RDS for PostgreSQL takes a major version alone and picks its newest minor; RDS for MySQL needs
 * a full version (both as listed by AWS's validator, which reads RDS's engine versions). Minor
 * versions are upgraded by RDS after that (AutoMinorVersionUpgrade).
 */
const PINNED = {
  postgres: { version: '17', family: 'postgres17' },
  mysql: { version: '8.4.11', major: '8.4' },
  // the current long-term release
  mariadb: { version: '11.4.10', major: '11.4' },
} as const;

/**
 * An RDS instance in private subnets: encrypted with the design's key, its password managed by
 * Secrets Manager, IAM authentication, logs exported, backups kept, reachable only from the
 * design's compute (ingress is wired after every block is placed).
 */
export function relationalDatabase(ctx: SynthesisContext, block: BlockOfKind<'relational-database'>): void {
  const b = block.name;
  const { engine } = block.options;
  const instance = `${b}Instance`;
  const identifier = sub(`\${AWS::StackName}-${b.toLowerCase()}`);
  const secondary = secondaryRegion(ctx);
  ctx.add(b, `${b}SubnetGroup`, {
    Type: 'AWS::RDS::DBSubnetGroup',
    Properties: { DBSubnetGroupDescription: `Private subnets of ${b}`, SubnetIds: privateSubnets(ctx) },
  });
  ctx.add(b, `${b}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: `${b}: database port from the compute of this design only`,
      VpcId: vpcId(),
    },
  });
  ctx.dataStoreGroups.push({ group: `${b}SecurityGroup`, port: PORT[engine], block: b });
  const stated = block.options.engine_parameters;
  const audit = ctx.requirements.stated?.audit_all_access ? auditLog(ctx, b, engine, stated) : undefined;
  // the parameters the brief states, in a group of their own where no audit group holds them
  const parameters =
    stated && !audit?.groups.DBParameterGroupName ? statedParameterGroup(ctx, b, engine, stated) : undefined;
  const logGroups = exportedLogs(ctx, b, '', [...LOGS[engine], ...(audit?.exports ?? [])]);
  ctx.add(b, instance, {
    Type: 'AWS::RDS::DBInstance',
    DeletionPolicy: 'Snapshot',
    UpdateReplacePolicy: 'Snapshot',
    DependsOn: logGroups,
    Properties: {
      DBInstanceIdentifier: identifier,
      Engine: engine,
      ...(audit || parameters
        ? { EngineVersion: PINNED[engine].version, ...audit?.groups, ...parameters }
        : {}),
      DBInstanceClass: block.options.instance_class,
      DBName: 'app',
      MasterUsername: 'app_admin',
      ManageMasterUserPassword: true,
      MasterUserSecret: { KmsKeyId: ref(KEY_ID) },
      AllocatedStorage: String(block.options.storage_gb),
      StorageType: 'gp3',
      StorageEncrypted: true,
      KmsKeyId: ref(KEY_ID),
      MultiAZ: block.options.multi_az,
      PubliclyAccessible: false,
      DBSubnetGroupName: ref(`${b}SubnetGroup`),
      VPCSecurityGroups: [ref(`${b}SecurityGroup`)],
      BackupRetentionPeriod: ownBackupDays(ctx, ctx.production ? 35 : 7),
      // point-in-time restore in the second region from replicated automated backups
      ...(secondary
        ? {
            AutomaticBackupReplicationRegion: secondary,
            AutomaticBackupReplicationKmsKeyId: secondaryKeyArn(ctx, secondary),
            AutomaticBackupReplicationRetentionPeriod: ownBackupDays(ctx, ctx.production ? 35 : 7),
          }
        : {}),
      CopyTagsToSnapshot: true,
      DeletionProtection: ctx.production,
      AutoMinorVersionUpgrade: true,
      EnableIAMDatabaseAuthentication: true,
      EnableCloudwatchLogsExports: [...LOGS[engine], ...(audit?.exports ?? [])],
      Tags: ctx.tags(),
    },
  });
  readReplicas(ctx, b, instance, block.options);
  ctx.backupTargets.push(
    sub(`arn:\${AWS::Partition}:rds:\${AWS::Region}:\${AWS::AccountId}:db:\${${instance}}`),
  );
  ctx.dataAccess.push({
    actions: ['rds-db:connect'],
    resources: [
      sub(
        `arn:\${AWS::Partition}:rds-db:\${AWS::Region}:\${AWS::AccountId}:dbuser:\${${instance}.DbiResourceId}/app_user`,
      ),
    ],
  });
  ctx.output(`${instance}Endpoint`, getAtt(instance, 'Endpoint.Address'), `${b} endpoint (TLS)`);
}

/**
 * The log groups an instance exports its logs to, made before it so they are encrypted and kept
 * a year (RDS would make them itself, unencrypted and kept for ever). `suffix` tells a replica's
 * apart from its source's.
 */
function exportedLogs(ctx: SynthesisContext, b: string, suffix: string, logs: readonly string[]): string[] {
  return logs.map((log) =>
    ctx.add(b, `${b}${suffix}${log.charAt(0).toUpperCase()}${log.slice(1)}Logs`, {
      Type: 'AWS::Logs::LogGroup',
      ...retained,
      Properties: {
        LogGroupName: sub(
          `/aws/rds/instance/\${AWS::StackName}-${b.toLowerCase()}${suffix.toLowerCase() ? `-${suffix.toLowerCase()}` : ''}/${log}`,
        ),
        RetentionInDays: 365,
        KmsKeyId: keyArn(),
      },
    }),
  );
}

/**
 * The read replicas the brief asks for: each reads from the source in its network, on its class,
 * behind its security group (so whatever may reach the source may reach them); storage, its
 * encryption and the engine come from the source, and backups are the source's.
 */
function readReplicas(
  ctx: SynthesisContext,
  b: string,
  source: string,
  options: BlockOfKind<'relational-database'>['options'],
): void {
  for (let i = 1; i <= (options.read_replicas ?? 0); i++) {
    const logs = LOGS[options.engine];
    ctx.add(b, `${b}Replica${i}`, {
      Type: 'AWS::RDS::DBInstance',
      DeletionPolicy: 'Delete',
      DependsOn: exportedLogs(ctx, b, `Replica${i}`, logs),
      Properties: {
        SourceDBInstanceIdentifier: ref(source),
        DBInstanceIdentifier: sub(`\${AWS::StackName}-${b.toLowerCase()}-replica${i}`),
        DBInstanceClass: options.instance_class,
        PubliclyAccessible: false,
        VPCSecurityGroups: [ref(`${b}SecurityGroup`)],
        AutoMinorVersionUpgrade: true,
        EnableIAMDatabaseAuthentication: true,
        CopyTagsToSnapshot: true,
        DeletionProtection: ctx.production,
        EnableCloudwatchLogsExports: [...logs],
        Tags: ctx.tags(),
      },
    });
    ctx.output(
      `${b}Replica${i}Endpoint`,
      getAtt(`${b}Replica${i}`, 'Endpoint.Address'),
      `${b} read replica ${i}`,
    );
  }
}

/**
 * "Every access audited": the engine's own audit log, exported to CloudWatch Logs beside the
 * others (so it is kept as long as the brief says). PostgreSQL loads pgAudit through a parameter
 * group and writes its records to the postgresql log; MySQL and MariaDB run the MariaDB Audit
 * Plugin from an option group and writes the audit log. Connections are logged too: a sign-in is an access.
 */
function auditLog(
  ctx: SynthesisContext,
  b: string,
  engine: 'postgres' | 'mysql' | 'mariadb',
  stated: StatedEngineParameters | undefined,
): { groups: Record<string, unknown>; exports: string[] } {
  if (engine === 'postgres') {
    const group = ctx.add(b, `${b}AuditParameters`, {
      Type: 'AWS::RDS::DBParameterGroup',
      Properties: {
        Description: `${b}: pgAudit records every read, write, DDL and role change, and every connection`,
        Family: PINNED.postgres.family,
        Parameters: {
          shared_preload_libraries: 'pgaudit',
          'pgaudit.log': 'all',
          // statements are logged without their bound values, which may hold the data itself
          'pgaudit.log_parameter': '0',
          log_connections: '1',
          log_disconnections: '1',
          ...(stated && engineParameters(engine, stated, 'instance')),
        },
        Tags: ctx.tags(),
      },
    });
    return { groups: { DBParameterGroupName: ref(group) }, exports: [] };
  }
  const group = ctx.add(b, `${b}AuditOptions`, {
    Type: 'AWS::RDS::OptionGroup',
    Properties: {
      EngineName: engine,
      MajorEngineVersion: PINNED[engine].major,
      OptionGroupDescription: `${b}: the MariaDB Audit Plugin records every connection and query`,
      OptionConfigurations: [
        {
          OptionName: 'MARIADB_AUDIT_PLUGIN',
          OptionSettings: [{ Name: 'SERVER_AUDIT_EVENTS', Value: 'CONNECT,QUERY' }],
        },
      ],
      Tags: ctx.tags(),
    },
  });
  return { groups: { OptionGroupName: ref(group) }, exports: ['audit'] };
}

/**
 * The engine parameters the brief states ("time zone Asia/Riyadh", "max_connections 500", "force
 * SSL", "log slow queries"), under the engine's own names in a DB parameter group for the
 * instance's major version (its family follows a version the brief states: parameter-groups.ts).
 */
function statedParameterGroup(
  ctx: SynthesisContext,
  b: string,
  engine: 'postgres' | 'mysql' | 'mariadb',
  stated: StatedEngineParameters,
): Record<string, unknown> | undefined {
  const parameters = engineParameters(engine, stated, 'instance');
  if (Object.keys(parameters).length === 0) return undefined;
  const group = ctx.add(b, `${b}Parameters`, {
    Type: 'AWS::RDS::DBParameterGroup',
    Properties: {
      Description: `${b}: the engine parameters the brief states`,
      Family: engine === 'postgres' ? PINNED.postgres.family : `${engine}${PINNED[engine].major}`,
      Parameters: parameters,
      Tags: ctx.tags(),
    },
  });
  return { DBParameterGroupName: ref(group) };
}
