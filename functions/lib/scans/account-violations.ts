import type { ScanFramework, ScanViolation } from '#shared/api/compliance-schema';
import { ACCOUNT_RESOURCE_TYPE, type AccountRule } from '#shared/compliance/account/index';
import { FRAMEWORKS } from '#shared/compliance/frameworks/index';
import { severityRank } from '#shared/compliance/mapping';
import type { Evaluation, Severity } from '#shared/compliance/types';
import { violationId } from '#shared/compliance/violation';

/** The most severe rating `framework` gives the account rule, or undefined when it cites none. */
export function citationSeverity(rule: AccountRule, framework: ScanFramework): Severity | undefined {
  return rule.controls
    .filter(([f]) => f === framework)
    .map(([, , severity]) => severity)
    .sort((a, b) => severityRank(a) - severityRank(b))[0];
}

const controlTitle = (framework: ScanFramework, id: string) =>
  FRAMEWORKS[framework].controls.find((c) => c.id === id)?.title ?? id;

type AccountFinding = Omit<
  ScanViolation,
  'account_id' | 'account_number' | 'region' | 'physical_id' | 'logical_id' | 'deployment_id' | 'stack_name'
>;

/**
 * An account rule's failing or undecided evaluation in the Violation shape, citing the controls of
 * the selected frameworks (nothing when none of them cites the rule), worded like resource findings.
 */
export function accountViolation(
  rule: AccountRule,
  evaluation: Evaluation,
  scope: { accountNumber: string; region: string; frameworks: readonly ScanFramework[]; detectedAt: string },
): AccountFinding | undefined {
  if (evaluation.status !== 'fail' && evaluation.status !== 'unknown') return undefined;
  const cited = rule.controls
    .filter(([framework]) => scope.frameworks.includes(framework))
    .sort((a, b) => severityRank(a[2]) - severityRank(b[2]));
  if (cited.length === 0) return undefined;
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
    severity: failed ? cited[0][2] : 'low',
    resource: scope.accountNumber,
    resource_type: ACCOUNT_RESOURCE_TYPE,
    control_id: cited[0][1],
    frameworks: [...new Set(cited.map(([f]) => f))],
    controls: cited.map(([framework, control_id, severity]) => ({ framework, control_id, severity })),
    impact: `Leaves ${resource} short of ${cited.map(([f, id]) => `${f} ${id} (${controlTitle(f, id)})`).join('; ')}.`,
    remediation: rule.remediation,
    estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
    auto_fix_available: false,
    detected_at: scope.detectedAt,
    rule_id: rule.id,
    status: evaluation.status,
  };
}
