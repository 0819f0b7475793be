import { REGION_PATTERN } from '#shared/accounts/regions';
import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { STUDIO } from '#shared/messages/studio';
import { KNOWN_REGIONS, regionOption } from '#shared/residency/regions';
import { RESIDENCY_TEXT } from '#shared/residency/settings';

/**
 * Regions the studio offers: the user's in-Kingdom regions first (the residency setting), then the
 * deploy dialog's (Bahrain first, spec section 9), then every other region the table knows, each
 * named by its country. A brief that must stay in the Kingdom can name its region here even when
 * no list knows it yet: the field takes any region code too.
 */
export function studioRegionOptions(inKingdom: readonly string[]) {
  const order = [...new Set([...inKingdom, ...DEPLOY_REGIONS.map((r) => r.value), ...KNOWN_REGIONS])];
  return order.map((region) => ({
    ...regionOption(region),
    ...(inKingdom.includes(region) && { description: STUDIO.form.inKingdomRegion }),
  }));
}

/** A typed region: blank (the architects read it from the brief) or a well-formed code. */
export function regionEntryError(text: string): string | undefined {
  const code = text.trim();
  return code === '' || REGION_PATTERN.test(code) ? undefined : RESIDENCY_TEXT.regionCode;
}

export const FRAMEWORK_OPTIONS = [
  { value: 'SAMA', label: 'SAMA', description: STUDIO.frameworkDescriptions.SAMA },
  { value: 'NCA-ECC', label: 'NCA-ECC', description: STUDIO.frameworkDescriptions['NCA-ECC'] },
  { value: 'CITC', label: 'CITC', description: STUDIO.frameworkDescriptions.CITC },
] as const;
