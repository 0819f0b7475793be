import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import { methodAuthorization } from '../authorizer';
import type { SynthesisContext } from '../context';
import { addFunction } from '../function';
import { addLogGroup } from '../parts';
import { addWebAcl } from './web-acl';

const HANDLER = `exports.handler = async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'strict-transport-security': 'max-age=63072000' },
  body: JSON.stringify({ ok: true, path: event.path }),
});
`;

/** A REST API with IAM authorization (a Cognito authorizer when the design has users), WAF, access logs and throttling in front of one function. */
export function serverlessApi(ctx: SynthesisContext, block: BlockOfKind<'serverless-api'>): void {
  const b = block.name;
  const { fn } = addFunction(ctx, b, `${b}Handler`, {
    memoryMb: block.options.memory_mb,
    timeout: 10,
    code: HANDLER,
    environment: { STAGE: 'prod' },
    statements: ctx.dataAccess.map((access) => ({
      Effect: 'Allow',
      Action: access.actions,
      Resource: access.resources,
    })),
  });
  const api = ctx.add(b, `${b}RestApi`, {
    Type: 'AWS::ApiGateway::RestApi',
    Properties: {
      Name: sub(`\${AWS::StackName}-${b.toLowerCase()}`),
      EndpointConfiguration: { Types: ['REGIONAL'] },
    },
  });
  const uri = sub(
    `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${${fn}.Arn}/invocations`,
  );
  const integration = { Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST', Uri: uri };
  ctx.add(b, `${b}ProxyResource`, {
    Type: 'AWS::ApiGateway::Resource',
    Properties: { RestApiId: ref(api), ParentId: getAtt(api, 'RootResourceId'), PathPart: '{proxy+}' },
  });
  for (const [id, resource] of [
    [`${b}RootMethod`, getAtt(api, 'RootResourceId')],
    [`${b}ProxyMethod`, ref(`${b}ProxyResource`)],
  ] as const) {
    ctx.add(b, id, {
      Type: 'AWS::ApiGateway::Method',
      Properties: {
        RestApiId: ref(api),
        ResourceId: resource,
        HttpMethod: 'ANY',
        ...methodAuthorization(ctx, b, api),
        Integration: integration,
      },
    });
  }
  ctx.add(b, `${b}InvokePermission`, {
    Type: 'AWS::Lambda::Permission',
    Properties: {
      FunctionName: ref(fn),
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      SourceAccount: ref('AWS::AccountId'),
      SourceArn: sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${api}}/*`),
    },
  });
  addApiGatewayAccount(ctx);
  const accessLogs = addLogGroup(ctx, b, `${b}AccessLogs`);
  const deployment = ctx.add(b, `${b}Deployment`, {
    Type: 'AWS::ApiGateway::Deployment',
    DependsOn: [`${b}RootMethod`, `${b}ProxyMethod`],
    Properties: { RestApiId: ref(api) },
  });
  const stage = ctx.add(b, `${b}Stage`, {
    Type: 'AWS::ApiGateway::Stage',
    DependsOn: 'ApiGatewayAccount',
    Properties: {
      RestApiId: ref(api),
      DeploymentId: ref(deployment),
      StageName: 'prod',
      TracingEnabled: true,
      AccessLogSetting: {
        DestinationArn: getAtt(accessLogs, 'Arn'),
        Format:
          '{"requestId":"$context.requestId","ip":"$context.identity.sourceIp","caller":"$context.identity.caller","requestTime":"$context.requestTime","httpMethod":"$context.httpMethod","resourcePath":"$context.resourcePath","status":"$context.status","protocol":"$context.protocol","responseLength":"$context.responseLength"}',
      },
      MethodSettings: [
        {
          ResourcePath: '/*',
          HttpMethod: '*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
          MetricsEnabled: true,
          ThrottlingRateLimit: block.options.throttle_rps,
          ThrottlingBurstLimit: block.options.throttle_rps * 2,
        },
      ],
    },
  });
  addWebAcl(
    ctx,
    b,
    sub(`arn:\${AWS::Partition}:apigateway:\${AWS::Region}::/restapis/\${${api}}/stages/\${${stage}}`),
  );
  ctx.output(
    `${b}Url`,
    sub(`https://\${${api}}.execute-api.\${AWS::Region}.amazonaws.com/prod`),
    `${b} endpoint`,
  );
}

/** API Gateway writes logs through one role per account and region; this sets it once. */
export function addApiGatewayAccount(ctx: SynthesisContext): void {
  if (ctx.resources.ApiGatewayAccount) return;
  ctx.add('Platform', 'ApiLoggingRole', {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { Service: 'apigateway.amazonaws.com' },
            Action: 'sts:AssumeRole',
            Condition: { StringEquals: { 'aws:SourceAccount': ref('AWS::AccountId') } },
          },
        ],
      },
      ManagedPolicyArns: [
        sub(`arn:\${AWS::Partition}:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs`),
      ],
    },
  });
  ctx.add('Platform', 'ApiGatewayAccount', {
    Type: 'AWS::ApiGateway::Account',
    Properties: { CloudWatchRoleArn: getAtt('ApiLoggingRole', 'Arn') },
  });
}
