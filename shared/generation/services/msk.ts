import { getAtt, ref, storeGroup, subnets } from './kit';
import type { ServiceSpec } from './types';

/** An MSK Serverless cluster (Kafka) with IAM authentication, in the private subnets. */
export const msk: ServiceSpec = {
  id: 'msk',
  block_name: 'Kafka',
  family: 'MSK',
  label: 'Amazon MSK (Kafka) cluster',
  names: /\b(amazon msk|msk( serverless)?|managed streaming for (apache )?kafka|apache kafka|kafka)\b/,
  phrases: /\b(kafka topics?)\b/,
  arabic: /(كافكا)/,
  cost: 'hourly',
  vpc: true,
  emits: 'poll',
  poll_params: () => ({ Topics: ['events'], StartingPosition: 'LATEST' }),
  sends_to: ['lambda'],
  target: {
    actions: ['kafka-cluster:Connect', 'kafka-cluster:WriteData', 'kafka-cluster:DescribeTopic'],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  read: [
    'kafka-cluster:Connect',
    'kafka-cluster:DescribeGroup',
    'kafka-cluster:AlterGroup',
    'kafka-cluster:DescribeTopic',
    'kafka-cluster:ReadData',
    'kafka-cluster:DescribeClusterDynamicConfiguration',
    'kafka:DescribeClusterV2',
    'kafka:GetBootstrapBrokers',
  ],
  build(ctx, name) {
    const group = storeGroup(ctx, name, 9098, 'Kafka over TLS with IAM');
    const cluster = ctx.add(name, `${name}Cluster`, {
      Type: 'AWS::MSK::ServerlessCluster',
      Properties: {
        ClusterName: { 'Fn::Sub': `\${AWS::StackName}-${name.toLowerCase()}` },
        ClientAuthentication: { Sasl: { Iam: { Enabled: true } } },
        VpcConfigs: [{ SubnetIds: subnets(ctx), SecurityGroups: [ref(group)] }],
      },
    });
    return { service: 'msk', name, main: cluster };
  },
};
