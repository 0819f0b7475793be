import { generatedSecret, keyArn, ref, secretValue, storeGroup, subnets } from './kit';
import type { ServiceSpec } from './types';

/** An ActiveMQ (or RabbitMQ) broker in a private subnet, its user's password generated in Secrets Manager. */
export const amazonMq: ServiceSpec = {
  id: 'amazon-mq',
  block_name: 'Broker',
  family: 'AmazonMQ',
  label: 'Amazon MQ broker',
  names: /\b(amazon mq|activemq|rabb?it ?mq|amq)\b/,
  phrases: /\b(message brokers?|jms|amqp|mqtt broker|stomp)\b/,
  arabic: /(وسيط الرسائل|أمازون إم كيو|رابي?ت ?إم ?كيو)/,
  cost: 'hourly',
  vpc: true,
  emits: 'poll',
  sends_to: ['lambda'],
  target: { actions: ['mq:DescribeBroker'], arn: (n) => ({ 'Fn::GetAtt': [n.main, 'Arn'] }) },
  poll_params: (n) => ({
    Queues: ['jobs'],
    SourceAccessConfigurations: [{ Type: 'BASIC_AUTH', URI: ref(`${n.name}Secret`) }],
  }),
  read: ['mq:DescribeBroker'],
  poll_arn: (n) => ({ 'Fn::GetAtt': [n.main, 'Arn'] }),
  // the reader signs in with the broker user's credentials, kept in the broker's own secret
  read_also: [{ actions: ['secretsmanager:GetSecretValue'], arn: (n) => ref(`${n.name}Secret`) }],
  stated_settings: [
    // the engine the brief names: RabbitMQ said is RabbitMQ, never the ActiveMQ default
    {
      key: 'engine',
      words: /\brabb?it ?mq\b|رابي?ت ?إم ?كيو/,
      value: 'RABBITMQ',
      anywhere: true,
      label: 'engine',
      shows: { types: ['AWS::AmazonMQ::Broker'], path: 'EngineType' },
    },
    {
      key: 'instance_type',
      words: /\b(mq\.[a-z0-9]+\.[a-z0-9]+)\b/,
      anywhere: true,
      label: 'instance type',
      shows: { types: ['AWS::AmazonMQ::Broker'], path: 'HostInstanceType' },
    },
    // a broker said to span zones ("clustered across availability zones", "multi-AZ")
    {
      key: 'multi_az',
      words:
        /\b(?:cluster(?:ed)?|spread|replicated) (?:across|over|in) (?:several |all |two |three |\d )?(?:availability zones|azs|zones)\b|\bmulti[- ]?az\b|(?:عبر|على) (?:عدة |أكثر من )?(?:مناطق|نطاقات) (?:ال)?توافر/,
      value: true,
      anywhere: true,
    },
  ],
  // a broker across zones is a cluster (RabbitMQ) or an active/standby pair (ActiveMQ), one subnet each
  zones_for: (settings) =>
    settings.multi_az === true ? (settings.engine === 'RABBITMQ' ? 3 : 2) : undefined,
  build(ctx, name, settings) {
    const rabbit = settings.engine === 'RABBITMQ';
    const multiAz = settings.multi_az === true;
    const secret = generatedSecret(ctx, name, 'app', '"@/\\\'`,:=[]');
    const group = storeGroup(ctx, name, rabbit ? 5671 : 61617, 'AMQP/OpenWire over TLS');
    const broker = ctx.add(name, `${name}Broker`, {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: {
        BrokerName: { 'Fn::Sub': `\${AWS::StackName}-${name.toLowerCase()}` },
        EngineType: rabbit ? 'RABBITMQ' : 'ACTIVEMQ',
        EngineVersion: rabbit ? '3.13' : '5.18',
        HostInstanceType: typeof settings.instance_type === 'string' ? settings.instance_type : 'mq.m5.large',
        DeploymentMode: multiAz
          ? rabbit
            ? 'CLUSTER_MULTI_AZ'
            : 'ACTIVE_STANDBY_MULTI_AZ'
          : 'SINGLE_INSTANCE',
        PubliclyAccessible: false,
        AutoMinorVersionUpgrade: true,
        SubnetIds: multiAz
          ? rabbit
            ? subnets(ctx)
            : [0, 1].map((i) => ({ 'Fn::Select': [i, subnets(ctx)] }))
          : [{ 'Fn::Select': [0, subnets(ctx)] }],
        SecurityGroups: [ref(group)],
        Users: [{ Username: 'app', Password: secretValue(secret, 'password') }],
        ...(rabbit ? {} : { EncryptionOptions: { UseAwsOwnedKey: false, KmsKeyId: keyArn() } }),
        Logs: rabbit ? { General: true } : { General: true, Audit: true },
      },
    });
    return { service: 'amazon-mq', name, main: broker };
  },
};
