import { type ControlRef, controlRefs, severityRank } from './mapping';
import { nameOf } from './rules/_lib/nouns';
import type { FrameworkId, RuleOutcome, Severity } from './types';
import { type Violation, violationId } from './violation';

export interface ReportOptions {
  frameworks: readonly FrameworkId[];
  /** whether a failing finding's fix would apply (default: the rule has a fix) */
  fixOutlook?: (outcome: RuleOutcome) => { auto: boolean; withheld?: string };
  detectedAt: string;
  file?: string;
}

/**
 * Turns failing and undecidable outcomes into violations. A rule that no selected framework cites
 * produces nothing: the scan answers only for the frameworks asked about.
 */
export function buildViolations(outcomes: readonly RuleOutcome[], opts: ReportOptions): Violation[] {
  const violations: Violation[] = [];
  const citations = new Map<string, Citation>();
  const { dropped, failing } = supersededFindings(outcomes);
  for (const { rule, resource, evaluation } of outcomes) {
    if (evaluation.status !== 'fail' && evaluation.status !== 'unknown') continue;
    if (dropped.has(`${rule.id}\u0000${resource.logicalId}`)) continue;
    const failed = evaluation.status === 'fail';
    // A finding that stands for rules it supersedes cites their controls as well.
    const alsoFailing = failed
      ? (rule.supersedes ?? []).filter((id) => failing.has(`${id}\u0000${resource.logicalId}`))
      : [];
    const citeKey = [rule.id, ...alsoFailing].join(' ');
    let cited = citations.get(citeKey);
    if (!cited) {
      cited = citationOf([rule.id, ...alsoFailing], opts.frameworks);
      citations.set(citeKey, cited);
    }
    const { refs } = cited;
    if (refs.length === 0) continue;
    const name = nameOf(resource);
    const title = failed
      ? evaluation.message
      : `Could not evaluate "${rule.title}" on ${name} because ${evaluation.reason}.`;
    const outlook =
      failed && rule.fix ? (opts.fixOutlook?.({ rule, resource, evaluation }) ?? { auto: true }) : undefined;
    violations.push({
      violation_id: violationId(rule.id, resource.logicalId),
      title,
      description: failed
        ? `${evaluation.message} ${rule.description}`
        : `${title} Check this resource by hand or pass the missing parameter values to the scan.`,
      severity: failed ? higher(rule.severity, refs[0].severity) : 'low',
      resource: resource.logicalId,
      resource_type: resource.type,
      control_id: refs[0].controlId,
      // Shared per rule within one report (built fresh for every scan): callers only read them.
      frameworks: cited.frameworks,
      controls: cited.controls,
      impact: `Leaves ${name} short of ${cited.controlsText}.`,
      remediation: outlook?.withheld
        ? `${rule.remediation} Not applied automatically because ${outlook.withheld}; the suggested change is the rule's fix.`
        : rule.remediation,
      estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
      auto_fix_available: outlook?.auto ?? false,
      detected_at: opts.detectedAt,
      rule_id: rule.id,
      status: evaluation.status,
      ...(resource.location
        ? { location: { ...resource.location, ...(opts.file ? { file: opts.file } : {}) } }
        : {}),
    });
  }
  return violations.sort(bySeverityThenLocation);
}

/** What a rule's findings cite, worked out once per rule and scan. */
interface Citation {
  refs: ControlRef[];
  frameworks: FrameworkId[];
  controls: Violation['controls'];
  controlsText: string;
}

function citationOf(ruleIds: readonly string[], frameworks: readonly FrameworkId[]): Citation {
  const seen = new Set<string>();
  const refs = ruleIds
    .flatMap((id) => controlRefs(id, frameworks))
    .filter((r) => {
      const key = `${r.framework} ${r.controlId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
  return {
    refs,
    frameworks: [...new Set(refs.map((r) => r.framework))],
    controls: refs.map((r) => ({ framework: r.framework, control_id: r.controlId, severity: r.severity })),
    controlsText: refs.map((r) => `${r.framework} ${r.controlId} (${r.controlTitle})`).join('; '),
  };
}

/**
 * Findings another rule reports as the same problem: a failing rule's `supersedes` drops those
 * rules' failing or undecided findings on the same resource (one problem, one finding).
 */
function supersededFindings(outcomes: readonly RuleOutcome[]) {
  const dropped = new Set<string>();
  const failing = new Set<string>();
  for (const { rule, resource, evaluation } of outcomes) {
    if (evaluation.status !== 'fail') continue;
    failing.add(`${rule.id}\u0000${resource.logicalId}`);
    for (const id of rule.supersedes ?? []) dropped.add(`${id}\u0000${resource.logicalId}`);
  }
  return { dropped, failing };
}

const higher = (a: Severity, b: Severity): Severity => (severityRank(a) <= severityRank(b) ? a : b);

const ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;

function bySeverityThenLocation(a: Violation, b: Violation): number {
  return (
    ORDER[a.severity] - ORDER[b.severity] ||
    (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
    (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0)
  );
}
