import { describe, expect, it } from 'vitest';
import { startGeneration } from '#functions/lib/generation/start-generation';
import { dynamoResidencySettings } from '#functions/lib/store/residency-settings';
import type { SecurityReview } from '#shared/generation/reviews';
import { generationHarnessForFile } from '#test/fixtures/generation-harness';
import { putSubscription } from '#test/fixtures/sessions';

const harness = generationHarnessForFile();

const BRIEF = 'An orders API with a PostgreSQL database holding customer data, SAMA compliant.';

/** The security review of a design generated for `userId` in `region`. */
async function reviewOf(userId: string, region: string): Promise<SecurityReview> {
  const caller = await putSubscription(harness.table, userId, 'pro');
  const { session_id } = await startGeneration(harness.ports, caller, { prompt: BRIEF, region });
  await harness.ended(session_id);
  const review = await harness.ports.sessions.getWork<SecurityReview>(userId, session_id, 'security');
  if (!review) throw new Error('the session has no security review');
  return review;
}

const residencyFindings = (review: SecurityReview) =>
  review.remaining.filter((finding) => finding.rule_id === 'residency-region-in-kingdom');

describe("the studio's compliance review reads the user's residency setting", { timeout: 180_000 }, () => {
  it('judges a design outside the in-Kingdom regions in plain words, and one inside as resident', async () => {
    await dynamoResidencySettings(harness.table.db, harness.table.tableName).put('resident-user', {
      in_kingdom_regions: ['me-central-1'],
      resident_classifications: ['Restricted', 'Confidential', 'Secret', 'TopSecret'],
      updated_at: '2026-11-26T00:00:00.000Z',
    });
    const outside = residencyFindings(await reviewOf('resident-user', 'me-south-1'));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside[0]).toMatchObject({ status: 'fail', severity: 'high' });
    expect(outside[0].title).toContain('me-south-1');
    expect(outside[0].title).toMatch(/Bahrain/);

    expect(residencyFindings(await reviewOf('resident-user', 'me-central-1'))).toEqual([]);
  });

  it('without a setting it says once that residency could not be judged', async () => {
    const findings = residencyFindings(await reviewOf('unset-user', 'me-south-1'));
    expect(findings.map((f) => f.status)).toEqual(['unknown']);
  });
});
