import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { warmValidator } from '#test/fixtures/generation';
import { runGeneration } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

async function design(prompt: string) {
  const ports = { model: offlinePlanner(), validator: getTemplateValidator() };
  const result = await runGeneration({ prompt }, ports, { tier: 'pro' });
  const content = (kind: string) => result.artifacts.find((a) => a.kind === kind)?.content ?? '';
  const resources = templateResources(content('cloudformation'));
  return {
    review: content('review'),
    shown: JSON.parse(content('design')) as { assumptions: string[]; not_built: { phrase: string }[] },
    resources,
    types: new Set(resources.map((r) => r.type)),
  };
}

describe('the review notes claim nothing the template lacks', () => {
  it('writes no database standby for a design without a database', async () => {
    const made = await design('An S3 bucket keeps our uploaded invoices; a function tags each new one.');
    expect([...made.types].some((t) => t.startsWith('AWS::RDS::'))).toBe(false);
    expect(made.review).not.toMatch(/database standby/i);
    expect(made.shown.assumptions.join(' ')).not.toMatch(/database standby/i);
  }, 60_000);

  it('lists nothing as not built that the template builds, and names a rate limit only where a web ACL has one', async () => {
    const made = await design(
      'A public website for our shop with a rate limit of 1000 requests per 5 minutes per IP, running on a load balancer and EC2.',
    );
    expect(made.types.has('AWS::ElasticLoadBalancingV2::LoadBalancer')).toBe(true);
    expect(made.shown.not_built.map((n) => n.phrase)).not.toContain('load balancer');
    expect(made.review).not.toMatch(/^- "load balancer"/m);
    // the web application's ACL is the design's one (no second, loose ACL for the WAF the brief
    // names): it carries the rate limit asked for, and its line says so
    const acls = made.review.split('\n').filter((line) => /^- \*\*\w+WebAcl\*\*/.test(line));
    expect(acls.length).toBe(1);
    expect(acls[0]).toContain('rate limit');
    for (const line of acls) {
      const id = /^- \*\*(\w+)\*\*/.exec(line)?.[1] ?? '';
      const rules = (made.resources.find((r) => r.id === id)?.props.Rules ?? []) as { Statement?: object }[];
      const limited = rules.some((rule) => 'RateBasedStatement' in (rule.Statement ?? {}));
      expect(line.includes('rate limit'), id).toBe(limited);
    }
  }, 60_000);
});
