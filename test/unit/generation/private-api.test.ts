import { beforeAll, describe, expect, it } from 'vitest';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(warmValidator, 60_000);

describe('an API the brief keeps off the internet', () => {
  it('named as an HTTP API, is built as a private REST API behind an execute-api endpoint (HTTP APIs cannot be private), still wired to its function', async () => {
    const result = await generateOffline(
      'An HTTP API with a Lambda behind it for our HR tools. No public endpoints: reachable from our VPC only.',
    );
    const resources = templateResources(result.security.template);
    expect(resources.some((r) => r.type === 'AWS::ApiGatewayV2::Api')).toBe(false);
    const api = resources.find((r) => r.type === 'AWS::ApiGateway::RestApi');
    expect(api?.props.EndpointConfiguration).toMatchObject({ Types: ['PRIVATE'] });
    expect(
      resources.some(
        (r) =>
          r.type === 'AWS::EC2::VPCEndpoint' && JSON.stringify(r.props.ServiceName).includes('execute-api'),
      ),
    ).toBe(true);
    expect(result.validity.ok).toBe(true);
    const checklist = JSON.parse(result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}') as {
      items: { kind: string; status: string; requirement: string }[];
    };
    const edges = checklist.items.filter((i) => i.kind === 'connection');
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.filter((i) => i.status !== 'met')).toEqual([]);
  }, 60_000);

  it('a regulated production API kept private gets no web ACL it did not ask for, and keeps its scores', async () => {
    const result = await generateOffline(
      'Production REST API for our bank’s loan officers, backed by a Lambda function and a DynamoDB table. NO public endpoints.',
    );
    const resources = templateResources(result.security.template);
    expect(
      resources.find((r) => r.type === 'AWS::ApiGateway::RestApi')?.props.EndpointConfiguration,
    ).toMatchObject({
      Types: ['PRIVATE'],
    });
    expect(resources.some((r) => r.type.startsWith('AWS::WAFv2::'))).toBe(false);
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  }, 60_000);
});
