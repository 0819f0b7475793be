import { FRAMEWORKS, isManual } from '../compliance/frameworks';
import { FRAMEWORK_IDS, type FrameworkId } from '../compliance/types';
import type { ExportScan, ExportViolation } from './types';

/** One control of a framework as the report states it. */
export type ControlFinding =
  /** automated, and the scan found violations of it */
  | { kind: 'failing'; violations: ExportViolation[] }
  /** automated, and none of its rules found a violation */
  | { kind: 'no-violations' }
  /** a control no scan can evidence (policy, training, contract): to be evidenced by hand */
  | { kind: 'manual' };

export interface ReportControl {
  id: string;
  title: string;
  unverified: boolean;
  /** the rules that evidence it (empty for a manual control) */
  ruleIds: string[];
  finding: ControlFinding;
}

export interface ReportDomain {
  name: string;
  controls: ReportControl[];
}

export interface FrameworkReport {
  id: FrameworkId;
  name: string;
  version: string;
  score: number | null;
  domains: ReportDomain[];
  counts: { failing: number; noViolations: number; manual: number };
}

const SCORE_FIELD = { SAMA: 'sama_score', 'NCA-ECC': 'nca_score', CITC: 'citc_score' } as const;

/**
 * The report's content for each framework the scan covered, control by control in the
 * framework's own order, grouped by domain. A violation counts against a control when it names
 * that control in `controls` (which includes the controls of rules it supersedes).
 */
export function frameworkReports(scan: ExportScan): FrameworkReport[] {
  const covered = scan.frameworks.length ? scan.frameworks : FRAMEWORK_IDS;
  return FRAMEWORK_IDS.filter((id) => covered.includes(id)).map((id) => frameworkReport(id, scan));
}

function frameworkReport(id: FrameworkId, scan: ExportScan): FrameworkReport {
  const framework = FRAMEWORKS[id];
  const domains: ReportDomain[] = [];
  const counts = { failing: 0, noViolations: 0, manual: 0 };
  for (const control of framework.controls) {
    const ruleIds = control.evidence.map((e) => e.ruleId);
    const violations = isManual(control) ? [] : scan.violations.filter((v) => fails(v, id, control.id));
    const finding: ControlFinding = isManual(control)
      ? { kind: 'manual' }
      : violations.length > 0
        ? { kind: 'failing', violations }
        : { kind: 'no-violations' };
    counts[finding.kind === 'failing' ? 'failing' : finding.kind === 'manual' ? 'manual' : 'noViolations'] +=
      1;
    let domain = domains.find((d) => d.name === control.domain);
    if (!domain) {
      domain = { name: control.domain, controls: [] };
      domains.push(domain);
    }
    domain.controls.push({
      id: control.id,
      title: control.title,
      unverified: !!control.unverified,
      ruleIds,
      finding,
    });
  }
  return {
    id,
    name: framework.name,
    version: framework.version,
    score: scan[SCORE_FIELD[id]],
    domains,
    counts,
  };
}

function fails(v: ExportViolation, framework: FrameworkId, controlId: string): boolean {
  return v.controls.some((c) => c.framework === framework && c.control_id === controlId);
}
