import { Aws, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { taskFileName } from '#shared/workflows/names';
import { AslWorkflow } from './asl-workflow';
import { LambdaFunction, type TableRef } from './lambda-function';

/** What each task of the generation workflow needs. */
interface TaskNeeds {
  /** calls the agents' model (Bedrock when one is configured) */
  readonly callsModel?: boolean;
  readonly bundlesTemplateValidator?: boolean;
  readonly memorySize?: number;
  readonly timeoutSeconds?: number;
}

/** The compliance engine, the cost model, AWS's validator and elkjs want memory and time. */
const TASKS: Readonly<Record<string, TaskNeeds>> = {
  ChiefArchitect: { callsModel: true, timeoutSeconds: 300 },
  LeadArchitect: { callsModel: true, timeoutSeconds: 300 },
  SynthesizeTemplate: { memorySize: 1024 },
  SecurityReview: { memorySize: 1769, timeoutSeconds: 120 },
  CostReview: { memorySize: 1024 },
  ValidityGate: { bundlesTemplateValidator: true, memorySize: 1769, timeoutSeconds: 120 },
  DrawDiagram: { memorySize: 1769, timeoutSeconds: 120 },
  WriteArtifacts: { memorySize: 1769, timeoutSeconds: 120 },
  FailSession: {},
};

/** Bedrock model ids of a cross-region inference profile start with a geography. */
const PROFILE_PREFIX = /^(us|eu|apac|us-gov|ca|jp|au|global)\./;

export interface BedrockModel {
  /** a foundation model id or a cross-region inference profile id */
  readonly modelId: string;
}

export interface GenerationWorkflowProps {
  readonly table: TableRef;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** the model the architects call in Bedrock; absent, they run the offline planner */
  readonly bedrock?: BedrockModel;
}

/**
 * The generate-design state machine (`infra/workflows/generate-design.asl.json`, the security and
 * cost agents in a Parallel state) and one function per task. Only the architects' functions may
 * call Bedrock, and only the configured model or inference profile.
 */
export class GenerationWorkflow extends Construct {
  readonly tasks: ReadonlyMap<string, LambdaFunction>;
  readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: GenerationWorkflowProps) {
    super(scope, id);
    const tasks = new Map<string, LambdaFunction>();
    // This workflow's tasks are built together (shared chunks), apart from other workflows' tasks.
    const bundleGroup = { name: 'generation-tasks', entries: Object.keys(TASKS).map(taskEntry) };
    for (const [task, needs] of Object.entries(TASKS)) {
      const fn = new LambdaFunction(this, `${task}Task`, {
        entry: taskEntry(task),
        bundleGroup,
        description: `the ${task} task of the generation workflow`,
        environment: props.environment,
        logRetention: props.logRetention,
        timeout: Duration.seconds(needs.timeoutSeconds ?? 60),
        memorySize: needs.memorySize,
        bundlesTemplateValidator: needs.bundlesTemplateValidator,
      });
      fn.grantTable(props.table, 'write');
      if (needs.callsModel && props.bedrock) grantBedrockModel(fn, props.bedrock);
      tasks.set(task, fn);
    }
    this.tasks = tasks;
    this.stateMachine = new AslWorkflow(this, 'GenerateDesignWorkflow', {
      workflow: 'generate-design',
      tasks,
      logRetention: props.logRetention,
    }).stateMachine;
  }
}

/**
 * bedrock:InvokeModel (which also authorises Converse) on the configured model only. An inference
 * profile routes each request to the same foundation model in one of several regions, so the
 * profile and that model in any region are granted.
 */
function grantBedrockModel(fn: LambdaFunction, model: BedrockModel): void {
  const profile = PROFILE_PREFIX.test(model.modelId);
  const foundation = model.modelId.replace(PROFILE_PREFIX, '');
  const resources = profile
    ? [
        `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${model.modelId}`,
        `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${foundation}`,
      ]
    : [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${model.modelId}`];
  fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
  if (profile) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${foundation}]`,
      reason:
        'A cross-region inference profile sends each request to this one foundation model in whichever of its regions has capacity; the grant names the model and only the regions vary.',
    });
  }
}

function taskEntry(task: string): string {
  return `functions/tasks/${taskFileName(task)}.ts`;
}
