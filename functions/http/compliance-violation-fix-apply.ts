import { complianceViolationFixApply } from '#shared/api/routes/compliance';
import { deploymentPorts } from '../lib/compose/deployments';
import { scanPorts } from '../lib/compose/scans';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { applyViolationFix } from '../lib/scans/apply-violation-fix';

/** Applies the engine's fix to the Sahab deployment's stack: 202 while the update-stack workflow runs. */
export const handler = httpHandler(
  complianceViolationFixApply,
  async ({ caller, params, body }) =>
    new Reply(
      202,
      await applyViolationFix(
        scanPorts(),
        deploymentPorts(),
        caller.sub,
        params!.scan_id,
        body!.violation_id,
      ),
    ),
);
