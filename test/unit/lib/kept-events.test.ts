import { describe, expect, it } from 'vitest';
import { EVENTS_BYTE_BUDGET, keptEvents } from '#functions/lib/deployments/observe-stack';
import type { StackEvent } from '#functions/lib/ports/stack-deployer';

const event = (i: number): StackEvent => ({
  eventId: `e${i}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  logicalId: `Resource${i}`,
  resourceType: 'AWS::SQS::Queue',
  status: 'CREATE_COMPLETE',
});

describe('the events a deployment keeps for its timeline', () => {
  it('keeps every event of a big operation, not the newest 50', () => {
    const events = Array.from({ length: 900 }, (_, i) => event(i));
    const kept = keptEvents(events);
    expect(kept).toHaveLength(900);
    expect(kept[0]).toEqual({
      timestamp: events[0]?.timestamp,
      logical_id: 'Resource0',
      type: 'AWS::SQS::Queue',
      status: 'CREATE_COMPLETE',
    });
  });

  it('stops at the byte budget with the newest first, so the record stays a DynamoDB item', () => {
    const events = Array.from({ length: 5_000 }, (_, i) => event(i));
    const kept = keptEvents(events);
    expect(kept.length).toBeLessThan(5_000);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(EVENTS_BYTE_BUDGET);
    expect(kept.map((e) => e.logical_id)).toEqual(events.slice(0, kept.length).map((e) => e.logicalId));
  });
});
