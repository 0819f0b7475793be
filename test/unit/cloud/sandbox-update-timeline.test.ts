import { describe, expect, it } from 'vitest';
import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { viewAt } from '#functions/lib/simulators/sandbox-cloud/timeline';
import { updateTimeline } from '#functions/lib/simulators/sandbox-cloud/update-timeline';

const resource = (logicalId: string, overrides: Partial<SandboxResource> = {}): SandboxResource => ({
  logicalId,
  type: 'AWS::SQS::Queue',
  physicalId: logicalId.toLowerCase(),
  properties: {},
  attributes: {},
  dependsOn: [],
  seconds: 20,
  ...overrides,
});

const stack = { stackName: 's', stackId: 'arn:aws:cloudformation:us-east-1:1:stack/s/u' };
const settledAt = (events: { logicalId: string; status: string; at: number }[], status: string) =>
  events.find((e) => e.logicalId === 's' && e.status === status)?.at ?? Number.NaN;

describe('sandbox update timeline', () => {
  const previous = [resource('A'), resource('B')];
  const next = [resource('A', { properties: { DelaySeconds: 5 } }), resource('B'), resource('C')];

  it('divides every duration by the speed factor and leaves unchanged resources alone', () => {
    const slow = updateTimeline(stack, previous, next, 0, 5).events;
    const fast = updateTimeline(stack, previous, next, 0, 20).events;
    expect(settledAt(slow, 'UPDATE_COMPLETE')).toBeCloseTo(4 * settledAt(fast, 'UPDATE_COMPLETE'), -1);
    expect(fast.some((e) => e.logicalId === 'B')).toBe(false);
    expect(fast.filter((e) => e.logicalId === 'A').map((e) => e.status)).toEqual([
      'UPDATE_IN_PROGRESS',
      'UPDATE_COMPLETE',
    ]);
  });

  it('starts a changed resource only after what it depends on has changed', () => {
    const dependent = [next[0], resource('B', { dependsOn: ['A'], properties: { DelaySeconds: 1 } })];
    const { events } = updateTimeline(stack, previous, dependent, 0, 20);
    const at = (id: string, status: string) =>
      events.find((e) => e.logicalId === id && e.status === status)?.at ?? Number.NaN;
    expect(at('B', 'UPDATE_IN_PROGRESS')).toBeGreaterThan(at('A', 'UPDATE_COMPLETE'));
  });

  it('rolls back on a failure: the failing resource in its words, the changed one restored', () => {
    // A's change (2 s) completes before C fails (4 s), so the rollback has A to restore
    const failing = [
      resource('A', { properties: { DelaySeconds: 5 }, seconds: 2 }),
      resource('B'),
      resource('C', { failure: 'Resource handler returned message: "no"' }),
    ];
    const outcome = updateTimeline(stack, previous, failing, 0, 20);
    expect(outcome.rolledBack).toBe(true);
    const rolledBack = { ...stack, accountId: '1', region: 'us-east-1', templateBody: '', parameters: {} };
    const record = {
      ...rolledBack,
      tags: {},
      createdAt: 0,
      resources: previous,
      outputs: {},
      events: outcome.events,
      version: 2,
    };
    const view = viewAt(record, Number.MAX_SAFE_INTEGER);
    expect(view.status).toBe('UPDATE_ROLLBACK_COMPLETE');
    expect(view.statusReason).toBe('The following resource(s) failed to create: [C]. ');
    expect(outcome.events.find((e) => e.logicalId === 'C' && e.status === 'CREATE_FAILED')?.reason).toBe(
      'Resource handler returned message: "no"',
    );
    expect(outcome.events.filter((e) => e.logicalId === 'A').map((e) => e.status)).toEqual([
      'UPDATE_IN_PROGRESS',
      'UPDATE_COMPLETE',
      'UPDATE_IN_PROGRESS',
      'UPDATE_COMPLETE',
    ]);
  });
});
