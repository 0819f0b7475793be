import { Duration } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { FEATURE_VARIABLES, type RouteDef } from '#shared/api/define';
import type { WorkflowName } from '#shared/workflows/names';
import { LambdaFunction, type TableRef } from './lambda-function';

export type { TableRef } from './lambda-function';

/** The deployed state machines by workflow name (each workflow construct adds its own). */
export type WorkflowMachines = Readonly<Partial<Record<WorkflowName, IStateMachine>>>;

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
  /** the API functions' one log group (see LambdaFunctionProps.logGroup) */
  readonly logGroup?: ILogGroup;
  readonly workflows: WorkflowMachines;
  /** the role of the route's grant profile (`grantProfile`), shared with the routes of the same one */
  readonly role?: Role;
  /** grants a route that `managesSchedules` what managing scan schedules takes */
  readonly scanSchedules?: { grantManage(fn: LambdaFunction): void };
}

/**
 * The Lambda function behind one route: the base function running `functions/http/<name>.ts`,
 * with the least-privilege grants the route definition asks for (table access from
 * `tableAccess`, secret reads from `secrets`, the customer role from `assumesCustomerRole`,
 * starting the workflows in `startsWorkflows`) and nothing else.
 */
export class ApiFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const { route } = props;
    super(scope, id, {
      entry: `functions/http/${route.name}.ts`,
      description: `${route.method} ${route.path}`,
      environment: props.environment,
      logRetention: props.logRetention,
      logGroup: props.logGroup,
      ...(route.timeoutSeconds && { timeout: Duration.seconds(route.timeoutSeconds) }),
      bundlesTemplateValidator: route.bundlesTemplateValidator,
      role: props.role,
    });
    if (route.assumesCustomerRole) this.grantAssumeCustomerRole();
    if (route.tableAccess === 'read' || route.tableAccess === 'write') {
      this.grantTable(props.table, route.tableAccess);
    }
    // The function of a feature's route is told the feature is on (the handler refuses otherwise).
    if (route.feature) this.function.addEnvironment(FEATURE_VARIABLES[route.feature], 'true');
    for (const workflow of route.startsWorkflows ?? []) {
      const machine = props.workflows[workflow];
      if (!machine)
        throw new Error(`Route ${route.name} starts workflow '${workflow}', which is not deployed`);
      this.grantStartWorkflow(workflow, machine);
    }
    if (route.managesSchedules) {
      if (!props.scanSchedules)
        throw new Error(`Route ${route.name} manages schedules, which are not deployed`);
      props.scanSchedules.grantManage(this);
    }
    for (const key of route.secrets ?? []) {
      const binding = props.secretBindings[key];
      if (!binding) throw new Error(`Route ${route.name} lists unknown secret '${key}'`);
      this.grantSecretRead(binding.secret, binding.environmentVariable);
    }
  }
}

/**
 * Everything a route's definition grants its function: routes with the same profile get exactly
 * the same permissions, so they can run as one role.
 */
export function grantProfile(route: RouteDef): string {
  return JSON.stringify([
    route.tableAccess ?? 'none',
    [...(route.secrets ?? [])].sort(),
    route.assumesCustomerRole ?? false,
    [...(route.startsWorkflows ?? [])].sort(),
    route.managesSchedules ?? false,
    route.sendsEmail ?? false,
    route.feature ?? null,
  ]);
}
