import { ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { privateSubnets, vpcId } from '../network-refs';
import { addLogGroup, KEY_ID } from '../parts';

/** A Valkey (or the Redis OSS the brief names) replication group: encrypted at rest and in transit, an auth token in Secrets Manager, private subnets. */
export function cache(ctx: SynthesisContext, block: BlockOfKind<'cache'>): void {
  const b = block.name;
  const replicas = block.options.replicas;
  const token = ctx.add(b, `${b}AuthToken`, {
    Type: 'AWS::SecretsManager::Secret',
    Properties: {
      Description: `Auth token clients present to ${b}`,
      KmsKeyId: ref(KEY_ID),
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      Tags: ctx.tags(),
    },
  });
  ctx.add(b, `${b}SubnetGroup`, {
    Type: 'AWS::ElastiCache::SubnetGroup',
    Properties: { Description: `Private subnets of ${b}`, SubnetIds: privateSubnets(ctx) },
  });
  ctx.add(b, `${b}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: { GroupDescription: `${b}: cache port from the compute of this design only`, VpcId: vpcId() },
  });
  ctx.dataStoreGroups.push({ group: `${b}SecurityGroup`, port: 6379, block: b });
  const logs = addLogGroup(ctx, b, `${b}SlowLogs`);
  ctx.add(b, `${b}ReplicationGroup`, {
    Type: 'AWS::ElastiCache::ReplicationGroup',
    DeletionPolicy: 'Snapshot',
    UpdateReplacePolicy: 'Snapshot',
    Properties: {
      ReplicationGroupDescription: sub(`\${AWS::StackName} ${b}`),
      Engine: block.options.engine ?? 'valkey',
      CacheNodeType: block.options.node_type,
      NumNodeGroups: 1,
      ReplicasPerNodeGroup: replicas,
      AutomaticFailoverEnabled: replicas > 0,
      MultiAZEnabled: replicas > 0,
      CacheSubnetGroupName: ref(`${b}SubnetGroup`),
      SecurityGroupIds: [ref(`${b}SecurityGroup`)],
      Port: 6379,
      AtRestEncryptionEnabled: true,
      KmsKeyId: ref(KEY_ID),
      TransitEncryptionEnabled: true,
      AuthToken: sub(`{{resolve:secretsmanager:\${${token}}}}`),
      SnapshotRetentionLimit: 7,
      SnapshotWindow: '01:00-02:00',
      PreferredMaintenanceWindow: 'sun:03:00-sun:04:00',
      AutoMinorVersionUpgrade: true,
      LogDeliveryConfigurations: [
        {
          LogType: 'slow-log',
          LogFormat: 'json',
          DestinationType: 'cloudwatch-logs',
          DestinationDetails: { CloudWatchLogsDetails: { LogGroup: ref(logs) } },
        },
      ],
      Tags: ctx.tags(),
    },
  });
  ctx.dataAccess.push({ actions: ['secretsmanager:GetSecretValue'], resources: [ref(token)] });
}
