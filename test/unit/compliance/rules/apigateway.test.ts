import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { apigatewayAuthorization } from '#shared/compliance/rules/apigateway/apigateway-authorization';
import { apigatewayDomainTls } from '#shared/compliance/rules/apigateway/apigateway-domain-tls';
import { apigatewayStageLogging } from '#shared/compliance/rules/apigateway/apigateway-stage-logging';
import { apigatewayWaf } from '#shared/compliance/rules/apigateway/apigateway-waf';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const stage = (props: Record<string, unknown> = {}, id = 'Prod') =>
  makeResource(id, 'AWS::ApiGateway::Stage', {
    RestApiId: ref('Api'),
    StageName: id.toLowerCase(),
    ...props,
  });
const accessLogs = { AccessLogSetting: { DestinationArn: ref('ApiLogs'), Format: '$context.requestId' } };
const executionLogs = { MethodSettings: [{ HttpMethod: '*', ResourcePath: '/*', LoggingLevel: 'ERROR' }] };

describe(apigatewayStageLogging.id, () => {
  it('Noncompliance 1: REST stage without access logs', () => {
    expect(evaluate(apigatewayStageLogging, stage(executionLogs)).status).toBe('fail');
  });

  it('Noncompliance 2: REST stage with access logs but execution logging OFF', () => {
    const result = evaluate(
      apigatewayStageLogging,
      stage({
        ...accessLogs,
        MethodSettings: [{ HttpMethod: '*', ResourcePath: '/*', LoggingLevel: 'OFF' }],
      }),
    );
    expect(result.status === 'fail' && result.message).toContain('execution logs');
  });

  it('Noncompliance 3: HTTP API stage without access logs', () => {
    const v2 = makeResource('Default', 'AWS::ApiGatewayV2::Stage', {
      ApiId: ref('HttpApi'),
      StageName: '$default',
    });
    expect(evaluate(apigatewayStageLogging, v2).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(apigatewayStageLogging, stage({ ...accessLogs, ...executionLogs })).status).toBe('pass');
    const v2 = makeResource('Default', 'AWS::ApiGatewayV2::Stage', {
      ApiId: ref('HttpApi'),
      AccessLogSettings: { DestinationArn: ref('ApiLogs') },
    });
    expect(evaluate(apigatewayStageLogging, v2).status).toBe('pass');
  });

  it('Unknown: LoggingLevel is set by a condition', () => {
    const settings = { MethodSettings: [{ HttpMethod: '*', ResourcePath: '/*', LoggingLevel: CONDITION }] };
    expect(evaluate(apigatewayStageLogging, stage({ ...accessLogs, ...settings })).status).toBe('unknown');
  });
});

describe(apigatewayWaf.id, () => {
  const association = (ResourceArn: unknown) =>
    makeResource('ApiWaf', 'AWS::WAFv2::WebACLAssociation', { ResourceArn, WebACLArn: ref('Acl') });

  it('Noncompliance 1: no web ACL association', () => {
    expect(evaluate(apigatewayWaf, stage()).status).toBe('fail');
  });

  it('Compliance: ARN built from the API and the stage, or from the API of a single stage', () => {
    expect(
      evaluate(apigatewayWaf, stage(), [association(unknownValue('text built from refs', ['Api', 'Prod']))])
        .status,
    ).toBe('pass');
    expect(evaluate(apigatewayWaf, stage(), [association(ref('Api'))]).status).toBe('pass');
  });

  it('Unknown: the association names the API, which has several stages', () => {
    const result = evaluate(apigatewayWaf, stage(), [association(ref('Api')), stage({}, 'Dev')]);
    expect(result.status).toBe('unknown');
  });

  it('Unknown: an association ARN comes from an import', () => {
    expect(evaluate(apigatewayWaf, stage(), [association(unknownValue('an imported value'))]).status).toBe(
      'unknown',
    );
  });
});

