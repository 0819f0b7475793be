/**
 * The accounts screen's Default Region choices (spec section 9), the first is the default. The
 * deploy dialog's regions follow the spec's eight (me-south-1, where deploys default, among them):
 * an account's default region must be one a deploy can go to.
 */
export const ACCOUNT_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'eu-west-1',
  'eu-central-1',
  'ap-southeast-1',
  'ap-northeast-1',
  'me-south-1',
] as const;

export const DEFAULT_ACCOUNT_REGION = ACCOUNT_REGIONS[0];

/** Any AWS region code (the API accepts every region; the form offers the list above). */
export const REGION_PATTERN = /^[a-z]{2}(?:-gov|-iso[a-z]?)?-[a-z]+-\d{1,2}$/;
