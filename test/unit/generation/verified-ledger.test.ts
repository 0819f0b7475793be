import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { leafOf } from '#shared/generation/properties/schema';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { statedReadings } from '#shared/generation/reading/stated-settings';
import { lambda } from '#shared/generation/services/lambda';
import { msk } from '#shared/generation/services/msk';
import type { ServiceSpec } from '#shared/generation/services/types';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** A brief through the chief architect (with its stated facts) and the offline planner to synthesis. */
const resourcesOf = async (prompt: string) => {
  const { requirements, resources } = await architectDesignOfBrief(prompt);
  return { requirements, resources };
};

const reading = (spec: ServiceSpec, brief: string, key: string) => {
  const { text } = normaliseBrief(brief);
  return statedReadings(spec, text, text, undefined, true).find((r) => r.setting.key === key)?.value;
};

describe('the ledger claims only what the final template holds', () => {
  it('asks for as many of a service as the list it is given to ("validate -> charge -> notify, each a lambda")', () => {
    const brief = 'A step functions flow: validate -> charge -> notify, each a lambda.';
    const one = itemOf(checklistFor(brief, { Fn: { Type: 'AWS::Lambda::Function' } }), 'service', /Lambda/);
    expect(one).toMatchObject({ requirement: '3 × AWS Lambda', status: 'not-met' });
    const three = Object.fromEntries(['A', 'B', 'C'].map((id) => [id, { Type: 'AWS::Lambda::Function' }]));
    expect(itemOf(checklistFor(brief, three), 'service', /Lambda/).status).toBe('met');
  });

  it('reads what the account already has as outside the design: never built, never claimed', async () => {
    const brief =
      'The account already has CloudTrail and GuardDuty, so do not add them; just a queue and a worker function.';
    const claimed = itemOf(
      checklistFor(brief, { Detector: { Type: 'AWS::GuardDuty::Detector' } }),
      'service',
      /GuardDuty/,
    );
    expect(claimed).toMatchObject({
      requirement: 'Amazon GuardDuty already in the account: not built again',
      status: 'not-met',
    });
    const { resources } = await resourcesOf(brief);
    const types = resources.map((r) => r.type);
    expect(types).not.toContain('AWS::GuardDuty::Detector');
    expect(types).not.toContain('AWS::CloudTrail::Trail');
    expect(types).toContain('AWS::SQS::Queue');
  });

  it('builds an internal load balancer, in the private subnets, from the allowed values of its Scheme', async () => {
    expect(leafOf('AWS::ElasticLoadBalancingV2::LoadBalancer', 'Scheme')?.e).toEqual([
      'internal',
      'internet-facing',
    ]);
    const { resources } = await resourcesOf(
      'Internal admin tool in containers behind an internal load balancer, only reachable from 10.0.0.0/8.',
    );
    const balancers = resources.filter((r) => r.type === 'AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(balancers.length).toBeGreaterThan(0);
    for (const lb of balancers) {
      expect(lb.props.Scheme).toBe('internal');
      expect(JSON.stringify(lb.props.Subnets)).not.toContain('Public');
    }
  });

  it('counts an event source mapping batch in records, not MiB', () => {
    expect(leafOf('AWS::Lambda::EventSourceMapping', 'BatchSize')).toMatchObject({ max: 10000 });
    expect(leafOf('AWS::Lambda::EventSourceMapping', 'BatchSize')?.u).toBeUndefined();
    // what keeps its unit: a size that is one, and a count of days ("the number of preceding days")
    expect(leafOf('AWS::Lambda::Function', 'MemorySize')?.u).toBe('MiB');
    expect(leafOf('AWS::DynamoDB::Table', 'PointInTimeRecoverySpecification.RecoveryPeriodInDays')?.u).toBe(
      'days',
    );
  });

  it('reads number words as figures before the families read them ("two hours", "three brokers")', async () => {
    expect(reading(lambda, 'a transcoding job that can take up to two hours', 'run_time')).toBe(7200);
    expect(reading(msk, 'Kafka on MSK with three brokers', 'brokers')).toBe(3);
    const { requirements } = await resourcesOf(
      'When a raw video lands in the ingest bucket, transcode it; one job can take up to two hours.',
    );
    expect(requirements.stated?.run_seconds).toBe(7200);
    const cluster = { Type: 'AWS::MSK::Cluster', Properties: { NumberOfBrokerNodes: 3 } };
    expect(
      itemOf(checklistFor('Kafka on MSK with three brokers.', { Cluster: cluster }), 'setting', /brokers/)
        .status,
    ).toBe('met');
  });

  it('gives a caller the actions of every verb that joins it to a table, not only the reading one', () => {
    const access = (prompt: string) =>
      (planFromRequirements(requirementsFromBrief({ prompt })).connections ?? []).map(
        (c) => c.access ?? 'write',
      );
    expect(access('A Lambda function reads from and updates the orders DynamoDB table.')).toEqual(['write']);
    expect(access('A Lambda function reads items from the DynamoDB table and updates them.')).toEqual([
      'write',
    ]);
    expect(access('دالة Lambda تقرأ من جدول DynamoDB وتحدثه')).toEqual(['write']);
    expect(access('A Lambda function reads the customer from the DynamoDB table and returns it.')).toEqual([
      'read',
    ]);
  });

  it('holds a setting kept within its bounds to the value asked, not the one built', () => {
    // a 2-hour function timeout is built at 900 seconds: the entry's assertion asks for 7,200
    const brief = 'A Lambda function with a timeout of 7200 seconds.';
    const fn = { Type: 'AWS::Lambda::Function', Properties: { Timeout: 900 } };
    const items = checklistFor(brief, { Fn: fn }).items.filter((i) => i.kind === 'setting');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.status).not.toBe('met');
      expect(JSON.stringify(item.assertions)).not.toContain('900');
    }
  });
});
