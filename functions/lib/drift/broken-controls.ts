import type { BrokenControl } from '#shared/api/drift';
import { type ScanOptions, scanTemplate } from '#shared/compliance/scan';
import type { Violation } from '#shared/compliance/violation';
import { templateWithLiveValue } from './live-template';

const failing = (violations: readonly Violation[], logicalId: string) =>
  violations.filter((v) => v.status === 'fail' && v.resource === logicalId);

/**
 * The compliance controls a live value breaks: the engine scans the template with that one
 * property set to its live value, and every control failed there on the resource (and passed by
 * the template as written) is broken by the drift. Nothing is guessed: a value the engine cannot
 * place in the template breaks no control it can name.
 */
export function brokenControls(
  template: string,
  baseline: readonly Violation[],
  drift: { logicalId: string; path: string; actual: string },
  options: ScanOptions,
): BrokenControl[] {
  const live = templateWithLiveValue(template, drift.logicalId, drift.path, drift.actual);
  if (!live) return [];
  const before = new Set(failing(baseline, drift.logicalId).map((v) => v.violation_id));
  let after: Violation[];
  try {
    after = failing(scanTemplate(live, options).violations, drift.logicalId);
  } catch {
    return [];
  }
  return after
    .filter((v) => !before.has(v.violation_id))
    .flatMap((v) =>
      v.controls.map((c) => ({
        rule_id: v.rule_id,
        title: v.title,
        severity: c.severity,
        framework: c.framework,
        control_id: c.control_id,
      })),
    );
}
