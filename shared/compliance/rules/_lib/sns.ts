import type { Resource } from '#shared/cfn/types';
import type { TransportPolicyKind } from './secure-transport';
import { publishingServices } from './sns-publishers';

/** The actions SNS's default topic policy gives the topic owner's account. */
const OWNER_ACTIONS = [
  'SNS:GetTopicAttributes',
  'SNS:SetTopicAttributes',
  'SNS:AddPermission',
  'SNS:RemovePermission',
  'SNS:DeleteTopic',
  'SNS:Subscribe',
  'SNS:ListSubscriptionsByTopic',
  'SNS:Publish',
];

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
  // A topic policy replaces SNS's default one: keep its account statement, and let the services
  // the template shows publishing keep doing so, from this account only.
  keptStatements(topic, ctx) {
    const owner = {
      Sid: 'AccountOwnerAccess',
      Effect: 'Allow',
      Principal: { AWS: '*' },
      Action: OWNER_ACTIONS,
      Resource: { Ref: topic.logicalId },
      Condition: { StringEquals: { 'AWS:SourceOwner': { Ref: 'AWS::AccountId' } } },
    };
    const services = publishingServices(topic, ctx).map((service) => ({
      Sid: `Publish${service.replace('.amazonaws.com', '').replace(/[^A-Za-z0-9]/g, '')}`,
      Effect: 'Allow',
      Principal: { Service: service },
      Action: 'sns:Publish',
      Resource: { Ref: topic.logicalId },
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    }));
    return [owner, ...services];
  },
};
