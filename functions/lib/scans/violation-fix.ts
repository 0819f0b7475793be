import type { ScanViolation, ViolationFix } from '#shared/api/compliance-schema';
import { isTemplateError } from '#shared/cfn/index';
import { fixViolations } from '#shared/compliance/scan';
import { violationId } from '#shared/compliance/violation';
import { BadRequest, Conflict, NotFound } from '../errors';
import type { DeploymentRecord } from '../ports/deployment-repository';
import type { ScanPorts } from './ports';
import { SCAN_NOT_FOUND } from './read-scans';

export const VIOLATION_NOT_FOUND = 'Violation not found';
export const NOT_SAHAB_STACK =
  'This resource is not part of a stack Sahab deployed, so there is no template to fix: follow the remediation in AWS.';

/** The violation, the deployment whose template created its resource, and the engine's fix. */
export type ProposedFix =
  | {
      kind: 'fix';
      violation: ScanViolation;
      deployment: DeploymentRecord;
      patched: string;
      fix: ViolationFix;
    }
  | { kind: 'none'; reason: string; deployment?: DeploymentRecord };

/**
 * The engine's fix applied to a deployment's stored template. A template the engine refuses as it
 * reads it (one saved before template bombs were refused: text built past CloudFormation's size,
 * a counted quota exceeded) is a 400 saying why, measured before anything is built, never a 500.
 */
function fixedTemplate(deployment: DeploymentRecord, id: string) {
  try {
    return fixViolations(deployment.template, [id], {
      parameters: deployment.parameterValues,
      region: deployment.region,
    });
  } catch (error) {
    if (isTemplateError(error)) {
      throw new BadRequest(`The template of stack ${deployment.stackName} cannot be fixed: ${error.message}`);
    }
    throw error;
  }
}

/**
 * The engine's fix of a live violation, applied to the template of the Sahab deployment whose
 * stack created the resource (with the parameter values and region it was deployed with). The
 * live resource may have drifted from its template, or the fix may be withheld as risky: then
 * there is nothing to apply and the answer says why. An unknown scan is a 404, and so is an
 * unknown violation named in the query; named in a request's body, it is a 400 (the scan exists,
 * the request is wrong). A deployment since deleted is a 409.
 */
export async function proposedFix(
  ports: ScanPorts,
  userId: string,
  scanId: string,
  id: string | undefined,
  violationIn: 'query' | 'body' = 'query',
): Promise<ProposedFix> {
  const scan = await ports.scans.get(userId, scanId);
  if (!scan) throw new NotFound(SCAN_NOT_FOUND);
  if (!id) throw new BadRequest('violation_id is required');
  const violation = (await ports.scans.violations(scanId)).find((v) => v.violation_id === id);
  if (!violation) {
    if (violationIn === 'body') throw new BadRequest(`${VIOLATION_NOT_FOUND} in this scan`);
    throw new NotFound(VIOLATION_NOT_FOUND);
  }
  const { deployment_id: deploymentId, logical_id: logicalId } = violation;
  if (!deploymentId || !logicalId) return { kind: 'none', reason: NOT_SAHAB_STACK };
  const deployment = await ports.deployments.get(userId, deploymentId);
  if (!deployment)
    throw new Conflict(`The deployment ${violation.stack_name ?? deploymentId} no longer exists.`);
  const fixed = fixedTemplate(deployment, violationId(violation.rule_id, logicalId));
  if (fixed.changes.length === 0) {
    const why =
      fixed.suggestions[0]?.reason ??
      fixed.notes[0]?.message ??
      `${logicalId} in the template already satisfies ${violation.rule_id}: the live resource has drifted from its stack, so update or re-deploy the stack rather than its template.`;
    return { kind: 'none', reason: `No automatic fix applies: ${why}`, deployment };
  }
  return {
    kind: 'fix',
    violation,
    deployment,
    patched: fixed.text,
    fix: {
      violation_id: violation.violation_id,
      rule_id: violation.rule_id,
      deployment_id: deployment.id,
      stack_name: deployment.stackName,
      logical_id: logicalId,
      original: deployment.template,
      patched: fixed.text,
      changes: fixed.changes.map((c) => ({
        rule_id: c.ruleId,
        logical_id: c.logicalId,
        description: c.description,
      })),
    },
  };
}

/** GET .../fix: the fix to review; 409 with the reason when there is none. */
export async function violationFix(
  ports: ScanPorts,
  userId: string,
  scanId: string,
  id: string | undefined,
): Promise<ViolationFix> {
  const proposed = await proposedFix(ports, userId, scanId, id);
  if (proposed.kind === 'none') throw new Conflict(proposed.reason);
  return proposed.fix;
}
