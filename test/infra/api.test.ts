import { Match } from 'aws-cdk-lib/assertions';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appLogicalId,
  type InfraFixture,
  roleStatements,
  routeActions,
  routeFunctionIds,
  synthInfra,
} from '../fixtures/infra';

const WRITE_ACTION = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems|\*)$/;

describe('api: HTTP API with one Lambda per route', () => {
  let infra: InfraFixture;
  beforeAll(() => {
    infra = synthInfra();
  });

  it('has exactly one Node.js 24 arm64 traced function per route, all logging to one group with retention', () => {
    const logGroups = new Set<string>();
    for (const route of infra.routes) {
      const { functionId } = routeFunctionIds(infra, route.name);
      const fn = infra.appStack.toJSON().Resources[functionId];
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        // the route's module in the API routes' shared bundle
        Handler: `http--${route.name}.handler`,
        TracingConfig: { Mode: 'Active' },
        Description: `${route.method} ${route.path}`,
      });
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref;
      expect(infra.appStack.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(365);
      logGroups.add(logGroupId);
    }
    // one group for the API's functions: a group per function would not fit the stack's 500 resources
    expect(logGroups.size).toBe(1);
    // every Node.js function of the HTTP API (the catalog seed, workflow tasks and sockets are elsewhere)
    const apiFunctions = infra.stacks.app.api.node
      .findAll()
      .filter((construct): construct is CfnFunction => construct instanceof CfnFunction)
      .filter((fn) => fn.runtime === 'nodejs24.x');
    expect(apiFunctions).toHaveLength(infra.routes.length);
  });

  it('logs every function of the app stack to one group (a group each would not fit its 500 resources)', () => {
    type Resource = { Type: string; Properties: { LoggingConfig?: { LogGroup: unknown } } };
    const functions = Object.values(infra.appStack.toJSON().Resources as Record<string, Resource>).filter(
      (resource) => resource.Type === 'AWS::Lambda::Function' && resource.Properties.LoggingConfig,
    );
    const groups = new Set(functions.map((fn) => JSON.stringify(fn.Properties.LoggingConfig?.LogGroup)));
    expect(functions.length).toBeGreaterThan(infra.routes.length);
    expect([...groups]).toHaveLength(1);
  });

  it('gives every function the service name, and the table name exactly to those with table access', () => {
    for (const route of infra.routes) {
      const { functionId } = routeFunctionIds(infra, route.name);
      const variables = infra.appStack.toJSON().Resources[functionId].Properties.Environment.Variables;
      expect(variables, route.name).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'sahab', LOG_LEVEL: 'INFO' });
      // settings no function reads are not set (they would only leak deployment details)
      expect(Object.keys(variables), route.name).not.toContain('SAHAB_STAGE');
      expect(Object.keys(variables), route.name).not.toContain('SAHAB_IN_KINGDOM_REGIONS');
      if (route.tableAccess === 'read' || route.tableAccess === 'write') {
        expect(variables.TABLE_NAME, route.name).toEqual({
          'Fn::ImportValue': expect.stringMatching(/DataTable/),
        });
      } else {
        expect(variables.TABLE_NAME, route.name).toBeUndefined();
      }
    }
    expect(infra.routes.some((route) => route.tableAccess === 'none')).toBe(true);
  });

  it('routes each entry of the route table, with the JWT authorizer on exactly the non-public ones', () => {
    // the HTTP API's own routes and authorizer (the live-updates WebSocket API has its own)
    const onHttpApi = { Properties: { ApiId: { Ref: appLogicalId(infra, infra.stacks.app.api.api) } } };
    const routes = Object.values(infra.appStack.findResources('AWS::ApiGatewayV2::Route', onHttpApi));
    expect(routes).toHaveLength(infra.routes.length);
    const authorizers = Object.keys(infra.appStack.findResources('AWS::ApiGatewayV2::Authorizer', onHttpApi));
    expect(authorizers).toHaveLength(1);
    const [authorizerId] = authorizers;
    for (const route of infra.routes) {
      const deployed = routes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      expect(deployed, route.name).toBeDefined();
      if (route.access === 'public') {
        expect(deployed?.Properties.AuthorizationType, route.name).toBe('NONE');
        expect(deployed?.Properties.AuthorizerId, route.name).toBeUndefined();
      } else {
        expect(deployed?.Properties.AuthorizationType, route.name).toBe('JWT');
        expect(deployed?.Properties.AuthorizerId, route.name).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('invokes each route function through one API Gateway role that may invoke exactly those functions', () => {
    const onHttpApi = { Properties: { ApiId: { Ref: appLogicalId(infra, infra.stacks.app.api.api) } } };
    const integrations = Object.values(
      infra.appStack.findResources('AWS::ApiGatewayV2::Integration', onHttpApi),
    );
    expect(integrations).toHaveLength(infra.routes.length);
    const roleIds = new Set(integrations.map((i) => i.Properties.CredentialsArn?.['Fn::GetAtt']?.[0]));
    expect(roleIds.size).toBe(1);
    const [roleId] = [...roleIds];
    const role = infra.appStack.toJSON().Resources[roleId];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Principal: { Service: 'apigateway.amazonaws.com' },
        Action: 'sts:AssumeRole',
      }),
    ]);
    const invoked = roleStatements(infra, roleId).flatMap((statement) => {
      expect([statement.Action].flat()).toEqual(['lambda:InvokeFunction']);
      return [statement.Resource].flat().map((arn) => (arn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]);
    });
    const routeFunctions = infra.routes.map((route) => routeFunctionIds(infra, route.name).functionId);
    expect(invoked.sort()).toEqual([...routeFunctions].sort());
    // each integration calls its own route's function
    for (const integration of integrations)
      expect(routeFunctions).toContain(integration.Properties.IntegrationUri['Fn::GetAtt'][0]);
    // no resource-based permission lets API Gateway invoke a route function besides the role
    const permissions = Object.values(infra.appStack.findResources('AWS::Lambda::Permission')).filter((p) =>
      routeFunctions.includes(p.Properties.FunctionName?.['Fn::GetAtt']?.[0]),
    );
    expect(permissions).toEqual([]);
  });

  it('checks Cognito tokens: issuer of the user pool, audience of the web client', () => {
    const [clientId] = Object.keys(infra.appStack.findResources('AWS::Cognito::UserPoolClient'));
    infra.appStack.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.',
              { Ref: 'AWS::Region' },
              '.amazonaws.com/',
              { 'Fn::ImportValue': Match.stringLikeRegexp('UserPool') },
            ],
          ],
        },
      },
    });
  });

  it('grants table access by the route table: read routes get no write action, none-routes no table', () => {
    for (const route of infra.routes) {
      const tableActions = routeActions(infra, route.name).filter((action) => action.startsWith('dynamodb:'));
      if (route.tableAccess === 'none' || !route.tableAccess) expect(tableActions, route.name).toEqual([]);
      if (route.tableAccess === 'read') {
        expect(tableActions, route.name).toContain('dynamodb:Query');
        expect(
          tableActions.filter((action) => WRITE_ACTION.test(action)),
          route.name,
        ).toEqual([]);
      }
      if (route.tableAccess === 'write') expect(tableActions, route.name).toContain('dynamodb:PutItem');
    }
    expect(infra.routes.some((route) => route.tableAccess === 'read')).toBe(true);
  });

  it('lets only routes that act in the linked account assume its access role (the change-set routes among them), on that role name', () => {
    const assumers: string[] = [];
    for (const route of infra.routes) {
      const { roleId } = routeFunctionIds(infra, route.name);
      const assume = roleStatements(infra, roleId).filter((s) =>
        [s.Action].flat().includes('sts:AssumeRole'),
      );
      expect(assume.length > 0, route.name).toBe(route.assumesCustomerRole === true);
      if (assume.length === 0) continue;
      assumers.push(route.name);
      expect(JSON.stringify(assume.map((s) => s.Resource)), route.name).toContain(':role/SahabAccessRole');
      // CloudFormation is called as the customer's role, never as the platform's own
      expect(
        routeActions(infra, route.name).some((a) => a.startsWith('cloudformation:')),
        route.name,
      ).toBe(false);
    }
    expect(assumers).toEqual(
      expect.arrayContaining([
        'deployments-change-set-create',
        'deployments-change-set-execute',
        'deployments-change-set-delete',
      ]),
    );
    expect(assumers).not.toContain('deployments-history');
  });

  it('logs access on the $default stage and throttles it; CORS allows only the site origin', () => {
    const [distributionId] = Object.keys(infra.appStack.findResources('AWS::CloudFront::Distribution'));
    infra.appStack.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
    infra.appStack.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
      },
    });
  });
});
