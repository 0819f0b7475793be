import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localLiveHub } from '#functions/lib/adapters/local/in-process-live-updates';
import type { LiveMessage } from '#shared/live/messages';
import { LIVE_CLOSE } from '#shared/live/messages';
import { giveTopic, MALFORMED_TOPIC_IDS, openLiveSocket } from '#test/fixtures/live';
import { refusedTokens } from '#test/fixtures/route-walker/tokens';
import { mintAccessToken, signIn, startRuntime, type TestRuntime, type Tokens } from '#test/fixtures/runtime';
import { type LiveChannel, type LiveSocket, liveTopicUrl, watchLiveTopic } from '#web/live/live-topic';

let runtime: TestRuntime;
let alice: Tokens;
let bob: Tokens;

beforeAll(async () => {
  runtime = await startRuntime();
  [alice, bob] = await Promise.all([signIn(runtime, 'alice@live.test'), signIn(runtime, 'bob@live.test')]);
  for (const topic of ['topic-x', 'topic-y', 'scan-1', 'topic-w', 'topic-r'])
    await giveTopic(alice.sub, topic);
  await giveTopic(bob.sub, 'topic-x');
  await giveTopic(bob.sub, 'bobs-only');
}, 60_000);
afterAll(() => runtime?.dispose());

const scan = (scanId: string, progress: number): LiveMessage => ({
  type: 'scan',
  scan_id: scanId,
  status: 'running',
  progress,
});

/** Waits until the hub has the expected listener count (the socket registered before `open`). */
function listening(userId: string, topicId: string) {
  return localLiveHub.listeners(userId, topicId);
}

describe('local live-update socket server', () => {
  it("delivers a user's messages on a topic to that user's socket on that topic only", async () => {
    const aliceOnX = openLiveSocket(runtime, '/ws/topic-x', alice.accessToken);
    const bobOnX = openLiveSocket(runtime, '/ws/topic-x', bob.accessToken);
    const aliceOnY = openLiveSocket(runtime, '/ws/topic-y', alice.accessToken);
    await Promise.all([aliceOnX.opened, bobOnX.opened, aliceOnY.opened]);
    expect(listening(alice.sub, 'topic-x')).toBe(1);

    // bob publishes on the id alice watches: alice must hear nothing of it
    await localLiveHub.publish(bob.sub, 'topic-x', scan('topic-x', 10));
    await localLiveHub.publish(alice.sub, 'topic-x', scan('topic-x', 20));
    await localLiveHub.publish(alice.sub, 'topic-y', scan('topic-y', 30));
    await localLiveHub.publish(alice.sub, 'topic-x', scan('topic-x', 40));

    expect(await aliceOnX.received(2)).toEqual([scan('topic-x', 20), scan('topic-x', 40)]);
    expect(await bobOnX.received(1)).toEqual([scan('topic-x', 10)]);
    expect(await aliceOnY.received(1)).toEqual([scan('topic-y', 30)]);
    // a last message to each proves nothing else was queued before it
    await localLiveHub.publish(bob.sub, 'topic-x', scan('topic-x', 50));
    await localLiveHub.publish(alice.sub, 'topic-y', scan('topic-y', 60));
    expect(await bobOnX.received(2)).toEqual([scan('topic-x', 10), scan('topic-x', 50)]);
    expect(await aliceOnY.received(2)).toEqual([scan('topic-y', 30), scan('topic-y', 60)]);
    expect(aliceOnX.messages).toHaveLength(2);

    for (const socket of [aliceOnX, bobOnX, aliceOnY]) socket.close();
    await Promise.all([aliceOnX.closed, bobOnX.closed, aliceOnY.closed]);
    await expect.poll(() => listening(alice.sub, 'topic-x')).toBe(0);
  });

  it("refuses with 4404 an id the caller does not own, alike whether it is another user's or unknown", async () => {
    for (const path of ['/ws/bobs-only', '/ws/nobody-has-this', '/api/compliance/ws/bobs-only']) {
      const socket = openLiveSocket(runtime, path, alice.accessToken);
      expect(await socket.closed, path).toBe(LIVE_CLOSE.notFound);
    }
    expect(listening(alice.sub, 'bobs-only')).toBe(0);
    const own = openLiveSocket(runtime, '/ws/bobs-only', bob.accessToken);
    await own.opened;
    own.close();
  });

  it("refuses with 4404 an id that could be nobody's, as an unknown one, once the token has passed", async () => {
    const channels = ['/ws/', '/api/compliance/ws/'];
    const closes = await Promise.all(
      MALFORMED_TOPIC_IDS.map(async (id, i) => {
        const path = `${channels[i % channels.length]}${encodeURIComponent(id)}`;
        return [id, await openLiveSocket(runtime, path, alice.accessToken).closed];
      }),
    );
    expect(Object.fromEntries(closes)).toEqual(
      Object.fromEntries(MALFORMED_TOPIC_IDS.map((id) => [id, LIVE_CLOSE.notFound])),
    );
    // an id whose escapes do not decode is no id either
    expect(await openLiveSocket(runtime, '/ws/%E0%A4%A', alice.accessToken).closed).toBe(LIVE_CLOSE.notFound);
  });

  it('closes with 4401, not 4404, a socket on a malformed id without a usable token', async () => {
    const refused = await refusedTokens(runtime);
    for (const [name, token] of Object.entries(refused)) {
      for (const path of [`/ws/${encodeURIComponent(MALFORMED_TOPIC_IDS[0]!)}`, '/ws/%E0%A4%A']) {
        expect(await openLiveSocket(runtime, path, token).closed, `${name} on ${path}`).toBe(
          LIVE_CLOSE.unauthorized,
        );
      }
    }
  });

  it('serves the compliance scan channel the same way', async () => {
    const socket = openLiveSocket(runtime, '/api/compliance/ws/scan-1', alice.accessToken);
    await socket.opened;
    await localLiveHub.publish(alice.sub, 'scan-1', scan('scan-1', 70));
    expect(await socket.received(1)).toEqual([scan('scan-1', 70)]);
    socket.close();
  });

  it('closes with 4401 for every token the HTTP authorizer refuses, before any listener exists', async () => {
    for (const [name, token] of Object.entries(await refusedTokens(runtime))) {
      const socket = openLiveSocket(runtime, '/ws/topic-refused', token);
      expect(await socket.closed, name).toBe(LIVE_CLOSE.unauthorized);
    }
    // the walker's refused tokens carry these subjects; none of them got a listener
    for (const sub of ['walker-forged', 'walker-expired', 'walker-audience']) {
      expect(listening(sub, 'topic-refused')).toBe(0);
    }
  });

  it('closes a socket with 4401 when its token expires, before any later message reaches it', async () => {
    const token = await mintAccessToken(runtime, { sub: alice.sub, exp: Math.floor(Date.now() / 1000) + 2 });
    const socket = openLiveSocket(runtime, '/ws/topic-w', token);
    await socket.opened;
    expect(await socket.closed).toBe(LIVE_CLOSE.unauthorized);
    await expect.poll(() => listening(alice.sub, 'topic-w')).toBe(0);
    await localLiveHub.publish(alice.sub, 'topic-w', scan('topic-w', 10));
    expect(socket.messages).toEqual([]);
  });

  it('refuses paths that are not a live channel and hosts that are not its own', async () => {
    await expect(openLiveSocket(runtime, '/ws/', alice.accessToken).opened).rejects.toThrow('HTTP 404');
    await expect(openLiveSocket(runtime, '/ws/a/b', alice.accessToken).opened).rejects.toThrow('HTTP 404');
    await expect(
      openLiveSocket(runtime, '/ws/topic-x', alice.accessToken, { host: 'evil.example:80' }).opened,
    ).rejects.toThrow('HTTP 421');
  });
});

