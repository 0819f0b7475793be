import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mintAccessToken, startRuntime, type TestRuntime } from '../fixtures/runtime';

/**
 * Handler log lines of concurrent requests: every handler shares one module-level logger, as every
 * Lambda in one execution environment does, yet each line must name the route that wrote it.
 */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startRuntime({ logLevel: 'INFO' });
});
afterAll(async () => {
  await runtime?.dispose();
});

interface LogLine {
  message: string;
  route?: string;
  function_name?: string;
  detail?: string;
}

/** Handler lines printed while `act` runs (Powertools writes JSON lines to stdout). */
async function captureLogs(act: () => Promise<unknown>): Promise<LogLine[]> {
  const printed: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    await act();
  } finally {
    write.mockRestore();
  }
  return printed
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

describe('local handler logs', () => {
  it('stamp each line of concurrent requests with its own route', async () => {
    // Arrange: sandbox checkouts, each delivering signed webhooks over HTTP that write to the
    // database and then log, while other checkouts and refused webhooks start in between
    const checkout = async (user: number) =>
      fetch(`${runtime.url}/api/billing/sandbox-checkout`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await mintAccessToken(runtime, { sub: `log-tester-${user}` })}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ tier: 'pro' }),
      });
    const unsignedWebhook = () => fetch(`${runtime.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
    // Act
    const lines = await captureLogs(() =>
      Promise.all(Array.from({ length: 16 }, (_, i) => (i % 4 === 3 ? unsignedWebhook() : checkout(i)))),
    );
    // Assert: webhook lines (event processed, request refused) name the webhook, never a checkout
    const processed = lines.filter((line) => line.message === 'paddle event processed');
    const refused = lines.filter((line) => line.message === 'Request refused');
    expect(processed.length).toBeGreaterThanOrEqual(12);
    expect(refused).toHaveLength(4);
    for (const line of [...processed, ...refused]) {
      expect({ route: line.route, function_name: line.function_name }).toEqual({
        route: 'billing-webhook',
        function_name: 'sahab-billing-webhook',
      });
    }
  });
});
