import { Aws, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ACCESS_ROLE_NAME } from '#shared/accounts/role-template';
import { FEATURE_VARIABLES, type RouteDef } from '#shared/api/define';
import { LambdaFunction, type TableRef } from './lambda-function';

export type { TableRef } from './lambda-function';

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
 * The Lambda function behind one route: the base function running `functions/http/<name>.ts`,
 * with the least-privilege grants the route definition asks for (table access from
 * `tableAccess`, secret reads from `secrets`) and nothing else.
 */
export class ApiFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const { route } = props;
    super(scope, id, {
      entry: `functions/http/${route.name}.ts`,
      description: `${route.method} ${route.path}`,
      environment: props.environment,
      logRetention: props.logRetention,
      ...(route.timeoutSeconds && { timeout: Duration.seconds(route.timeoutSeconds) }),
    });
    if (route.assumesCustomerRole) this.grantAssumeCustomerRole();
    if (route.tableAccess === 'read' || route.tableAccess === 'write') {
      this.grantTable(props.table, route.tableAccess);
    }
    // The function of a feature's route is told the feature is on (the handler refuses otherwise).
    if (route.feature) this.function.addEnvironment(FEATURE_VARIABLES[route.feature], 'true');
    for (const key of route.secrets ?? []) {
      const binding = props.secretBindings[key];
      if (!binding) throw new Error(`Route ${route.name} lists unknown secret '${key}'`);
      this.grantSecretRead(binding.secret, binding.environmentVariable);
    }
  }

  /**
   * sts:AssumeRole on the access role the role template creates, by name, in any account: the
   * accounts are the customers' and not known at deploy time. The role's trust policy (platform
   * account plus the user's id as external id) is what lets a call in.
   */
  private grantAssumeCustomerRole(): void {
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
}
