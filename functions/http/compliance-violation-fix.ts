import { complianceViolationFix } from '#shared/api/routes/compliance';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { violationFix } from '../lib/scans/violation-fix';

/** The engine's fix of a violation on a Sahab-deployed resource, as original and patched template. */
export const handler = httpHandler(complianceViolationFix, ({ caller, params, query }) =>
  violationFix(scanPorts(), caller.sub, params!.scan_id, query!.violation_id),
);
