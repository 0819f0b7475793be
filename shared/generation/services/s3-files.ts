import type { ServiceSpec } from './types';

/** Amazon S3 Files (a bucket mounted as a file system): known, so it is never dropped silently, but not built. */
export const s3Files: ServiceSpec = {
  id: 's3-files',
  family: 'S3Files',
  label: 'Amazon S3 Files file system',
  names: /\b(amazon s3 files|s3 files)\b/,
  phrases: /\b(mount(s|ed|ing)? (an |the )?(amazon )?s3 bucket as a file ?system)\b/,
  arabic: /(إس ?3 فايلز)/,
  cost: 'storage',
  why_not:
    'S3 Files is newer than the building blocks this planner composes: mount the bucket through S3 Files by hand, or keep shared files on EFS (an "elastic file system" in the brief) meanwhile.',
};
