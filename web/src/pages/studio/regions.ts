/** Regions the studio offers: the deploy dialog's, Bahrain first (spec section 9). */
export const STUDIO_REGIONS = [
  { value: 'me-south-1', label: 'Middle East (Bahrain) me-south-1' },
  { value: 'us-east-1', label: 'US East (N. Virginia) us-east-1' },
  { value: 'us-west-2', label: 'US West (Oregon) us-west-2' },
  { value: 'eu-west-1', label: 'Europe (Ireland) eu-west-1' },
  { value: 'ap-southeast-1', label: 'Asia Pacific (Singapore) ap-southeast-1' },
] as const;

export const FRAMEWORK_OPTIONS = [
  { value: 'SAMA', label: 'SAMA', description: 'Saudi Central Bank cyber security framework' },
  { value: 'NCA-ECC', label: 'NCA-ECC', description: 'National Cybersecurity Authority essential controls' },
  { value: 'CITC', label: 'CITC', description: 'Cloud computing regulatory framework' },
] as const;
