import { getAtt } from '../../cfn/build';
import type { ServiceSpec } from './types';

export const kinesis: ServiceSpec = {
  id: 'kinesis',
  family: 'Kinesis',
  label: 'Amazon Kinesis data stream',
  names: /\b(amazon kinesis( data streams?)?|kinesis( data)?( streams?)?)\b/,
  phrases:
    /\b(amazon kinesis( data streams?)?|kinesis( data)?( streams?)?|data streams?|event streams?|clickstream|streaming data)\b/,
  arabic: /(كاينسس|كينيسيس)/,
  arabic_phrases: /(تدفق البيانات|بث البيانات|تيار البيانات)/,
  cost: 'hourly',
  emits: 'poll',
  sends_to: ['lambda', 'firehose', 'step-functions'],
  target: {
    actions: ['kinesis:PutRecord', 'kinesis:PutRecords', 'kinesis:DescribeStreamSummary'],
    arn: (n) => getAtt(n.main, 'Arn'),
    // the stream is encrypted with the design's key: a writer makes each record's data key with it
    key: ['kms:GenerateDataKey'],
  },
  read: [
    'kinesis:GetRecords',
    'kinesis:GetShardIterator',
    'kinesis:DescribeStream',
    'kinesis:DescribeStreamSummary',
    'kinesis:ListShards',
  ],
  stated_settings: [
    {
      key: 'shards',
      words:
        /\b(\d+)[ -]shards?\b|(\S+) shards?\b|(\d+) (?:أجزاء|جزء|شرائح|شريح[ةه]|شاردات|شارد)(?![\u0621-\u064a])/,
      as: 'count',
    },
  ],
  workload: 'streaming',
};
