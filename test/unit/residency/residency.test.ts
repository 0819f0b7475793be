import { describe, expect, it } from 'vitest';
import { residencyStanding } from '#shared/residency/meaning';
import { KINGDOM_REGIONS, regionLabel } from '#shared/residency/regions';
import {
  DEFAULT_RESIDENT_CLASSIFICATIONS,
  effectiveResidency,
  parseRegionList,
  RESIDENCY_TEXT,
  residencySettingsSchema,
} from '#shared/residency/settings';
import { bodyOf, fieldOfDetail, formOf } from '#web/pages/settings/residency-form';

describe('region names', () => {
  it('names the country (and city) of a region, from one table; an unknown code stands alone', () => {
    expect(regionLabel('me-south-1')).toBe('me-south-1 - Bahrain');
    expect(regionLabel('me-central-1')).toBe('me-central-1 - UAE');
    expect(regionLabel('us-west-2')).toBe('us-west-2 - United States (Oregon)');
    expect(regionLabel('me-west-9')).toBe('me-west-9');
  });
});

describe('residency setting', () => {
  it('keeps each region once and the levels in their order', () => {
    const parsed = residencySettingsSchema.parse({
      in_kingdom_regions: ['me-west-9', ' me-west-9', 'me-central-1'],
      resident_classifications: ['TopSecret', 'Confidential'],
    });
    expect(parsed).toEqual({
      in_kingdom_regions: ['me-west-9', 'me-central-1'],
      resident_classifications: ['Confidential', 'TopSecret'],
    });
  });

  it('refuses a place name instead of a code, and an empty list of levels', () => {
    const bad = residencySettingsSchema.safeParse({
      in_kingdom_regions: ['Riyadh'],
      resident_classifications: [],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain(`in_kingdom_regions.0: ${RESIDENCY_TEXT.regionCode}`);
    expect(messages).toContain(`resident_classifications: ${RESIDENCY_TEXT.noLevels}`);
  });

  it("uses the user's own setting, else the operator's regions, else says none is set", () => {
    const own = { in_kingdom_regions: ['me-west-9'], resident_classifications: ['Secret' as const] };
    expect(effectiveResidency(own, ['me-central-1'])).toMatchObject({ ...own, source: 'user' });
    expect(effectiveResidency(undefined, ['me-central-1'])).toEqual({
      in_kingdom_regions: ['me-central-1'],
      resident_classifications: [...DEFAULT_RESIDENT_CLASSIFICATIONS],
      source: 'operator',
      operator_regions: ['me-central-1'],
    });
    expect(effectiveResidency(undefined, []).source).toBe('none');
  });

  it('reads the operator list as CDK passes it, dropping what is not a region code', () => {
    expect(parseRegionList(' me-central-1,me-west-9 ,,riyadh,me-central-1')).toEqual([
      'me-central-1',
      'me-west-9',
    ]);
    expect(parseRegionList(undefined)).toEqual([]);
  });
});

describe('residency standing of a region', () => {
  it('is unset without regions, inside on the list, and outside with each framework control and its approval', () => {
    expect(residencyStanding('me-south-1', [])).toEqual({ kind: 'unset' });
    expect(residencyStanding('me-west-9', ['me-west-9'])).toMatchObject({ kind: 'inside' });
    const outside = residencyStanding('me-south-1', ['me-west-9']);
    expect(outside.kind).toBe('outside');
    if (outside.kind !== 'outside') return;
    expect(outside.place).toBe('Bahrain');
    const byFramework = Object.fromEntries(outside.frameworks.map((f) => [f.framework, f]));
    expect(byFramework.SAMA?.controls.map((c) => c.id)).toEqual(['3.4.3']);
    expect(byFramework['NCA-ECC']?.controls.map((c) => c.id)).toEqual(['4-2-3-3']);
    expect(byFramework.CITC?.controls.map((c) => c.id)).toEqual(['3-3-2']);
    expect(byFramework.SAMA?.approval).toContain('approval');
  });

  it('names only the frameworks asked for', () => {
    const outside = residencyStanding('eu-west-1', ['me-west-9'], ['CITC']);
    expect(outside.kind === 'outside' && outside.frameworks.map((f) => f.framework)).toEqual(['CITC']);
  });
});

describe('settings form', () => {
  const view = {
    in_kingdom_regions: ['me-west-9', 'me-west-8'],
    resident_classifications: ['Secret' as const],
    source: 'user' as const,
    operator_regions: [],
  };

  it('splits the saved regions into picked in-Kingdom ones and typed codes, and joins them back', () => {
    const form = formOf(view);
    // the table places no region inside Saudi Arabia: every saved code is a typed one
    expect(KINGDOM_REGIONS).toEqual([]);
    expect(form).toEqual({ known: [], other: 'me-west-9, me-west-8', levels: ['Secret'] });
    expect(bodyOf(form)).toEqual({
      ok: true,
      body: { in_kingdom_regions: ['me-west-9', 'me-west-8'], resident_classifications: ['Secret'] },
    });
  });

  it('puts each problem on its own field: a typed place name on the codes, no level on the levels', () => {
    const checked = bodyOf({ known: [], other: 'me-west-9, Riyadh', levels: [] });
    expect(checked).toEqual({
      ok: false,
      errors: { other: `Riyadh: ${RESIDENCY_TEXT.regionCode}`, levels: RESIDENCY_TEXT.noLevels },
    });
    expect(fieldOfDetail('resident_classifications: x')).toBe('levels');
    expect(fieldOfDetail('in_kingdom_regions.3: x')).toBe('regions');
  });

  it('refuses a code the table places outside the Kingdom, naming its country, and never suggests one', () => {
    expect(bodyOf({ known: [], other: 'me-central-1', levels: ['Secret'] })).toEqual({
      ok: false,
      errors: { other: 'me-central-1 (UAE) is outside Saudi Arabia.' },
    });
    expect(RESIDENCY_TEXT.regionCode).not.toMatch(/me-central-1|me-south-1/);
  });
});
