/**
 * Which resource types hold data and which of their properties make CloudFormation replace the
 * resource when changed, read from the CDK's service specification (`bin/replacement-data.ts`
 * extracts replacement-data.json from it; the file records the package and version). The fixer
 * withholds fixes that would replace a stateful resource, and the sandbox cloud's change sets
 * answer `Replacement` from the same data, so both agree with each other and with AWS's spec.
 */
import data from './replacement-data.json' with { type: 'json' };

interface TypeReplacement {
  stateful?: true;
  /** property paths (nested keys joined with '.', list items as '*') that always replace */
  replaces?: string[];
  /** paths that replace depending on the change (CloudFormation's `Conditional`) */
  mayReplace?: string[];
}

const TYPES = data.types as Record<string, TypeReplacement>;

/** Where the answer comes from: the package and version the data was extracted from. */
export const REPLACEMENT_DATA_SOURCE: string = data.source;

/** CloudFormation's answer to "does this change replace the resource": True, Conditional, False. */
export type Replacement = 'True' | 'Conditional' | 'False';

export type PropertyKey = string | number;

/** Whether the data knows the type at all (every type of the spec is in it, `{}` when nothing replaces it). */
export function hasReplacementData(type: string): boolean {
  return Object.hasOwn(TYPES, type);
}

/** Every CloudFormation resource type the data knows (all of the service specification's). */
export function knownResourceTypes(): string[] {
  return Object.keys(TYPES);
}

/** A resource that holds data a replacement would lose (databases, volumes, buckets, queues...). */
export function isStatefulType(type: string): boolean {
  return TYPES[type]?.stateful === true;
}

/** Parsed paths by the data's own arrays (loaded once): no key is built per question. */
const splitCache = new WeakMap<readonly string[], string[][]>();
function split(paths: readonly string[] | undefined): string[][] {
  if (!paths) return [];
  let parsed = splitCache.get(paths);
  if (!parsed) {
    parsed = paths.map((p) => p.split('.'));
    splitCache.set(paths, parsed);
  }
  return parsed;
}

/** One path is a prefix of the other: writing either one changes what the other holds. */
function overlaps(spec: readonly string[], path: readonly PropertyKey[]): boolean {
  const n = Math.min(spec.length, path.length);
  for (let i = 0; i < n; i++) {
    if (spec[i] === '*' ? typeof path[i] !== 'number' && path[i] !== '*' : spec[i] !== String(path[i]))
      return false;
  }
  return true;
}

/**
 * The replacement-causing property paths of `type` that a change at `path` (under Properties)
 * touches, with the strongest answer: `True` when one always replaces, `Conditional` when one may.
 */
export function replacementAt(
  type: string,
  path: readonly PropertyKey[],
): { replacement: Replacement; properties: string[] } {
  const entry = TYPES[type];
  if (!entry) return { replacement: 'False', properties: [] };
  const always = split(entry.replaces).filter((spec) => overlaps(spec, path));
  if (always.length > 0) return { replacement: 'True', properties: always.map((s) => s.join('.')) };
  const maybe = split(entry.mayReplace).filter((spec) => overlaps(spec, path));
  if (maybe.length > 0) return { replacement: 'Conditional', properties: maybe.map((s) => s.join('.')) };
  return { replacement: 'False', properties: [] };
}

/**
 * What CloudFormation would answer for an update of a resource from `before` to `after`
 * properties: the properties that differ (top level and nested) and the strongest replacement
 * any of them causes.
 */
export function replacementOfUpdate(
  type: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { replacement: Replacement; changed: string[]; replacing: string[] } {
  const changed: PropertyKey[][] = [];
  diffPaths(before, after, [], changed);
  let replacement: Replacement = 'False';
  const replacing = new Set<string>();
  for (const path of changed) {
    const answer = replacementAt(type, path);
    if (answer.replacement === 'False') continue;
    for (const p of answer.properties) replacing.add(p);
    if (answer.replacement === 'True' || replacement === 'False') replacement = answer.replacement;
  }
  const top = [...new Set(changed.map((p) => String(p[0])))];
  return { replacement, changed: top, replacing: [...replacing] };
}

function diffPaths(before: unknown, after: unknown, at: PropertyKey[], into: PropertyKey[][]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const objects = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (objects(before) && objects(after)) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
      diffPaths(b[key], a[key], [...at, key], into);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (let i = 0; i < before.length; i++) diffPaths(before[i], after[i], [...at, i], into);
    return;
  }
  into.push(at);
}
