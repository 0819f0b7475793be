import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { connectionItems } from '#shared/generation/checklist/connections';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { synthesize } from '#shared/generation/synthesis/index';

describe('a schedule that starts two targets', () => {
  it('gives the second its own schedule, and the wiring check finds each target on its own schedule', () => {
    const requirements = requirementsFromBrief({
      prompt:
        'An EventBridge Scheduler schedule every hour starts a Lambda function and publishes to an SNS topic.',
    });
    const planned = planFromRequirements(requirements);
    const schedule = planned.blocks.find(
      (b) => b.kind === 'service' && b.options.service === 'eventbridge-scheduler',
    );
    const topic = planned.blocks.find((b) => b.kind === 'service' && b.options.service === 'sns');
    expect(schedule && topic).toBeTruthy();
    // the schedule itself publishes to the topic, beside starting the function
    const connections = [
      ...(planned.connections ?? []).filter((c) => c.from === schedule?.name),
      {
        from: schedule?.name as string,
        to: topic?.name as string,
        reason: 'the schedule publishes to the topic',
      },
    ];
    const built = synthesize({ ...planned, connections }, requirements);
    const resources = templateResources(built.text);
    expect(resources.filter((r) => r.type === 'AWS::Scheduler::Schedule').length).toBe(2);
    const items = connectionItems(built.edges ?? [], resources);
    expect(items.length).toBe(2);
    expect(items.map((i) => `${i.requirement}: ${i.status}`)).toEqual(
      items.map((i) => `${i.requirement}: met`),
    );
  });
});
