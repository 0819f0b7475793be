import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { STUDIO } from '#shared/messages/studio';
import { regionOption } from '#shared/residency/regions';

/** Regions the studio offers: the deploy dialog's, Bahrain first (spec section 9), named by country. */
export const STUDIO_REGIONS = DEPLOY_REGIONS.map((r) => regionOption(r.value));

export const FRAMEWORK_OPTIONS = [
  { value: 'SAMA', label: 'SAMA', description: STUDIO.frameworkDescriptions.SAMA },
  { value: 'NCA-ECC', label: 'NCA-ECC', description: STUDIO.frameworkDescriptions['NCA-ECC'] },
  { value: 'CITC', label: 'CITC', description: STUDIO.frameworkDescriptions.CITC },
] as const;
