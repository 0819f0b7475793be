import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

/** Types billed by the hour whether anything uses them: a thin brief's design has none of them. */
const IDLE_CAPACITY = [
  'AWS::EC2::NatGateway',
  'AWS::EC2::VPC',
  'AWS::RDS::DBInstance',
  'AWS::AutoScaling::AutoScalingGroup',
  'AWS::ElasticLoadBalancingV2::LoadBalancer',
  'AWS::ECS::Service',
  'AWS::ElastiCache::ReplicationGroup',
];

const alwaysOnSection = (review: string) =>
  /### Always-on costs\n\n([\s\S]*?)(\n\n|\n#|$)/.exec(review)?.[1] ?? '';

describe('a thin brief with the suggested answers is a lean serverless design', () => {
  it.each(['Something for my shop', 'Something for my team'])(
    '"%s" gets no idle capacity, fits the suggested budget at light use, and the review says what each fixed cost is for',
    async (brief) => {
      // the pipeline fixture accepts the suggested answers, as a user pressing 'accept' would
      const result = await generateOffline(brief);
      expect(result.validity.ok).toBe(true);
      for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
      const resources = Object.values(
        parseTemplate(result.security.template).body.Resources as Record<string, { Type: string }>,
      );
      expect(resources.filter((r) => IDLE_CAPACITY.includes(r.Type)).map((r) => r.Type)).toEqual([]);
      const budget = result.requirements.budget.monthly_usd ?? 0;
      expect(budget).toBeGreaterThan(0);
      expect(result.cost.total.min).toBeLessThanOrEqual(budget);
      const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
      const listed = alwaysOnSection(review);
      // every resource the cost agent prices above zero at rest, and billed by the month, is named with its purpose
      for (const line of listed.split('\n'))
        expect(line).toMatch(/^- \*\*\w+\*\*: about \$\d+(\.\d\d)? a month when idle: .+\.$/);
      expect(listed).toContain('DataKey');
    },
    120_000,
  );

  it("names a larger design's idle capacity in the review: NAT gateway, load balancer, database", async () => {
    const result = await generateOffline(
      'A highly available web application for 50,000 users with a PostgreSQL database behind a load balancer.',
    );
    const listed = alwaysOnSection(result.artifacts.find((a) => a.kind === 'review')?.content ?? '');
    const ids = [...listed.matchAll(/\*\*(\w+)\*\*/g)].map((m) => m[1]);
    const resources = parseTemplate(result.security.template).body.Resources as Record<
      string,
      { Type: string }
    >;
    const types = new Set(ids.map((id) => resources[id ?? '']?.Type));
    for (const type of [
      'AWS::EC2::NatGateway',
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
      'AWS::RDS::DBInstance',
    ])
      expect(types).toContain(type);
  }, 120_000);
});
