import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { questionsForThinBrief } from '#shared/generation/clarify/thin-brief';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);
afterAll(() => disposeTemplateValidator());

const asked = (prompt: string) => questionsForThinBrief(prompt, requirementsFromBrief({ prompt }));
/** what a default website would have brought: none of it was asked for by these briefs */
const WEBSITE = ['AWS::RDS::DBInstance', 'AWS::ApiGateway::RestApi', 'AWS::AutoScaling::AutoScalingGroup'];

async function resourcesOf(brief: string) {
  const result = await generateOffline(brief);
  expect(result.validity.ok).toBe(true);
  const resources = Object.values(
    parseTemplate(result.security.template).body.Resources as Record<
      string,
      { Type: string; Properties: never }
    >,
  );
  for (const type of WEBSITE)
    expect(
      resources.some((r) => r.Type === type),
      `${brief}: ${type}`,
    ).toBe(false);
  return resources;
}

describe('a short brief that names what to build is designed from its words, never from a default', () => {
  it('asks about what to build only when the brief names nothing the vocabulary knows', () => {
    for (const brief of [
      'centralised logging',
      'alert me when the bill passes 2,000 USD',
      'a status page at almost no cost',
      'تجميع السجلات في مكان واحد',
      'نبهني إذا تجاوزت الفاتورة 500 دولار',
    ])
      expect(
        asked(brief).map((q) => q.id),
        brief,
      ).not.toContain('purpose');
    expect(asked('Something for my shop').map((q) => q.id)).toContain('purpose');
  });

  it('asks what to build when the reading is left with nothing to build, however long the brief', () => {
    const prompt =
      'Event streaming for our shop, with every order passed along as it happens, and none of it kept.';
    const requirements = { ...requirementsFromBrief({ prompt }), workloads: [], services: [] };
    expect(questionsForThinBrief(prompt, requirements).map((q) => q.id)).toContain('purpose');
  });

  it('central logging is a log group, in English and in Arabic', async () => {
    for (const brief of ['centralised logging', 'تجميع السجلات في مكان واحد']) {
      const resources = await resourcesOf(brief);
      expect(
        resources.some((r) => r.Type === 'AWS::Logs::LogGroup'),
        brief,
      ).toBe(true);
    }
  }, 120_000);

  it('a bill alert is a budget at the stated amount, in English and in Arabic', async () => {
    for (const [brief, amount] of [
      ['alert me when the bill passes 2,000 USD', 2000],
      ['نبهني إذا تجاوزت الفاتورة 500 دولار', 500],
    ] as const) {
      const resources = await resourcesOf(brief);
      const budget = resources.find((r) => r.Type === 'AWS::Budgets::Budget') as
        | { Properties: { Budget: { BudgetLimit: { Amount: number } } } }
        | undefined;
      expect(budget?.Properties.Budget.BudgetLimit.Amount, brief).toBe(amount);
    }
  }, 120_000);

  it('a status page is a static site', async () => {
    const resources = await resourcesOf('a status page at almost no cost');
    expect(resources.some((r) => r.Type === 'AWS::CloudFront::Distribution')).toBe(true);
    expect(resources.some((r) => r.Type === 'AWS::Lambda::Function')).toBe(false);
  }, 120_000);
});
