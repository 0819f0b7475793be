import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { ACCOUNT_RULES } from '#shared/compliance/account/index';
import { scoreOutcomes } from '#shared/compliance/score';
import type { FrameworkId } from '#shared/compliance/types';
import { baselineChecks, securityAgent } from '#shared/generation/agents/security';
import { BASELINE_CONTROLS, baselineOf } from '#shared/generation/baseline';
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
    // The account's trail, Config, GuardDuty and Security Hub are passed checks in the frameworks that
    // cite their rules (in a design of hundreds of checks, four more move the rounded score by less
    // than a point, so their tally is read directly); none when the account lacks them.
    const counted = scoreOutcomes(baselineChecks(account(true)));
    expect(requirements.frameworks.some((f) => counted[f as FrameworkId].passed > 0)).toBe(true);
    const none = scoreOutcomes(baselineChecks(account(false)));
    for (const f of requirements.frameworks) expect(none[f as FrameworkId].passed).toBe(0);
  });
});
