import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES } from '#shared/compliance/account/index';
import { securityAgent } from '#shared/generation/agents/security';
import { BASELINE_CONTROLS, baselineOf } from '#shared/generation/baseline';
import { planFromRequirements } from '#shared/generation/offline/design';
import { requirementsFromBrief } from '#shared/generation/offline/read-brief';
import { synthesize } from '#shared/generation/synthesis/index';

const requirements = requirementsFromBrief({
  prompt:
    'A production API for a bank, under SAMA, NCA-ECC and CITC: a Lambda function and a DynamoDB table of accounts.',
});
const template = synthesize(planFromRequirements(requirements), requirements).text;
const account = (on: boolean | null) =>
  baselineOf(requirements.region, {
    source: 'sandbox',
    account: '123456789012',
    facts: { cloudTrailLogging: on, configRecording: on, guardDutyEnabled: on, securityHubEnabled: on },
  });

describe("the design's compliance review counts the account baseline the target account has", () => {
  it('names account rules that exist', () => {
    const ids = new Set(ACCOUNT_RULES.map((r) => r.id));
    for (const control of BASELINE_CONTROLS) expect(ids.has(control.rule), control.rule).toBe(true);
  });

  it('an account with the baseline scores higher where a framework cites its controls; without it, or unknown, the design is scored alone', () => {
    const alone = securityAgent(template, requirements);
    const withBaseline = securityAgent(template, requirements, undefined, account(true));
    const missing = securityAgent(template, requirements, undefined, account(false));
    const unread = securityAgent(template, requirements, undefined, account(null));
    expect(requirements.frameworks.length).toBeGreaterThan(0);
    for (const f of requirements.frameworks) {
      expect(withBaseline.scores[f]).toBeGreaterThanOrEqual(alone.scores[f] ?? 0);
      expect(missing.scores[f]).toBe(alone.scores[f]);
      expect(unread.scores[f]).toBe(alone.scores[f]);
    }
    // where the design alone falls short of 100, the account's trail, Config, GuardDuty and Security Hub count
    const short = requirements.frameworks.filter((f) => (alone.scores[f] ?? 100) < 100);
    expect(short.length).toBeGreaterThan(0);
    expect(short.some((f) => (withBaseline.scores[f] ?? 0) > (alone.scores[f] ?? 0))).toBe(true);
  });
});
