import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { routes } from '#shared/api/routes/index';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';
// a small estate keeps each scan to seconds on a busy machine
process.env.SAHAB_SANDBOX_ESTATE_SIZE = '30';
process.env.SAHAB_SCHEDULER_TICK_MS = '250';

const SLOW = 300_000;
let runtime: TestRuntime;
let receiver: Server;
let alice: WalkerUser;
let bob: WalkerUser;
const received: { signature: string; timestamp: string; body: string }[] = [];

beforeAll(async () => {
  getTemplateValidator().validate(ROLE_TEMPLATE);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        signature: String(req.headers['x-sahab-signature']),
        timestamp: String(req.headers['x-sahab-timestamp']),
        body,
      });
      res.end('received');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  // the local runtime's explicit allowance for this one receiver on this machine
  process.env.SAHAB_LOCAL_WEBHOOK_ORIGINS = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  runtime = await startRuntime();
  [alice, bob] = await Promise.all([
    subscribedUser(runtime, 'alice@schedules.test', 'pro'),
    subscribedUser(runtime, 'bob@schedules.test', 'pro'),
  ]);
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
  receiver?.close();
  delete process.env.SAHAB_LOCAL_WEBHOOK_ORIGINS;
});

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);

async function linkSandbox(user: WalkerUser) {
  const role = await call(user, 'sandboxRole');
  const linked = await call(user, 'awsAccountsLink', {
    body: linkAccountRequest({ alias: 'Sandbox', role_arn: role.body.role_arn }),
  });
  expect(linked.status).toBe(201);
  return linked.body as { id: string };
}

async function completedScans(user: WalkerUser, count: number) {
  for (let i = 0; i < 900; i++) {
    const scans = (await call(user, 'complianceScansList')).body as { status: string; trigger: string }[];
    const done = scans.filter((s) => s.status === 'completed');
    if (done.length >= count) return done;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`fewer than ${count} scans completed`);
}

describe('scheduled scans and notifications on the local product', () => {
  it('runs a schedule when its owner moves their sandbox clock past it, twice: trend, changes, e-mail and signed webhook', {
    timeout: SLOW,
  }, async () => {
    const account = await linkSandbox(alice);
    const settings = await call(alice, 'notificationSettingsPut', {
      body: {
        email: 'alice@schedules.test',
        webhook_url: `${process.env.SAHAB_LOCAL_WEBHOOK_ORIGINS}/hook`,
        events: { new_finding: true, drift: true, deployment_failed: true },
      },
    });
    expect(settings.status).toBe(200);
    const secret = settings.body.webhook_secret as string;

    const schedule = {
      account_ids: [account.id],
      frameworks: ['SAMA', 'NCA-ECC'],
      cadence: 'daily',
      time: '05:00',
      time_zone: 'Asia/Riyadh',
    };
    const badZone = await call(alice, 'scanSchedulesCreate', { body: { ...schedule, time_zone: 'Riyadh' } });
    expect(badZone.status).toBe(400);
    expect(badZone.body.detail).toMatch(/^time_zone: /);
    const tooOften = await call(alice, 'scanSchedulesCreate', {
      body: { ...schedule, cadence: 'cron', cron: '0 * * * *' },
    });
    expect(tooOften.status).toBe(403);
    expect((await call(alice, 'scanSchedulesList')).body).toEqual([]);
    const saved = await call(alice, 'scanSchedulesCreate', { body: schedule });
    expect(saved.status).toBe(201);
    const id = saved.body.schedule_id as string;

    // another user: neither sees nor deletes it, and their clock does not run it
    expect((await call(bob, 'scanSchedulesList')).body).toEqual([]);
    expect((await call(bob, 'scanScheduleDelete', { params: { schedule_id: id } })).status).toBe(404);
    expect((await call(bob, 'sandboxClockAdvance', { body: { minutes: 60 * 24 * 7 } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      ((await call(alice, 'scanSchedulesList')).body as { last_run_at: string | null }[])[0]?.last_run_at,
    ).toBeNull();

    for (const run of [1, 2]) {
      const clock = await call(alice, 'sandboxClockAdvance', { body: { minutes: 60 * 24 } });
      expect(clock.body.offset_minutes).toBe(60 * 24 * run);
      const done = await completedScans(alice, run);
      expect(done.every((s) => s.trigger === 'scheduled')).toBe(true);
    }
    const dashboard = (await call(alice, 'complianceDashboard')).body;
    expect(dashboard.trend).toHaveLength(2);
    expect(dashboard.finding_changes).toMatchObject({ opened_count: expect.any(Number) });

    const outbox = (await call(alice, 'sandboxOutbox')).body as { subject: string; to: string }[];
    expect(
      outbox.some((m) => /new critical or high finding/.test(m.subject) && m.to === 'alice@schedules.test'),
    ).toBe(true);
    const [hook] = received;
    expect(hook).toBeDefined();
    const expected = createHmac('sha256', secret).update(`${hook?.timestamp}.${hook?.body}`).digest('hex');
    expect(hook?.signature).toBe(`v1=${expected}`);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ sahab_event: 'new_finding' });
    const after = (await call(alice, 'notificationSettingsGet')).body;
    expect(after.last_webhook_delivery).toMatchObject({ ok: true, status: 200, answer: 'received' });
  });

  it('refuses a webhook to a private address or over http on its field, nothing saved', {
    timeout: SLOW,
  }, async () => {
    const before = (await call(bob, 'notificationSettingsGet')).body;
    for (const url of [
      'http://example.com/hook',
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest',
    ]) {
      const refused = await call(bob, 'notificationSettingsPut', {
        body: { email: '', webhook_url: url, events: before.events },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/^webhook_url: /);
    }
    expect((await call(bob, 'notificationSettingsGet')).body.webhook_url).toBe('');
  });
});
