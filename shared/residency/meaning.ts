import { FRAMEWORKS } from '../compliance/frameworks';
import { FRAMEWORK_IDS, type FrameworkId } from '../compliance/types';
import { placeOf, regionLabel } from './regions';

/** The rule whose controls say where data may be hosted. */
export const RESIDENCY_RULE_ID = 'residency-region-in-kingdom';

/**
 * What hosting data outside the in-Kingdom regions asks of each framework, in plain words. The
 * control ids come from the framework data (the controls that cite the residency rule); this is
 * only what each regulator expects before data leaves.
 */
const APPROVAL: Record<FrameworkId, string> = {
  SAMA: 'needs SAMA’s prior written approval for data held outside the Kingdom, recorded before you deploy',
  'NCA-ECC':
    'asks that the information be hosted and stored inside the Kingdom: outside it, your cybersecurity function must approve and record an exception',
  CITC: 'does not allow classified government data outside the Kingdom; other subscriber data needs its owner’s agreement',
};

export interface FrameworkResidency {
  framework: FrameworkId;
  /** "SAMA 3.4.3 (Cloud computing ...)" */
  controls: { id: string; title: string }[];
  approval: string;
}

export type ResidencyStanding =
  /** no in-Kingdom region is configured: nothing can be judged until someone sets them */
  | { kind: 'unset' }
  | { kind: 'inside'; region: string; label: string }
  | { kind: 'outside'; region: string; label: string; place?: string; frameworks: FrameworkResidency[] };

/** The controls that cite the residency rule in each of the given frameworks. */
export function residencyControls(frameworks: readonly FrameworkId[] = FRAMEWORK_IDS): FrameworkResidency[] {
  return frameworks.map((framework) => ({
    framework,
    controls: FRAMEWORKS[framework].controls
      .filter((c) => c.evidence.some((e) => e.ruleId === RESIDENCY_RULE_ID))
      .map((c) => ({ id: c.id, title: c.title })),
    approval: APPROVAL[framework],
  }));
}

/** Where a deployment to `region` stands against the in-Kingdom list. */
export function residencyStanding(
  region: string,
  inKingdomRegions: readonly string[],
  frameworks: readonly FrameworkId[] = FRAMEWORK_IDS,
): ResidencyStanding {
  if (inKingdomRegions.length === 0) return { kind: 'unset' };
  const label = regionLabel(region);
  if (inKingdomRegions.includes(region)) return { kind: 'inside', region, label };
  const place = placeOf(region);
  return {
    kind: 'outside',
    region,
    label,
    ...(place && { place }),
    frameworks: residencyControls(frameworks),
  };
}

/**
 * One sentence per framework: "SAMA 3.4.3 needs SAMA's prior written approval ...". The finding of
 * the residency rule and every notice use it, so the screen and the report say the same thing.
 */
export function frameworkSentences(frameworks: readonly FrameworkResidency[]): string[] {
  return frameworks
    .filter((f) => f.controls.length > 0)
    .map((f) => `${f.framework} ${f.controls.map((c) => c.id).join(', ')} ${f.approval}.`);
}

/** "me-south-1 (Bahrain) is outside the Kingdom" or, for a code the table lacks, without a place. */
export function outsideHeadline(region: string): string {
  const place = placeOf(region);
  return place
    ? `${region} is in ${place}, outside the in-Kingdom regions you configured`
    : `${region} is not one of the in-Kingdom regions you configured`;
}

/** Where a user sets the regions (the settings page's address); notices link to it. */
export const RESIDENCY_SETTINGS_PATH = '/settings';

/** The single notice shown while no in-Kingdom region is configured. */
export const RESIDENCY_UNSET_TEXT =
  'No in-Kingdom regions are configured, so Sahab cannot tell whether this data stays in the Kingdom.';
