import { getAtt, ref } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addFunction } from '../function';

const HANDLER = `exports.handler = async () => {
  console.log(JSON.stringify({ job: process.env.JOB_NAME, startedAt: new Date().toISOString() }));
};
`;

/** A function run on a schedule by EventBridge. */
export function scheduledJob(ctx: SynthesisContext, block: BlockOfKind<'scheduled-job'>): void {
  const b = block.name;
  const { fn } = addFunction(ctx, b, `${b}Job`, {
    memoryMb: block.options.memory_mb,
    timeout: 300,
    code: HANDLER,
    environment: { JOB_NAME: b },
    statements: ctx.dataAccess.map((a) => ({ Effect: 'Allow', Action: a.actions, Resource: a.resources })),
  });
  const rule = ctx.add(b, `${b}Schedule`, {
    Type: 'AWS::Events::Rule',
    Properties: {
      Description: `Runs ${b}`,
      ScheduleExpression: block.options.schedule,
      State: 'ENABLED',
      Targets: [{ Id: 'job', Arn: getAtt(fn, 'Arn') }],
    },
  });
  ctx.add(b, `${b}SchedulePermission`, {
    Type: 'AWS::Lambda::Permission',
    Properties: {
      FunctionName: ref(fn),
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      SourceArn: getAtt(rule, 'Arn'),
    },
  });
}
