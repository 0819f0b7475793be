import { z } from 'zod';
import { REGION_PATTERN } from '../accounts/regions';

/**
 * Data classification levels a residency setting can name, lowest first. CITC's government data
 * levels (Public, Confidential, Secret, Top Secret) plus the Internal and Restricted levels many
 * organisations use; values are written as the DataClassification tag carries them.
 */
export const CLASSIFICATION_LEVELS = [
  'Public',
  'Internal',
  'Restricted',
  'Confidential',
  'Secret',
  'TopSecret',
] as const;
export type ClassificationLevel = (typeof CLASSIFICATION_LEVELS)[number];

/** Levels that must stay in the Kingdom until someone says otherwise: every level above Internal. */
export const DEFAULT_RESIDENT_CLASSIFICATIONS: readonly ClassificationLevel[] = [
  'Restricted',
  'Confidential',
  'Secret',
  'TopSecret',
];

export const RESIDENCY_TEXT = {
  regionCode: 'Use an AWS region code: two letters, an area and a number, joined by hyphens (xx-area-1).',
  /** a code the region table places outside the Kingdom */
  outsideKingdom: (region: string, place: string) => `${region} (${place}) is outside Saudi Arabia.`,
  noLevels: 'Choose at least one classification level: with none, no data would have to stay in the Kingdom.',
  tooManyRegions: 'List at most 20 regions.',
} as const;

export const MAX_IN_KINGDOM_REGIONS = 20;

/** What a user saves: the regions counted as in-Kingdom and the levels that must stay there. */
export const residencySettingsSchema = z.object({
  in_kingdom_regions: z
    .array(z.string().trim().regex(REGION_PATTERN, RESIDENCY_TEXT.regionCode))
    .max(MAX_IN_KINGDOM_REGIONS, RESIDENCY_TEXT.tooManyRegions)
    .transform((regions) => [...new Set(regions)]),
  resident_classifications: z
    .array(z.enum(CLASSIFICATION_LEVELS))
    .min(1, RESIDENCY_TEXT.noLevels)
    .transform((levels) => CLASSIFICATION_LEVELS.filter((level) => levels.includes(level))),
});
export type ResidencySettings = z.output<typeof residencySettingsSchema>;

/** Whose setting is in force: the user's own, the operator's default (CDK context), or none. */
export type ResidencySource = 'user' | 'operator' | 'none';

/** The setting in force for one user, and where it came from. */
export const residencyViewSchema = z.object({
  in_kingdom_regions: z.array(z.string()),
  resident_classifications: z.array(z.enum(CLASSIFICATION_LEVELS)),
  source: z.enum(['user', 'operator', 'none']),
  /** the operator's default regions, so the page can say what 'reset' would give */
  operator_regions: z.array(z.string()),
  updated_at: z.string().optional(),
});
export type ResidencyView = z.infer<typeof residencyViewSchema>;

/**
 * The operator default as the deployment passes it (`SAHAB_IN_KINGDOM_REGIONS`, from CDK context
 * `inKingdomRegions`): comma-separated codes; anything that is not a region code is left out.
 */
export function parseRegionList(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((region) => region.trim())
        .filter((region) => REGION_PATTERN.test(region)),
    ),
  ];
}

/** The user's own setting wins; without one, the operator's regions and the default levels. */
export function effectiveResidency(
  own: (ResidencySettings & { updated_at?: string }) | undefined,
  operatorRegions: readonly string[],
): ResidencyView {
  if (own) return { ...own, source: 'user', operator_regions: [...operatorRegions] };
  return {
    in_kingdom_regions: [...operatorRegions],
    resident_classifications: [...DEFAULT_RESIDENT_CLASSIFICATIONS],
    source: operatorRegions.length > 0 ? 'operator' : 'none',
    operator_regions: [...operatorRegions],
  };
}

/** The compliance engine's part of the setting (its ScanSettings field names). */
export function scanSettingsOf(
  residency: Pick<ResidencySettings, 'in_kingdom_regions' | 'resident_classifications'>,
) {
  return {
    inKingdomRegions: residency.in_kingdom_regions,
    residentClassifications: residency.resident_classifications,
  };
}
