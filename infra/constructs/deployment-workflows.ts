import { Duration } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { taskFileName } from '#shared/workflows/names';
import { AslWorkflow } from './asl-workflow';
import { LambdaFunction, type TableRef } from './lambda-function';
import type { LiveUpdatesApi } from './live-updates-api';

/** What each task of the deployment workflows needs, and nothing more. */
interface TaskNeeds {
  /** acts in the linked account through the customer role */
  readonly assumesCustomerRole?: boolean;
  /** the sandbox cloud's validity gate runs AWS's offline validator */
  readonly bundlesTemplateValidator?: boolean;
  /** sends the deployment to the sockets watching it */
  readonly publishesLiveUpdates?: boolean;
  readonly memorySize?: number;
}

/** Every task writes the deployment record (status, stack id, outputs, events). */
const TASKS: Readonly<Record<string, TaskNeeds>> = {
  ValidateTemplate: { assumesCustomerRole: true, bundlesTemplateValidator: true, memorySize: 1024 },
  CreateStack: { assumesCustomerRole: true },
  UpdateStack: { assumesCustomerRole: true },
  ObserveStack: { assumesCustomerRole: true },
  DeleteStack: { assumesCustomerRole: true },
  PublishUpdate: { publishesLiveUpdates: true },
  RecordFailure: {},
};

export interface DeploymentWorkflowsProps {
  readonly table: TableRef;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly live: LiveUpdatesApi;
}

/**
 * The deploy-stack, update-stack and delete-stack state machines from `infra/workflows/`, and one
 * function per task (`functions/tasks/<task>.ts`), shared where several workflows call the same task.
 */
export class DeploymentWorkflows extends Construct {
  readonly tasks: ReadonlyMap<string, LambdaFunction>;
  readonly stateMachines: {
    readonly 'deploy-stack': StateMachine;
    readonly 'update-stack': StateMachine;
    readonly 'delete-stack': StateMachine;
  };

  constructor(scope: Construct, id: string, props: DeploymentWorkflowsProps) {
    super(scope, id);
    const tasks = new Map<string, LambdaFunction>();
    // This workflow's tasks are built together (shared chunks), apart from other workflows' tasks.
    const bundleGroup = { name: 'deployment-tasks', entries: Object.keys(TASKS).map(taskEntry) };
    for (const [task, needs] of Object.entries(TASKS)) {
      const fn = new LambdaFunction(this, `${task}Task`, {
        entry: taskEntry(task),
        bundleGroup,
        description: `the ${task} task of the deployment workflows`,
        environment: props.environment,
        logRetention: props.logRetention,
        // CloudFormation and DynamoDB calls with backoff; Step Functions retries the task on top.
        timeout: Duration.seconds(60),
        memorySize: needs.memorySize,
        bundlesTemplateValidator: needs.bundlesTemplateValidator,
      });
      fn.grantTable(props.table, 'write');
      if (needs.assumesCustomerRole) fn.grantAssumeCustomerRole();
      if (needs.publishesLiveUpdates) props.live.grantPublish(fn);
      tasks.set(task, fn);
    }
    this.tasks = tasks;
    const workflow = (name: keyof DeploymentWorkflows['stateMachines'], constructId: string) =>
      new AslWorkflow(this, constructId, { workflow: name, tasks, logRetention: props.logRetention })
        .stateMachine;
    this.stateMachines = {
      'deploy-stack': workflow('deploy-stack', 'DeployStackWorkflow'),
      'update-stack': workflow('update-stack', 'UpdateStackWorkflow'),
      'delete-stack': workflow('delete-stack', 'DeleteStackWorkflow'),
    };
  }
}

function taskEntry(task: string): string {
  return `functions/tasks/${taskFileName(task)}.ts`;
}
