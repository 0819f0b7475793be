import { ACCOUNT_RESOURCE_TYPE, type AccountRule } from '../account/index';
import { controlRefs } from '../mapping';
import type { Evaluation, FrameworkId } from '../types';
import { type Violation, violationId } from '../violation';

/**
 * An account rule's failing or undecided evaluation as a finding, citing the controls the
 * framework data cites it for among the selected frameworks (nothing when none of them does),
 * worded like resource findings.
 */
export function accountFinding(
  rule: AccountRule,
  evaluation: Evaluation,
  scope: { accountNumber: string; region: string; frameworks: readonly FrameworkId[]; detectedAt: string },
): Omit<Violation, 'acceptance'> | undefined {
  if (evaluation.status !== 'fail' && evaluation.status !== 'unknown') return undefined;
  const refs = controlRefs(rule.id, scope.frameworks);
  if (refs.length === 0) return undefined;
  const failed = evaluation.status === 'fail';
  const resource = `account ${scope.accountNumber}`;
  const title = failed
    ? evaluation.message
    : `Could not evaluate "${rule.title}" on ${resource} in ${scope.region} because ${evaluation.reason}.`;
  const key = rule.scope === 'global' ? scope.accountNumber : `${scope.accountNumber}|${scope.region}`;
  return {
    violation_id: violationId(rule.id, key),
    title,
    description: failed
      ? `${evaluation.message} ${rule.description}`
      : `${title} Check it by hand in the AWS console.`,
    severity: failed ? refs[0].severity : 'low',
    resource: scope.accountNumber,
    resource_type: ACCOUNT_RESOURCE_TYPE,
    control_id: refs[0].controlId,
    frameworks: [...new Set(refs.map((r) => r.framework))],
    controls: refs.map((r) => ({ framework: r.framework, control_id: r.controlId, severity: r.severity })),
    impact: `Leaves ${resource} short of ${refs.map((r) => `${r.framework} ${r.controlId} (${r.controlTitle})`).join('; ')}.`,
    remediation: rule.remediation,
    estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
    auto_fix_available: false,
    detected_at: scope.detectedAt,
    rule_id: rule.id,
    status: evaluation.status,
  };
}
