import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { parseTemplate } from '#shared/cfn/parse';
import { reviewNotes } from '#shared/generation/artifacts/review';
import { BASELINE_CONTROLS, baselineOf } from '#shared/generation/baseline';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);
afterAll(() => disposeTemplateValidator());

const ACCOUNT_LEVEL = BASELINE_CONTROLS.flatMap((c) => c.types);

async function designOf(brief: string) {
  const result = await generateOffline(brief);
  expect(result.validity.ok).toBe(true);
  for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  const resources = parseTemplate(result.security.template).body.Resources as Record<
    string,
    { Type: string }
  >;
  const types = new Set(Object.values(resources).map((r) => r.Type));
  const priced = new Set(result.cost.resources.map((r) => r.type));
  return { result, types, priced };
}

describe('account-level controls are the account baseline, not part of every design', () => {
  it('a regulated production workload gets none of them, and its cost counts none of them', async () => {
    const { types, priced } = await designOf(
      'For production: a payments API for a bank held to SAMA, a Lambda function reading an SQS queue of orders and writing them to DynamoDB.',
    );
    for (const type of ACCOUNT_LEVEL) {
      expect(types.has(type), type).toBe(false);
      expect(priced.has(type), type).toBe(false);
    }
    // the stores keep their own backups (point-in-time recovery) when no backup was asked for
    expect(types.has('AWS::Backup::BackupPlan')).toBe(false);
  }, 120_000);

  it('a brief that asks for them by name still gets them', async () => {
    const trail = await designOf('Keep an audit trail of the account for seven years, with CloudTrail.');
    expect(trail.types.has('AWS::CloudTrail::Trail')).toBe(true);
    const named = await designOf('Turn on GuardDuty and Security Hub for our account.');
    expect(named.types.has('AWS::GuardDuty::Detector')).toBe(true);
    expect(named.types.has('AWS::SecurityHub::Hub')).toBe(true);
  }, 120_000);

  it('backups and a WAF are built when the brief asks for them, not otherwise', async () => {
    const plain = await designOf(
      'A small REST API on Lambda keeping notes in a DynamoDB table, not production.',
    );
    expect(plain.types.has('AWS::WAFv2::WebACL')).toBe(false);
    expect(plain.types.has('AWS::Backup::BackupPlan')).toBe(false);
    const asked = await designOf(
      'A small REST API on Lambda with a WAF in front, keeping notes in a DynamoDB table that we back up daily, not production.',
    );
    expect(asked.types.has('AWS::WAFv2::WebACL')).toBe(true);
    expect(asked.types.has('AWS::Backup::BackupPlan')).toBe(true);
  }, 120_000);

  it('the review notes say whether the target account has the baseline, and to deploy it when it does not', async () => {
    const { result } = await designOf('A queue of jobs a Lambda function works through.');
    const input = {
      brief: 'A queue of jobs a Lambda function works through.',
      requirements: result.requirements,
      plan: result.plan,
      template: result.security.template,
      cost: result.cost,
      validity: result.validity,
      diagram: { svg: '', graph: { nodes: [], edges: [] } } as never,
      tier: 'pro' as const,
      modelId: 'offline-planner',
    };
    const missing = baselineOf('me-south-1', {
      source: 'scan',
      account: '444455556666',
      checked_at: '2026-11-01T00:00:00.000Z',
      facts: {
        cloudTrailLogging: true,
        configRecording: false,
        guardDutyEnabled: true,
        securityHubEnabled: false,
      },
    });
    const notes = reviewNotes({ ...input, security: { ...result.security, account_baseline: missing } });
    expect(notes).toContain('### Account baseline');
    expect(notes).toMatch(/AWS Config and Security Hub missing; deploy the account baseline/);
    const present = baselineOf('me-south-1', {
      source: 'scan',
      account: '444455556666',
      facts: {
        cloudTrailLogging: true,
        configRecording: true,
        guardDutyEnabled: true,
        securityHubEnabled: true,
      },
    });
    const complete = reviewNotes({ ...input, security: { ...result.security, account_baseline: present } });
    expect(complete).toContain('The account baseline is in place in account 444455556666 in me-south-1');
    expect(complete).not.toContain('deploy the account baseline');
  }, 120_000);
});
