import { describe, expect, it } from 'vitest';
import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { KNOWN_REGIONS } from '#shared/residency/regions';
import { regionEntryError, studioRegionOptions } from '#web/pages/studio/regions';

describe("the studio's regions", () => {
  it('offer the in-Kingdom regions of the residency setting first, then every region the table knows', () => {
    const options = studioRegionOptions(['me-west-9']);
    expect(options[0]).toMatchObject({ value: 'me-west-9', description: expect.any(String) });
    const values = options.map((o) => o.value);
    for (const region of [...DEPLOY_REGIONS.map((r) => r.value), ...KNOWN_REGIONS])
      expect(values).toContain(region);
    expect(new Set(values).size).toBe(values.length);
    expect(values.length).toBeGreaterThan(DEPLOY_REGIONS.length);
  });

  it('take any well-formed code typed, and say what a code looks like otherwise', () => {
    expect(regionEntryError('me-west-9')).toBeUndefined();
    expect(regionEntryError('')).toBeUndefined();
    expect(regionEntryError('Riyadh')).toMatch(/region code/);
  });
});
