import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { publicBucketTemplate } from '#test/fixtures/imports';
import { reviewTemplate } from '#web/pages/builder/import/review';

describe("an imported template's findings table rows", () => {
  const rows = reviewTemplate(publicBucketTemplate(), 'me-south-1', { inKingdomRegions: ['me-west-9'] });
  const byRule = new Map(rows.map((row) => [row.rule_id, row]));

  it("name the rule's title (what is checked) and keep the finding's own message", () => {
    const publicAccess = byRule.get('s3-public-access-block');
    const rule = ALL_RULES.find((r) => r.id === 's3-public-access-block');
    expect(publicAccess?.rule_title).toBe(rule?.title);
    expect(publicAccess?.title).toContain("S3 bucket 'AssetsBucket'");
    expect(publicAccess?.title).not.toBe(publicAccess?.rule_title);
  });

  it('give the residency row its title and its plain-language finding', () => {
    const residency = byRule.get('residency-region-in-kingdom');
    expect(residency?.rule_title).toBe('Data stores are deployed in an in-Kingdom region');
    expect(residency?.title).toContain(
      'me-south-1 is in Bahrain, outside the in-Kingdom regions you configured',
    );
  });
});
