import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { familiesOfTypes } from '#shared/generation/services/families';
import { serviceById } from '#shared/generation/services/index';
import { generateOffline, warmValidator } from '#test/fixtures/generation';
import { SERVICE_REQUESTS } from '#test/fixtures/service-requests';

beforeAll(() => warmValidator(), 180_000);

/**
 * Requests naming services outside the original building blocks, through the real offline
 * planner, synthesis, security agent and AWS's validator (one shared engine): each template has
 * the families its request needs, the edge it names, no validator ERROR and >= 90 on every framework.
 */
describe('requests naming services outside the building blocks', () => {
  it('has at least 60 requests, at least 10 in Arabic', () => {
    expect(SERVICE_REQUESTS.length).toBeGreaterThanOrEqual(60);
    expect(SERVICE_REQUESTS.filter((c) => c.arabic).length).toBeGreaterThanOrEqual(10);
    expect(new Set(SERVICE_REQUESTS.map((c) => c.prompt)).size).toBe(SERVICE_REQUESTS.length);
  });

  it.each(SERVICE_REQUESTS.map((c, i) => [i, c.prompt.slice(0, 70), c] as const))(
    '#%i %s',
    async (_i, _prompt, testCase) => {
      const result = await generateOffline(testCase.prompt);
      const resources = (parseTemplate(result.security.template).body.Resources ?? {}) as Record<
        string,
        { Type: string }
      >;
      const families = familiesOfTypes(Object.values(resources).map((r) => r.Type));
      expect(testCase.families.filter((f) => !families.has(f))).toEqual([]);
      expect((testCase.absent ?? []).filter((f) => families.has(f))).toEqual([]);
      expect(result.validity.ok).toBe(true);
      for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
      if (testCase.edge) {
        const serviceOf = (name: string) => {
          const block = result.plan.blocks.find((b) => b.name === name);
          if (block?.kind === 'service') return block.options.service;
          const byBlock: Record<string, string> = {
            'key-value-table': 'dynamodb',
            'object-storage': 's3',
            stream: 'kinesis',
            'static-site': 'cloudfront',
          };
          return block ? (byBlock[block.kind] ?? block.kind) : name;
        };
        const edges = (result.plan.connections ?? []).map(
          (c) => `${serviceOf(c.from)} -> ${serviceOf(c.to)}`,
        );
        expect(edges).toContain(testCase.edge);
      }
      // every named service id the plan uses is in the vocabulary
      for (const block of result.plan.blocks)
        if (block.kind === 'service') expect(serviceById(block.options.service)).toBeDefined();
    },
    120_000,
  );
});
