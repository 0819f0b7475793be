import { beforeAll, describe, expect, it } from 'vitest';
import { checklistOfRun } from '#test/fixtures/checklist';
import {
  architectDesignOfBrief,
  generateOffline,
  valuesOfType,
  warmValidator,
} from '#test/fixtures/generation';
import { shortOfSound } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

/**
 * API keys and usage plans a brief asks for in its own words ("each partner gets its own API
 * key", "a quota of 10,000 requests per day", "مفتاح API خاص لكل عميل"): every REST method
 * requires a key, and the stage's usage plan throttles and meters at the stated numbers.
 */
async function usagePlanOf(prompt: string) {
  const { resources } = await architectDesignOfBrief(prompt);
  const methods = resources.filter((r) => r.type === 'AWS::ApiGateway::Method');
  return {
    resources,
    methods,
    plans: resources.filter((r) => r.type === 'AWS::ApiGateway::UsagePlan'),
    keys: resources.filter((r) => r.type === 'AWS::ApiGateway::ApiKey'),
    planKeys: resources.filter((r) => r.type === 'AWS::ApiGateway::UsagePlanKey'),
  };
}

describe('API keys and usage plans in the words briefs use', () => {
  it.each([
    [
      'A REST API on Lambda for our partners. Each partner gets its own API key, limited to 50 requests per second with bursts of 100 and a quota of 10,000 requests per day.',
      { rate: 50, burst: 100, quota: 10000, period: 'DAY' },
    ],
    [
      'واجهة برمجية REST على لامدا لشركائنا، كل شريك له مفتاح API خاص، بحد 20 طلب في الثانية وحصة 5000 طلب في اليوم',
      { rate: 20, quota: 5000, period: 'DAY' },
    ],
    [
      'An API Gateway REST API backed by Lambda that our customers call with API keys, with per-client quotas of 1 million requests a month.',
      { quota: 1_000_000, period: 'MONTH' },
    ],
    [
      'نبي API Gateway قدام لامدا، العملاء يستخدمون مفاتيح API وكل عميل حصته 300 طلب في الأسبوع',
      { quota: 300, period: 'WEEK' },
    ],
    [
      'واجهة REST API للشركاء مع API key إلزامي، بحد 100 طلب في الثانية و20000 طلب يوميًا لكل شريك، والـ backend لامدا',
      { rate: 100, quota: 20000, period: 'DAY' },
    ],
    [
      'A REST API for resellers on Lambda; each reseller has its own API key, limited to 2,000,000 requests monthly.',
      { quota: 2_000_000, period: 'MONTH' },
    ],
  ])('builds the key, the plan and its limits: %s', async (brief, limits) => {
    const { resources, methods, plans, keys, planKeys } = await usagePlanOf(brief);
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) expect(method.props.ApiKeyRequired).toBe(true);
    expect(plans).toHaveLength(1);
    expect(keys).toHaveLength(1);
    expect(planKeys).toHaveLength(1);
    expect(planKeys[0]?.props).toMatchObject({ KeyType: 'API_KEY' });
    const plan = plans[0]?.props as Record<string, unknown>;
    if ('rate' in limits) expect(plan.Throttle).toMatchObject({ RateLimit: limits.rate });
    if ('burst' in limits) expect(plan.Throttle).toMatchObject({ BurstLimit: limits.burst });
    expect(plan.Quota).toEqual({ Limit: limits.quota, Period: limits.period });
    // a quota per day, week or month is the plan's, never a firewall's count per five minutes
    expect(
      valuesOfType(resources, 'AWS::WAFv2::WebACL', 'Rules.Statement.RateBasedStatement.Limit'),
    ).not.toContain(limits.quota);
  });

  it('an API with no key asked for has no usage plan', async () => {
    const { methods, plans, keys } = await usagePlanOf(
      'A REST API on API Gateway in front of a Lambda function that returns exchange rates.',
    );
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) expect(method.props.ApiKeyRequired).toBeUndefined();
    expect(plans).toHaveLength(0);
    expect(keys).toHaveLength(0);
  });

  it('the design is valid, scored, drawn and priced, and the checklist verifies each stated limit', async () => {
    const result = await generateOffline(
      'A REST API on Lambda for our partners. Each partner gets its own API key, limited to 50 requests per second with bursts of 100 and a quota of 10,000 requests per day.',
    );
    expect(shortOfSound(result)).toEqual([]);
    const checklist = checklistOfRun(result);
    const settings = checklist.items.filter((i) => i.kind === 'setting');
    for (const said of [/API key required/, /requests per second.*50/, /burst.*100/, /quota.*10000/i])
      expect(settings.find((i) => said.test(i.requirement))).toMatchObject({ status: 'met' });
    expect(checklist.items.filter((i) => i.status === 'not-met')).toEqual([]);
  }, 120_000);
});
