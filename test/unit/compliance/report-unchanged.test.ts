import { describe, expect, it } from 'vitest';
import { complianceCorpus, digestOf, scanReport } from '#test/fixtures/compliance-corpus';

/**
 * The engine's insides change for speed (smaller records, rules skipping what they cannot apply
 * to); what the API, the CLI and the security agent read must not. Each case's whole report
 * (findings, accepted findings, scores, every outcome, the fixed template) is kept as a digest:
 * 450 reports are 8.6 MB of text. When this fails on purpose (a rule's wording or verdict changed),
 * update the snapshot with `npx vitest run -u` and say why in the commit.
 */
describe('compliance reports of the test corpus', () => {
  it('are the same, byte for byte, as when the snapshot was taken', () => {
    // Arrange
    const cases = complianceCorpus();
    // Act
    const digests = Object.fromEntries(cases.map((c) => [c.name, digestOf(scanReport(c))]));
    // Assert
    expect(cases.length).toBeGreaterThan(400);
    expect(digests).toMatchSnapshot();
  });
});