describe("the web app's live-topic watcher against the local server", () => {
  const base = () => ({ wsUrl: `${runtime.url.replace(/^http/, 'ws')}/ws`, pageOrigin: runtime.url });

  function watch(topicId: string, tokens: (string | undefined)[], channel: LiveChannel = 'ws') {
    const received: LiveMessage[] = [];
    const states: boolean[] = [];
    let calls = 0;
    const stop = watchLiveTopic({
      topicId,
      url: (token) => liveTopicUrl(base(), channel, topicId, token),
      // each connection attempt takes the next token, the last one for good
      getToken: () => tokens[Math.min(calls++, tokens.length - 1)],
      onMessage: (message) => received.push(message),
      onConnectedChange: (connected) => states.push(connected),
      openSocket: (url) => new WebSocket(url) as unknown as LiveSocket,
      retryDelayMs: () => 20,
    });
    return { received, states, stop, attempts: () => calls };
  }

  it('hands on the messages of its topic that parse, and drops the rest', async () => {
    const watcher = watch('topic-w', [alice.accessToken]);
    await expect.poll(() => watcher.states).toEqual([true]);
    await localLiveHub.publish(alice.sub, 'topic-w', {
      type: 'scan',
      scan_id: 'topic-w',
      status: 'bogus',
    } as never);
    // a message naming another id, though published on this topic, is not this topic's
    await localLiveHub.publish(alice.sub, 'topic-w', scan('elsewhere', 5));
    await localLiveHub.publish(alice.sub, 'topic-w', scan('topic-w', 90));
    await expect.poll(() => watcher.received).toEqual([scan('topic-w', 90)]);
    watcher.stop();
    await expect.poll(() => listening(alice.sub, 'topic-w')).toBe(0);
    expect(watcher.states).toEqual([true]);
  });

  it('connects again with a fresh token after the server refuses one', async () => {
    const watcher = watch('topic-r', ['expired-or-forged', undefined, alice.accessToken], 'compliance');
    await expect.poll(() => listening(alice.sub, 'topic-r')).toBe(1);
    expect(watcher.attempts()).toBe(3);
    // the server registers the listener just before the client sees the socket open
    await expect.poll(() => watcher.states.at(-1)).toBe(true);
    await localLiveHub.publish(alice.sub, 'topic-r', scan('topic-r', 100));
    await expect.poll(() => watcher.received).toEqual([scan('topic-r', 100)]);
    watcher.stop();
  });

  it('opens nothing where the environment has no live channel', () => {
    expect(liveTopicUrl({ wsUrl: '', pageOrigin: 'https://app.example' }, 'ws', 'd-1', 't')).toBeUndefined();
    expect(
      liveTopicUrl({ wsUrl: 'wss://api.example/ws', pageOrigin: 'https://app.example' }, 'ws', 'a b', 't'),
    ).toBe('wss://api.example/ws/a%20b?token=t');
    expect(
      liveTopicUrl(
        { wsUrl: 'wss://api.example/ws', pageOrigin: 'https://app.example' },
        'compliance',
        's',
        't',
      ),
    ).toBe('wss://app.example/api/compliance/ws/s?token=t');
  });
});
