import { addServiceRole, grant } from '../synthesis/grants';
import { addLogGroup } from '../synthesis/parts';
import { IMAGE_PARAMETER } from './ecs';
import { computeGroup, getAtt, ref, subnets } from './kit';
import { MESSAGE_SAID } from './names';
import type { ServiceSpec } from './types';

/** Where a command written without quotes ends: the clause's end, or a word that says how or where it runs. */
const COMMAND_END = String.raw`(?=\s*(?:[.;,](?:\s|$)|\n|$)|\s+(?:using|with|in|on|from|inside|every|each|and|then|to|for|when|as|at)\b|\s+[\u0600-\u06FF])`;
/**
 * The words that put a command after them unquoted: a verb and "the (container) command", the
 * property itself with "is", "=" or ":" ("whose Command is echo hi", "container command: ./run.sh"),
 * or the Arabic verb and "the command" ("يشغل الأمر").
 */
const COMMAND_SAID = String.raw`(?:(?:runs?|running|executes?|executing)\s+the\s+(?:container\s+)?command\s+|\bcommand\s*(?:is\s+|=\s*|:\s*)|(?:يشغ\u0651?ل|ين\u0641\u0651?ذ|تشغيل|تنفيذ)\s+(?:ال)?[أا]مر\s+)`;

/** A command as written: a list ('["sh", "-c", "echo hi"]') item by item, else its words. */
function commandOf(written: string): string[] {
  if (written.startsWith('[')) {
    const items = [...written.matchAll(/["'“‘]([^"'”’]*)["'”’]/g)].map((m) => m[1] as string);
    if (items.length > 0) return items;
  }
  return written.split(/\s+/).filter(Boolean);
}

/** AWS Batch on Fargate: a compute environment in the private subnets, a job queue and a job definition. */
export const batch: ServiceSpec = {
  id: 'batch',
  block_name: 'Batch',
  family: 'Batch',
  label: 'AWS Batch job queue on Fargate',
  names: /\b(aws batch|batch (compute environments?|job queues?|job definitions?|on fargate))\b/,
  phrases: /\b(batch jobs? (of|for|on) (large|big|heavy)|heavy (data )?jobs?|long[- ]running jobs?|hpc)\b/,
  // "مهام Batch": the product's name after the Arabic word for jobs
  arabic: /(أيه دبليو إس باتش|مهام دفعي[ةه]|معالج[ةه] دفعي[ةه]|(?:مهام|مهم[ةه]|وظائف|وظيف[ةه]) batch)/,
  cost: 'request',
  vpc: true,
  // submitting names the queue and the definition; watching and stopping the job act on jobs
  // (a state machine adds them, see step-functions)
  target: {
    actions: ['batch:SubmitJob'],
    arn: (n) => [ref(`${n.name}JobQueue`), ref(`${n.name}JobDefinition`)],
  },
  // the command a job runs, as written ('runs the command "python main.py"', 'the command ["sh",
  // "-c", "..."]', 'whose container runs python train.py')
  stated_settings: [
    {
      key: 'command',
      words: new RegExp(
        String.raw`\bcommand\s*(?:of|is|=|:)?\s*(\[[^\]\n]{1,198}\])|\b(?:runs?|running|executes?|executing|with)\s+(?:the\s+)?(?:command|script)?\s*["'“‘\x60]([^"'”’\x60\n]{1,120})["'”’\x60]|${COMMAND_SAID}([a-z0-9./](?:[^;,\n"]|[.,](?=\S)){0,119}?)${COMMAND_END}|\b(?:container|job)\s+(?:that\s+|which\s+)?(?:runs?|executes?)\s+(?!(?:the|a|an|on|in|at|for|every|each|once|daily|nightly|hourly|weekly|until|up|to)\b)([a-z0-9](?:[^.;,\n"]|[.,](?=\S)){0,119}?)${COMMAND_END}`,
      ),
      as: 'attribute',
      anywhere: true,
      label: 'command',
    },
    // a message it prints, where no command is written: the command that prints it
    { key: 'message', words: MESSAGE_SAID, as: 'attribute', anywhere: true },
  ],
  build(ctx, name, settings) {
    const command =
      typeof settings.command === 'string'
        ? commandOf(settings.command)
        : typeof settings.message === 'string'
          ? ['echo', settings.message]
          : [];
    ctx.parameter(IMAGE_PARAMETER, {
      Type: 'String',
      Description: 'Container image the tasks run (an ECR image URI).',
      AllowedPattern: '^[a-z0-9./:@_-]+$',
    });
    const group = computeGroup(ctx, name);
    const environment = ctx.add(name, `${name}ComputeEnvironment`, {
      Type: 'AWS::Batch::ComputeEnvironment',
      Properties: {
        Type: 'MANAGED',
        State: 'ENABLED',
        ComputeResources: {
          Type: 'FARGATE',
          MaxvCpus: 16,
          Subnets: subnets(ctx),
          SecurityGroupIds: [ref(group)],
        },
      },
    });
    const queue = ctx.add(name, `${name}JobQueue`, {
      Type: 'AWS::Batch::JobQueue',
      Properties: {
        Priority: 1,
        State: 'ENABLED',
        ComputeEnvironmentOrder: [{ Order: 1, ComputeEnvironment: ref(environment) }],
      },
    });
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const execution = addServiceRole(ctx, name, `${name}ExecutionRole`, 'ecs-tasks.amazonaws.com');
    grant(ctx, execution, ['logs:CreateLogStream', 'logs:PutLogEvents'], getAtt(logs, 'Arn'));
    grant(
      ctx,
      execution,
      ['ecr:GetAuthorizationToken', 'ecr:BatchGetImage', 'ecr:GetDownloadUrlForLayer'],
      '*',
    );
    const jobRole = addServiceRole(ctx, name, `${name}JobRole`, 'ecs-tasks.amazonaws.com');
    ctx.add(name, `${name}JobDefinition`, {
      Type: 'AWS::Batch::JobDefinition',
      Properties: {
        Type: 'container',
        PlatformCapabilities: ['FARGATE'],
        ContainerProperties: {
          Image: ref(IMAGE_PARAMETER),
          ...(command.length > 0 ? { Command: command } : {}),
          ExecutionRoleArn: getAtt(execution, 'Arn'),
          JobRoleArn: getAtt(jobRole, 'Arn'),
          ResourceRequirements: [
            { Type: 'VCPU', Value: '1' },
            { Type: 'MEMORY', Value: '2048' },
          ],
          ReadonlyRootFilesystem: true,
          User: '1000',
          LogConfiguration: { LogDriver: 'awslogs', Options: { 'awslogs-group': ref(logs) } },
          RuntimePlatform: { CpuArchitecture: 'ARM64', OperatingSystemFamily: 'LINUX' },
        },
        RetryStrategy: { Attempts: 2 },
        Timeout: { AttemptDurationSeconds: 14400 },
      },
    });
    return { service: 'batch', name, main: queue, role: jobRole, group };
  },
};
