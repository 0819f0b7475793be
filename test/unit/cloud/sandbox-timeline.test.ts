import { describe, expect, it } from 'vitest';
import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { createTimeline, viewAt } from '#functions/lib/simulators/sandbox-cloud/timeline';

function resource(
  logicalId: string,
  seconds: number,
  dependsOn: string[] = [],
  failure?: string,
): SandboxResource {
  return {
    logicalId,
    type: 'AWS::RDS::DBInstance',
    physicalId: logicalId.toLowerCase(),
    properties: {},
    attributes: {},
    dependsOn,
    seconds,
    ...(failure && { failure }),
  };
}

const stack = (resources: SandboxResource[]) => ({
  stackName: 's',
  stackId: 'arn:aws:cloudformation:us-east-1:1:stack/s/u',
  resources,
});
const completedAt = (events: ReturnType<typeof createTimeline>) =>
  events.find((e) => e.logicalId === 's' && e.status === 'CREATE_COMPLETE')?.at ?? Number.NaN;

describe('sandbox stack timeline', () => {
  it('divides every duration by the speed factor', () => {
    const resources = [resource('Subnets', 5), resource('Db', 600, ['Subnets'])];
    const slow = completedAt(createTimeline(stack(resources), 0, 20));
    const fast = completedAt(createTimeline(stack(resources), 0, 200));
    expect(slow).toBeGreaterThan(30_000); // a database takes tens of seconds at the default speed
    expect(slow / fast).toBeCloseTo(10, 0);
  });

  it('runs independent resources in parallel and dependents after', () => {
    const events = createTimeline(
      stack([resource('A', 10), resource('B', 10), resource('C', 10, ['A', 'B'])]),
      0,
      1,
    );
    const started = (id: string) =>
      events.find((e) => e.logicalId === id && e.status === 'CREATE_IN_PROGRESS')?.at;
    expect(started('A')).toBe(started('B'));
    expect(started('C')).toBeGreaterThanOrEqual(10_000);
  });

  it('starts nothing after a failure and shows each status only once it is due', () => {
    const events = createTimeline(
      stack([resource('Bad', 10, [], 'boom'), resource('Later', 10, ['Bad'])]),
      0,
      1,
    );
    expect(events.some((e) => e.logicalId === 'Later')).toBe(false);
    const record = {
      ...stack([]),
      accountId: '1',
      region: 'us-east-1',
      templateBody: '',
      parameters: {},
      tags: {},
      createdAt: 0,
      outputs: {},
      version: 1,
      events,
    };
    expect(viewAt(record, 0).status).toBe('CREATE_IN_PROGRESS');
    expect(viewAt(record, Number.MAX_SAFE_INTEGER).status).toBe('ROLLBACK_COMPLETE');
  });
});
