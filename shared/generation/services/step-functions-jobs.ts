import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { grant } from '../synthesis/grants';
import { privateSubnetId, zoneCount } from '../synthesis/network-refs';
import type { ServiceNode } from './types';

/** A Task state that runs a job and waits for it, with the values its definition substitutes. */
export interface JobTask {
  Resource: string;
  Parameters: Record<string, unknown>;
  substitutions: Record<string, unknown>;
}

/**
 * The rule Step Functions manages in the account to hear that a job it started has finished:
 * a `.sync` task needs to create it, add itself as target and read it, and nothing more.
 */
function managedRule(ctx: SynthesisContext, role: string, rule: string): void {
  grant(
    ctx,
    role,
    ['events:PutTargets', 'events:PutRule', 'events:DescribeRule'],
    sub(`arn:\${AWS::Partition}:events:\${AWS::Region}:\${AWS::AccountId}:rule/${rule}`),
  );
}

/**
 * Jobs a state machine runs and waits for (`.sync`): a Fargate task in the design's private
 * subnets, or an AWS Batch job. Besides the target's own actions and passed roles (granted by
 * the edge), the role may watch and stop what it started, and keep the managed rule.
 */
export const JOB_TASKS: Record<
  string,
  (ctx: SynthesisContext, role: string | undefined, to: ServiceNode) => JobTask
> = {
  ecs(ctx, role, to) {
    const key = (part: string) => `${to.name}${part}`;
    const subnets = Array.from({ length: zoneCount(ctx) }, (_, i) => key(`Subnet${i + 1}`));
    if (role) {
      grant(
        ctx,
        role,
        ['ecs:DescribeTasks', 'ecs:StopTask'],
        sub(`arn:\${AWS::Partition}:ecs:\${AWS::Region}:\${AWS::AccountId}:task/\${${to.name}Cluster}/*`),
      );
      managedRule(ctx, role, 'StepFunctionsGetEventsForECSTaskRule');
    }
    return {
      Resource: 'arn:aws:states:::ecs:runTask.sync',
      Parameters: {
        LaunchType: 'FARGATE',
        Cluster: `\${${key('Cluster')}}`,
        TaskDefinition: `\${${key('TaskDefinition')}}`,
        NetworkConfiguration: {
          AwsvpcConfiguration: {
            Subnets: subnets.map((s) => `\${${s}}`),
            SecurityGroups: [`\${${key('SecurityGroup')}}`],
            AssignPublicIp: 'DISABLED',
          },
        },
      },
      substitutions: {
        [key('Cluster')]: getAtt(`${to.name}Cluster`, 'Arn'),
        [key('TaskDefinition')]: ref(`${to.name}TaskDefinition`),
        [key('SecurityGroup')]: ref(`${to.name}SecurityGroup`),
        ...Object.fromEntries(subnets.map((s, i) => [s, ref(privateSubnetId(i))])),
      },
    };
  },
  batch(ctx, role, to) {
    const key = (part: string) => `${to.name}${part}`;
    if (role) {
      // DescribeJobs has no resource-level permissions; TerminateJob names the job
      grant(ctx, role, ['batch:DescribeJobs'], '*');
      grant(
        ctx,
        role,
        ['batch:TerminateJob'],
        sub(`arn:\${AWS::Partition}:batch:\${AWS::Region}:\${AWS::AccountId}:job/*`),
      );
      managedRule(ctx, role, 'StepFunctionsGetEventsForBatchJobsRule');
    }
    return {
      Resource: 'arn:aws:states:::batch:submitJob.sync',
      Parameters: {
        JobName: to.name,
        JobQueue: `\${${key('JobQueue')}}`,
        JobDefinition: `\${${key('JobDefinition')}}`,
      },
      substitutions: {
        [key('JobQueue')]: ref(`${to.name}JobQueue`),
        [key('JobDefinition')]: ref(`${to.name}JobDefinition`),
      },
    };
  },
};
