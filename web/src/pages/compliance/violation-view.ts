import { type FrameworkId, type Severity, severityRank } from '#shared/compliance/types';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';

/** The violation fields the list filters and sorts on (the scan API's Violation has them all). */
export interface ListedViolation {
  violation_id: string;
  title: string;
  severity: Severity;
  control_id: string;
  frameworks: readonly FrameworkId[];
  controls?: readonly { framework: FrameworkId; control_id: string }[];
  detected_at: string;
}

/** The spec's filters (section 2): all, SAMA, NCA, CITC. 'NCA' is the NCA-ECC framework. */
export type ViolationFilter = 'all' | 'SAMA' | 'NCA' | 'CITC';
export const VIOLATION_FILTERS: readonly { id: ViolationFilter; label: string }[] = (
  ['all', 'SAMA', 'NCA', 'CITC'] as const
).map((id) => ({ id, label: COMPLIANCE_VIEW.filters[id] }));

/** The spec's sorts (section 2): severity, most recent, framework. */
export type ViolationSort = 'severity' | 'recent' | 'framework';
export const VIOLATION_SORTS: readonly { id: ViolationSort; label: string }[] = (
  ['severity', 'recent', 'framework'] as const
).map((id) => ({ id, label: COMPLIANCE_VIEW.sorts[id] }));

const FILTER_FRAMEWORK: Record<Exclude<ViolationFilter, 'all'>, FrameworkId> = {
  SAMA: 'SAMA',
  NCA: 'NCA-ECC',
  CITC: 'CITC',
};

// The frameworks' order everywhere in the product (the severity order is shared/compliance's).
const FRAMEWORK_RANK: Record<FrameworkId, number> = { SAMA: 0, 'NCA-ECC': 1, CITC: 2 };

export function filterViolations<V extends ListedViolation>(
  violations: readonly V[],
  filter: ViolationFilter,
): V[] {
  if (filter === 'all') return [...violations];
  const framework = FILTER_FRAMEWORK[filter];
  return violations.filter((v) => v.frameworks.includes(framework));
}

/**
 * A new array in the chosen order; the original is left alone. Every order ends on the violation
 * id, so equal keys never reorder between two polls of the same scan.
 */
export function sortViolations<V extends ListedViolation>(
  violations: readonly V[],
  sort: ViolationSort,
): V[] {
  const compare = sort === 'severity' ? bySeverity : sort === 'recent' ? byRecent : byFramework;
  return [...violations].sort((a, b) => compare(a, b) || a.violation_id.localeCompare(b.violation_id));
}

/** What the list shows: filtered, then sorted. */
export function violationView<V extends ListedViolation>(
  violations: readonly V[],
  filter: ViolationFilter,
  sort: ViolationSort,
): V[] {
  return sortViolations(filterViolations(violations, filter), sort);
}

/** How many violations each filter would show, for the filter's labels. */
export function filterCounts(violations: readonly ListedViolation[]): Record<ViolationFilter, number> {
  const counts: Record<ViolationFilter, number> = { all: violations.length, SAMA: 0, NCA: 0, CITC: 0 };
  for (const v of violations) {
    for (const [filter, framework] of Object.entries(FILTER_FRAMEWORK)) {
      if (v.frameworks.includes(framework)) counts[filter as keyof typeof FILTER_FRAMEWORK] += 1;
    }
  }
  return counts;
}

function bySeverity(a: ListedViolation, b: ListedViolation): number {
  return severityRank(a.severity) - severityRank(b.severity) || byRecent(a, b);
}

function byRecent(a: ListedViolation, b: ListedViolation): number {
  return Date.parse(b.detected_at) - Date.parse(a.detected_at);
}

/**
 * Grouped by the framework of the control the violation fails first (its `control_id`), in the
 * product's framework order, then control by control, most severe first inside a control: the
 * order of an auditor's report. Sorting on "the frameworks cited" would not group anything, since
 * almost every rule is cited by both SAMA and NCA-ECC.
 */
function byFramework(a: ListedViolation, b: ListedViolation): number {
  const fa = primaryFramework(a);
  const fb = primaryFramework(b);
  return (
    FRAMEWORK_RANK[fa] - FRAMEWORK_RANK[fb] ||
    compareControlIds(a.control_id, b.control_id) ||
    bySeverity(a, b)
  );
}

export function primaryFramework(v: ListedViolation): FrameworkId {
  const cited = v.controls?.find((c) => c.control_id === v.control_id)?.framework;
  if (cited) return cited;
  return [...v.frameworks].sort((a, b) => FRAMEWORK_RANK[a] - FRAMEWORK_RANK[b])[0] ?? 'SAMA';
}

/** Control ids in document order: "2-8-3-10" after "2-8-3-9", "3.3.14" after "3.3.9". */
export function compareControlIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** One line of the control column: a framework and the controls of it the violation fails. */
export interface ShownControl {
  framework: FrameworkId;
  controlIds: string[];
}

/**
 * The controls the list shows for a violation, each beside its own framework ("SAMA 3.3.6",
 * "NCA-ECC 2-7-3-1"): one control id above all three names read as if 3.3.6 were a control of
 * each. Under a framework filter, that framework's controls only (a violation's own `control_id`
 * may belong to another framework); under 'all', every framework it cites, in the product's order.
 */
export function shownControls(v: ListedViolation, filter: ViolationFilter): ShownControl[] {
  const frameworks =
    filter === 'all'
      ? [...v.frameworks].sort((a, b) => FRAMEWORK_RANK[a] - FRAMEWORK_RANK[b])
      : [FILTER_FRAMEWORK[filter]];
  const cited = frameworks
    .map((framework) => ({
      framework,
      controlIds: (v.controls ?? [])
        .filter((c) => c.framework === framework)
        .map((c) => c.control_id)
        .sort(compareControlIds),
    }))
    .filter((line) => line.controlIds.length > 0);
  // a violation recorded without its per-framework controls: its own control, under the framework it belongs to
  return cited.length > 0
    ? cited
    : [
        {
          framework: filter === 'all' ? primaryFramework(v) : (frameworks[0] as FrameworkId),
          controlIds: [v.control_id],
        },
      ];
}

/** The violation fields a text search reads. */
export interface SearchableViolation extends ListedViolation {
  resource: string;
  resource_type: string;
  physical_id?: string;
  stack_name?: string;
  logical_id?: string;
  rule_id: string;
}

/**
 * Violations whose title, resource (type, id, stack, logical id), rule or controls contain every
 * word of `text`, ignoring case; all of them for a blank text.
 */
export function searchViolations<V extends SearchableViolation>(violations: readonly V[], text: string): V[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...violations];
  return violations.filter((v) => {
    const haystack = [
      v.title,
      v.resource,
      v.resource_type,
      v.physical_id,
      v.stack_name,
      v.logical_id,
      v.rule_id,
      v.control_id,
      ...(v.controls ?? []).map((c) => `${c.framework} ${c.control_id}`),
    ]
      .filter(Boolean)
      .join('\n')
      .toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/**
 * A finding's first sentence, for the detail's heading: some titles run to a paragraph (a
 * residency finding says what each framework asks), which the body shows in full right below.
 * A sentence ends at '.', '!' or '?' followed by a space and a capital or digit, so the dots
 * inside addresses, ids and versions never cut it.
 */
export function headline(title: string): string {
  const end = /[.!?](?=\s+[A-Z0-9\u0600-\u06FF])/.exec(title);
  return end ? title.slice(0, end.index + 1) : title;
}
