import { getAtt, keyArn, ref, storeGroup, subnets } from './kit';
import { TOPIC_WORD } from './names';
import type { ServiceNode, ServiceSettings, ServiceSpec } from './types';

/** MSK's provisioned clusters: the Kafka version new clusters get, and a broker's default size and disk. */
const KAFKA_VERSION = '3.6.0';
const DEFAULT_BROKER = 'kafka.m5.large';
const BROKER_DISK_GB = 100;

/** The cluster's name, as build gives it. */
const clusterName = (name: string) => `\${AWS::StackName}-${name.toLowerCase()}`;

/** Every topic or consumer group of the block's cluster, as IAM names them. */
const clusterPart = (n: ServiceNode, part: 'topic' | 'group') => ({
  'Fn::Sub': `arn:\${AWS::Partition}:kafka:\${AWS::Region}:\${AWS::AccountId}:${part}/${clusterName(n.name)}/*`,
});

/** Brokers the brief states, as MSK takes them: one to 30 per zone (clamped; the checklist says when). */
const brokersOf = (settings: ServiceSettings) =>
  settings.brokers === undefined
    ? undefined
    : Math.min(90, Math.max(1, Math.round(Number(settings.brokers))));

/**
 * The zones a count of brokers is spread over: MSK puts the same number in each of two or three
 * client subnets, so three or six brokers want three zones.
 */
function zonesFor(brokers: number, zones: number): number {
  if (brokers % zones === 0) return zones;
  return brokers % 2 === 0 ? 2 : 3;
}

/**
 * A Kafka cluster with IAM authentication in the private subnets: MSK Serverless, unless the brief
 * states brokers (a count or an instance type), which only a provisioned cluster has.
 */
export const msk: ServiceSpec = {
  id: 'msk',
  block_name: 'Kafka',
  family: 'MSK',
  label: 'Amazon MSK (Kafka) cluster',
  names: /\b(amazon msk|msk( serverless)?|managed streaming for (apache )?kafka|apache kafka|kafka)\b/,
  kinds: /\b(?:serverless|provisioned)\b/,
  phrases: /\b(kafka topics?)\b/,
  arabic: /(كافكا)/,
  cost: 'hourly',
  vpc: true,
  // in a brief about Kafka, "the orders topic" is a Kafka topic, not an SNS topic
  claims: [{ service: 'sns', phrase: /^topics?$/ }],
  emits: 'poll',
  // its consumers read the topic the brief names, else one called "events"
  poll_params: (n) => ({
    Topics: [typeof n.settings?.topic === 'string' ? n.settings.topic : 'events'],
    StartingPosition: 'LATEST',
  }),
  sends_to: ['lambda'],
  target: {
    actions: ['kafka-cluster:Connect', 'kafka-cluster:WriteData', 'kafka-cluster:DescribeTopic'],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  read: [
    'kafka-cluster:Connect',
    'kafka-cluster:DescribeClusterDynamicConfiguration',
    'kafka:DescribeClusterV2',
    'kafka:GetBootstrapBrokers',
  ],
  // IAM authorises a topic's and a consumer group's actions on their own ARNs
  // (topic/<cluster name>/<cluster uuid>/<topic>, group/...), not on the cluster's
  read_also: [
    {
      actions: ['kafka-cluster:DescribeTopic', 'kafka-cluster:ReadData'],
      arn: (n) => clusterPart(n, 'topic'),
    },
    {
      actions: ['kafka-cluster:DescribeGroup', 'kafka-cluster:AlterGroup'],
      arn: (n) => clusterPart(n, 'group'),
    },
  ],
  stated_settings: [
    // read with the brief's number words as figures ("three brokers" is "3 brokers")
    {
      key: 'brokers',
      words:
        /\b(\d+) (?:kafka )?(?:broker(?: node)?s?|nodes?)\b|(?:broker(?: node)?s?|nodes?)\s*[=:]\s*(\d+)|(\S+) (?:وسطاء|وسيط|بروكرات|بروكر)|(?:وسطاء|وسيط|بروكرات)\s*(?:عدد(?:ها|هم)?\s*)?(\d+)|(\S+) brokers/,
      as: 'count',
      sizes: true,
      shows: { types: ['AWS::MSK::Cluster'], path: 'NumberOfBrokerNodes' },
    },
    // the topic its consumers read, after its word in English, Arabic or mixed ("reads the topic
    // payments.settled", "topic اسمه orders", "الـtopic اللي اسمه payments", "تستهلك الموضوع orders")
    {
      key: 'topic',
      words: new RegExp(String.raw`${TOPIC_WORD}([a-z][a-z0-9._-]*[a-z0-9])`),
      as: 'name',
      anywhere: true,
      label: 'topic',
      shows: { types: ['AWS::Lambda::EventSourceMapping'], path: 'Topics.*', op: 'includes' },
    },
    // "MSK provisioned", "provisioned cluster": brokers of the default size, not MSK Serverless
    { key: 'provisioned', words: /\bprovisioned\b|بروفجند|بروفيجند/, value: true },
    // a broker's instance type names MSK wherever the brief writes it
    {
      key: 'broker_type',
      words: /\b(kafka\.[a-z0-9]+\.[a-z0-9]+)\b/,
      as: 'name',
      anywhere: true,
      label: 'broker type',
      shows: { types: ['AWS::MSK::Cluster'], path: 'BrokerNodeGroupInfo.InstanceType' },
    },
  ],
  zones_for: (settings) => {
    const brokers = brokersOf(settings);
    return brokers !== undefined && brokers % 3 === 0 && brokers % 2 !== 0 ? 3 : undefined;
  },
  build(ctx, name, settings) {
    const group = storeGroup(ctx, name, 9098, 'Kafka over TLS with IAM');
    const brokers = brokersOf(settings) ?? (settings.broker_type || settings.provisioned ? 3 : undefined);
    if (brokers !== undefined) {
      const all = subnets(ctx);
      const spread = Math.min(all.length, zonesFor(brokers, all.length));
      // MSK takes a whole number of brokers per client subnet
      const count = Math.max(spread, Math.round(brokers / spread) * spread);
      const cluster = ctx.add(name, `${name}Cluster`, {
        Type: 'AWS::MSK::Cluster',
        Properties: {
          ClusterName: { 'Fn::Sub': clusterName(name) },
          KafkaVersion: KAFKA_VERSION,
          NumberOfBrokerNodes: count,
          BrokerNodeGroupInfo: {
            InstanceType: typeof settings.broker_type === 'string' ? settings.broker_type : DEFAULT_BROKER,
            ClientSubnets: all.slice(0, spread),
            SecurityGroups: [ref(group)],
            StorageInfo: { EBSStorageInfo: { VolumeSize: BROKER_DISK_GB } },
          },
          ClientAuthentication: { Sasl: { Iam: { Enabled: true } } },
          EncryptionInfo: {
            EncryptionAtRest: { DataVolumeKMSKeyId: keyArn() },
            EncryptionInTransit: { ClientBroker: 'TLS', InCluster: true },
          },
        },
      });
      return { service: 'msk', name, main: cluster };
    }
    const cluster = ctx.add(name, `${name}Cluster`, {
      Type: 'AWS::MSK::ServerlessCluster',
      Properties: {
        ClusterName: { 'Fn::Sub': clusterName(name) },
        ClientAuthentication: { Sasl: { Iam: { Enabled: true } } },
        VpcConfigs: [{ SubnetIds: subnets(ctx), SecurityGroups: [ref(group)] }],
      },
    });
    return { service: 'msk', name, main: cluster };
  },
};
