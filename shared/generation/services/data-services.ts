import type { SynthesisContext } from '../synthesis/context';
import { addServiceRole } from '../synthesis/grants';
import { getAtt, keyArn, ref, stackName, storeGroup, sub, subnets } from './kit';
import type { ServiceSettings, ServiceSpec } from './types';

/** Redshift node types ("ra3.xlplus", "dc2.large"): only a provisioned cluster has them. */
const NODE_TYPE = /\b((?:ra3|dc2|ds2)\.[a-z0-9]+)\b/;

/** A Redshift cluster of the nodes the brief states, private, in the design's subnets. */
function addCluster(ctx: SynthesisContext, name: string, settings: ServiceSettings, group: string) {
  const subnetGroup = ctx.add(name, `${name}SubnetGroup`, {
    Type: 'AWS::Redshift::ClusterSubnetGroup',
    Properties: { Description: `${name}: private subnets`, SubnetIds: subnets(ctx) },
  });
  const nodes = settings.single_node === true ? 1 : Number(settings.nodes ?? 2);
  return ctx.add(name, `${name}Cluster`, {
    Type: 'AWS::Redshift::Cluster',
    Properties: {
      ClusterType: nodes > 1 ? 'multi-node' : 'single-node',
      ...(nodes > 1 && { NumberOfNodes: nodes }),
      NodeType: typeof settings.node_type === 'string' ? settings.node_type : DEFAULT_NODE,
      DBName: 'dev',
      MasterUsername: 'admin',
      ManageMasterPassword: true,
      Encrypted: true,
      KmsKeyId: keyArn(),
      PubliclyAccessible: false,
      EnhancedVpcRouting: true,
      ClusterSubnetGroupName: ref(subnetGroup),
      VpcSecurityGroupIds: [ref(group)],
      Tags: ctx.tags(),
    },
  });
}

/** The node type a cluster gets when the brief names none: the smallest RA3 node. */
const DEFAULT_NODE = 'ra3.xlplus';

/**
 * Amazon Redshift: serverless, unless the brief states what only a provisioned cluster has (a
 * node type, a number of nodes, a cluster), as MSK is read.
 */
export const redshiftServerless: ServiceSpec = {
  id: 'redshift-serverless',
  block_name: 'Warehouse',
  family: 'RedshiftServerless',
  label: 'Amazon Redshift data warehouse',
  names: /\b(amazon redshift( serverless)?|redshift( serverless)?)\b/,
  phrases: /\b(data warehouse|warehouse for (bi|analytics|reporting))\b/,
  arabic: /(ريد ?شفت|مستودع البيانات)/,
  cost: 'request',
  vpc: true,
  stated_settings: [
    { key: 'node_type', words: NODE_TYPE, as: 'name', anywhere: true, label: 'node type' },
    // "two ra3.xlplus nodes", "عقدتين" (read as "2 عقدة"), "٣ نودز": the cluster's nodes, not more warehouses
    {
      key: 'nodes',
      words:
        /\b(\d+)[ -](?:(?:ra3|dc2|ds2)\.[a-z0-9]+ )?(?:compute )?nodes?\b|(\d+)\s*(?:عقدة|عقد|نودز|نود)(?![\u0621-\u064a])/,
      as: 'count',
      min: 1,
      max: 128,
      sizes: true,
      anywhere: true,
      label: 'nodes',
      shows: { types: ['AWS::Redshift::Cluster'], path: 'NumberOfNodes' },
    },
    {
      key: 'single_node',
      words: /\bsingle[- ]node\b|\bone node\b|عقدة واحدة|نود واحد/,
      value: true,
      anywhere: true,
    },
    {
      key: 'cluster',
      words: /\bredshift clu?ste?rs?\b|\bclu?ste?rs? (?:of|with) \d+|(?:عنقود|كلستر)/,
      value: true,
      anywhere: true,
    },
  ],
  target: {
    actions: [
      'redshift-data:ExecuteStatement',
      'redshift-data:GetStatementResult',
      'redshift-serverless:GetCredentials',
      'redshift:GetClusterCredentialsWithIAM',
    ],
    // a cluster is reached by its own ARN, a serverless warehouse by its workgroup's
    arn: (n) =>
      n.main.endsWith('Cluster')
        ? sub(`arn:\${AWS::Partition}:redshift:\${AWS::Region}:\${AWS::AccountId}:cluster:\${${n.main}}`)
        : getAtt(`${n.name}Workgroup`, 'Workgroup.WorkgroupArn'),
  },
  build(ctx, name, settings) {
    const group = storeGroup(ctx, name, 5439, 'Redshift');
    if (settings.node_type || settings.nodes || settings.single_node || settings.cluster) {
      const cluster = addCluster(ctx, name, settings, group);
      return { service: 'redshift-serverless', name, main: cluster };
    }
    const namespace = ctx.add(name, `${name}Namespace`, {
      Type: 'AWS::RedshiftServerless::Namespace',
      Properties: {
        NamespaceName: stackName(`${name}-ns`),
        AdminUsername: 'admin',
        ManageAdminPassword: true,
        AdminPasswordSecretKmsKeyId: keyArn(),
        KmsKeyId: keyArn(),
        LogExports: ['userlog', 'connectionlog', 'useractivitylog'],
      },
    });
    ctx.add(name, `${name}Workgroup`, {
      Type: 'AWS::RedshiftServerless::Workgroup',
      Properties: {
        WorkgroupName: stackName(`${name}-wg`),
        NamespaceName: ref(namespace),
        BaseCapacity: 8,
        PubliclyAccessible: false,
        EnhancedVpcRouting: true,
        SubnetIds: subnets(ctx),
        SecurityGroupIds: [ref(group)],
        ConfigParameters: [{ ParameterKey: 'require_ssl', ParameterValue: 'true' }],
      },
    });
    return { service: 'redshift-serverless', name, main: namespace };
  },
};

