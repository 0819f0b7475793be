import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PEER_SUPPRESSIONS } from '#shared/compliance/acceptance/peer-suppressions';
import { PEER_ROWS } from '#shared/compliance/output/peer-checks';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { scanTemplate } from '#shared/compliance/scan';
import { runCli, templateDir } from '#test/fixtures/cli';
import { templateBody } from '#test/fixtures/compliance';

const NOW = '2026-11-29T08:00:00.000Z';
/** A private, encrypted bucket with no access logging, no versioning, no TLS-only policy. */
const bucketWith = (metadata?: Record<string, unknown>) =>
  JSON.stringify(
    templateBody({
      Data: {
        Type: 'AWS::S3::Bucket',
        ...(metadata ? { Metadata: metadata } : {}),
        Properties: { BucketEncryption: { ServerSideEncryptionConfiguration: [] } },
      },
    }),
  );
const scan = (text: string, detectedAt = NOW) => scanTemplate(text, { detectedAt, region: 'me-south-1' });
const rulesOf = (list: { rule_id: string }[]) => list.map((v) => v.rule_id);
const accepting = (rule: string, expires: string) => ({
  sahab: {
    accepted_risks: { [rule]: { reason: 'logs go to the SIEM instead', owner: 'Platform team', expires } },
  },
});

