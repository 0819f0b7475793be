import { isPlainObject } from '../cfn/plain';
import type { EdgeKind } from './types';

export interface Reference {
  target: string;
  kind: EdgeKind;
  /** the top-level property the reference sits under (absent for DependsOn) */
  property?: string;
}

/** Deeper than any real template; a hostile one cannot make the walk overflow the stack. */
const MAX_DEPTH = 128;

/**
 * Every name a raw resource declaration refers to through Ref, Fn::GetAtt, Fn::Sub and DependsOn,
 * in order. Names are not checked here: the caller keeps those that are resources.
 */
export function referencesOf(declaration: Record<string, unknown>): Reference[] {
  const found: Reference[] = [];
  const properties = isPlainObject(declaration.Properties) ? declaration.Properties : {};
  for (const [property, value] of Object.entries(properties)) {
    const start = found.length;
    walk(value, found, 1);
    for (let i = start; i < found.length; i++) found[i].property = property;
  }
  const dependsOn = declaration.DependsOn;
  for (const target of Array.isArray(dependsOn) ? dependsOn : [dependsOn]) {
    if (typeof target === 'string') found.push({ target, kind: 'DependsOn' });
  }
  return found;
}

function walk(value: unknown, found: Reference[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, found, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const [key] = keys;
    const args = value[key];
    if (key === 'Ref' && typeof args === 'string') {
      found.push({ target: args, kind: 'Ref' });
      return;
    }
    if (key === 'Fn::GetAtt') {
      const name = typeof args === 'string' ? args.split('.')[0] : Array.isArray(args) ? args[0] : undefined;
      if (typeof name === 'string') found.push({ target: name, kind: 'GetAtt' });
      if (Array.isArray(args)) walk(args[1], found, depth + 1);
      return;
    }
    if (key === 'Fn::Sub') {
      subReferences(args, found, depth);
      return;
    }
  }
  for (const child of Object.values(value)) walk(child, found, depth + 1);
}

/** `${Name}` and `${Name.Attribute}` in Sub text, except `${!Literal}` and the Sub's own variables. */
function subReferences(args: unknown, found: Reference[], depth: number): void {
  const [text, variables] = Array.isArray(args) ? args : [args, undefined];
  const local = isPlainObject(variables) ? variables : {};
  if (typeof text === 'string') {
    for (const match of text.matchAll(/\$\{([^}!][^}]*)\}/g)) {
      const name = match[1].trim().split('.')[0];
      if (!Object.hasOwn(local, match[1].trim()) && !Object.hasOwn(local, name)) {
        found.push({ target: name, kind: 'Sub' });
      }
    }
  }
  walk(variables, found, depth + 1);
}
