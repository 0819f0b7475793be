import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { securityAgent } from '#shared/generation/agents/security';
import { synthesize } from '#shared/generation/synthesis/index';

/** The reviewed template's database and the review, for a brief read and designed offline. */
function reviewed(prompt: string) {
  const req = requirementsFromBrief({ prompt });
  const review = securityAgent(synthesize(planFromRequirements(req), req).text, req);
  const resources = (parseTemplate(review.template).body.Resources ?? {}) as Record<
    string,
    { Type: string; Properties?: Record<string, unknown> }
  >;
  const database = Object.values(resources).find((r) => r.Type === 'AWS::RDS::DBInstance');
  return { review, database };
}

describe('a setting the brief states is never undone by an automatic security fix', () => {
  it('keeps a stated public database and says in the review what the finding is and why it stays', () => {
    const { review, database } = reviewed(
      'A MySQL database on RDS that is publicly accessible for our BI tool.',
    );
    expect(database?.Properties?.PubliclyAccessible).toBe(true);
    const finding = review.remaining.find((r) => r.rule_id === 'rds-not-publicly-accessible');
    expect(finding?.why).toMatch(/brief states it/);
    expect(review.fixes_applied.map((f) => f.rule_id)).not.toContain('rds-not-publicly-accessible');
  });

  it('still fixes what the brief does not state', () => {
    const { review, database } = reviewed('A MySQL database on RDS for our BI tool.');
    expect(database?.Properties?.PubliclyAccessible).toBe(false);
    expect(review.remaining.map((r) => r.rule_id)).not.toContain('rds-not-publicly-accessible');
  });

  it.each([
    [
      'A Lambda function behind API Gateway writes to DynamoDB; keep the logs for 30 days only to save money.',
      '30 days',
    ],
    [
      'منصة شكاوى: واجهة برمجية مع Lambda وقاعدة بيانات DynamoDB، مع الاحتفاظ بالسجلات لمدة ٣٠ يوما فقط لتقليل التكلفة.',
      '30 يوما',
    ],
  ])(
    "a value the brief states that a framework wants otherwise is named as the brief's, with the control that wants more: %s",
    (prompt, quote) => {
      const req = requirementsFromBrief({ prompt });
      const review = securityAgent(synthesize(planFromRequirements(req), req).text, req);
      const findings = review.remaining.filter((r) => r.rule_id === 'logs-retention-365');
      expect(findings.length).toBeGreaterThan(0);
      for (const finding of findings) {
        expect(finding.why).toContain(`("${quote}")`);
        expect(finding.why).toMatch(/brief states it/);
        expect(finding.why).toMatch(/NCA-ECC \d/);
      }
    },
  );
});
