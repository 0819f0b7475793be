import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { parseTemplate } from '#shared/cfn/parse';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);
afterAll(() => disposeTemplateValidator());

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string | string[] };
type Statement = { Action: string | string[]; Resource: unknown };

async function templateOf(brief: string) {
  const result = await generateOffline(brief);
  expect(result.validity.ok).toBe(true);
  for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  const resources = parseTemplate(result.security.template).body.Resources as Record<string, Resource>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  return { resources, ofType };
}

const statementsOf = (role: Resource | undefined) =>
  ((role?.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('a bucket mounted as a file system through S3 Files', () => {
  it('the function mounts the access point after the mount targets and may mount only that file system', async () => {
    const { resources, ofType } = await templateOf(
      'Our report builder on Lambda opens the CSV files in an S3 bucket with plain file reads, through Amazon S3 Files.',
    );
    const [[fsId, fs] = []] = ofType('AWS::S3Files::FileSystem');
    const [[apId] = []] = ofType('AWS::S3Files::AccessPoint');
    const targets = ofType('AWS::S3Files::MountTarget').map(([id]) => id);
    expect(fsId && apId).toBeTruthy();
    expect(targets.length).toBeGreaterThanOrEqual(2);
    // the file system is over the design's own (encrypted, versioned) bucket
    const bucket =
      (fs?.Properties.Bucket as { 'Fn::GetAtt': [string, string] } | undefined)?.['Fn::GetAtt'][0] ?? '';
    expect(resources[bucket]?.Type).toBe('AWS::S3::Bucket');
    const [[, fn] = []] = ofType('AWS::Lambda::Function').filter(([, f]) => f.Properties.FileSystemConfigs);
    expect(fn?.Properties.FileSystemConfigs).toEqual([
      { Arn: { 'Fn::GetAtt': [apId, 'AccessPointArn'] }, LocalMountPath: '/mnt/data' },
    ]);
    expect([fn?.DependsOn ?? []].flat()).toEqual(expect.arrayContaining(targets));
    const role =
      resources[
        (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] } | undefined)?.['Fn::GetAtt'][0] ?? ''
      ];
    const mount = statementsOf(role).filter((s) => actionsOf(s).includes('s3files:ClientMount'));
    expect(mount).toEqual([
      {
        Effect: 'Allow',
        Action: ['s3files:ClientMount', 's3files:ClientWrite'],
        Resource: { 'Fn::GetAtt': [fsId, 'FileSystemArn'] },
      },
    ]);
  });
});

describe('CloudFront in front of a REST API', () => {
  it('serves the API under /api/* and the API blocks what did not come through the distribution', async () => {
    const { resources, ofType } = await templateOf(
      'A CloudFront distribution serves our single-page app from S3 and, in front of it too, the API Gateway REST API whose Lambda function stores orders in DynamoDB.',
    );
    const [[secret] = []] = ofType('AWS::SecretsManager::Secret');
    expect(secret).toBeTruthy();
    const value = { 'Fn::Sub': `{{resolve:secretsmanager:\${${secret}}:SecretString}}` };
    const [[, distribution] = []] = ofType('AWS::CloudFront::Distribution');
    const config = distribution?.Properties.DistributionConfig as {
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      CacheBehaviors?: { PathPattern: string; TargetOriginId: string }[];
    };
    const api = config.Origins.find((o) => o.OriginCustomHeaders);
    expect(api?.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: value }]);
    expect(config.CacheBehaviors).toEqual([
      expect.objectContaining({ PathPattern: '/api/*', TargetOriginId: api?.Id }),
    ]);
    // the regional web ACL on the API's stage blocks any request without that exact header value
    const regional = ofType('AWS::WAFv2::WebACL').find(([, acl]) => acl.Properties.Scope === 'REGIONAL');
    const rules = (regional?.[1].Properties.Rules ?? []) as { Action?: unknown; Statement: unknown }[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        Action: { Block: {} },
        Statement: {
          NotStatement: {
            Statement: {
              ByteMatchStatement: expect.objectContaining({
                FieldToMatch: { SingleHeader: { Name: 'x-origin-verify' } },
                PositionalConstraint: 'EXACTLY',
                SearchString: value,
              }),
            },
          },
        },
      }),
    );
    expect(Object.values(resources).some((r) => r.Type === 'AWS::ApiGateway::RestApi')).toBe(true);
  });
});
