import type { Resource } from '#shared/cfn/types';
import type { TransportPolicyKind } from './secure-transport';

/** Topic policies list topic ARNs in Topics; a literal ARN ends with the topic's name. */
export const TOPIC_POLICY: TransportPolicyKind = {
  policyType: 'AWS::SNS::TopicPolicy',
  targetsProperty: 'Topics',
  actions: ['sns:Publish', 'sns:*'],
  literalNames(topic: Resource) {
    const name = topic.properties.TopicName;
    return (arn) => typeof name === 'string' && arn.endsWith(`:${name}`);
  },
  resourceExpression: (topic) => ({ Ref: topic.logicalId }),
};
