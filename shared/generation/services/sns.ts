import { ref } from '../../cfn/build';
import { addTopic } from '../synthesis/parts';
import type { ServiceSpec } from './types';

type PolicyDoc = { PolicyDocument: { Statement: unknown[] } };

export const sns: ServiceSpec = {
  id: 'sns',
  block_name: 'Topic',
  family: 'SNS',
  label: 'Amazon SNS topic',
  names: /\b(amazon sns|sns( topics?)?|simple notification service)\b/,
  phrases:
    /\b(amazon sns|sns( topics?)?|simple notification service|topics?|fan[- ]?out|pub\/?sub|publish[- ]subscribe|sms|text messages?|push notifications?)\b/,
  arabic: /(إشعارات|اشعارات|رسائل نصية|موضوع sns|تنبيهات فورية)/,
  cost: 'request',
  emits: 'push',
  sends_to: ['lambda', 'sqs', 'firehose', 'step-functions', 'http'],
  target: { actions: ['sns:Publish'], arn: (n) => ref(n.main) },
  accept(ctx, node, principal, source) {
    const policy = ctx.resources[`${node.main}Policy`]?.Properties as PolicyDoc | undefined;
    policy?.PolicyDocument.Statement.push({
      Sid: `Allow${principal.split('.')[0]}${policy.PolicyDocument.Statement.length}`,
      Effect: 'Allow',
      Principal: { Service: principal },
      Action: 'sns:Publish',
      Resource: ref(node.main),
      Condition: { ArnEquals: { 'aws:SourceArn': source } },
    });
  },
  push(ctx, from, to, delivery) {
    const protocol =
      to.service === 'sqs'
        ? 'sqs'
        : to.service === 'lambda'
          ? 'lambda'
          : to.service === 'firehose'
            ? 'firehose'
            : undefined;
    if (!protocol) return;
    const role = delivery.allow('sns.amazonaws.com', ref(from.main));
    ctx.add(from.name, `${from.name}To${to.name}`, {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: ref(from.main),
        Protocol: protocol,
        Endpoint: delivery.arn,
        ...(protocol === 'sqs' ? { RawMessageDelivery: true } : {}),
        ...(role ? { SubscriptionRoleArn: role } : {}),
      },
    });
  },
  build(ctx, name) {
    const topic = addTopic(ctx, name, `${name}Topic`);
    return { service: 'sns', name, main: topic };
  },
};
