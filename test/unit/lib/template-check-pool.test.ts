import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_CHECK_TEXT, templateCheckPool } from '#functions/lib/adapters/local/template-check-pool';
import { forEachSubBomb } from '#test/fixtures/template-bombs';

/**
 * The local checker's own limits, the line behind the resolver's budget: a check that runs past
 * its time or its heap ends its thread and is answered as refused, never the process (that the
 * same pool then serves on a new thread is seen in template-bombs-api.test.ts's last test). A template within the budget that still builds 16 MB of text stands in for a bomb the
 * budget missed (forEachSubBomb(24, 7): 24 copies of a 218,700-character Fn::Sub).
 */
const heavy = forEachSubBomb(24, 7);
const plain = JSON.stringify({ Resources: { Topic: { Type: 'AWS::SNS::Topic' } } });
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
});

describe('template check pool', () => {
  it('refuses a check past its time limit', async () => {
    const pool = templateCheckPool({ size: 1, timeoutMs: 1, memoryMb: 256 });
    stop = pool.stop;
    expect(await pool.check({ text: heavy })).toEqual({ refused: TEMPLATE_CHECK_TEXT.tooSlow(0) });
  }, 60_000);

  it('refuses a check past its time limit where invocations are scoped, as in the local server', async () => {
    // the local runtime's InvokeStore and concurrency variable: a log line outside a request throws
    await import('#local/invocation-scope');
    process.env.AWS_LAMBDA_MAX_CONCURRENCY = '64';
    const unexpected: unknown[] = [];
    const record = (error: unknown) => unexpected.push(error);
    process.on('uncaughtException', record);
    try {
      const pool = templateCheckPool({ size: 1, timeoutMs: 1, memoryMb: 256 });
      stop = pool.stop;
      expect(await pool.check({ text: heavy })).toEqual({ refused: TEMPLATE_CHECK_TEXT.tooSlow(0) });
      expect(unexpected).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
    }
  }, 60_000);

  it('refuses a check past its memory limit without ending the process', async () => {
    const pool = templateCheckPool({ size: 1, timeoutMs: 30_000, memoryMb: 8 });
    stop = pool.stop;
    expect(await pool.check({ text: heavy })).toEqual({ refused: TEMPLATE_CHECK_TEXT.tooBig(8) });
    const next = templateCheckPool({ size: 1, timeoutMs: 30_000, memoryMb: 256 });
    expect(await next.check({ text: plain })).toEqual({ diagnostics: [] });
    await next.stop();
  }, 60_000);
});
