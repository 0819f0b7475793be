import { type ControlRef, controlRefs } from './mapping';
import type { FrameworkId, RuleOutcome } from './types';
import { type Violation, violationId } from './violation';

export interface ReportOptions {
  frameworks: readonly FrameworkId[];
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
  for (const { rule, resource, evaluation } of outcomes) {
    if (evaluation.status !== 'fail' && evaluation.status !== 'unknown') continue;
    let cited = citations.get(rule.id);
    if (!cited) {
      cited = citationOf(rule.id, opts.frameworks);
      citations.set(rule.id, cited);
    }
    const { refs } = cited;
    if (refs.length === 0) continue;
    const name = `${resource.type} '${resource.logicalId}'`;
    const failed = evaluation.status === 'fail';
    const title = failed
      ? evaluation.message
      : `Could not evaluate "${rule.title}" on ${name} because ${evaluation.reason}.`;
    violations.push({
      violation_id: violationId(rule.id, resource.logicalId),
      title,
      description: failed
        ? `${evaluation.message} ${rule.description}`
        : `${title} Check this resource by hand or pass the missing parameter values to the scan.`,
      severity: failed ? refs[0].severity : 'low',
      resource: resource.logicalId,
      resource_type: resource.type,
      control_id: refs[0].controlId,
      // Shared per rule within one report (built fresh for every scan): callers only read them.
      frameworks: cited.frameworks,
      controls: cited.controls,
      impact: `Leaves ${name} short of ${cited.controlsText}.`,
      remediation: rule.remediation,
      estimated_cost: failed && rule.fixCostUsdMonthly ? rule.fixCostUsdMonthly : null,
      auto_fix_available: failed && typeof rule.fix === 'function',
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

function citationOf(ruleId: string, frameworks: readonly FrameworkId[]): Citation {
  const refs = controlRefs(ruleId, frameworks);
  return {
    refs,
    frameworks: [...new Set(refs.map((r) => r.framework))],
    controls: refs.map((r) => ({ framework: r.framework, control_id: r.controlId, severity: r.severity })),
    controlsText: refs.map((r) => `${r.framework} ${r.controlId} (${r.controlTitle})`).join('; '),
  };
}

const ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;

function bySeverityThenLocation(a: Violation, b: Violation): number {
  return (
    ORDER[a.severity] - ORDER[b.severity] ||
    (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
    (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0)
  );
}
