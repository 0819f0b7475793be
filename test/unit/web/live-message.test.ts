import { describe, expect, it } from 'vitest';
import { liveMessageSchema, type ScanMessage } from '#shared/live/messages';
import { liveMessageTopic, readLiveMessage } from '#shared/live/read-message';
import { makeDeploymentSummary } from '#test/fixtures/web';

// A scan's progress as the scan workflow publishes it (checked against the server's schema below).
const scan: ScanMessage = { type: 'scan', scan_id: 'scan-1', status: 'running', progress: 40 };

describe('readLiveMessage (the browser reads live frames without the schemas)', () => {
  it('takes a frame the server built to its schema, as sent, with its topic', () => {
    const frame = JSON.stringify(liveMessageSchema.parse(scan));

    const message = readLiveMessage(frame);

    expect(message).toEqual(scan);
    expect(message && liveMessageTopic(message)).toBe('scan-1');
  });

  it('finds the topic of every kind of message', () => {
    const { deployment_id } = makeDeploymentSummary({ deployment_id: 'dep-7' });
    const removed = readLiveMessage(JSON.stringify({ type: 'deployment_removed', deployment_id }));

    expect(removed && liveMessageTopic(removed)).toBe('dep-7');
  });

  it('drops a message of a known type whose fields the pages act on are missing or wrong, as the schema does', () => {
    const broken = [
      { ...scan, status: 'bogus' },
      { ...scan, progress: 140 },
      { ...scan, progress: '40' },
      { type: 'scan', scan_id: 'scan-1', status: 'running' },
      { type: 'deployment_removed' },
      { ...makeDeploymentSummary(), type: 'deployment', status: 3 },
    ];
    for (const message of broken) {
      expect(liveMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
      expect(readLiveMessage(JSON.stringify(message)), JSON.stringify(message)).toBeUndefined();
    }
  });

  it('drops what is not a message of a known type', () => {
    for (const frame of ['not json', '42', 'null', '[]', '{"scan_id":"scan-1"}', '{"type":"toString"}']) {
      expect(readLiveMessage(frame), frame).toBeUndefined();
    }
  });
});
