import { describe, expect, it } from 'vitest';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import { fixTemplate } from '#shared/compliance/fix/index';
import type { Rule } from '#shared/compliance/types';
import { makeRule } from '#test/fixtures/compliance';

const versioning = makeRule(
  's3-versioning',
  ['AWS::S3::Bucket'],
  (r) =>
    (r.properties.VersioningConfiguration as { Status?: string } | undefined)?.Status === 'Enabled'
      ? { status: 'pass' }
      : { status: 'fail', message: `S3 bucket '${r.logicalId}' has no versioning.` },
  (r) => [
    {
      op: 'set',
      path: ['Resources', r.logicalId, 'Properties', 'VersioningConfiguration'],
      value: { Status: 'Enabled' },
    },
  ],
);

/** Encrypts a queue with a new key: two patches that only make sense together. */
const queueKey = makeRule(
  'sqs-cmk',
  ['AWS::SQS::Queue'],
  (r) =>
    r.properties.KmsMasterKeyId
      ? { status: 'pass' }
      : { status: 'fail', message: `Queue ${r.logicalId} is not encrypted.` },
  (r) => [
    {
      op: 'set',
      path: ['Resources', `${r.logicalId}Key`],
      value: { Type: 'AWS::KMS::Key', Properties: { EnableKeyRotation: true } },
    },
    {
      op: 'set',
      path: ['Resources', r.logicalId, 'Properties', 'KmsMasterKeyId'],
      value: { Ref: `${r.logicalId}Key` },
    },
  ],
);

const TEMPLATE = `Conditions:
  IsProd: !Equals [a, a]
Resources:
  Logs:
    Type: AWS::S3::Bucket
  Archive:
    Type: AWS::S3::Bucket
    Properties: !If [IsProd, {BucketName: archive}, {BucketName: archive-dev}]
  Jobs:
    Type: AWS::SQS::Queue
`;

function scan(text: string, rules: readonly Rule[]) {
  const { resources, ctx } = loadTemplate(text);
  return { outcomes: evaluateTemplate(resources, ctx, rules), ctx };
}

describe('fixTemplate', () => {
  it('applies each failing outcome fix and lists the changes', () => {
    const { outcomes, ctx } = scan(TEMPLATE, [versioning, queueKey]);
    const result = fixTemplate(TEMPLATE, outcomes, ctx);
    expect(result.changes.map((c) => `${c.ruleId}:${c.logicalId}`)).toEqual([
      's3-versioning:Logs',
      'sqs-cmk:Jobs',
    ]);
    expect(result.changes[0].description).toBe(versioning.title);
    expect(result.changes[1].patches).toHaveLength(2);
    const rescan = scan(result.text, [versioning, queueKey]).outcomes;
    expect(rescan.filter((o) => o.evaluation.status === 'fail').map((o) => o.resource.logicalId)).toEqual([
      'Archive',
    ]);
  });

  it('leaves a fix that would cross an intrinsic out, with a note', () => {
    const { outcomes, ctx } = scan(TEMPLATE, [versioning]);
    const { notes, text } = fixTemplate(TEMPLATE, outcomes, ctx);
    expect(notes).toEqual([
      {
        ruleId: 's3-versioning',
        logicalId: 'Archive',
        message:
          'Not fixed automatically because Resources.Archive.Properties is computed by Fn::If; apply the remediation by hand.',
      },
    ]);
    expect(text).toContain('Properties: !If [IsProd, {BucketName: archive}, {BucketName: archive-dev}]');
  });

  it('applies all patches of a change or none of them', () => {
    const existingKey = `${TEMPLATE}  JobsKey:\n    Type: AWS::KMS::Key\n`;
    const { outcomes, ctx } = scan(existingKey, [queueKey]);
    const result = fixTemplate(existingKey, outcomes, ctx);
    expect(result.changes).toEqual([]);
    expect(result.text).toBe(existingKey);
    expect(result.notes[0].message).toContain('it would replace the existing resource JobsKey');
  });

  it('notes a fix that throws and still applies the others', () => {
    const throwing = makeRule(
      'sqs-throws',
      ['AWS::SQS::Queue'],
      () => ({ status: 'fail', message: 'x' }),
      () => {
        throw new Error('no key alias');
      },
    );
    const { outcomes, ctx } = scan(TEMPLATE, [throwing, versioning]);
    const result = fixTemplate(TEMPLATE, outcomes, ctx);
    expect(result.notes.map((n) => n.message)).toContain('The automatic fix failed: no key alias');
    expect(result.changes.map((c) => c.logicalId)).toEqual(['Logs']);
  });

  it('builds the context itself when none is given', () => {
    const { outcomes } = scan(TEMPLATE, [versioning]);
    expect(fixTemplate(TEMPLATE, outcomes).changes).toHaveLength(1);
  });
});
