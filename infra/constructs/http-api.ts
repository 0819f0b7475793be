import { createHash } from 'node:crypto';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDef } from '#shared/api/define';
import {
  ApiFunction,
  type ApiFunctionProps,
  grantProfile,
  type SecretBindings,
  type TableRef,
  type WorkflowMachines,
} from './api-function';
import { stackFunctionLogs } from './lambda-function';
import { RoleInvokedLambdaIntegration } from './role-invoked-lambda';

/**
 * A function ARN is about 110 characters once deployed (a long stack name and route name, plus
 * CloudFormation's suffix): 40 of them stay well inside a managed policy's 6,144 characters.
 */
const INVOKE_ARNS_PER_POLICY = 40;

export interface HttpApiProps {
  readonly routes: readonly RouteDef[];
  readonly table: TableRef;
  readonly secretBindings: SecretBindings;
  /** the only origin allowed by CORS */
  readonly siteUrl: string;
  readonly issuerUrl: string;
  readonly clientId: string;
  /** variables every function gets */
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** the state machines routes may start (`startsWorkflows`) */
  readonly workflows: WorkflowMachines;
  /** what routes that manage scan schedules are granted (`managesSchedules`) */
  readonly scanSchedules?: ApiFunctionProps['scanSchedules'];
}

/** The HTTP API: one route and one Lambda function per entry of the route table. */
export class SahabHttpApi extends Construct {
  readonly api: HttpApi;
  /** `https://<id>.execute-api.<region>.amazonaws.com` (the `$default` stage, no trailing slash) */
  readonly apiUrl: string;
  readonly functions: ReadonlyMap<string, ApiFunction>;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);

    const api = new HttpApi(this, 'HttpApi', {
      apiName: Stack.of(this).stackName,
      description: 'Sahab HTTP API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [props.siteUrl],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.DELETE],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.hours(1),
      },
    });
    this.addDefaultStage(api, props.logRetention);

    // Cognito access tokens carry no `aud`; API Gateway then matches `client_id` against the audience.
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: [props.clientId],
      identitySource: ['$request.header.Authorization'],
    });

    // the stack's one log group for functions (a group per route would cost ~70 of its 500 resources)
    const functionLogs = stackFunctionLogs(this, props.logRetention);
    const functions = new Map<string, ApiFunction>();
    // One role per grant profile, shared by the routes that have it (two resources saved a route).
    const roles = new Map<string, Role>();
    const roleFor = (route: RouteDef) => {
      const profile = grantProfile(route);
      let role = roles.get(profile);
      if (!role) {
        // named after the profile, so adding a route never renames another profile's role
        role = new Role(this, `RouteRole${createHash('sha256').update(profile).digest('hex').slice(0, 10)}`, {
          assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
          description: `Runs the HTTP API routes granted ${profile}`.slice(0, 1000),
        });
        roles.set(profile, role);
      }
      return role;
    };
    // API Gateway invokes every route's function through this one role (see RoleInvokedLambdaIntegration).
    const invokeRole = new Role(this, 'ApiInvokeRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Lets the HTTP API invoke its route functions',
    });
    for (const route of props.routes) {
      const fn = new ApiFunction(this, pascalCase(route.name), {
        role: roleFor(route),
        route,
        table: props.table,
        secretBindings: props.secretBindings,
        environment: props.environment,
        logRetention: props.logRetention,
        logGroup: functionLogs,
        workflows: props.workflows,
        scanSchedules: props.scanSchedules,
      });
      const httpRoute = new HttpRoute(this, `${pascalCase(route.name)}Route`, {
        httpApi: api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new RoleInvokedLambdaIntegration(
          `${pascalCase(route.name)}Integration`,
          fn.function,
          invokeRole,
        ),
        // `subscribed` is enforced by the handler's middleware; API Gateway only checks the token.
        authorizer: route.access === 'public' ? new HttpNoneAuthorizer() : authorizer,
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design (route table access 'public').`,
        });
      }
      functions.set(route.name, fn);
    }
    // Managed policies of at most INVOKE_ARNS_PER_POLICY functions each: one inline policy naming
    // every function would pass IAM's 10,240-character limit for a role's inline policies.
    const arns = [...functions.values()].map((fn) => fn.function.functionArn);
    for (let start = 0; start < arns.length; start += INVOKE_ARNS_PER_POLICY) {
      new ManagedPolicy(this, `ApiInvokePolicy${start / INVOKE_ARNS_PER_POLICY + 1}`, {
        roles: [invokeRole],
        statements: [
          new PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: arns.slice(start, start + INVOKE_ARNS_PER_POLICY),
          }),
        ],
      });
    }

    this.api = api;
    this.apiUrl = api.apiEndpoint;
    this.functions = functions;
  }

  private addDefaultStage(api: HttpApi, retention: RetentionDays): HttpStage {
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention });
    return api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Per-account quotas are shared by every route; keep one client from exhausting them.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });
  }
}

function pascalCase(kebab: string): string {
  return kebab.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());
}
