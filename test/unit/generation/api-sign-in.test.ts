import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import type { Checklist } from '#shared/generation/checklist/types';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

type Resource = { Type: string; Properties: Record<string, unknown> };

/** Generates the brief, checks it passed the gates, and hands back what the cases inspect. */
async function signedInDesign(brief: string) {
  const result = await generateOffline(brief);
  expect(result.validity.ok).toBe(true);
  for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  const resources = parseTemplate(result.security.template).body.Resources as Record<string, Resource>;
  const idOf = (type: string) => Object.keys(resources).filter((id) => resources[id]?.Type === type);
  const checklist = JSON.parse(
    result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}',
  ) as Checklist;
  const access = checklist.items.find((i) => i.kind === 'access');
  return { resources, idOf, access };
}

describe('users who sign in call the API with their sign-in', () => {
  it.each([
    [
      'the API block',
      'A mobile app backend: customers sign in and call a REST API that keeps their carts in DynamoDB.',
    ],
    [
      'a named API Gateway',
      'Users sign in with Amazon Cognito and call Amazon API Gateway backed by AWS Lambda and DynamoDB.',
    ],
  ])(
    '%s gets a Cognito user pool authorizer on every method',
    async (_what, brief) => {
      const { resources, idOf, access } = await signedInDesign(brief);
      const [pool] = idOf('AWS::Cognito::UserPool');
      const authorizers = Object.entries(resources).filter(
        ([, r]) => r.Type === 'AWS::ApiGateway::Authorizer',
      );
      expect(authorizers).toHaveLength(1);
      const [authorizerId, authorizer] = authorizers[0] as [string, Resource];
      expect(authorizer.Properties).toMatchObject({
        Type: 'COGNITO_USER_POOLS',
        ProviderARNs: [{ 'Fn::GetAtt': [pool, 'Arn'] }],
        IdentitySource: 'method.request.header.Authorization',
      });
      const methods = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGateway::Method');
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods)
        expect(method.Properties).toMatchObject({
          AuthorizationType: 'COGNITO_USER_POOLS',
          AuthorizerId: { Ref: authorizerId },
        });
      expect(access).toMatchObject({ status: 'met', resources: [pool, authorizerId] });
    },
    120_000,
  );

  it("an HTTP API gets a JWT authorizer that accepts only the user pool's tokens for its app client", async () => {
    const { resources, idOf, access } = await signedInDesign(
      'Our field staff sign in with Cognito and call an HTTP API; a Lambda function behind it files their visit reports.',
    );
    const [pool] = idOf('AWS::Cognito::UserPool');
    const [client] = idOf('AWS::Cognito::UserPoolClient');
    const authorizers = idOf('AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const authorizerId = authorizers[0] as string;
    expect(resources[authorizerId]?.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Sub': `https://cognito-idp.\${AWS::Region}.amazonaws.com/\${${pool}}` },
        Audience: [{ Ref: client }],
      },
    });
    const routes = idOf('AWS::ApiGatewayV2::Route').map((id) => resources[id] as Resource);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes)
      expect(route.Properties).toMatchObject({
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
      });
    expect(access).toMatchObject({ status: 'met', resources: [pool, authorizerId] });
  }, 120_000);

  it('an HTTP API with nobody signing in stays IAM-authorised', async () => {
    const result = await generateOffline(
      'An HTTP API in front of a Lambda function that returns exchange rates.',
    );
    const resources = parseTemplate(result.security.template).body.Resources as Record<string, Resource>;
    const routes = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.Properties.AuthorizationType).toBe('AWS_IAM');
    expect(Object.values(resources).some((r) => r.Type === 'AWS::ApiGatewayV2::Authorizer')).toBe(false);
  }, 120_000);

  it('the checklist holds every method and HTTP route to the user pool', () => {
    const brief = 'Members log in and use our API.';
    const pool = { Type: 'AWS::Cognito::UserPool', Properties: {} };
    const method = (props: Record<string, unknown>) => ({
      Type: 'AWS::ApiGateway::Method',
      Properties: { HttpMethod: 'GET', ...props },
    });
    const cognito = {
      Type: 'AWS::ApiGateway::Authorizer',
      Properties: { Type: 'COGNITO_USER_POOLS', ProviderARNs: [{ 'Fn::GetAtt': ['Pool', 'Arn'] }] },
    };
    const signedIn = { AuthorizationType: 'COGNITO_USER_POOLS', AuthorizerId: { Ref: 'Auth' } };
    expect(
      itemOf(checklistFor(brief, { Pool: pool, Auth: cognito, Get: method(signedIn) }), 'access'),
    ).toMatchObject({ status: 'met', resources: ['Pool', 'Auth'] });
    const iamOnly = checklistFor(brief, {
      Pool: pool,
      Auth: cognito,
      Get: method(signedIn),
      Post: method({ AuthorizationType: 'AWS_IAM' }),
      Preflight: method({ HttpMethod: 'OPTIONS', AuthorizationType: 'NONE' }),
    });
    expect(itemOf(iamOnly, 'access')).toMatchObject({ status: 'partly' });
    expect(itemOf(iamOnly, 'access').detail).toContain('Post');
    expect(
      itemOf(checklistFor(brief, { Get: method({ AuthorizationType: 'AWS_IAM' }) }), 'access').status,
    ).toBe('not-met');
    const http = (issuer: unknown) =>
      checklistFor(brief, {
        Pool: pool,
        Api: { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'HTTP' } },
        Jwt: {
          Type: 'AWS::ApiGatewayV2::Authorizer',
          Properties: { AuthorizerType: 'JWT', JwtConfiguration: { Issuer: issuer, Audience: ['x'] } },
        },
        Route: {
          Type: 'AWS::ApiGatewayV2::Route',
          Properties: { ApiId: { Ref: 'Api' }, AuthorizationType: 'JWT', AuthorizerId: { Ref: 'Jwt' } },
        },
      });
    expect(
      itemOf(http({ 'Fn::Sub': `https://cognito-idp.\${AWS::Region}.amazonaws.com/\${Pool}` }), 'access'),
    ).toMatchObject({ status: 'met', resources: ['Pool', 'Jwt'] });
    expect(itemOf(http('https://login.example.com'), 'access').status).toBe('not-met');
    // no API, no row
    expect(checklistFor(brief, { Pool: pool }).items.some((i) => i.kind === 'access')).toBe(false);
  });
});
