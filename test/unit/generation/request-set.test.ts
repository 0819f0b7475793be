import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, problemsOf, warmValidator } from '#test/fixtures/generation';
import { REQUEST_CASES } from '#test/fixtures/generation-requests';

beforeAll(() => warmValidator(), 180_000);

/**
 * The offline planner's own request set: each brief must give its expected building blocks and
 * readings, no validator ERROR, at least 90% on the requested frameworks (all three when none is
 * named), a diagram and a cost range.
 */
describe('offline planner request set', () => {
  it('has at least 40 varied requests', () => {
    expect(REQUEST_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(REQUEST_CASES.map((c) => c.request.prompt)).size).toBe(REQUEST_CASES.length);
  });

  it.each(REQUEST_CASES.map((c, i) => [i, c.request.prompt.slice(0, 70), c] as const))(
    '#%i %s',
    async (_i, _prompt, testCase) => {
      const result = await generateOffline(testCase.request);
      expect(problemsOf(result, testCase)).toEqual([]);
    },
    120_000,
  );
});
