import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, sessionGet } from '#shared/api/routes/generation';
import type { SessionView } from '#shared/api/sessions';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

/**
 * The local server keeps answering while a generation runs: its agents run in worker threads, not
 * on the event loop that serves HTTP. The first run of a server is the hardest case: AWS's
 * validator creates its WebAssembly engine then, seconds of CPU inside the validity stage.
 */
let runtime: TestRuntime;
let user: WalkerUser;
beforeAll(async () => {
  runtime = await startRuntime({ logLevel: 'ERROR' });
  user = await subscribedUser(runtime, 'responsive@example.com', 'pro');
}, 60_000);
afterAll(async () => {
  await runtime?.dispose();
});

/**
 * GET /health back to back until `done` is set: the server's clock at each answer. A keep-alive
 * connection the server dropped while its loop was held fails one request; the next one goes on.
 */
async function probeHealth(done: () => boolean): Promise<number[]> {
  const answered: number[] = [];
  while (!done()) {
    const answer = await fetch(`${runtime.url}/health`).then(
      (response) => response.json() as Promise<{ time: string }>,
      () => undefined,
    );
    if (answer) answered.push(Date.parse(answer.time));
  }
  return answered;
}

async function waitForEnd(sessionId: string): Promise<SessionView> {
  for (;;) {
    const answer = await callRoute(runtime, sessionGet, user.accessToken, {
      params: { id: sessionId },
    }).catch(() => undefined);
    // a poll the server could not answer (a held loop) is simply polled again
    if (answer?.status === 200 && answer.body.status !== 'running') return answer.body as SessionView;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the local server during a generation', () => {
  it('answers /health while the validity stage runs, not only between stages', {
    timeout: 180_000,
  }, async () => {
    const started = await callRoute(runtime, generate, user.accessToken, {
      body: { prompt: 'A web application with a PostgreSQL database for our customers' },
    });
    expect(started.status).toBe(202);
    let ended = false;
    const ending = waitForEnd(started.body.session_id).finally(() => {
      ended = true;
    });
    const answers = await probeHealth(() => ended);
    const view = await ending;
    expect(view.status, view.error).toBe('completed');

    // On the event loop, the validator's work (here its engine's creation) holds the server for
    // nearly the whole stage: no answer could fall in the middle third of it.
    const validity = view.stages.find((stage) => stage.agent === 'validity');
    const from = Date.parse(validity?.started_at ?? '');
    const to = Date.parse(validity?.completed_at ?? '');
    const third = (to - from) / 3;
    const during = answers.filter((at) => at > from + third && at < to - third);
    expect(during.length, `${answers.length} answers; validity stage ${to - from} ms`).toBeGreaterThan(0);
  });
});
