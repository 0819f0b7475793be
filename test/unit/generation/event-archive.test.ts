import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { synthesize } from '#shared/generation/synthesis/index';
import { checklistFor } from '#test/fixtures/checklist';

/**
 * Events a brief archives for a time ("archiving every event for 90 days so we can replay them")
 * are kept by an archive of the bus for that time, and the checklist asserts it on the archive,
 * not on a rule's retry age that the same period might fit.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };

function designed(prompt: string): Record<string, Resource> {
  const requirements = requirementsFromBrief({ prompt });
  const text = synthesize(planFromRequirements(requirements), requirements).text;
  return (parseTemplate(text).body.Resources ?? {}) as Record<string, Resource>;
}

describe('an archive of the bus keeps the events the stated days', () => {
  it.each([
    [
      'English',
      'A custom EventBridge bus for order events, archiving every event for 90 days so we can replay them.',
      90,
    ],
    ['Arabic', 'ناقل أحداث EventBridge للطلبات مع أرشفة الأحداث 30 يوم.', 30],
  ])('%s', (_, brief, days) => {
    const resources = designed(brief);
    const [busId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::Events::EventBus') ?? [];
    const archive = Object.values(resources).find((r) => r.Type === 'AWS::Events::Archive');
    // assert
    expect(archive?.Properties).toMatchObject({
      SourceArn: { 'Fn::GetAtt': [busId, 'Arn'] },
      RetentionDays: days,
    });
  });

  it('the checklist judges the archive, met only when it keeps the days', () => {
    const brief =
      'A custom EventBridge bus for order events, archiving every event for 90 days so we can replay them.';
    const bus = { Type: 'AWS::Events::EventBus', Properties: { Name: 'orders' } };
    const archive = (days: number) => ({
      Type: 'AWS::Events::Archive',
      Properties: { SourceArn: 'x', RetentionDays: days },
    });
    const itemOf = (days: number) =>
      checklistFor(brief, { Bus: bus, Archive: archive(days) }).items.find((i) =>
        /archive/.test(i.requirement),
      );
    // assert
    expect(itemOf(90)?.status).toBe('met');
    expect(itemOf(30)?.status).toBe('not-met');
  });
});
