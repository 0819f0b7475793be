import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { scanTemplate } from '#shared/compliance/scan';
import { securityAgent } from '#shared/generation/agents/security';
import { oneYearAfter, type StatedAcceptance } from '#shared/generation/agents/stated-acceptances';
import { synthesize } from '#shared/generation/synthesis/index';

const DAY: StatedAcceptance = { on: '2026-12-02', owner: 'the author of the design brief' };

/** A brief read and designed offline, reviewed with or without recording the brief's choices. */
function reviewed(prompt: string, acceptance?: StatedAcceptance) {
  const req = requirementsFromBrief({ prompt });
  const review = securityAgent(
    synthesize(planFromRequirements(req), req).text,
    req,
    undefined,
    undefined,
    acceptance,
  );
  const resources = (parseTemplate(review.template).body.Resources ?? {}) as Record<
    string,
    { Type: string; Metadata?: { sahab?: { accepted_risks?: Record<string, Record<string, string>> } } }
  >;
  return { req, review, resources: Object.values(resources) };
}

const acceptedOf = (resources: ReturnType<typeof reviewed>['resources'], rule: string) =>
  resources.flatMap((r) => {
    const entry = r.Metadata?.sahab?.accepted_risks?.[rule];
    return entry ? [entry] : [];
  });

describe('a value the brief chose against a rule is recorded in the template as an accepted risk', () => {
  it.each([
    ['A CloudWatch log group /app/payments with 90 days retention.', 'logs-retention-365', '90 days'],
    // the kinesis rule has no fix: its declared check names the property the brief set
    ['Kinesis data stream with 4 shards and 48 hours retention.', 'kinesis-stream-retention', '48 hours'],
  ])('%s', (prompt, rule, quote) => {
    const plain = reviewed(prompt);
    const { review, resources } = reviewed(prompt, DAY);
    const [entry] = acceptedOf(resources, rule);
    expect(entry.reason).toContain(`"${quote}"`);
    expect(entry.owner).toBe(DAY.owner);
    expect(entry.expires).toBe(oneYearAfter(DAY.on));
    expect(review.scores['NCA-ECC']).toBeGreaterThan(plain.review.scores['NCA-ECC']);
    const finding = review.remaining.find((r) => r.rule_id === rule);
    expect(finding?.why).toMatch(new RegExp(`^accepted until ${entry.expires}`));
    // without a day and an owner nothing is recorded: the finding counts and says why it stays
    expect(acceptedOf(plain.resources, rule)).toEqual([]);
    expect(plain.review.remaining.find((r) => r.rule_id === rule)?.why).toMatch(/brief states it/);
  });

  it('any later scan of the template agrees until the acceptance expires, then the finding is back', () => {
    const { req, review } = reviewed('A CloudWatch log group /app/payments with 90 days retention.', DAY);
    const scanOn = (day: string) =>
      scanTemplate(review.template, {
        frameworks: ['NCA-ECC'],
        region: req.region,
        detectedAt: `${day}T12:00:00.000Z`,
      });
    const expires = oneYearAfter(DAY.on);
    expect(scanOn(expires).accepted.map((v) => v.rule_id)).toContain('logs-retention-365');
    expect(scanOn(expires).violations.map((v) => v.rule_id)).not.toContain('logs-retention-365');
    expect(scanOn('2027-12-03').violations.map((v) => v.rule_id)).toContain('logs-retention-365');
  });

  it('records nothing where the brief stated no value the rule judges', () => {
    const { resources, review } = reviewed('A CloudWatch log group /app/payments for our API.', DAY);
    expect(resources.every((r) => r.Metadata?.sahab === undefined)).toBe(true);
    expect(review.remaining.every((r) => !r.why.startsWith('accepted'))).toBe(true);
  });
});

describe('oneYearAfter', () => {
  it.each([
    ['2026-12-02', '2027-12-02'],
    ['2028-02-29', '2029-02-28'],
    ['2026-12-31T23:00:00.000Z', '2027-12-31'],
  ])('%s -> %s', (day, next) => expect(oneYearAfter(day)).toBe(next));
});
