import { beforeAll, describe, expect, it } from 'vitest';
import type { LambdaFunction } from '#infra/constructs/lambda-function';
import {
  appLogicalId,
  deployedSiteConfig,
  type InfraFixture,
  roleStatements,
  routeActions,
  synthInfra,
} from '../fixtures/infra';

describe('live updates: API Gateway WebSocket API', () => {
  let infra: InfraFixture;
  let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  let apiId: string;
  const onSocketApi = () => ({ Properties: { ApiId: { Ref: apiId } } });
  const functionVariables = (fn: LambdaFunction) => {
    const resource = resources[appLogicalId(infra, fn.function)];
    return (resource?.Properties.Environment as { Variables: object } | undefined)?.Variables;
  };

  beforeAll(() => {
    infra = synthInfra();
    resources = infra.appStack.toJSON().Resources;
    apiId = appLogicalId(infra, infra.stacks.app.live.api);
  });

  it('authorises $connect with a Lambda authorizer on the token and topic of the query string', () => {
    const routes = Object.values(infra.appStack.findResources('AWS::ApiGatewayV2::Route', onSocketApi()));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
    const connect = routes.find((route) => route.Properties.RouteKey === '$connect');
    expect(connect?.Properties.AuthorizationType).toBe('CUSTOM');
    const [authorizer] = Object.entries(
      infra.appStack.findResources('AWS::ApiGatewayV2::Authorizer', onSocketApi()),
    );
    expect(connect?.Properties.AuthorizerId).toEqual({ Ref: authorizer?.[0] });
    expect(authorizer?.[1].Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token', 'route.request.querystring.topic'],
    });
  });

  it('checks tokens against the user pool and the web client, and may only read the table (topic owners)', () => {
    const authorize = infra.stacks.app.live.node.findChild('Authorize') as LambdaFunction;
    const [clientId] = Object.keys(infra.appStack.findResources('AWS::Cognito::UserPoolClient'));
    expect(functionVariables(authorize)).toMatchObject({
      OIDC_CLIENT_ID: { Ref: clientId },
      OIDC_ISSUER: { 'Fn::Join': ['', expect.arrayContaining(['https://cognito-idp.'])] },
    });
    const actions = roleStatements(infra, appLogicalId(infra, authorize.role)).flatMap((s) =>
      [s.Action].flat(),
    );
    const tableActions = actions.filter((action) => action.startsWith('dynamodb:'));
    expect(tableActions.length).toBeGreaterThan(0);
    expect(tableActions.filter((action) => /Put|Update|Delete|Write/.test(action))).toEqual([]);
    expect(functionVariables(authorize)).toHaveProperty('TABLE_NAME');
  });

  it('throttles its one stage', () => {
    const stages = Object.values(infra.appStack.findResources('AWS::ApiGatewayV2::Stage', onSocketApi()));
    expect(stages).toHaveLength(1);
    expect(stages[0]?.Properties).toMatchObject({
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 50 },
    });
  });

  it('lets only the publishing tasks post to connections, on this stage, and tells them where', () => {
    const { publishers } = infra.stacks.app.live;
    const publish = infra.stacks.app.deployments.tasks.get('PublishUpdate');
    expect(publishers).toContain(publish);
    const allRoles = Object.keys(infra.appStack.findResources('AWS::IAM::Role'));
    const posters = allRoles.filter((roleId) =>
      roleStatements(infra, roleId).some((s) => [s.Action].flat().includes('execute-api:ManageConnections')),
    );
    expect(posters.sort()).toEqual(publishers.map((fn) => appLogicalId(infra, fn.role)).sort());
    for (const publisher of publishers) {
      const grant = roleStatements(infra, appLogicalId(infra, publisher.role)).find((s) =>
        [s.Action].flat().includes('execute-api:ManageConnections'),
      );
      expect(JSON.stringify(grant?.Resource)).toContain(`{"Ref":"${apiId}"},"/live/*/@connections/*"`);
      expect(functionVariables(publisher)).toMatchObject({
        LIVE_UPDATES_ENDPOINT: {
          'Fn::Join': ['', expect.arrayContaining(['https://', { Ref: apiId }, '/live'])],
        },
      });
    }
    for (const route of infra.routes) {
      expect(routeActions(infra, route.name), route.name).not.toContain('execute-api:ManageConnections');
    }
  });

  it("gives the web app the socket's address with the place of the topic", () => {
    expect(deployedSiteConfig(infra).wsUrl).toBe(
      `wss://<Ref ${apiId}>.execute-api.<Ref AWS::Region>.<Ref AWS::URLSuffix>/live?topic={topic}`,
    );
  });
});
