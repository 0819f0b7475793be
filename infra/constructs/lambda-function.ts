import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, Aws, DockerImage, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  Function as LambdaRuntimeFunction,
  LayerVersion,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { type ILogGroup, LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { ACCESS_ROLE_NAME } from '#shared/accounts/role-template';
import { stateMachineArnVariable, type WorkflowName } from '#shared/workflows/names';
import {
  type BundleGroup,
  entryOutputName,
  FUNCTION_RUNTIME,
  folderGroup,
  functionBundle,
  VALIDATOR_PACKAGE,
  VALIDATOR_WASM,
  VALIDATOR_WASM_DIR_VARIABLE,
} from './function-bundles';

export { FUNCTION_RUNTIME, VALIDATOR_WASM } from './function-bundles';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Spelled out instead of table.grantReadData(): those grants add `table/index/*`; we name each index.
const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** The product table and the names of its global secondary indexes. */
export interface TableRef {
  readonly table: ITable;
  readonly indexNames: readonly string[];
}

export interface LambdaFunctionProps {
  /** the handler file, relative to the project root (e.g. `functions/http/health.ts`), exporting `handler` */
  readonly entry: string;
  readonly description: string;
  /** variables every function gets (service name, log level, product settings) */
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** default 15 s: API Gateway gives up after 30 s, and a longer job belongs in a workflow */
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** the code can run AWS's offline template validator: the function gets its WebAssembly layer */
  readonly bundlesTemplateValidator?: boolean;
  /** the handlers built together with this one (default: every handler in the entry's folder) */
  readonly bundleGroup?: BundleGroup;
  /**
   * A log group shared with sibling functions (the HTTP API's), instead of one of its own: each
   * group is a CloudFormation resource, and the app stack is near the 500-resource limit.
   * Structured log lines carry the function's name, so one group still tells them apart.
   */
  readonly logGroup?: ILogGroup;
  /**
   * A role shared with sibling functions whose grants are exactly the same (the HTTP API's routes
   * of one grant profile), instead of one of its own: a role and its policy are two resources each,
   * and the app stack is near the 500-resource limit. Sharing never widens a function's rights.
   */
  readonly role?: Role;
}

/**
 * One log group for every function of a stack that is given none: a group each cost the app stack
 * ~35 of CloudFormation's 500 resources. Powertools' structured lines name their function
 * (function_name), which is what an operator filters on.
 */
export function stackFunctionLogs(scope: Construct, retention: RetentionDays): ILogGroup {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('FunctionLogs');
  return existing instanceof LogGroup ? existing : new LogGroup(stack, 'FunctionLogs', { retention });
}

/**
 * The base of every Lambda function of the product (route, workflow task and WebSocket
 * functions are built on it). It owns the defaults (Node 24, arm64, tracing, its own log group and
 * retention, grouped ESM bundles: see function-bundles.ts) and the grants: each grant gives the permission and sets the variable
 * that tells the code where the resource is, in one call, so neither can be forgotten.
 */
export class LambdaFunction extends Construct {
  readonly function: LambdaRuntimeFunction;
  readonly role: Role;
  /** the function has the layer with AWS's offline validator's WebAssembly */
  readonly bundlesTemplateValidator: boolean;

  constructor(scope: Construct, id: string, props: LambdaFunctionProps) {
    super(scope, id);
    this.bundlesTemplateValidator = props.bundlesTemplateValidator ?? false;
    const logGroup = props.logGroup ?? stackFunctionLogs(this, props.logRetention);
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy (logs:* on every group).
    this.role =
      props.role ??
      new Role(this, 'Role', {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Runs ${props.description}`,
      });
    logGroup.grantWrite(this.role);

    const group = props.bundleGroup ?? folderGroup(PROJECT_ROOT, props.entry);
    this.function = new LambdaRuntimeFunction(this, 'Function', {
      code: groupCode(props.entry, group),
      handler: functionBundleHandler(props.entry),
      description: props.description,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      environment: { ...props.environment },
    });
    if (this.bundlesTemplateValidator) {
      this.function.addLayers(templateValidatorLayer(Stack.of(this)));
      this.function.addEnvironment(VALIDATOR_WASM_DIR_VARIABLE, '/opt');
    }
    acknowledgeFunctionFindings(this.function, this.role);
  }

  /** Table access (named indexes only) and `TABLE_NAME`. */
  grantTable(ref: TableRef, access: 'read' | 'write'): void {
    const { table } = ref;
    const actions = access === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
    const indexArns = ref.indexNames.map((name) => `${table.tableArn}/index/${name}`);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: [table.tableArn, ...indexArns] }),
    );
    this.function.addEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * sts:AssumeRole on the access role the role template creates, by name, in any account: the
   * accounts are the customers' and not known at deploy time. The role's trust policy (platform
   * account plus the user's id as external id) is what lets a call in.
   */
  grantAssumeCustomerRole(): void {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: [`arn:${Aws.PARTITION}:iam::*:role/${ACCESS_ROLE_NAME}`],
      }),
    );
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:iam::*:role/${ACCESS_ROLE_NAME}]`,
      reason:
        'Customers link their own AWS accounts, unknown at deploy time; the grant is limited to the one role name the Sahab role template creates, whose trust policy requires the user id as external id.',
    });
  }

  /** states:StartExecution on one state machine only, and its ARN in `<NAME>_STATE_MACHINE_ARN`. */
  grantStartWorkflow(workflow: WorkflowName, machine: IStateMachine): void {
    machine.grantStartExecution(this.role);
    this.function.addEnvironment(stateMachineArnVariable(workflow), machine.stateMachineArn);
  }

  /** Read access to one secret, and its ARN in `environmentVariable`. */
  grantSecretRead(secret: ISecret, environmentVariable: string): void {
    secret.grantRead(this.function);
    this.function.addEnvironment(environmentVariable, secret.secretArn);
  }
}

/**
 * The function's code as a CDK asset bundled locally (esbuild is a dependency: synth works offline,
 * without Docker). CDK skips bundling for stacks it is not asked to bundle (tests), and hashes the
 * output, so every function of a group shares one uploaded asset.
 */
function groupCode(entry: string, group: BundleGroup): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      // CDK caches staged assets by their options, not by the bundling callback: naming the
      // group's folder here makes the functions of a group bundle once, and other groups apart.
      environment: {
        SAHAB_BUNDLE: `${group.name}:${group.entries.join(',')}`,
      },
      local: {
        tryBundle(outputDir) {
          cpSync(functionBundle(PROJECT_ROOT, entry, group).directory, outputDir, {
            recursive: true,
          });
          return true;
        },
      },
    },
  });
}

/**
 * One layer per stack holding AWS's offline validator's WebAssembly (9 MB), for the functions that
 * validate templates: extracted at /opt, where their bundled validator is told to look.
 */
function templateValidatorLayer(stack: Stack): LayerVersion {
  const id = 'TemplateValidatorLayer';
  const existing = stack.node.tryFindChild(id);
  if (existing instanceof LayerVersion) return existing;
  return new LayerVersion(stack, id, {
    description: "AWS's offline CloudFormation validator's WebAssembly",
    code: Code.fromAsset(join(PROJECT_ROOT, VALIDATOR_PACKAGE), { exclude: ['*', `!${VALIDATOR_WASM}`] }),
    compatibleRuntimes: [FUNCTION_RUNTIME],
    compatibleArchitectures: [Architecture.ARM_64],
  });
}

function functionBundleHandler(entry: string): string {
  return `${entryOutputName(entry)}.handler`;
}

function acknowledgeFunctionFindings(fn: LambdaRuntimeFunction, role: Role) {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 24 is the runtime the product is built and tested for (FUNCTION_RUNTIME); moving to a newer line is a deliberate, tested change.',
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
  });
}