describe('accepted risks in a template', () => {
  it('Sahab metadata accepts a finding until its expiry: listed as accepted, out of the score', () => {
    const open = scan(bucketWith());
    const text = bucketWith(accepting('s3-bucket-access-logging', '2027-01-31'));
    const accepted = scan(text);
    expect(rulesOf(open.violations)).toContain('s3-bucket-access-logging');
    expect(rulesOf(accepted.violations)).not.toContain('s3-bucket-access-logging');
    expect(accepted.accepted).toHaveLength(1);
    expect(accepted.accepted[0].acceptance).toMatchObject({
      kind: 'accepted-risk',
      source: 'sahab',
      owner: 'Platform team',
      reason: 'logs go to the SIEM instead',
      expires: '2027-01-31',
      valid: true,
    });
    expect(accepted.scores.SAMA.score).toBeGreaterThan(open.scores.SAMA.score);
  });

  it('an expired acceptance brings the finding back, saying so, and it counts again', () => {
    const text = bucketWith(accepting('s3-bucket-access-logging', '2026-11-28'));
    const later = scan(text);
    const finding = later.violations.find((v) => v.rule_id === 's3-bucket-access-logging');
    expect(finding?.acceptance).toMatchObject({ valid: false, expires: '2026-11-28' });
    expect(later.accepted).toEqual([]);
    expect(later.scores).toEqual(scan(bucketWith()).scores);
    // on its last day it still holds
    expect(scan(text, '2026-11-28T23:59:00.000Z').accepted).toHaveLength(1);
  });

  it('an entry without reason, owner or expiry accepts nothing', () => {
    const text = bucketWith({
      sahab: { accepted_risks: { 's3-bucket-access-logging': { reason: 'because' } } },
    });
    expect(scan(text).accepted).toEqual([]);
  });

  it.each([
    [
      'cfn-nag',
      { cfn_nag: { rules_to_suppress: [{ id: 'W35', reason: 'central logging' }] } },
      's3-bucket-access-logging',
      'central logging',
    ],
    [
      'cdk-nag',
      { cdk_nag: { rules_to_suppress: [{ id: 'AwsSolutions-S10', reason: 'VPC only' }] } },
      's3-bucket-tls-only',
      'VPC only',
    ],
    [
      'checkov',
      { checkov: { skip: [{ id: 'CKV_AWS_18', comment: 'not needed' }] } },
      's3-bucket-access-logging',
      'not needed',
    ],
    [
      'cfn-guard',
      { guard: { SuppressedRules: ['S3_BUCKET_VERSIONING_ENABLED'] } },
      's3-bucket-versioning',
      'suppressed by cfn-guard without a reason',
    ],
  ])(
    'reads %s suppressions where their rule maps to ours, with the reason',
    (tool, metadata, rule, reason) => {
      const result = scan(bucketWith(metadata));
      const [accepted] = result.accepted;
      expect(accepted?.rule_id).toBe(rule);
      expect(accepted?.acceptance).toMatchObject({ source: tool, reason, valid: true });
      expect(rulesOf(result.violations)).not.toContain(rule);
    },
  );

  it('a suppression of a rule that maps to none of ours accepts nothing', () => {
    expect(
      scan(bucketWith({ cfn_nag: { rules_to_suppress: [{ id: 'W51', reason: 'x' }] } })).accepted,
    ).toEqual([]);
  });

  it('every mapped peer rule names one of our rules', () => {
    const ours = new Set(ALL_RULES.map((r) => r.id));
    const mapped = Object.values(PEER_SUPPRESSIONS).flatMap((m) => Object.values(m).flat());
    expect(mapped.filter((id) => !ours.has(id))).toEqual([]);
  });

  it('every peer id is a rule of that tool (cfn-nag, cfn-guard and Checkov from their sources, cdk-nag as installed)', () => {
    const copied = JSON.parse(readFileSync(join(import.meta.dirname, 'peer-rule-ids.json'), 'utf8'));
    const cfnNag = new Set(Object.keys(copied['cfn-nag'].rules));
    const guard = new Set<string>(copied['cfn-guard'].rules);
    const checkov = new Set(Object.keys(copied.checkov.rules));
    // cdk-nag's AwsSolutions pack names its rules by suffix; SNS2 is cdk-nag 2's, still in templates
    const pack = join(dirname(createRequire(import.meta.url).resolve('cdk-nag')), 'packs/aws-solutions.js');
    const cdkNag = new Set([
      ...[...readFileSync(pack, 'utf8').matchAll(/ruleSuffixOverride: '(\w+)'/g)].map(
        (m) => `AwsSolutions-${m[1]}`,
      ),
      'AwsSolutions-SNS2',
    ]);
    const unknown = (ids: Iterable<string>, known: Set<string>) => [...ids].filter((id) => !known.has(id));
    expect(unknown(Object.keys(PEER_SUPPRESSIONS['cfn-nag']), cfnNag)).toEqual([]);
    expect(unknown(Object.keys(PEER_SUPPRESSIONS['cfn-guard']), guard)).toEqual([]);
    expect(unknown(Object.keys(PEER_SUPPRESSIONS['cdk-nag']), cdkNag)).toEqual([]);
    const checkovIds = PEER_ROWS.flatMap((r) =>
      [...(r.checkov ?? '').matchAll(/CKV_AWS_(\d+)(?:-(\d+))?/g)].flatMap(([, from, to]) =>
        Array.from(
          { length: Number(to ?? from) - Number(from) + 1 },
          (_, i) => `CKV_AWS_${Number(from) + i}`,
        ),
      ),
    );
    expect(checkovIds.length).toBeGreaterThan(30);
    expect(unknown(checkovIds, checkov)).toEqual([]);
  });

  it('records a residency exception (who approved, reference, date) the same way', () => {
    const text = JSON.stringify(
      templateBody({
        Orders: {
          Type: 'AWS::DynamoDB::Table',
          Metadata: {
            sahab: {
              residency_exceptions: {
                'residency-region-in-kingdom': {
                  approved_by: 'CISO Office',
                  reference: 'SAMA-EXC-2026-114',
                  date: '2026-11-01',
                },
              },
            },
          },
          Properties: {
            KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
            AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
            BillingMode: 'PAY_PER_REQUEST',
          },
        },
      }),
    );
    const abroad = scanTemplate(text, { detectedAt: NOW, region: 'eu-west-1' });
    const exception = abroad.accepted.find((v) => v.rule_id === 'residency-region-in-kingdom');
    expect(exception?.acceptance).toMatchObject({
      kind: 'residency-exception',
      owner: 'CISO Office',
      reference: 'SAMA-EXC-2026-114',
      accepted_at: '2026-11-01',
    });
  });

  it('the CLI lists accepted findings in the table, JSON and SARIF (as suppressed results)', async () => {
    const dir = templateDir({
      'bucket.json': bucketWith(accepting('s3-bucket-access-logging', '2099-01-31')),
    });
    const file = join(dir, 'bucket.json');
    const table = (await runCli([file])).stdout;
    expect(table).toContain('s3-bucket-access-logging on Data: Accepted until 2099-01-31 (Platform team');
    const json = JSON.parse((await runCli([file, '--format', 'json'])).stdout);
    expect(rulesOf(json.results[0].accepted)).toEqual(['s3-bucket-access-logging']);
    const sarif = JSON.parse((await runCli([file, '--format', 'sarif'])).stdout);
    const suppressed = sarif.runs[0].results.filter((r: { suppressions?: unknown[] }) => r.suppressions);
    expect(suppressed.map((r: { ruleId: string }) => r.ruleId)).toEqual(['s3-bucket-access-logging']);
    expect(suppressed[0].suppressions[0]).toMatchObject({ kind: 'inSource', status: 'accepted' });
  });
});
