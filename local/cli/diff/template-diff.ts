import { parseTemplate, resolveTemplate } from '#shared/cfn/index';
import { scanTemplate } from '#shared/compliance/scan';
import type { FrameworkId, ScanSettings } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';
import { estimateTemplateCost, type Range } from '#shared/cost/index';

/** One template's two versions: either side is missing when the file was added or removed. */
export interface TemplatePair {
  /** the file's path, the same on both sides */
  file: string;
  base?: string;
  head?: string;
}

export interface DiffOptions {
  frameworks: FrameworkId[];
  /** where the templates deploy: the cost model's prices and the residency rules use it */
  region: string;
  parameters?: Record<string, string>;
  settings?: Partial<ScanSettings>;
}

/** What one side of a pair scans to; `error` when that version could not be read as a template. */
interface SideReport {
  violations: Violation[];
  scores: Partial<Record<FrameworkId, number>>;
  cost?: Range;
  resources: Map<string, { type: string; fingerprint: string; refs: string[] }>;
  error?: string;
}

export type ResourceChange = 'added' | 'changed' | 'removed';

export interface TemplateDiff {
  file: string;
  /** whether the file is new, changed or gone in head */
  status: 'added' | 'modified' | 'removed';
  /** findings on head that base did not have (by rule and resource) */
  opened: Violation[];
  /** findings on base that head no longer has */
  resolved: Violation[];
  scores: { framework: FrameworkId; before?: number; after?: number }[];
  cost: { before?: Range; after?: Range };
  resources: { logicalId: string; type: string; change: ResourceChange }[];
  /** references between the changed resources and their neighbours, for the diagram */
  links: { from: string; to: string }[];
  errors: { side: 'base' | 'head'; message: string }[];
}

/** Compares a template's base and head versions: findings, scores, monthly cost and resources. */
export function diffTemplate(pair: TemplatePair, options: DiffOptions): TemplateDiff {
  const base = pair.base === undefined ? undefined : report(pair.base, pair.file, options);
  const head = pair.head === undefined ? undefined : report(pair.head, pair.file, options);
  const key = (v: Violation) => `${v.rule_id}|${v.resource}`;
  const baseKeys = new Set(base?.violations.map(key));
  const headKeys = new Set(head?.violations.map(key));
  return {
    file: pair.file,
    status: pair.base === undefined ? 'added' : pair.head === undefined ? 'removed' : 'modified',
    opened: (head?.violations ?? []).filter((v) => !baseKeys.has(key(v))),
    resolved: (base?.violations ?? []).filter((v) => !headKeys.has(key(v))),
    scores: options.frameworks.map((framework) => ({
      framework,
      before: base?.scores[framework],
      after: head?.scores[framework],
    })),
    cost: { before: base?.cost, after: head?.cost },
    ...resourceChanges(base?.resources ?? new Map(), head?.resources ?? new Map()),
    errors: [
      ...(base?.error ? [{ side: 'base' as const, message: base.error }] : []),
      ...(head?.error ? [{ side: 'head' as const, message: head.error }] : []),
    ],
  };
}

function report(text: string, file: string, options: DiffOptions): SideReport {
  try {
    const opts = { ...options, file };
    const scan = scanTemplate(text, opts);
    const estimate = estimateTemplateCost(text, { region: options.region, parameters: options.parameters });
    const priced = estimate.resources.some((r) => r.status === 'priced' || r.status === 'partly priced');
    return {
      violations: scan.violations,
      scores: Object.fromEntries(options.frameworks.map((f) => [f, scan.scores[f].score])),
      cost: priced ? estimate.total : undefined,
      resources: templateResources(text, options),
    };
  } catch (err) {
    return { violations: [], scores: {}, resources: new Map(), error: (err as Error).message };
  }
}

/**
 * Each resource's type, a fingerprint of its resolved definition (SAM Globals and parameter
 * defaults applied, so a change there shows on the resources it reaches) and the ids it refers to.
 */
function templateResources(text: string, options: DiffOptions): SideReport['resources'] {
  const parsed = parseTemplate(text);
  const resolved = resolveTemplate(parsed, { region: options.region, parameters: options.parameters });
  const section = (parsed.body.Resources ?? {}) as Record<string, unknown>;
  const ids = new Set(resolved.map((r) => r.logicalId));
  const resources: SideReport['resources'] = new Map();
  for (const r of resolved) {
    const refs = new Set<string>();
    collectRefs(section[r.logicalId], refs);
    const { type, properties, condition, deletionPolicy, updateReplacePolicy } = r;
    resources.set(r.logicalId, {
      type,
      fingerprint: JSON.stringify({ type, properties, condition, deletionPolicy, updateReplacePolicy }),
      refs: [...refs].filter((id) => ids.has(id) && id !== r.logicalId),
    });
  }
  return resources;
}

/** Ref, Fn::GetAtt, Fn::Sub's ${Name} and DependsOn: what a resource points at. */
function collectRefs(value: unknown, refs: Set<string>): void {
  if (typeof value === 'string') return;
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, refs);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'Ref' && typeof v === 'string') refs.add(v);
    else if (k === 'Fn::GetAtt') refs.add(String(Array.isArray(v) ? v[0] : v).split('.')[0]);
    else if (k === 'DependsOn') for (const id of [v].flat()) refs.add(String(id));
    else if (k === 'Fn::Sub') {
      const text = Array.isArray(v) ? v[0] : v;
      for (const m of String(text).matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) refs.add(m[1]);
      collectRefs(v, refs);
    } else collectRefs(v, refs);
  }
}

function resourceChanges(
  base: SideReport['resources'],
  head: SideReport['resources'],
): Pick<TemplateDiff, 'resources' | 'links'> {
  const resources: TemplateDiff['resources'] = [];
  for (const [logicalId, h] of head) {
    const b = base.get(logicalId);
    if (!b) resources.push({ logicalId, type: h.type, change: 'added' });
    else if (b.fingerprint !== h.fingerprint) resources.push({ logicalId, type: h.type, change: 'changed' });
  }
  for (const [logicalId, b] of base) {
    if (!head.has(logicalId)) resources.push({ logicalId, type: b.type, change: 'removed' });
  }
  const touched = new Set(resources.map((r) => r.logicalId));
  const links = new Map<string, { from: string; to: string }>();
  for (const side of [base, head]) {
    for (const [from, r] of side) {
      for (const to of r.refs) {
        if (touched.has(from) || touched.has(to)) links.set(`${from}>${to}`, { from, to });
      }
    }
  }
  return { resources, links: [...links.values()] };
}
