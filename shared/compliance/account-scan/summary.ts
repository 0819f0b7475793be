import type { FailingControl, SeverityCounts } from '../../api/compliance-schema';
import { FRAMEWORKS } from '../frameworks/index';
import { severityRank } from '../mapping';
import type { FrameworkId } from '../types';
import type { RegionResult } from './scan-inventory';
import { addTallies, emptyCounts, emptyTallies, scoreOf, type Tallies } from './tallies';

const TOP_CONTROLS = 10;

export type FrameworkScores = Record<FrameworkId, number | null>;

type ControlCounts = Map<string, { count: number; severity: FailingControl['severity'] }>;

/** The controls failed most (`framework|control` keys with their counts), most violations first. */
function topControls(controls: ControlCounts): FailingControl[] {
  return [...controls.entries()]
    .map(([key, { count, severity }]) => {
      const [framework, controlId] = key.split('|') as [FrameworkId, string];
      const title = FRAMEWORKS[framework].controls.find((c) => c.id === controlId)?.title ?? controlId;
      return { framework, control_id: controlId, title, severity, violation_count: count };
    })
    .sort(
      (a, b) => b.violation_count - a.violation_count || severityRank(a.severity) - severityRank(b.severity),
    )
    .slice(0, TOP_CONTROLS);
}

/**
 * The controls failed most by the given findings (the failed ones; each counts once per control it
 * cites): what a scan's stored list becomes once the findings accepted since are left out.
 */
export function failingControlsOf(
  violations: readonly {
    status: string;
    controls: readonly { framework: FrameworkId; control_id: string; severity: FailingControl['severity'] }[];
  }[],
): FailingControl[] {
  const controls: ControlCounts = new Map();
  for (const v of violations) {
    if (v.status !== 'fail') continue;
    for (const c of v.controls) {
      const key = `${c.framework}|${c.control_id}`;
      const entry = controls.get(key) ?? { count: 0, severity: c.severity };
      entry.count++;
      controls.set(key, entry);
    }
  }
  return topControls(controls);
}

/** Scores of the selected frameworks (null for the others) and the lowest of them as overall. */
export function scoresOf(tallies: Tallies, frameworks: readonly FrameworkId[]) {
  const scores: FrameworkScores = { SAMA: null, 'NCA-ECC': null, CITC: null };
  for (const f of frameworks) scores[f] = scoreOf(tallies[f]);
  const selected = frameworks.map((f) => scores[f] as number);
  return { scores, overall: selected.length ? Math.min(...selected) : null };
}

/**
 * Every region's sums added up: the overall and per-framework scores (the template scan's
 * formula over all checks), each account's scores and finding count, severity counts and the
 * controls failed most.
 */
export function summarizeRegions(regions: readonly RegionResult[], frameworks: readonly FrameworkId[]) {
  const total = emptyTallies();
  const severityCounts: SeverityCounts = emptyCounts();
  const controls: ControlCounts = new Map();
  const byAccount = new Map<string, { tallies: Tallies; violations: number }>();
  for (const region of regions) {
    addTallies(total, region.tallies);
    const account = byAccount.get(region.accountId) ?? { tallies: emptyTallies(), violations: 0 };
    addTallies(account.tallies, region.tallies);
    account.violations += region.violationCount;
    byAccount.set(region.accountId, account);
    for (const s of Object.keys(severityCounts) as (keyof SeverityCounts)[])
      severityCounts[s] += region.severityCounts[s];
    for (const [key, { count, severity }] of Object.entries(region.controls)) {
      const entry = controls.get(key) ?? { count: 0, severity };
      entry.count += count;
      controls.set(key, entry);
    }
  }
  const topFailingControls = topControls(controls);
  const { scores, overall } = scoresOf(total, frameworks);
  const account = (accountId: string) => {
    const found = byAccount.get(accountId);
    if (!found)
      return {
        scores: { SAMA: null, 'NCA-ECC': null, CITC: null } as FrameworkScores,
        overall: null,
        violations: 0,
      };
    return { ...scoresOf(found.tallies, frameworks), violations: found.violations };
  };
  return {
    scores,
    overall,
    severityCounts,
    violationCount: regions.reduce((sum, r) => sum + r.violationCount, 0),
    topFailingControls,
    account,
  };
}
