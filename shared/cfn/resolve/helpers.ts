import { isPlainObject, setOwn } from '../plain';
import { isUnknown, type UnknownValue, unknownValue } from '../unknown';

/**
 * The resolver's leaf: helpers every intrinsic shares, importing nothing else from `resolve/`, so
 * the intrinsics and the walker in `values.ts` never import each other in a circle.
 */

/** Deeper than any real template; beyond it a value is reported unknown instead of recursing on. */
export const MAX_DEPTH = 256;
/** How many nodes a deep scan visits before it stops (hostile inputs can be very wide). */
const SCAN_BUDGET = 10_000;

/** Resolves a nested value one level deeper (what each intrinsic receives). */
export type Resolve = (value: unknown) => unknown;

/** The logical ids that any unknown inside `values` points at, in first-seen order. */
export function collectRefs(...values: unknown[]): string[] {
  // A walk with its state in one record and no set until a ref is found: the resolver asks this
  // of every unknown it builds, and most carry no refs (a parameter, the stack's region).
  const walk: RefWalk = { refs: undefined, budget: SCAN_BUDGET };
  for (let i = 0; i < values.length; i++) visitRefs(values[i], walk);
  return walk.refs === undefined ? [] : [...walk.refs];
}

interface RefWalk {
  refs: Set<string> | undefined;
  /** nodes left to visit (hostile inputs can be very wide) */
  budget: number;
}

function visitRefs(value: unknown, walk: RefWalk): void {
  if (walk.budget-- <= 0) return;
  if (isUnknown(value)) {
    const { refs } = value;
    if (refs === undefined) return;
    walk.refs ??= new Set();
    for (const ref of refs) walk.refs.add(ref);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) visitRefs(value[i], walk);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) visitRefs(value[key], walk);
  }
}

/** The first unknown found anywhere inside `value` (a list of lists, a map...). */
export function findUnknown(value: unknown): UnknownValue | undefined {
  let budget = SCAN_BUDGET;
  const visit = (node: unknown): UnknownValue | undefined => {
    if (budget-- <= 0) return undefined;
    if (isUnknown(node)) return node;
    const children = Array.isArray(node) ? node : isPlainObject(node) ? Object.values(node) : [];
    for (const child of children) {
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(value);
}

/** An unknown that carries the refs of every unknown inside `parts`. */
export function unknownFrom(reason: string, ...parts: unknown[]): UnknownValue {
  return unknownValue(reason, collectRefs(...parts));
}

/**
 * The value of `Fn::If` when its condition is unknown: whatever both branches agree on (key by key
 * in maps), and an unknown wherever they differ. Sound, and it keeps what a rule can still check.
 */
export function mergeBranches(a: unknown, b: unknown, differs: () => UnknownValue): unknown {
  if (sameValue(a, b)) return a;
  if (isPlainObject(a) && isPlainObject(b) && !isUnknown(a) && !isUnknown(b)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const both = Object.hasOwn(a, key) && Object.hasOwn(b, key);
      setOwn(merged, key, both ? mergeBranches(a[key], b[key], differs) : differs());
    }
    return merged;
  }
  return differs();
}

export function sameValue(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > MAX_DEPTH || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1),
  );
}