export const memorydb: ServiceSpec = {
  id: 'memorydb',
  block_name: 'Memory',
  family: 'MemoryDB',
  label: 'Amazon MemoryDB cluster',
  names: /\b(amazon memorydb|memorydb|memory ?db)\b/,
  phrases: /\b(durable in[- ]memory database)\b/,
  arabic: /(ميموري ?دي ?بي|قاعدة بيانات في الذاكرة)/,
  cost: 'hourly',
  vpc: true,
  target: { actions: ['memorydb:Connect'], arn: (n) => getAtt(n.main, 'ARN') },
  build(ctx, name) {
    const group = storeGroup(ctx, name, 6379, 'Valkey/Redis over TLS');
    const subnetGroup = ctx.add(name, `${name}SubnetGroup`, {
      Type: 'AWS::MemoryDB::SubnetGroup',
      Properties: { SubnetGroupName: stackName(name), SubnetIds: subnets(ctx) },
    });
    const cluster = ctx.add(name, `${name}Cluster`, {
      Type: 'AWS::MemoryDB::Cluster',
      Properties: {
        ClusterName: stackName(name),
        NodeType: 'db.t4g.small',
        ACLName: 'open-access',
        TLSEnabled: true,
        KmsKeyId: keyArn(),
        NumShards: 1,
        NumReplicasPerShard: 1,
        SubnetGroupName: ref(subnetGroup),
        SecurityGroupIds: [ref(group)],
        SnapshotRetentionLimit: 7,
        Tags: ctx.tags(),
      },
    });
    return { service: 'memorydb', name, main: cluster };
  },
};

export const timestream: ServiceSpec = {
  id: 'timestream',
  block_name: 'TimeSeries',
  family: 'Timestream',
  label: 'Amazon Timestream database',
  names: /\b(amazon timestream|timestream)\b/,
  phrases: /\b(time[- ]series (database|data|store))\b/,
  arabic: /(تايم ?ستريم|بيانات السلاسل الزمني[ةه])/,
  cost: 'request',
  target: {
    actions: ['timestream:WriteRecords', 'timestream:Select', 'timestream:DescribeEndpoints'],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  build(ctx, name, settings) {
    const database = ctx.add(name, `${name}Database`, {
      Type: 'AWS::Timestream::Database',
      Properties: { KmsKeyId: keyArn(), Tags: ctx.tags() },
    });
    const days = Number(settings.retention_days ?? 365);
    const table = ctx.add(name, `${name}Table`, {
      Type: 'AWS::Timestream::Table',
      Properties: {
        DatabaseName: ref(database),
        RetentionProperties: {
          MemoryStoreRetentionPeriodInHours: '24',
          MagneticStoreRetentionPeriodInDays: String(days),
        },
        Tags: ctx.tags(),
      },
    });
    return { service: 'timestream', name, main: table };
  },
};

export const kendra: ServiceSpec = {
  id: 'kendra',
  block_name: 'Enterprise',
  family: 'Kendra',
  label: 'Amazon Kendra index',
  names: /\b(amazon kendra|kendra)\b/,
  phrases: /\b(enterprise search|intelligent search)\b/,
  arabic: /(كندرا|البحث المؤسسي)/,
  cost: 'hourly',
  target: { actions: ['kendra:Query', 'kendra:Retrieve'], arn: (n) => getAtt(n.main, 'Arn') },
  build(ctx, name) {
    const role = addServiceRole(ctx, name, `${name}Role`, 'kendra.amazonaws.com');
    const index = ctx.add(name, `${name}Index`, {
      Type: 'AWS::Kendra::Index',
      Properties: {
        Name: stackName(name),
        Edition: 'DEVELOPER_EDITION',
        RoleArn: getAtt(role, 'Arn'),
        ServerSideEncryptionConfiguration: { KmsKeyId: ref('DataKey') },
        Tags: ctx.tags(),
      },
    });
    return { service: 'kendra', name, main: index };
  },
};

export const pinpoint: ServiceSpec = {
  id: 'pinpoint',
  block_name: 'Messaging',
  family: 'Pinpoint',
  label: 'Amazon Pinpoint / End User Messaging project',
  names: /\b(amazon pinpoint|pinpoint|end user messaging)\b/,
  phrases: /$^/,
  arabic: /(بين ?بوينت|مراسل[ةه] المستخدمين)/,
  cost: 'request',
  target: { actions: ['mobiletargeting:SendMessages'], arn: (n) => getAtt(n.main, 'Arn') },
  build(ctx, name) {
    const app = ctx.add(name, `${name}App`, {
      Type: 'AWS::Pinpoint::App',
      Properties: { Name: stackName(name) },
    });
    return { service: 'pinpoint', name, main: app };
  },
};
