import { readFileSync } from 'node:fs';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { type WorkflowName, workflowTasks } from '#shared/workflows/names';
import type { LambdaFunction } from './lambda-function';

/** The ASL file CDK deploys and the local runner runs. */
export const workflowFile = (workflow: WorkflowName) =>
  new URL(`../workflows/${workflow}.asl.json`, import.meta.url);

export interface AslWorkflowProps {
  readonly workflow: WorkflowName;
  /** the function behind each task the definition calls (`ObserveStack` -> its function) */
  readonly tasks: ReadonlyMap<string, LambdaFunction>;
  readonly logRetention: RetentionDays;
}

/**
 * One Standard state machine from `infra/workflows/<workflow>.asl.json`, each `${XFunctionArn}`
 * substituted with the ARN of task X's function. Executions are logged in full (inputs are ids)
 * and traced; the role may invoke exactly the definition's task functions, unqualified.
 */
export class AslWorkflow extends Construct {
  readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: AslWorkflowProps) {
    super(scope, id);
    const text = readFileSync(workflowFile(props.workflow), 'utf8');
    const substitutions: Record<string, string> = {};
    const functionArns: string[] = [];
    for (const task of workflowTasks(text)) {
      const fn = props.tasks.get(task);
      if (!fn) throw new Error(`Workflow ${props.workflow} calls task ${task}, which has no function`);
      substitutions[`${task}FunctionArn`] = fn.function.functionArn;
      functionArns.push(fn.function.functionArn);
    }
    // Step Functions' log delivery wants the vended-logs prefix (it keeps the resource policy small).
    const logs = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/vendedlogs/states/${Stack.of(this).stackName}-${props.workflow}`,
      retention: props.logRetention,
    });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      definitionBody: DefinitionBody.fromString(text),
      definitionSubstitutions: substitutions,
      stateMachineType: StateMachineType.STANDARD,
      tracingEnabled: true,
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: true },
    });
    // Not grantInvoke(): it adds `<arn>:*` (every version), and the definitions call the function itself.
    this.stateMachine.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: functionArns }),
    );
    Validations.of(this.stateMachine.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "Step Functions' log delivery (logs:CreateLogDelivery and related) and X-Ray (PutTraceSegments, PutTelemetryRecords, GetSamplingRules/Targets) do not support resource-level permissions.",
    });
  }
}
