import type { Resource } from '#shared/cfn/types';
import type { TransportPolicyKind } from './secure-transport';

/** Queue policies list queue URLs in Queues; a literal URL ends with the queue's name. */
export const QUEUE_POLICY: TransportPolicyKind = {
  policyType: 'AWS::SQS::QueuePolicy',
  targetsProperty: 'Queues',
  actions: ['sqs:*'],
  literalNames(queue: Resource) {
    const name = queue.properties.QueueName;
    return (url) => typeof name === 'string' && url.endsWith(`/${name}`);
  },
  resourceExpression: (queue) => ({ 'Fn::GetAtt': [queue.logicalId, 'Arn'] }),
};
