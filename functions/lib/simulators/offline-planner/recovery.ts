import type { FrameworkId } from '#shared/compliance/types';
import { ASP_NET, DOMAIN_NAME, KINGDOM_RESIDENCY } from '#shared/generation/lexicon';
import type { Requirements } from '#shared/generation/requirements';
import { IN_KINGDOM_REGIONS, type RegionReading } from './regions';

/** Why a brief is held to Saudi residency, or undefined when it is not. */
export function residencyReason(
  text: string,
  sector: string,
  namedFrameworks: readonly FrameworkId[],
): string | undefined {
  if (namedFrameworks.length > 0) return `the brief names ${namedFrameworks.join(' and ')}`;
  if (sector === 'government' || sector === 'financial') return `it is a ${sector} workload`;
  if (KINGDOM_RESIDENCY.test(text)) return 'the brief asks for the data to stay in the Kingdom';
  return undefined;
}

/**
 * The second region of a disaster-recovery brief, when residency allows copies there. A Saudi
 * regulated brief gets none unless the region is on the in-Kingdom list, and the assumptions say
 * why, so the review explains the refusal instead of silently dropping what was asked.
 */
export function readRecovery(
  text: string,
  regions: RegionReading,
  residency: string | undefined,
  assumptions: string[],
  inKingdom: readonly string[] = IN_KINGDOM_REGIONS,
): Requirements['disaster_recovery'] {
  const secondary = regions.secondary;
  if (!secondary) return undefined;
  if (residency && !inKingdom.includes(secondary.region)) {
    assumptions.push(
      inKingdom.length === 0
        ? `No second region was added for disaster recovery: ${residency}, so the data and every copy of it stay in the Kingdom, and no AWS region inside the Kingdom is configured (me-central-1 is in the UAE, me-south-1 in Bahrain).`
        : `No second region was added for disaster recovery: ${residency}, so the data and every copy of it stay in the Kingdom, and ${secondary.region} is not one of the in-Kingdom regions (${inKingdom.join(', ')}).`,
    );
    assumptions.push(
      `A copy in ${secondary.region} would need the regulator's explicit approval (SAMA 3.4.3, NCA-ECC 4-2-3-3, CITC 3-3-2). Recovery stays in ${regions.region}: Multi-AZ, daily backups and point-in-time restore.`,
    );
    return undefined;
  }
  assumptions.push(
    secondary.named
      ? `Disaster recovery: copies go to ${secondary.region}, the region the brief named.`
      : `Disaster recovery: no second region was named, so copies go to ${secondary.region}, the nearest to ${regions.region}.`,
  );
  if (/\bactive[- ]active\b/.test(text)) {
    assumptions.push(
      'Active-active needs the application running in both regions; this design is active-passive: the second region holds copies of the data and takes over when the first fails.',
    );
  }
  const domain = DOMAIN_NAME.exec(text.replace(ASP_NET, ' '))?.[1];
  return { secondary_region: secondary.region, ...(domain ? { domain_name: domain } : {}) };
}
