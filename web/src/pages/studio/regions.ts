import { DEPLOY_REGIONS } from '#shared/messages';
import { regionOption } from '#shared/residency/regions';

/** Regions the studio offers: the deploy dialog's, Bahrain first (spec section 9), named by country. */
export const STUDIO_REGIONS = DEPLOY_REGIONS.map((r) => regionOption(r.value));

export const FRAMEWORK_OPTIONS = [
  { value: 'SAMA', label: 'SAMA', description: 'Saudi Central Bank cyber security framework' },
  { value: 'NCA-ECC', label: 'NCA-ECC', description: 'National Cybersecurity Authority essential controls' },
  { value: 'CITC', label: 'CITC', description: 'Cloud computing regulatory framework' },
] as const;
