import { ACCOUNT_RULES } from './account/index';
import { FRAMEWORKS } from './frameworks';
import type { Control, Evidence } from './frameworks/types';
import { ALL_RULES } from './rules';
import { type FrameworkId, type Severity, severityRank } from './types';

/**
 * One place a rule is used as evidence: framework, control and the framework's severity, capped at
 * the rule's own (policy) severity unless the framework gives a reason for rating it higher.
 */
export interface ControlRef {
  framework: FrameworkId;
  controlId: string;
  controlTitle: string;
  severity: Severity;
  /** why the framework rates this rule above its policy severity */
  raisedBecause?: string;
}

// resource rules and account rules alike: the framework data cites both
const ruleSeverity = new Map([...ALL_RULES, ...ACCOUNT_RULES].map((r) => [r.id, r.severity]));

/** The framework's severity for `e`, capped at the rule's policy severity unless it gives a reason. */
export function effectiveSeverity(e: Evidence): Severity {
  const own = ruleSeverity.get(e.ruleId);
  if (!own || e.reason || severityRank(e.severity) >= severityRank(own)) return e.severity;
  return own;
}

/** rule id -> every control that cites it, most severe first. Built once. */
const refsByRule = new Map<string, ControlRef[]>();
for (const framework of Object.values(FRAMEWORKS)) {
  for (const c of framework.controls as readonly Control[]) {
    for (const e of c.evidence) {
      const list = refsByRule.get(e.ruleId) ?? [];
      list.push({
        framework: framework.id,
        controlId: c.id,
        controlTitle: c.title,
        severity: effectiveSeverity(e),
        ...(e.reason ? { raisedBecause: e.reason } : {}),
      });
      refsByRule.set(e.ruleId, list);
    }
  }
}
for (const list of refsByRule.values())
  list.sort((a, b) => severityRank(a.severity) - severityRank(b.severity));

export { severityRank };

export function controlRefs(ruleId: string, frameworks: readonly FrameworkId[]): ControlRef[] {
  return (refsByRule.get(ruleId) ?? []).filter((r) => frameworks.includes(r.framework));
}

// Scans look these up once per check and framework: memoised per rule, so scoring stays one map
// lookup per check.
const severitiesByRule = new Map<string, Partial<Record<FrameworkId, Severity>>>();

/** The most severe severity each framework gives a failure of `ruleId` (absent where unmapped). */
export function frameworkSeverities(ruleId: string): Partial<Record<FrameworkId, Severity>> {
  let found = severitiesByRule.get(ruleId);
  if (!found) {
    found = {};
    // refsByRule lists are sorted most severe first, so the first ref per framework is its highest.
    for (const ref of refsByRule.get(ruleId) ?? []) found[ref.framework] ??= ref.severity;
    severitiesByRule.set(ruleId, found);
  }
  return found;
}

/** The most severe severity `framework` gives a failure of `ruleId`, or undefined if unmapped. */
export function frameworkSeverity(ruleId: string, framework: FrameworkId): Severity | undefined {
  return frameworkSeverities(ruleId)[framework];
}
