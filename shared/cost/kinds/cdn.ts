import { USAGE } from '../profiles';
import type { Pricer } from '../types';
import { usage } from './read';

/** CloudFront's edge-location groups in the price list: request group and data-transfer group. */
const EDGE_GROUPS: { regions: RegExp; requests: string; transfer: string }[] = [
  { regions: /^(me|af)-/, requests: 'Middle East', transfer: 'South Africa, Kenya, Middle East' },
  { regions: /^(eu|il)-/, requests: 'EU', transfer: 'Europe, Israel' },
  { regions: /^(us|ca|mx)-/, requests: 'United States', transfer: 'US, Mexico, Canada' },
];

/**
 * CloudFront distribution: HTTPS requests and data transfer out (usage profile), at the prices of
 * the edge locations near the deployment region (where its viewers are assumed to be).
 */
export const distribution: Pricer = (_resource, context) => {
  const group = EDGE_GROUPS.find((g) => g.regions.test(context.region));
  if (!group) {
    return {
      drivers: [],
      usage: [],
      unpriced: [`The price list has no CloudFront prices for the edge locations near ${context.region}.`],
    };
  }
  return {
    drivers: [`HTTPS requests and data transfer out (${group.requests} edge locations)`],
    usage: [
      {
        ...usage(
          'HTTPS requests',
          'CloudFront',
          `HTTPS requests, edge location group '${group.requests}'`,
          USAGE.cdnRequests,
          'cloudfront-requests',
        ),
        region: 'global',
      },
      {
        ...usage(
          'data transfer out (GB)',
          'CloudFront',
          `data transfer out to internet, first 10 TB, '${group.transfer}'`,
          USAGE.cdnTransferGb,
          'cloudfront-transfer',
        ),
        region: 'global',
      },
    ],
  };
};
