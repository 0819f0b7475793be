import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { type Checklist, evaluateAll, unconfirmedMet } from '#shared/generation/checklist/index';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { warmValidator } from '#test/fixtures/generation';
import { runGeneration } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

const ports = () => ({ model: offlinePlanner(), validator: getTemplateValidator() });
const artifact = (result: Awaited<ReturnType<typeof runGeneration>>, kind: string) =>
  result.artifacts.find((a) => a.kind === kind)?.content ?? '';

const job = (expression: string, zone?: string) =>
  zone
    ? {
        Type: 'AWS::Scheduler::Schedule',
        Properties: { ScheduleExpression: expression, ScheduleExpressionTimezone: zone },
      }
    : { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: expression } };

describe('the requirements checklist is verified against the template, never declared', () => {
  const sunday = 'Every Sunday at 3 am Riyadh time a function exports the orders table to a bucket.';

  it('holds a job timed in a zone to that zone and day', () => {
    // 03:30 UTC is 06:30 in Riyadh: three and a half hours late
    expect(itemOf(checklistFor(sunday, { Export: job('cron(30 3 ? * SUN *)') }), 'schedule')).toMatchObject({
      status: 'not-met',
      requirement: 'Scheduled work runs Sunday at 03:00 Asia/Riyadh',
    });
    expect(itemOf(checklistFor(sunday, { Export: job('cron(0 0 ? * SUN *)') }), 'schedule').status).toBe(
      'met',
    );
    expect(
      itemOf(checklistFor(sunday, { Export: job('cron(0 3 ? * SUN *)', 'Asia/Riyadh') }), 'schedule').status,
    ).toBe('met');
    expect(
      itemOf(checklistFor(sunday, { Export: job('cron(0 3 ? * MON *)', 'Asia/Riyadh') }), 'schedule').status,
    ).toBe('not-met');
  });

  it('checks a service the brief rules out as absent', () => {
    const brief = 'An API in front of a function, and no load balancers anywhere.';
    const refused = itemOf(
      checklistFor(brief, { Balancer: { Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer' } }),
      'service',
      /Load Balancing/,
    );
    expect(refused).toMatchObject({ requirement: 'No Elastic Load Balancing', status: 'not-met' });
    expect(refused.quote).toBe('no load balancers');
    expect(itemOf(checklistFor(brief, {}), 'service', /Load Balancing/).status).toBe('met');
  });

  it("gives every item with assertions the status they return, and finds a 'met' they do not confirm", async () => {
    const result = await runGeneration(
      {
        prompt:
          'Orders arrive on an SQS queue; a Lambda function writes them to DynamoDB, with no NAT gateways.',
      },
      ports(),
      { tier: 'pro' },
    );
    const checklist = JSON.parse(artifact(result, 'checklist')) as Checklist;
    const template = artifact(result, 'cloudformation');
    const checked = checklist.items.filter((item) => item.assertions);
    expect(checked.length).toBeGreaterThanOrEqual(4);
    for (const item of checked) expect(item.status).toBe(evaluateAll(item.assertions ?? [], template).status);
    expect(unconfirmedMet(checklist, template)).toEqual([]);
    const claimed = {
      items: checklist.items.map((item) =>
        item.assertions
          ? {
              ...item,
              status: 'met' as const,
              assertions: [{ kind: 'exists' as const, types: ['AWS::EKS::Cluster'] }],
            }
          : item,
      ),
    };
    expect(unconfirmedMet(claimed, template)).toHaveLength(checked.length);
  }, 60_000);

  it('reports a retention no setting takes as not met, with why, instead of failing the run', async () => {
    const result = await runGeneration(
      { prompt: 'Archive the logs in an S3 bucket and retain objects for 365,000 days.' },
      ports(),
      { tier: 'pro' },
    );
    const retention = itemOf(JSON.parse(artifact(result, 'checklist')) as Checklist, 'retention');
    expect(retention.status).not.toBe('met');
    expect(retention.detail).toContain(
      '365000 days is outside what a retention setting takes (1 to 36500 days)',
    );
  }, 60_000);

  it('says one budget verdict in the cost review, the checklist and the review notes', async () => {
    const result = await runGeneration(
      { prompt: 'A web application with a PostgreSQL database, budget 50 USD a month.' },
      ports(),
      { tier: 'pro' },
    );
    expect(result.cost.total.min).toBeGreaterThan(50);
    expect(result.cost.budget_verdict).toBe('over-at-low-end');
    const budget = itemOf(JSON.parse(artifact(result, 'checklist')) as Checklist, 'budget');
    expect(budget).toMatchObject({ status: 'not-met' });
    expect(budget.detail).toContain('over budget even at the low end');
    const review = artifact(result, 'review');
    expect(review).toContain('Over budget even at the low end ($50 a month).');
    expect(review).not.toMatch(/high end of the range is over/);
  }, 60_000);
});
