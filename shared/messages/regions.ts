/** The deploy regions offered wherever a region is picked (builder, studio, compliance). */
export const DEPLOY_REGIONS = [
  { value: 'me-south-1', label: 'Middle East (Bahrain)' },
  { value: 'us-east-1', label: 'US East (N. Virginia)' },
  { value: 'us-west-2', label: 'US West (Oregon)' },
  { value: 'eu-west-1', label: 'Europe (Ireland)' },
  { value: 'ap-southeast-1', label: 'Asia Pacific (Singapore)' },
] as const;
