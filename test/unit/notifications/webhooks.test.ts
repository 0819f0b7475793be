import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notify, postWebhook, webhookSignature } from '#functions/lib/notifications/deliver';
import type { NotificationPorts, StoredNotificationSettings } from '#functions/lib/notifications/ports';
import { saveSettings } from '#functions/lib/notifications/settings';
import { isForbiddenAddress, webhookUrlProblem } from '#functions/lib/notifications/webhook-guard';

const DNS: Record<string, string[]> = {
  'hooks.slack.com': ['34.226.36.32'],
  'inside.example.com': ['10.1.2.3'],
  'meta.example.com': ['169.254.169.254'],
  'mixed.example.com': ['34.226.36.32', '::1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
};
const resolve = async (host: string) => {
  const answer = DNS[host];
  if (!answer) throw new Error('ENOTFOUND');
  return answer;
};

/** Answers from a script, one per call; every request is recorded. */
function receiver(script: (number | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = script.shift() ?? 200;
    if (next instanceof Error) throw next;
    return new Response(next === 200 ? 'ok' : `status ${next}`, { status: next });
  }) as unknown as typeof fetch;
  return { calls, fetch: fake };
}

function ports(
  fetcher: typeof fetch,
  stored?: StoredNotificationSettings,
  localWebhookOrigins: string[] = [],
) {
  let settings = stored;
  const sent: string[] = [];
  const value: NotificationPorts = {
    settings: {
      get: async () => settings,
      put: async (_u, s) => {
        settings = s;
      },
    },
    email: { send: async (m) => void sent.push(`${m.to}: ${m.subject}`) },
    resolve,
    fetch: fetcher,
    localWebhookOrigins,
    retryDelaysMs: [1, 1],
    now: () => new Date('2026-11-29T08:00:00Z'),
  };
  return { value, sent, settings: () => settings };
}

describe('webhook URLs', () => {
  it('refuses what is not https or reaches a private, loopback or link-local address', async () => {
    expect(await webhookUrlProblem('https://hooks.slack.com/services/T/B/X', resolve)).toBeUndefined();
    expect(await webhookUrlProblem('http://hooks.slack.com/x', resolve)).toMatch(/must start with https/);
    expect(await webhookUrlProblem('https://inside.example.com/x', resolve)).toMatch(
      /10\.1\.2\.3, a private/,
    );
    expect(await webhookUrlProblem('https://meta.example.com/x', resolve)).toMatch(/169\.254\.169\.254/);
    expect(await webhookUrlProblem('https://mixed.example.com/x', resolve)).toMatch(/::1/);
    expect(await webhookUrlProblem('https://mapped.example.com/x', resolve)).toMatch(/::ffff:127\.0\.0\.1/);
    expect(await webhookUrlProblem('https://127.0.0.1/x', resolve)).toMatch(/127\.0\.0\.1/);
    expect(await webhookUrlProblem('https://nowhere.example.com/x', resolve)).toMatch(/does not resolve/);
    expect(isForbiddenAddress('fd00::1')).toBe(true);
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
  });

  it('allows a receiver on this machine only when the local runtime names its origin', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1:4455/hook', resolve)).toMatch(/https/);
    expect(
      await webhookUrlProblem('http://127.0.0.1:4455/hook', resolve, ['http://127.0.0.1:4455']),
    ).toBeUndefined();
    expect(await webhookUrlProblem('http://127.0.0.1:4456/hook', resolve, ['http://127.0.0.1:4455'])).toMatch(
      /https/,
    );
  });

  it('saving a refused URL is a 400 naming the field, and nothing is saved', async () => {
    const p = ports(receiver([]).fetch);
    await expect(
      saveSettings(p.value, 'u1', {
        email: 'ops@example.com',
        webhook_url: 'https://inside.example.com/x',
        events: { new_finding: true, drift: true, deployment_failed: true },
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^webhook_url: /) });
    expect(p.settings()).toBeUndefined();
  });
});

describe('webhook delivery', () => {
  const notification = { kind: 'drift' as const, title: 'Drift on web', text: '1 resource drifted' };

  it('sends Slack-compatible JSON signed with the user secret over timestamp and body', async () => {
    const r = receiver([200]);
    const delivery = await postWebhook(
      ports(r.fetch).value,
      'https://hooks.slack.com/x',
      'secret-1',
      notification,
    );
    expect(delivery).toMatchObject({ ok: true, attempts: 1, status: 200, answer: 'ok' });
    const { init } = r.calls[0] as { init: RequestInit };
    const headers = init.headers as Record<string, string>;
    const body = String(init.body);
    expect(JSON.parse(body)).toMatchObject({
      text: 'Drift on web\n1 resource drifted',
      sahab_event: 'drift',
    });
    const expected = createHmac('sha256', 'secret-1')
      .update(`${headers['x-sahab-timestamp']}.${body}`)
      .digest('hex');
    expect(headers['x-sahab-signature']).toBe(`v1=${expected}`);
    expect(webhookSignature('other', headers['x-sahab-timestamp'] ?? '', body)).not.toBe(
      headers['x-sahab-signature'],
    );
  });

  it('retries no answer, 429 and 5xx with backoff, not a 4xx; the last answer is kept', async () => {
    const flaky = receiver([new Error('ECONNRESET'), 503, 200]);
    expect(
      await postWebhook(ports(flaky.fetch).value, 'https://hooks.slack.com/x', 's', notification),
    ).toMatchObject({
      ok: true,
      attempts: 3,
    });
    const refused = receiver([404]);
    expect(
      await postWebhook(ports(refused.fetch).value, 'https://hooks.slack.com/x', 's', notification),
    ).toMatchObject({
      ok: false,
      attempts: 1,
      status: 404,
      answer: 'status 404',
    });
    const down = receiver([500, 500, 500]);
    expect(
      await postWebhook(ports(down.fetch).value, 'https://hooks.slack.com/x', 's', notification),
    ).toMatchObject({
      ok: false,
      attempts: 3,
      status: 500,
    });
  });

  it('sends only what the user chose, to both channels, and keeps how each went', async () => {
    const r = receiver([200]);
    const stored: StoredNotificationSettings = {
      email: 'ops@example.com',
      webhook_url: 'https://hooks.slack.com/x',
      events: { new_finding: true, drift: false, deployment_failed: true },
      webhookSecret: 's',
    };
    const p = ports(r.fetch, stored);
    await notify(p.value, 'u1', notification);
    expect([p.sent, r.calls]).toEqual([[], []]);
    await notify(p.value, 'u1', { ...notification, kind: 'new_finding', title: '2 new critical findings' });
    expect(p.sent).toEqual(['ops@example.com: [Sahab] 2 new critical findings']);
    expect(r.calls).toHaveLength(1);
    expect(p.settings()).toMatchObject({
      lastDelivery: { channel: 'email', ok: true },
      lastWebhookDelivery: { channel: 'webhook', ok: true, status: 200 },
    });
  });
});
