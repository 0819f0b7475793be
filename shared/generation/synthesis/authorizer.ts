import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from './context';
import { addFunction } from './function';

/** The design's user pool, when it has one (the user-directory block writes it before the APIs). */
function userPool(ctx: SynthesisContext): string | undefined {
  const block = ctx.plan.blocks.find((b) => b.kind === 'user-directory');
  const id = block ? `${block.name}UserPool` : undefined;
  return id && ctx.resources[id] ? id : undefined;
}

/**
 * How a REST API's methods are authorized: an API a delivery stream posts to, by the stream's
 * access key (see addAccessKeyAuthorizer); with the design's users signing in, by a Cognito user
 * pool authorizer on the API (the caller sends the user's token); without them, by IAM (SigV4).
 */
export function methodAuthorization(
  ctx: SynthesisContext,
  block: string,
  api: string,
): Record<string, unknown> {
  const keyed = `${api}AccessKeyAuthorizer`;
  if (ctx.resources[keyed]) return { AuthorizationType: 'CUSTOM', AuthorizerId: ref(keyed) };
  const pool = userPool(ctx);
  if (!pool) return { AuthorizationType: 'AWS_IAM' };
  const authorizer = `${api}UserPoolAuthorizer`;
  if (!ctx.resources[authorizer])
    ctx.add(block, authorizer, {
      Type: 'AWS::ApiGateway::Authorizer',
      Properties: {
        Name: 'signed-in-users',
        Type: 'COGNITO_USER_POOLS',
        RestApiId: ref(api),
        ProviderARNs: [getAtt(pool, 'Arn')],
        IdentitySource: 'method.request.header.Authorization',
      },
    });
  return { AuthorizationType: 'COGNITO_USER_POOLS', AuthorizerId: ref(authorizer) };
}

/**
 * How an HTTP API's routes are authorized: with the design's users signing in, by a JWT authorizer
 * that accepts only tokens the design's user pool issued to its app client; without them, by IAM.
 */
export function routeAuthorization(
  ctx: SynthesisContext,
  block: string,
  api: string,
): Record<string, unknown> {
  const pool = userPool(ctx);
  const client = pool?.replace(/UserPool$/, 'AppClient');
  if (!pool || !client || !ctx.resources[client]) return { AuthorizationType: 'AWS_IAM' };
  const authorizer = `${block}UserPoolAuthorizer`;
  if (!ctx.resources[authorizer])
    ctx.add(block, authorizer, {
      Type: 'AWS::ApiGatewayV2::Authorizer',
      Properties: {
        ApiId: ref(api),
        Name: 'signed-in-users',
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: sub(`https://cognito-idp.\${AWS::Region}.amazonaws.com/\${${pool}}`),
          Audience: [ref(client)],
        },
      },
    });
  return { AuthorizationType: 'JWT', AuthorizerId: ref(authorizer) };
}

/** Compares the access key a caller sends in `header` with the one kept in the secret, in constant time. */
const KEY_CHECK = `const { SecretsManagerClient, GetSecretValueCommand } = require('@aws-sdk/client-secrets-manager');
const { timingSafeEqual } = require('node:crypto');
const secrets = new SecretsManagerClient({});
let expected;
exports.handler = async (event) => {
  expected ??= Buffer.from(JSON.parse((await secrets.send(new GetSecretValueCommand({ SecretId: process.env.ACCESS_KEY_SECRET }))).SecretString).api_key);
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const given = Buffer.from(String(headers[process.env.ACCESS_KEY_HEADER] ?? ''));
  const allowed = given.length === expected.length && timingSafeEqual(given, expected);
  return { principalId: 'access-key', policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: allowed ? 'Allow' : 'Deny', Resource: event.methodArn }] } };
};
`;

/**
 * A REST API called by a service that cannot sign its requests (a Firehose HTTP endpoint delivery
 * sends its access key in a header): a request authorizer function checks that header against the
 * key in `secret`, and every method of the API, built before or after, uses it.
 */
export function addAccessKeyAuthorizer(
  ctx: SynthesisContext,
  block: string,
  api: string,
  secret: string,
  header: string,
): void {
  const id = `${api}AccessKeyAuthorizer`;
  if (ctx.resources[id]) return;
  const { fn } = addFunction(ctx, block, `${block}KeyCheck`, {
    memoryMb: 256,
    timeout: 5,
    code: KEY_CHECK,
    environment: { ACCESS_KEY_SECRET: ref(secret), ACCESS_KEY_HEADER: header.toLowerCase() },
    statements: [{ Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: ref(secret) }],
  });
  ctx.add(block, id, {
    Type: 'AWS::ApiGateway::Authorizer',
    Properties: {
      Name: 'access-key',
      Type: 'REQUEST',
      RestApiId: ref(api),
      AuthorizerUri: sub(
        `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${${fn}.Arn}/invocations`,
      ),
      IdentitySource: `method.request.header.${header}`,
      AuthorizerResultTtlInSeconds: 300,
    },
  });
  ctx.add(block, `${block}KeyCheckInvokeByApiGateway`, {
    Type: 'AWS::Lambda::Permission',
    Properties: {
      FunctionName: ref(fn),
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      SourceArn: sub(
        `arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${api}}/authorizers/\${${id}}`,
      ),
    },
  });
  // methods written before the delivery was wired switch to the key
  for (const resource of Object.values(ctx.resources)) {
    const props = resource.Properties as Record<string, unknown> | undefined;
    if (
      resource.Type !== 'AWS::ApiGateway::Method' ||
      JSON.stringify(props?.RestApiId) !== JSON.stringify(ref(api))
    )
      continue;
    if (!props) continue;
    delete props.AuthorizationScopes;
    props.AuthorizationType = 'CUSTOM';
    props.AuthorizerId = ref(id);
  }
}
