import { getAtt, ref } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addFunction } from '../function';
import { addQueue } from '../parts';

const HANDLER = `exports.handler = async (event) => {
  for (const record of event.Records) {
    console.log(JSON.stringify({ messageId: record.messageId, size: record.body.length }));
  }
  return { batchItemFailures: [] };
};
`;

/** An encrypted work queue with a dead-letter queue, consumed by a function in batches. */
export function queueWorker(ctx: SynthesisContext, block: BlockOfKind<'queue-worker'>): void {
  const b = block.name;
  const failed = addQueue(ctx, b, `${b}FailedJobs`);
  const queue = addQueue(ctx, b, `${b}Queue`, failed, 180);
  const { fn } = addFunction(ctx, b, `${b}Worker`, {
    memoryMb: block.options.memory_mb,
    timeout: 30,
    code: HANDLER,
    statements: [
      {
        Effect: 'Allow',
        Action: [
          'sqs:ReceiveMessage',
          'sqs:DeleteMessage',
          'sqs:GetQueueAttributes',
          'sqs:ChangeMessageVisibility',
        ],
        Resource: getAtt(queue, 'Arn'),
      },
      ...ctx.dataAccess.map((a) => ({ Effect: 'Allow', Action: a.actions, Resource: a.resources })),
    ],
  });
  ctx.add(b, `${b}EventSource`, {
    Type: 'AWS::Lambda::EventSourceMapping',
    Properties: {
      EventSourceArn: getAtt(queue, 'Arn'),
      FunctionName: ref(fn),
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    },
  });
  ctx.output(`${queue}Url`, ref(queue), `${b}: where producers send jobs`);
}
