import type { ScanDetail, ScanFramework, ScanSummary } from '#shared/api/compliance-schema';
import { addTallies, emptyTallies } from '#shared/compliance/account-scan/tallies';
import { severityRank } from '#shared/compliance/types';
import { NotFound } from '../errors';
import type { RegionResult } from '../ports/scan-repository';
import type { ScanPorts } from './ports';
import { scanSummary } from './scan-view';
import { settleStale } from './stale-scan';

export const SCAN_NOT_FOUND = 'Scan not found';

/** GET /api/compliance/scan/{scan_id}: the caller's scan with its violations, most severe first. */
export async function getScan(ports: ScanPorts, userId: string, scanId: string): Promise<ScanDetail> {
  const stored = await ports.scans.get(userId, scanId);
  if (!stored) throw new NotFound(SCAN_NOT_FOUND);
  const scan = await settleStale(ports, stored);
  const completed = scan.status === 'completed';
  const violations = completed ? await ports.scans.violations(scan.id) : [];
  violations.sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || a.title.localeCompare(b.title),
  );
  if (!completed) return { ...scanSummary(scan), violations };
  const [regions, accepted] = await Promise.all([
    ports.scans.regionResults(scan.id),
    ports.acceptances?.list(userId) ?? [],
  ]);
  const byId = new Map(accepted.map((a) => [a.violation_id, a]));
  return {
    ...scanSummary(scan),
    violations: violations.map((v) => {
      const acceptance = byId.get(v.violation_id);
      return acceptance ? { ...v, acceptance } : v;
    }),
    score_weights: scoreWeights(regions, scan.frameworks),
  };
}

/** Each selected framework's weighted sums over every region: what the scores were computed from. */
function scoreWeights(regions: readonly RegionResult[], frameworks: readonly ScanFramework[]) {
  const total = emptyTallies();
  for (const region of regions) addTallies(total, region.tallies);
  return Object.fromEntries(
    frameworks.map((f) => [f, { passed: total[f].passedWeight, total: total[f].totalWeight }]),
  ) as ScanDetail['score_weights'];
}

/** GET /api/compliance/scans: the caller's scans, newest first. */
export async function listScans(ports: ScanPorts, userId: string): Promise<ScanSummary[]> {
  const scans = await ports.scans.list(userId);
  return Promise.all(scans.map(async (scan) => scanSummary(await settleStale(ports, scan))));
}
