import { describe, expect, it } from 'vitest';
import { liveTopicUrl } from '#web/live/live-topic';

describe('live topic address in AWS', () => {
  it("puts the topic where API Gateway's fixed socket address marks it, and the token beside it", () => {
    const wsUrl = 'wss://a1b2c3.execute-api.me-central-1.amazonaws.com/live?topic={topic}';
    const url = new URL(
      liveTopicUrl({ wsUrl, pageOrigin: 'https://app.example' }, 'ws', 'd-1 2', 'tok') ?? '',
    );
    expect(url.origin + url.pathname).toBe('wss://a1b2c3.execute-api.me-central-1.amazonaws.com/live');
    expect(Object.fromEntries(url.searchParams)).toEqual({ topic: 'd-1 2', token: 'tok' });
  });
});
