import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { resourcesMentioning, resourcesOfTypesMentioning } from '#shared/compliance/rules/_lib/mention-index';
import { makeContext, makeResource } from '#test/fixtures/compliance';

const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const alarm = (id: string) => makeResource(id, 'AWS::CloudWatch::Alarm', { AlarmActions: [ref('Alerts')] });
const bucket = (id: string) =>
  makeResource(id, 'AWS::S3::Bucket', {
    NotificationConfiguration: { TopicConfigurations: [{ Topic: ref('Alerts') }] },
  });
const queue = (id: string) =>
  makeResource(id, 'AWS::SQS::Queue', { RedrivePolicy: { Target: ref('Alerts') } });
const idsOf = (resources: readonly { logicalId: string }[]) => resources.map((r) => r.logicalId);

describe('resourcesOfTypesMentioning', () => {
  it('answers only resources of the asked types, in template order, whichever of the types are present', () => {
    const types = ['AWS::CloudWatch::Alarm', 'AWS::S3::Bucket'];
    const templates = [
      [queue('Q1'), bucket('B1'), queue('Q2'), bucket('B2')],
      [alarm('A1'), bucket('B1'), queue('Q1'), alarm('A2'), bucket('B2')],
      [queue('Q1')],
    ];
    for (const resources of templates) {
      const ctx = makeContext(resources);
      const everyMention = resourcesMentioning(ctx, 'Alerts').filter((r) => types.includes(r.type));
      expect(idsOf(resourcesOfTypesMentioning(ctx, types, 'Alerts'))).toEqual(idsOf(everyMention));
    }
    const mixed = makeContext(templates[1]);
    expect(idsOf(resourcesOfTypesMentioning(mixed, types, 'Alerts'))).toEqual(['A1', 'B1', 'A2', 'B2']);
    expect(resourcesOfTypesMentioning(makeContext(templates[2]), types, 'Alerts')).toEqual([]);
  });
});
