import { routeAuthorization } from '../synthesis/authorizer';
import { addLogGroup } from '../synthesis/parts';
import { getAtt, ref, stackName, sub } from './kit';
import type { ServiceSpec } from './types';

/**
 * An API Gateway WebSocket API: $connect, $disconnect and $default routes to the function behind
 * it (IAM-authorised connect), a logged stage, and the table that keeps connection ids.
 */
export const websocket: ServiceSpec = {
  id: 'websocket-api',
  block_name: 'Socket',
  family: 'ApiGateway',
  label: 'API Gateway WebSocket API',
  names: /\b(websocket apis?|api gateway websockets?|web ?sockets?)\b/,
  phrases:
    /\b(real[- ]time (chat|messages|updates|notifications) to (browsers|clients)|(?:two|2)[- ]way connections?)\b/,
  arabic: /(ويب ?سوكيت|اتصال ثنائي الاتجاه)/,
  cost: 'request',
  needs: ['lambda', 'dynamodb'],
  waits: true,
  emits: 'push',
  sends_to: ['lambda'],
  target: {
    actions: ['execute-api:ManageConnections'],
    arn: (n) => sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${n.main}}/*`),
  },
  push(ctx, from, to, delivery) {
    if (to.service !== 'lambda') return;
    // the first function takes every path ($default); each further one (Handler2) a path of its own
    const first = !ctx.resources[`${from.name}Integration`];
    const id = first ? `${from.name}Integration` : `${from.name}${to.name}Integration`;
    if (ctx.resources[id]) return;
    delivery.allow(
      'apigateway.amazonaws.com',
      sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${from.main}}/*`),
    );
    const integration = ctx.add(from.name, id, {
      Type: 'AWS::ApiGatewayV2::Integration',
      Properties: {
        ApiId: ref(from.main),
        IntegrationType: 'AWS_PROXY',
        IntegrationUri: sub(
          `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${${to.fn}.Arn}/invocations`,
        ),
      },
    });
    const routes = ['$connect', '$disconnect', '$default'].map((key) =>
      ctx.add(from.name, `${from.name}${key.slice(1).replace(/^./, (c) => c.toUpperCase())}Route`, {
        Type: 'AWS::ApiGatewayV2::Route',
        Properties: {
          ApiId: ref(from.main),
          RouteKey: key,
          AuthorizationType: key === '$connect' ? 'AWS_IAM' : 'NONE',
          Target: sub(`integrations/\${${integration}}`),
        },
      }),
    );
    const deployment = ctx.resources[`${from.name}Deployment`];
    if (deployment) deployment.DependsOn = routes;
  },
  build(ctx, name) {
    const api = ctx.add(name, `${name}Api`, {
      Type: 'AWS::ApiGatewayV2::Api',
      Properties: {
        Name: stackName(name),
        ProtocolType: 'WEBSOCKET',
        RouteSelectionExpression: '$request.body.action',
      },
    });
    const logs = addLogGroup(ctx, name, `${name}AccessLogs`);
    const deployment = ctx.add(name, `${name}Deployment`, {
      Type: 'AWS::ApiGatewayV2::Deployment',
      Properties: { ApiId: ref(api) },
    });
    ctx.add(name, `${name}Stage`, {
      Type: 'AWS::ApiGatewayV2::Stage',
      Properties: {
        ApiId: ref(api),
        StageName: 'prod',
        DeploymentId: ref(deployment),
        DefaultRouteSettings: {
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
          ThrottlingRateLimit: 100,
          ThrottlingBurstLimit: 200,
        },
        AccessLogSettings: {
          DestinationArn: getAtt(logs, 'Arn'),
          Format:
            '{"requestId":"$context.requestId","ip":"$context.identity.sourceIp","routeKey":"$context.routeKey","status":"$context.status","connectionId":"$context.connectionId"}',
        },
      },
    });
    ctx.output(
      `${name}Url`,
      sub(`wss://\${${api}}.execute-api.\${AWS::Region}.amazonaws.com/prod`),
      `${name}: WebSocket URL`,
    );
    return { service: 'websocket-api', name, main: api };
  },
};

/** An HTTP API (API Gateway v2) in front of a function: cheaper than REST, IAM-authorised, logged. */
export const httpApi: ServiceSpec = {
  id: 'http-api',
  block_name: 'HttpApi',
  family: 'ApiGateway',
  label: 'API Gateway HTTP API',
  names: /\b(api gateway http apis?|http apis?|apigatewayv2|api ?gateway v2)\b/,
  phrases: /$^/,
  // "واجهة HTTP" is this API, as "HTTP API" is
  arabic: /(واجه[ةه] http)/,
  // named, it is what a plain "API" of the same brief means (a title, "the API"), not a REST API beside it
  claims: [{ service: 'api-gateway', phrase: /^(apis?|واجه[ةه] برمجي[ةه]|واجهات برمجي[ةه])$/ }],
  cost: 'request',
  private_as: 'api-gateway',
  needs: ['lambda'],
  waits: true,
  emits: 'push',
  sends_to: ['lambda'],
  target: {
    actions: ['execute-api:Invoke'],
    arn: (n) => sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${n.main}}/*`),
  },
  push(ctx, from, to, delivery) {
    if (to.service !== 'lambda') return;
    // the first function takes every path ($default); each further one (Handler2) a path of its own
    const first = !ctx.resources[`${from.name}Integration`];
    const id = first ? `${from.name}Integration` : `${from.name}${to.name}Integration`;
    if (ctx.resources[id]) return;
    delivery.allow(
      'apigateway.amazonaws.com',
      sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${from.main}}/*`),
    );
    const integration = ctx.add(from.name, id, {
      Type: 'AWS::ApiGatewayV2::Integration',
      Properties: {
        ApiId: ref(from.main),
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: getAtt(to.fn ?? to.main, 'Arn'),
      },
    });
    ctx.add(from.name, first ? `${from.name}DefaultRoute` : `${from.name}${to.name}Route`, {
      Type: 'AWS::ApiGatewayV2::Route',
      Properties: {
        ApiId: ref(from.main),
        RouteKey: first ? '$default' : `ANY /${to.name.toLowerCase()}/{proxy+}`,
        ...routeAuthorization(ctx, from.name, from.main),
        Target: sub(`integrations/\${${integration}}`),
      },
    });
  },
  build(ctx, name) {
    const api = ctx.add(name, `${name}Api`, {
      Type: 'AWS::ApiGatewayV2::Api',
      Properties: { Name: stackName(name), ProtocolType: 'HTTP' },
    });
    const logs = addLogGroup(ctx, name, `${name}AccessLogs`);
    ctx.add(name, `${name}Stage`, {
      Type: 'AWS::ApiGatewayV2::Stage',
      Properties: {
        ApiId: ref(api),
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
        AccessLogSettings: {
          DestinationArn: getAtt(logs, 'Arn'),
          Format:
            '{"requestId":"$context.requestId","ip":"$context.identity.sourceIp","routeKey":"$context.routeKey","status":"$context.status"}',
        },
      },
    });
    ctx.output(`${name}Url`, getAtt(api, 'ApiEndpoint'), `${name} endpoint`);
    return { service: 'http-api', name, main: api };
  },
};
