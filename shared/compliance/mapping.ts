import { FRAMEWORKS } from './frameworks';
import type { Control } from './frameworks/types';
import { type FrameworkId, SEVERITIES, type Severity } from './types';

/** One place a rule is used as evidence: framework, control and the framework's severity. */
export interface ControlRef {
  framework: FrameworkId;
  controlId: string;
  controlTitle: string;
  severity: Severity;
}

/** rule id -> every control that cites it, most severe first. Built once. */
const refsByRule = new Map<string, ControlRef[]>();
for (const framework of Object.values(FRAMEWORKS)) {
  for (const c of framework.controls as readonly Control[]) {
    for (const e of c.evidence) {
      const list = refsByRule.get(e.ruleId) ?? [];
      list.push({ framework: framework.id, controlId: c.id, controlTitle: c.title, severity: e.severity });
      refsByRule.set(e.ruleId, list);
    }
  }
}
for (const list of refsByRule.values())
  list.sort((a, b) => severityRank(a.severity) - severityRank(b.severity));

export function severityRank(s: Severity): number {
  return SEVERITIES.indexOf(s);
}

export function controlRefs(ruleId: string, frameworks: readonly FrameworkId[]): ControlRef[] {
  return (refsByRule.get(ruleId) ?? []).filter((r) => frameworks.includes(r.framework));
}

// Scans look these up once per check; memoise so scoring stays a map lookup per check.
const severityCache = new Map<string, Severity | undefined>();

/** The most severe severity `framework` gives a failure of `ruleId`, or undefined if unmapped. */
export function frameworkSeverity(ruleId: string, framework: FrameworkId): Severity | undefined {
  const key = `${framework}|${ruleId}`;
  if (!severityCache.has(key)) severityCache.set(key, controlRefs(ruleId, [framework])[0]?.severity);
  return severityCache.get(key);
}
