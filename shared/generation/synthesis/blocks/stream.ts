import { getAtt, ref } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { KEY_ID } from '../parts';

/** A Kinesis data stream encrypted with the design's key, kept a week. */
export function stream(ctx: SynthesisContext, block: BlockOfKind<'stream'>): void {
  const b = block.name;
  const id = `${b}Stream`;
  const onDemand = block.options.mode === 'ON_DEMAND';
  ctx.add(b, id, {
    Type: 'AWS::Kinesis::Stream',
    Properties: {
      StreamModeDetails: { StreamMode: block.options.mode },
      ...(onDemand ? {} : { ShardCount: block.options.shards }),
      RetentionPeriodHours: 168,
      StreamEncryption: { EncryptionType: 'KMS', KeyId: ref(KEY_ID) },
      Tags: ctx.tags(),
    },
  });
  ctx.dataAccess.push({
    actions: [
      'kinesis:PutRecord',
      'kinesis:PutRecords',
      'kinesis:GetRecords',
      'kinesis:GetShardIterator',
      'kinesis:DescribeStream',
    ],
    resources: [getAtt(id, 'Arn')],
  });
  ctx.output(`${id}Name`, ref(id), `${b}: stream name`);
}
