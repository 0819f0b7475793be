import { ownBackupDays } from '../synthesis/own-backups';
import { generatedSecret, instanceClassSetting, keyArn, ref, secretValue, storeGroup, subnets } from './kit';
import type { ServiceSpec } from './types';

/** A DocumentDB cluster: encrypted, TLS, audit and profiler logs exported, password generated. */
export const documentdb: ServiceSpec = {
  id: 'documentdb',
  block_name: 'Documents',
  family: 'DocDB',
  label: 'Amazon DocumentDB cluster',
  names: /\b(amazon document ?db|document ?db|docdb|mongo ?db( compatible)?)\b/,
  phrases: /\b(document databases?|json documents store)\b/,
  arabic: /(دوكيومنت ?دي ?بي|مونجو ?دي ?بي|قاعدة بيانات المستندات)/,
  cost: 'hourly',
  vpc: true,
  target: { actions: ['rds-db:connect'], arn: (n) => ref(n.main) },
  stated_settings: [
    // "two DocumentDB instances", "بمثيلين" (read as "2 مثيل"), "3 انستانسز": one cluster of that many instances
    {
      key: 'instances',
      words:
        /\b(\d+)\s+(?:(?:amazon )?(?:documentdb|docdb) )?(?:instances?|nodes?)\b|(\d+)\s*(?:مثيل|مثيلات|ان?ستانس)/,
      as: 'count',
      min: 1,
      max: 16,
      sizes: true,
      counts: ['AWS::DocDB::DBInstance'],
      label: 'instances',
    },
    instanceClassSetting('AWS::DocDB::DBInstance'),
  ],
  build(ctx, name, settings) {
    const secret = generatedSecret(ctx, name, 'app');
    const group = storeGroup(ctx, name, 27017, 'MongoDB protocol');
    const subnetGroup = ctx.add(name, `${name}SubnetGroup`, {
      Type: 'AWS::DocDB::DBSubnetGroup',
      Properties: { DBSubnetGroupDescription: `${name}: private subnets`, SubnetIds: subnets(ctx) },
    });
    const cluster = ctx.add(name, `${name}Cluster`, {
      Type: 'AWS::DocDB::DBCluster',
      DeletionPolicy: 'Snapshot',
      UpdateReplacePolicy: 'Snapshot',
      Properties: {
        MasterUsername: 'app',
        MasterUserPassword: secretValue(secret, 'password'),
        StorageEncrypted: true,
        KmsKeyId: keyArn(),
        DBSubnetGroupName: ref(subnetGroup),
        VpcSecurityGroupIds: [ref(group)],
        BackupRetentionPeriod: ownBackupDays(ctx, 35),
        DeletionProtection: true,
        EnableCloudwatchLogsExports: ['audit', 'profiler'],
        Tags: ctx.tags(),
      },
    });
    const instances = Math.max(1, Math.round(Number(settings.instances ?? 1)));
    for (let i = 0; i < instances; i++)
      ctx.add(name, `${name}Instance${i === 0 ? '' : i + 1}`, {
        Type: 'AWS::DocDB::DBInstance',
        Properties: {
          DBClusterIdentifier: ref(cluster),
          DBInstanceClass:
            typeof settings.instance_class === 'string' ? settings.instance_class : 'db.t4g.medium',
          AutoMinorVersionUpgrade: true,
        },
      });
    return { service: 'documentdb', name, main: cluster };
  },
};
