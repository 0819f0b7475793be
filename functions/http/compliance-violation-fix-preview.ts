import { complianceViolationFixPreview } from '#shared/api/routes/compliance';
import { deploymentPorts } from '../lib/compose/deployments';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { previewViolationFix } from '../lib/scans/apply-violation-fix';

/** The change set applying the fix would execute, change by change (409 when it would lose data). */
export const handler = httpHandler(complianceViolationFixPreview, async ({ caller, params, body }) =>
  previewViolationFix(scanPorts(), deploymentPorts(), caller.sub, params!.scan_id, body!.violation_id),
);
