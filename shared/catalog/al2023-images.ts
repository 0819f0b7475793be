/**
 * Amazon Linux 2023 (x86_64, default kernel) image ids for the 17 regions the builder knows.
 * Copied from the project's price and image data (al2023-amis.json), which took them from a
 * snapshot of the public SSM parameter below kept by getmoto/moto (commit e9cdfe72); `date` is
 * when that region's parameter last changed. me-south-1's image is older than the others. Deployed templates prefer the SSM parameter itself, which
 * always names the current image; this table is what the builder shows and falls back to.
 */
export const AL2023_SSM_PARAMETER = '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64';

export interface BundledImage {
  imageId: string;
  name: string;
  /** when the SSM parameter last pointed at this image (YYYY-MM-DD) */
  date: string;
}

export const AL2023_IMAGES: Readonly<Record<string, BundledImage>> = {
  'us-east-1': {
    imageId: 'ami-0006118602dfc1c09',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'us-east-2': {
    imageId: 'ami-06dd88604c99ec11f',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'us-west-1': {
    imageId: 'ami-0be92a0ad760d0371',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'us-west-2': {
    imageId: 'ami-0b76d82b547c3c077',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'me-south-1': {
    imageId: 'ami-0ccb95bad6c93e816',
    name: 'al2023-ami-2023.10.20260216.1-kernel-6.1-x86_64',
    date: '2026-02-19',
  },
  'eu-west-1': {
    imageId: 'ami-02c25106ee38f6087',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'eu-west-2': {
    imageId: 'ami-0e3771f9c18926b8e',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'eu-west-3': {
    imageId: 'ami-033623a76c8038cf0',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'eu-central-1': {
    imageId: 'ami-0352a6b853b4367b3',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ap-south-1': {
    imageId: 'ami-0884624fc54d115f3',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ap-northeast-1': {
    imageId: 'ami-03107d83a97af3820',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ap-northeast-2': {
    imageId: 'ami-04bb4ddfc0e51bb5e',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ap-northeast-3': {
    imageId: 'ami-0cd939ceb3b70a09d',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ap-southeast-1': {
    imageId: 'ami-094819e1130d6d35b',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ap-southeast-2': {
    imageId: 'ami-0cb938ea8bf5b7973',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'ca-central-1': {
    imageId: 'ami-06171593517b6bb1f',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
  'sa-east-1': {
    imageId: 'ami-0b44997419d0b0d38',
    name: 'al2023-ami-2023.12.20260727.0-kernel-6.1-x86_64',
    date: '2026-07-27',
  },
};

/** Region the builder falls back to when a region has no bundled image (spec section 2). */
export const FALLBACK_IMAGE_REGION = 'us-east-1';

/** The bundled AL2023 image for a region, or us-east-1's for a region the table does not know. */
export function al2023Image(region: string): BundledImage & { region: string } {
  const own = AL2023_IMAGES[region];
  if (own) return { region, ...own };
  return { region: FALLBACK_IMAGE_REGION, ...(AL2023_IMAGES[FALLBACK_IMAGE_REGION] as BundledImage) };
}
