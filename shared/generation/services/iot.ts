import { getAtt, ref } from './kit';
import { TOPIC_FILTER } from './names';
import type { ServiceNode, ServiceSpec } from './types';

/** What an IoT topic rule action looks like for each target (the rule's role does the rest). */
const ACTIONS: Record<string, (arn: unknown, role: unknown, to: string) => Record<string, unknown>> = {
  lambda: (arn) => ({ Lambda: { FunctionArn: arn } }),
  dynamodb: (_a, role, to) => ({ DynamoDBv2: { RoleArn: role, PutItem: { TableName: ref(to) } } }),
  kinesis: (_a, role, to) => ({ Kinesis: { RoleArn: role, StreamName: ref(to) } }),
  sqs: (_a, role, to) => ({ Sqs: { RoleArn: role, QueueUrl: ref(to) } }),
  sns: (arn, role) => ({ Sns: { RoleArn: role, TargetArn: arn } }),
  firehose: (_a, role, to) => ({ Firehose: { RoleArn: role, DeliveryStreamName: ref(to) } }),
  s3: (_a, role, to) => ({ S3: { RoleArn: role, BucketName: ref(to), Key: `\${topic()}/\${timestamp()}` } }),
  'step-functions': (_a, role, to) => ({
    StepFunctions: { RoleArn: role, StateMachineName: getAtt(to, 'Name') },
  }),
};

const ruleOf = (from: ServiceNode, to: ServiceNode) => `${from.name}To${to.name}Rule`;

/** The topic filter its devices publish on: the one the brief states, else one of the design's own. */
const topicOf = (name: string, settings: Readonly<Record<string, unknown>> | undefined) =>
  typeof settings?.topic === 'string' ? settings.topic : `devices/${name.toLowerCase()}/#`;

/** IoT Core: a topic rule per edge, selecting device messages into the target. */
export const iot: ServiceSpec = {
  id: 'iot',
  block_name: 'Devices',
  family: 'IoT',
  label: 'AWS IoT Core topic rule',
  names: /\b(aws iot( core)?|iot core|iot rules?|iot topic rules?)\b/,
  phrases: /\b(iot|devices? (telemetry|messages|data)|sensors?|mqtt)\b/,
  arabic: /(إنترنت الأشياء|انترنت الاشياء|أجهز[ةه] الاستشعار|المستشعرات)/,
  cost: 'request',
  needs: ['lambda'],
  emits: 'push',
  sends_to: ['lambda', 'dynamodb', 'kinesis', 'sqs', 'sns', 'firehose', 's3', 'step-functions'],
  target: { actions: ['iot:Publish'], arn: (n) => getAtt(n.main, 'Arn') },
  edge_from: (from, to) => ruleOf(from, to),
  push(ctx, from, to, delivery) {
    const action = ACTIONS[to.service];
    if (!action) return;
    const rule = ruleOf(from, to);
    const arn = { 'Fn::GetAtt': [rule, 'Arn'] };
    const role = to.service === 'lambda' ? undefined : delivery.role('iot.amazonaws.com');
    if (to.service === 'lambda') delivery.allow('iot.amazonaws.com', arn);
    ctx.add(from.name, rule, {
      Type: 'AWS::IoT::TopicRule',
      Properties: {
        TopicRulePayload: {
          Sql: `SELECT * FROM '${topicOf(from.name, from.settings)}'`,
          AwsIotSqlVersion: '2016-03-23',
          RuleDisabled: false,
          Actions: [action(delivery.arn, role, to.main)],
        },
      },
    });
  },
  stated_settings: [
    // the topic filter its devices publish on, after a word for a topic or written with a wildcard
    // or a device's placeholder ("on the topic fleet/+/gps", "إلى الموضوع trucks/+/temp", "pumps/{pumpId}/pressure")
    {
      key: 'topic',
      words: new RegExp(TOPIC_FILTER),
      as: 'topic filter',
      anywhere: true,
      label: 'topic filter',
      shows: { types: ['AWS::IoT::TopicRule'], path: 'TopicRulePayload.Sql', op: 'contains' },
    },
  ],
  build(ctx, name, settings) {
    // an MQTT wildcard ("+", "#") is "*" in a policy's topic ARN
    const topics = topicOf(name, settings).replace(/[+#]/g, '*');
    const policy = ctx.add(name, `${name}DevicePolicy`, {
      Type: 'AWS::IoT::Policy',
      Properties: {
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Action: 'iot:Connect',
              Resource: {
                'Fn::Sub': `arn:\${AWS::Partition}:iot:\${AWS::Region}:\${AWS::AccountId}:client/\${!iot:Connection.Thing.ThingName}`,
              },
            },
            {
              Effect: 'Allow',
              Action: 'iot:Publish',
              Resource: {
                'Fn::Sub': `arn:\${AWS::Partition}:iot:\${AWS::Region}:\${AWS::AccountId}:topic/${topics}`,
              },
            },
          ],
        },
      },
    });
    return { service: 'iot', name, main: policy };
  },
};
