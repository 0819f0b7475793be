import { getAtt } from '../../cfn/build';
import type { ServiceSpec } from './types';

export const dynamodb: ServiceSpec = {
  id: 'dynamodb',
  family: 'DynamoDB',
  label: 'Amazon DynamoDB table',
  names: /\b(amazon dynamodb|dynamo ?db( tables?| streams?)?|dynamo)\b/,
  phrases:
    /\b(checkpoint\w*|state persistence|persist(ed|s)? (the )?state|durable functions?|idempotency|connection ids?|amazon dynamodb|dynamo ?db( tables?| streams?)?|dynamo|nosql (table|database)|key[- ]value (table|store))\b/,
  arabic: /(داينامو|دينامو|جدول nosql|قاعدة بيانات nosql)/,
  cost: 'request',
  emits: 'poll',
  source_when:
    /\b(streams?|change data capture|cdc|on (every )?(insert|update|change|write)s?|item changes?)\b|(تدفق|تغييرات)/,
  sends_to: ['lambda', 'eventbridge-pipes', 'kinesis'],
  target: {
    actions: [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:Query',
      'dynamodb:BatchWriteItem',
    ],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  read: [
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:DescribeStream',
    'dynamodb:ListStreams',
  ],
  poll_arn: (n) => getAtt(n.main, 'StreamArn'),
  workload: 'key-value',
};