describe(apigatewayDomainTls.id, () => {
  const v1 = (props: Record<string, unknown> = {}) =>
    makeResource('ApiDomain', 'AWS::ApiGateway::DomainName', { DomainName: 'api.example.com', ...props });
  const v2 = (SecurityPolicy: unknown) =>
    makeResource('HttpDomain', 'AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.example.com',
      DomainNameConfigurations: [{ CertificateArn: 'arn:x', SecurityPolicy }],
    });

  it('Noncompliance 1: REST domain with TLS_1_0', () => {
    expect(evaluate(apigatewayDomainTls, v1({ SecurityPolicy: 'TLS_1_0' }))).toEqual({
      status: 'fail',
      message: "API Gateway domain name 'ApiDomain' uses security policy TLS_1_0, which accepts TLS 1.0.",
    });
  });

  it('Noncompliance 2: v2 domain configuration with TLS_1_0', () => {
    expect(evaluate(apigatewayDomainTls, v2('TLS_1_0')).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(apigatewayDomainTls, v1()).status).toBe('pass');
    expect(
      evaluate(apigatewayDomainTls, v1({ SecurityPolicy: 'SecurityPolicy_TLS13_1_3_2025_09' })).status,
    ).toBe('pass');
    expect(evaluate(apigatewayDomainTls, v2('TLS_1_2')).status).toBe('pass');
  });

  it('Unknown: SecurityPolicy is set by a condition', () => {
    expect(evaluate(apigatewayDomainTls, v1({ SecurityPolicy: CONDITION })).status).toBe('unknown');
  });

  it('Fix sets TLS_1_2 where the policy is weak', () => {
    const resource = v2('TLS_1_0');
    expect(apigatewayDomainTls.fix?.(resource, makeContext([resource]))).toEqual([
      {
        op: 'set',
        path: ['Resources', 'HttpDomain', 'Properties', 'DomainNameConfigurations', 0, 'SecurityPolicy'],
        value: 'TLS_1_2',
      },
    ]);
  });
});

describe(apigatewayAuthorization.id, () => {
  const method = (props: Record<string, unknown>) =>
    makeResource('GetItems', 'AWS::ApiGateway::Method', {
      RestApiId: ref('Api'),
      ResourceId: ref('Items'),
      ...props,
    });
  const route = (RouteKey: unknown, props: Record<string, unknown> = {}) =>
    makeResource('Route', 'AWS::ApiGatewayV2::Route', { ApiId: ref('WsApi'), RouteKey, ...props });
  const api = (ProtocolType: string) =>
    makeResource('WsApi', 'AWS::ApiGatewayV2::Api', { Name: 'a', ProtocolType });

  it('Noncompliance 1: REST method with AuthorizationType NONE', () => {
    expect(
      evaluate(apigatewayAuthorization, method({ HttpMethod: 'GET', AuthorizationType: 'NONE' })).status,
    ).toBe('fail');
  });

  it('Noncompliance 2: HTTP API route without AuthorizationType', () => {
    expect(evaluate(apigatewayAuthorization, route('POST /orders')).status).toBe('fail');
  });

  it('Noncompliance 3: WebSocket $connect without authorization', () => {
    expect(evaluate(apigatewayAuthorization, route('$connect'), [api('WEBSOCKET')]).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(
      evaluate(
        apigatewayAuthorization,
        method({ HttpMethod: 'GET', AuthorizationType: 'COGNITO_USER_POOLS' }),
      ).status,
    ).toBe('pass');
    expect(
      evaluate(apigatewayAuthorization, route('$default', { AuthorizationType: 'JWT' }), [api('HTTP')])
        .status,
    ).toBe('pass');
  });

  it('Not applicable: CORS preflight and WebSocket message routes', () => {
    expect(evaluate(apigatewayAuthorization, method({ HttpMethod: 'OPTIONS' })).status).toBe(
      'not_applicable',
    );
    expect(evaluate(apigatewayAuthorization, route('sendMessage'), [api('WEBSOCKET')]).status).toBe(
      'not_applicable',
    );
    expect(evaluate(apigatewayAuthorization, route('$default'), [api('WEBSOCKET')]).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: AuthorizationType is set by a condition', () => {
    expect(
      evaluate(apigatewayAuthorization, method({ HttpMethod: 'GET', AuthorizationType: CONDITION })).status,
    ).toBe('unknown');
  });
});
