import type { AcceptFindingRequest, FindingAcceptance } from '#shared/api/compliance-schema';
import { BadRequest, NotFound } from '../errors';
import type { Caller } from '../http/types';
import type { ScanPorts } from './ports';
import { readerNow, SCAN_NOT_FOUND } from './read-scans';

/** The scan is the caller's, so an id that names none of its findings is a bad request, not a 404:
 * a 404 on this route says only that the scan is not theirs (the route walker holds it so). */
export const FINDING_NOT_FOUND = 'violation_id: no finding of this scan has that id';

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
  if (!violation) throw new BadRequest(FINDING_NOT_FOUND);
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
    accepted_at: await readerNow(ports, caller.sub),
  };
  if (!ports.acceptances) throw new Error('No store for accepted findings is configured');
  await ports.acceptances.put(caller.sub, acceptance);
  return acceptance;
}
