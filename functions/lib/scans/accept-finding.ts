import type { AcceptFindingRequest, FindingAcceptance } from '#shared/api/compliance-schema';
import { NotFound } from '../errors';
import type { Caller } from '../http/types';
import type { ScanPorts } from './ports';
import { SCAN_NOT_FOUND } from './read-scans';

export const FINDING_NOT_FOUND = 'Finding not found in this scan';

/**
 * POST /api/compliance/scan/{scan_id}/acceptances: records the caller's acceptance of one finding
 * of their scan, with who accepted it and when. Whether it still holds is decided where it is read
 * (shared/compliance/acceptance/scan-acceptances.ts), against the reader's clock.
 */
export async function acceptFinding(
  ports: ScanPorts,
  caller: Caller,
  scanId: string,
  request: AcceptFindingRequest,
): Promise<FindingAcceptance> {
  const scan = await ports.scans.get(caller.sub, scanId);
  if (!scan) throw new NotFound(SCAN_NOT_FOUND);
  const violation = (await ports.scans.violations(scan.id)).find(
    (v) => v.violation_id === request.violation_id,
  );
  if (!violation) throw new NotFound(FINDING_NOT_FOUND);
  const acceptance: FindingAcceptance = {
    violation_id: violation.violation_id,
    rule_id: violation.rule_id,
    resource: violation.physical_id || violation.resource,
    kind: request.kind ?? 'accepted-risk',
    reason: request.reason,
    owner: request.owner,
    expires: request.expires,
    ...(request.reference ? { reference: request.reference } : {}),
    accepted_by: caller.email ?? caller.username,
    accepted_at: ports.now().toISOString(),
  };
  if (!ports.acceptances) throw new Error('No store for accepted findings is configured');
  await ports.acceptances.put(caller.sub, acceptance);
  return acceptance;
}
