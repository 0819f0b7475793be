import type {
  FindingAcceptance,
  ScanDetail,
  ScanFramework,
  ScanSummary,
} from '#shared/api/compliance-schema';
import { withAcceptedFindings } from '#shared/compliance/acceptance/scan-acceptances';
import { stillValid } from '#shared/compliance/acceptance/types';
import { addTallies, emptyTallies, type Tallies } from '#shared/compliance/account-scan/tallies';
import { severityRank } from '#shared/compliance/types';
import { NotFound } from '../errors';
import type { RegionResult, ScanRecord } from '../ports/scan-repository';
import type { ScanPorts } from './ports';
import { scanSummary } from './scan-view';
import { settleStale } from './stale-scan';

export const SCAN_NOT_FOUND = 'Scan not found';

/** The reader's time: the sandbox clock where the cloud is simulated, else now. */
export async function readerNow(ports: ScanPorts, userId: string): Promise<string> {
  return (ports.readerNow ? await ports.readerNow(userId) : ports.now()).toISOString();
}

/**
 * GET /api/compliance/scan/{scan_id}: the caller's scan with its violations, most severe first,
 * and the findings they accepted set apart, out of the counts and scores (as the list and the
 * dashboard show them).
 */
export async function getScan(ports: ScanPorts, userId: string, scanId: string): Promise<ScanDetail> {
  const stored = await ports.scans.get(userId, scanId);
  if (!stored) throw new NotFound(SCAN_NOT_FOUND);
  const scan = await settleStale(ports, stored);
  if (scan.status !== 'completed') return { ...scanSummary(scan), violations: [] };
  const [acceptances, now] = await Promise.all([
    ports.acceptances?.list(userId) ?? [],
    readerNow(ports, userId),
  ]);
  return withAcceptedFindings(await completedDetail(ports, scan, acceptances), now);
}

/** A completed scan's findings (each with the acceptance recorded for it) and its score sums. */
async function completedDetail(
  ports: ScanPorts,
  scan: ScanRecord,
  acceptances: readonly FindingAcceptance[],
): Promise<ScanDetail> {
  const [violations, regions] = await Promise.all([
    ports.scans.violations(scan.id),
    ports.scans.regionResults(scan.id),
  ]);
  violations.sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || a.title.localeCompare(b.title),
  );
  const byId = new Map(acceptances.map((a) => [a.violation_id, a]));
  const byAccount = new Map<string, RegionResult[]>();
  for (const region of regions)
    byAccount.set(region.accountId, [...(byAccount.get(region.accountId) ?? []), region]);
  return {
    ...scanSummary(scan),
    violations: violations.map((v) => {
      const acceptance = byId.get(v.violation_id);
      return acceptance ? { ...v, acceptance } : v;
    }),
    score_weights: scoreWeights(regions, scan.frameworks),
    account_weights: Object.fromEntries(
      [...byAccount].map(([accountId, own]) => [accountId, scoreWeights(own, scan.frameworks)]),
    ),
  };
}

/** Each selected framework's weighted sums over `regions`: what the scores were computed from. */
function scoreWeights(regions: readonly RegionResult[], frameworks: readonly ScanFramework[]) {
  const total: Tallies = emptyTallies();
  for (const region of regions) addTallies(total, region.tallies);
  return Object.fromEntries(
    frameworks.map((f) => [f, { passed: total[f].passedWeight, total: total[f].totalWeight }]),
  ) as NonNullable<ScanDetail['score_weights']>;
}

/**
 * GET /api/compliance/scans: the caller's scans, newest first, with the scores and counts their
 * findings accepted now leave (the same figures the scan itself shows). A scan is re-read only
 * while some acceptance holds: without one the stored summary is already the answer.
 */
export async function listScans(ports: ScanPorts, userId: string): Promise<ScanSummary[]> {
  const [scans, acceptances, now] = await Promise.all([
    ports.scans.list(userId),
    ports.acceptances?.list(userId) ?? [],
    readerNow(ports, userId),
  ]);
  const holding = acceptances.filter((a) => stillValid(a.expires, now));
  return Promise.all(
    scans.map(async (stored) => {
      const scan = await settleStale(ports, stored);
      if (scan.status !== 'completed' || holding.length === 0) return scanSummary(scan);
      const { violations, accepted, score_weights, account_weights, accepted_as_of, ...summary } =
        withAcceptedFindings(await completedDetail(ports, scan, holding), now);
      return summary;
    }),
  );
}
