import { describe, expect, it } from 'vitest';
import { isTemplateError } from '#shared/cfn/index';
import { isUnknown } from '#shared/cfn/unknown';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import type { Rule } from '#shared/compliance/types';
import { makeRule, readSampleTemplate } from '#test/fixtures/compliance';

const versioned = makeRule('s3-versioned', ['AWS::S3::Bucket'], (resource) =>
  resource.properties.VersioningConfiguration
    ? { status: 'pass' }
    : { status: 'fail', message: `Bucket ${resource.logicalId} has no versioning.` },
);
const queueCount = makeRule('sqs-count', ['AWS::SQS::Queue', 'AWS::SNS::Topic'], (_resource, ctx) =>
  ctx.ofType('AWS::SQS::Queue').length > 0 ? { status: 'pass' } : { status: 'not_applicable' },
);

const TEMPLATE = `Resources:
  Logs:
    Type: AWS::S3::Bucket
  Data:
    Type: AWS::S3::Bucket
    Properties:
      VersioningConfiguration: {Status: Enabled}
  Jobs:
    Type: AWS::SQS::Queue
  Key:
    Type: AWS::KMS::Key
`;

describe('loadTemplate', () => {
  it('parses, resolves and builds the context rules read', () => {
    const { parsed, resources, ctx, notes } = loadTemplate(TEMPLATE, { region: 'me-south-1' });
    expect(parsed.format).toBe('yaml');
    expect(resources.map((r) => r.logicalId)).toEqual(['Logs', 'Data', 'Jobs', 'Key']);
    expect(ctx.byId('Jobs')?.type).toBe('AWS::SQS::Queue');
    expect(ctx.region).toBe('me-south-1');
    expect(notes).toEqual([]);
  });

  it('leaves the region unknown when it is not given', () => {
    expect(isUnknown(loadTemplate(TEMPLATE).ctx.region)).toBe(true);
  });

  it('throws only TemplateError for unreadable text', () => {
    expect(() => loadTemplate('Resources: [')).toThrow();
    try {
      loadTemplate('Resources: [');
    } catch (error) {
      expect(isTemplateError(error)).toBe(true);
    }
  });
});

describe('evaluateTemplate', () => {
  it('runs each rule only on the resource types it names', () => {
    const { resources, ctx } = loadTemplate(TEMPLATE);
    const outcomes = evaluateTemplate(resources, ctx, [versioned, queueCount]);
    const summary = outcomes.map((o) => `${o.rule.id}:${o.resource.logicalId}:${o.evaluation.status}`);
    expect(summary).toEqual(['s3-versioned:Logs:fail', 's3-versioned:Data:pass', 'sqs-count:Jobs:pass']);
  });

  it('turns a rule that throws into an unknown outcome and carries on', () => {
    const broken = makeRule('s3-broken', ['AWS::S3::Bucket'], () => {
      throw new TypeError('cannot read BucketName');
    });
    const { resources, ctx } = loadTemplate(TEMPLATE);
    const outcomes = evaluateTemplate(resources, ctx, [broken, versioned]);
    expect(outcomes).toHaveLength(4);
    expect(outcomes[0].evaluation).toEqual({
      status: 'unknown',
      reason: 'the rule failed: cannot read BucketName',
    });
    expect(outcomes[1].evaluation.status).toBe('fail');
  });

  it('turns a rule that answers nothing into an unknown outcome', () => {
    const silent = makeRule(
      's3-silent',
      ['AWS::S3::Bucket'],
      () => undefined as unknown as ReturnType<Rule['evaluate']>,
    );
    const { resources, ctx } = loadTemplate(TEMPLATE);
    expect(evaluateTemplate(resources, ctx, [silent])[0].evaluation.status).toBe('unknown');
  });

  it('reports every rule as unknown on a resource whose Properties cannot be resolved', () => {
    const { resources, ctx } = loadTemplate(
      'Resources:\n  Logs:\n    Type: AWS::S3::Bucket\n    Properties: !Transform {Name: AWS::Include}\n',
    );
    const [outcome] = evaluateTemplate(resources, ctx, [versioned]);
    expect(outcome.evaluation).toEqual({
      status: 'unknown',
      reason: 'its Properties are produced by the macro AWS::Include at deployment',
    });
  });

  it('evaluates the sample templates with every registered rule', () => {
    const { resources, ctx } = loadTemplate(readSampleTemplate('insecure.yaml'), { region: 'me-south-1' });
    const outcomes = evaluateTemplate(resources, ctx);
    for (const outcome of outcomes) {
      expect(outcome.rule.resourceTypes).toContain(outcome.resource.type);
      expect(outcome.evaluation.status === 'unknown' ? outcome.evaluation.reason : '').not.toMatch(
        /rule failed/,
      );
    }
  });
});
