import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { privateSubnets, vpcId } from '../network-refs';
import { KEY_ID, keyArn, retained } from '../parts';
import { secondaryKeyArn, secondaryRegion } from '../secondary';

const LOGS = { postgres: ['postgresql', 'upgrade'], mysql: ['error', 'slowquery'] } as const;
const PORT = { postgres: 5432, mysql: 3306 } as const;

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
  const logGroups = LOGS[engine].map((log) =>
    ctx.add(b, `${b}${log.charAt(0).toUpperCase()}${log.slice(1)}Logs`, {
      Type: 'AWS::Logs::LogGroup',
      ...retained,
      Properties: {
        LogGroupName: sub(`/aws/rds/instance/\${AWS::StackName}-${b.toLowerCase()}/${log}`),
        RetentionInDays: 365,
        KmsKeyId: keyArn(),
      },
    }),
  );
  ctx.add(b, instance, {
    Type: 'AWS::RDS::DBInstance',
    DeletionPolicy: 'Snapshot',
    UpdateReplacePolicy: 'Snapshot',
    DependsOn: logGroups,
    Properties: {
      DBInstanceIdentifier: identifier,
      Engine: engine,
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
      BackupRetentionPeriod: ctx.production ? 35 : 7,
      // point-in-time restore in the second region from replicated automated backups
      ...(secondary
        ? {
            AutomaticBackupReplicationRegion: secondary,
            AutomaticBackupReplicationKmsKeyId: secondaryKeyArn(ctx, secondary),
            AutomaticBackupReplicationRetentionPeriod: ctx.production ? 35 : 7,
          }
        : {}),
      CopyTagsToSnapshot: true,
      DeletionProtection: ctx.production,
      AutoMinorVersionUpgrade: true,
      EnableIAMDatabaseAuthentication: true,
      EnableCloudwatchLogsExports: [...LOGS[engine]],
      Tags: ctx.tags(),
    },
  });
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
