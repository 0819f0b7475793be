import { describe, expect, it } from 'vitest';
import { publicBucketTemplate } from '#test/fixtures/imports';
import { diagramFindings } from '#web/diagram/use-findings';

const NOT_CONFIGURED = /no in-Kingdom regions are configured/;

describe("the diagram's findings", () => {
  it('are judged with the residency setting, so a configured region is not reported unconfigured', async () => {
    const template = publicBucketTemplate();
    const unset = await diagramFindings(template, 'me-west-9', undefined);
    expect(unset.some((v) => NOT_CONFIGURED.test(v.description))).toBe(true);
    const set = await diagramFindings(template, 'me-west-9', { inKingdomRegions: ['me-west-9'] });
    expect(set.some((v) => NOT_CONFIGURED.test(v.description))).toBe(false);
  });
});
