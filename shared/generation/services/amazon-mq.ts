import { generatedSecret, keyArn, ref, secretValue, storeGroup, subnets } from './kit';
import type { ServiceSpec } from './types';

/** An ActiveMQ (or RabbitMQ) broker in a private subnet, its user's password generated in Secrets Manager. */
export const amazonMq: ServiceSpec = {
  id: 'amazon-mq',
  block_name: 'Broker',
  family: 'AmazonMQ',
  label: 'Amazon MQ broker',
  names: /\b(amazon mq|activemq|rabbit ?mq|amq)\b/,
  phrases: /\b(message brokers?|jms|amqp|mqtt broker|stomp)\b/,
  arabic: /(وسيط الرسائل|أمازون إم كيو|رابيت ?إم ?كيو)/,
  cost: 'hourly',
  vpc: true,
  emits: 'poll',
  sends_to: ['lambda'],
  target: { actions: ['mq:DescribeBroker'], arn: (n) => ({ 'Fn::GetAtt': [n.main, 'Arn'] }) },
  poll_params: (n) => ({
    Queues: ['jobs'],
    SourceAccessConfigurations: [{ Type: 'BASIC_AUTH', URI: ref(`${n.name}Secret`) }],
  }),
  read: [
    'mq:DescribeBroker',
    'secretsmanager:GetSecretValue',
    'ec2:DescribeNetworkInterfaces',
    'ec2:DescribeSubnets',
    'ec2:DescribeSecurityGroups',
    'ec2:DescribeVpcs',
  ],
  poll_arn: (n) => ({ 'Fn::GetAtt': [n.main, 'Arn'] }),
  build(ctx, name, settings) {
    const rabbit = settings.engine === 'RABBITMQ';
    const secret = generatedSecret(ctx, name, 'app', '"@/\\\'`,:=[]');
    const group = storeGroup(ctx, name, rabbit ? 5671 : 61617, 'AMQP/OpenWire over TLS');
    const broker = ctx.add(name, `${name}Broker`, {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: {
        BrokerName: { 'Fn::Sub': `\${AWS::StackName}-${name.toLowerCase()}` },
        EngineType: rabbit ? 'RABBITMQ' : 'ACTIVEMQ',
        EngineVersion: rabbit ? '3.13' : '5.18',
        HostInstanceType: 'mq.m5.large',
        DeploymentMode: 'SINGLE_INSTANCE',
        PubliclyAccessible: false,
        AutoMinorVersionUpgrade: true,
        SubnetIds: [{ 'Fn::Select': [0, subnets(ctx)] }],
        SecurityGroups: [ref(group)],
        Users: [{ Username: 'app', Password: secretValue(secret, 'password') }],
        ...(rabbit ? {} : { EncryptionOptions: { UseAwsOwnedKey: false, KmsKeyId: keyArn() } }),
        Logs: rabbit ? { General: true } : { General: true, Audit: true },
      },
    });
    return { service: 'amazon-mq', name, main: broker };
  },
};
