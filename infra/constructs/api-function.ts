import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDef } from '#shared/api/define';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One place to move every function to a newer Node.js line. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;

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

/** How a `secrets` key of a route maps to a secret and the variable that carries its ARN. */
export type SecretBindings = Readonly<
  Record<string, { readonly secret: ISecret; readonly environmentVariable: string }>
>;

export interface ApiFunctionProps {
  readonly route: RouteDef;
  readonly table: TableRef;
  readonly secretBindings: SecretBindings;
  /** variables every function gets (service name, log level, product settings) */
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
}

/**
 * The Lambda function behind one route. It owns the defaults (runtime, architecture, tracing, log
 * retention, bundling) and the least-privilege grants derived from the route definition: table
 * access from `tableAccess`, secret reads from `secrets`; nothing else is granted.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route } = props;
    const { table } = props.table;

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy (logs:* on every group).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${route.method} ${route.path}`,
    });
    logGroup.grantWrite(role);

    const environment: Record<string, string> = { ...props.environment, TABLE_NAME: table.tableName };
    const secrets = (route.secrets ?? []).map((key) => {
      const binding = props.secretBindings[key];
      if (!binding) throw new Error(`Route ${route.name} lists unknown secret '${key}'`);
      environment[binding.environmentVariable] = binding.secret.secretArn;
      return binding.secret;
    });

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(PROJECT_ROOT, 'functions', 'http', `${route.name}.ts`),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      description: `${route.method} ${route.path}`,
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // API Gateway gives up after 30 s; a handler that needs longer belongs in a workflow.
      timeout: Duration.seconds(15),
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
      environment,
      bundling: {
        // esbuild is a local dependency: synth works offline, without Docker.
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // Bundled CommonJS dependencies still call require() for Node built-ins.
        banner:
          "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        // Ship the SDK versions the tests ran against rather than whatever the runtime carries.
        bundleAwsSDK: true,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
      },
    });

    if (route.tableAccess === 'read' || route.tableAccess === 'write') {
      const actions =
        route.tableAccess === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
      const indexArns = props.table.indexNames.map((name) => `${table.tableArn}/index/${name}`);
      role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [table.tableArn, ...indexArns] }));
    }
    for (const secret of secrets) secret.grantRead(this.function);

    acknowledgeFunctionFindings(this.function, role);
  }
}

function acknowledgeFunctionFindings(fn: NodejsFunction, role: Role) {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 is the runtime the product is built and tested for (FUNCTION_RUNTIME); moving to a newer line is a deliberate, tested change.',
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
  });
}
