import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { warmValidator } from '#test/fixtures/generation';
import {
  type AgreementSource,
  accountFindings,
  agreementSources,
  deployToSandbox,
  templateFindings,
} from '#test/fixtures/scan-agreement';

let sources: AgreementSource[];
beforeAll(async () => {
  warmValidator();
  sources = await agreementSources();
}, 300_000);
afterAll(() => disposeTemplateValidator());

const sorted = (findings: Map<string, { autoFix: boolean }>) =>
  [...findings.entries()].map(([key, { autoFix }]) => `${key}${autoFix ? ' (fix)' : ''}`).sort();

// The sandbox's speed factor changes every stack's timeline, not what it creates: the account
// read back must be the same account at every setting.
describe.each([1, 20, 1000])('account scan at sandbox speed %i', (speed) => {
  it('finds on each deployed stack exactly what the template scan finds, and offers the same fixes', async () => {
    const deployment = await deployToSandbox(sources, speed);
    try {
      const statuses = Object.fromEntries(deployment.deployed.map((d) => [d.name, d.status]));
      expect(
        Object.values(statuses).every((s) => s === 'CREATE_COMPLETE'),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(deployment.deployed.some((d) => d.kind === 'studio')).toBe(true);
      const designed = sorted(templateFindings(deployment.deployed));
      // the comparison means something only if the templates have findings to agree on
      expect(designed.length).toBeGreaterThan(0);
      expect(sorted(accountFindings(deployment))).toEqual(designed);
    } finally {
      await deployment.sandbox.stop();
    }
  }, 300_000);
});
