import { describe, expect, it } from 'vitest';
import { repairPlan } from '#functions/lib/simulators/offline-planner/repair';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { boundsIn } from '#shared/generation/reading/bounds';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { statedSettings } from '#shared/generation/reading/stated-settings';
import { serviceById } from '#shared/generation/services/index';
import type { ServiceSpec } from '#shared/generation/services/types';
import { designOfBrief } from '#test/fixtures/generation';

/** A family's settings as a brief states them, read on the whole brief as the reader sees it. */
const stated = (id: string, brief: string) => {
  const { text, original } = normaliseBrief(brief);
  return statedSettings(serviceById(id) as ServiceSpec, text, text, original);
};
const fleet = (brief: string) => {
  const s = stated('ec2', brief);
  return [s.min_instances, s.max_instances];
};
const tasks = (brief: string) => {
  const s = stated('ecs-service', brief);
  return [s.desired_tasks, s.max_tasks];
};

describe('a range or bounds stated on a fleet set its least and its most', () => {
  it('reads ranges in figures, words and Arabic-Indic digits, with or without an opening word', () => {
    expect(fleet('An Auto Scaling group running between 2 and 12 m6i.large instances.')).toEqual([2, 12]);
    expect(fleet('نبي أوتو سكيلنق جروب من ٢ إلى ١٠ سيرفرات EC2 نوع c6i.large')).toEqual([2, 10]);
    expect(fleet('EC2 in an autoscaling group - scale from two to ten depending on load')).toEqual([2, 10]);
    expect(fleet('an ASG of 3-6 instances')).toEqual([3, 6]);
  });

  it('reads bounds said one by one, in English and Arabic, with duals and "a dozen"', () => {
    expect(fleet('an Auto Scaling group: at least 3 instances, never more than 9')).toEqual([3, 9]);
    expect(fleet('Auto Scaling group بتبلش بسيرفرين وبتكبر لدرزن سيرفر وقت الضغط')).toEqual([2, 12]);
    expect(tasks('Pricing API as an ECS Fargate service; autoscale it, min 2 max 8 tasks')).toEqual([2, 8]);
    expect(
      fleet('Servers in an Auto Scaling group. On results day it should grow to a dozen boxes.')[1],
    ).toBe(12);
    expect(tasks('خدمة على ECS Fargate: الحد الأدنى مهمتان والحد الأقصى عشر مهام')).toEqual([2, 10]);
  });

  it('reads no bounds of what the figures do not count: times, sizes, another thing', () => {
    const servers = /\b(?:servers?|instances?)\b/;
    expect(boundsIn('keep the logs from 8 to 20 days', servers)).toBeUndefined();
    expect(boundsIn('the job runs between 9 and 17 every weekday', servers)).toBeUndefined();
    expect(boundsIn('scale the function memory up to 3 gb', servers)).toBeUndefined();
    expect(boundsIn('between 2 and 4 queues and 3 instances', servers)).toBeUndefined();
    expect(boundsIn('2 and 4 instances', servers)).toBeUndefined();
  });
});

describe('a repair keeps the stated bounds a validator does not refuse', () => {
  const plan = {
    summary: 'a service of containers',
    blocks: [
      {
        kind: 'containers',
        name: 'App',
        reason: 'the brief says "ecs"',
        options: {
          cpu: 'cpu',
          memory_mb: 1024,
          architecture: 'arm64',
          desired_tasks: 2,
          max_tasks: 8,
          allowed_cidrs: [],
        },
      },
    ],
    extra_resources: [],
    connections: [],
    decisions: [],
  } as unknown as ArchitecturePlan;
  const unstated = () =>
    ({
      ...plan,
      blocks: [
        { ...plan.blocks[0], options: { cpu: '512', memory_mb: 1024, desired_tasks: 1, max_tasks: 4 } },
      ],
    }) as unknown as ArchitecturePlan;

  it('leaves at its default only the value refused, not the values the message lists as allowed', () => {
    const repaired = repairPlan(
      plan,
      [
        {
          severity: 'ERROR',
          message:
            "Fargate Cpu value 'cpu' is not valid. Valid sizes are ['256', '512', '1024', '2048', '8', '16'] CPU units",
          path: 'Resources/AppTaskDefinition/Properties/Cpu',
        },
      ],
      unstated,
    );
    const options = repaired.blocks[0]?.options as Record<string, unknown>;
    expect([options.cpu, options.desired_tasks, options.max_tasks]).toEqual(['512', 2, 8]);
  });
});

describe('one of a service for each of several, said after them', () => {
  /** the queues and functions a brief gets, each queue's and each function's dead-letter queue left out */
  const countOf = (prompt: string, type: string) =>
    designOfBrief(prompt).resources.filter((r) => r.type === type && !r.id.endsWith('DeadLetters')).length;
  it.each([
    ['English "a ... on each"', 'Two SQS queues, orders and refunds, and a Lambda consumer on each queue.'],
    [
      'Arabic "كل X ... منه"',
      'نبي طابورين SQS، واحد للطلبات وواحد للمرتجعات، وكل طابور تقرأ منه دالة Lambda.',
    ],
    ['Arabizi "kol wa7da 3aleha"', '3ayzin 2 queues SQS: orders w payments, w kol wa7da 3aleha lambda.'],
  ])('%s: %s', (_, brief) => {
    const functions = countOf(brief, 'AWS::Lambda::Function');
    expect(functions).toBeGreaterThanOrEqual(2);
    expect(functions).toBe(countOf(brief, 'AWS::SQS::Queue'));
  });
});
