import { TemplateError, TOO_LARGE_MARK } from '../errors';
import { isPlainObject, setOwn } from '../plain';
import { isUnknown } from '../unknown';
import { type Call, isText } from './call';
import { jsonLength } from './measure';
import { MAX_TOTAL_BUILT_TEXT, type Scope } from './scope';

const LOOP_PREFIX = 'Fn::ForEach::';
const MAX_DEPTH = 64;

export interface ExpandedResources {
  resources: Record<string, unknown>;
  /** logical id -> the key of the Resources section it came from (its loop; absent: itself) */
  origins: Map<string, string>;
}

/**
 * Expands `Fn::ForEach::<Loop>` (AWS::LanguageExtensions) wherever it appears in the Resources
 * section. A loop whose collection cannot be resolved is dropped with a note: guessing its
 * resources would invent findings.
 */
export function expandResources(
  resources: Record<string, unknown>,
  call: Call,
  loopFree = false,
): ExpandedResources {
  // Nothing to expand: the section as it is, each resource its own origin.
  if (loopFree) return { resources, origins: new Map() };
  const expanded: Record<string, unknown> = {};
  const origins = new Map<string, string>();
  for (const key of Object.keys(resources)) {
    if (!key.startsWith(LOOP_PREFIX)) {
      setOwn(expanded, key, expandNested(resources[key], call, 0));
      origins.set(key, key);
      continue;
    }
    for (const [id, resource] of Object.entries(expandLoop(key, resources[key], call, 0))) {
      setOwn(expanded, id, resource);
      origins.set(id, key);
    }
  }
  return { resources: expanded, origins };
}

/** Expands loops nested anywhere in `value`; a value without loops comes back as is (no copy). */
function expandNested(value: unknown, call: Call, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let items: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = expandNested(value[i], call, depth + 1);
      if (item !== value[i]) items ??= value.slice(0, i);
      items?.push(item);
    }
    return items ?? value;
  }
  if (isUnknown(value)) return value;
  const record = value as Record<string, unknown>;
  let result: Record<string, unknown> | undefined;
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const child = record[key];
    const looped = key.startsWith(LOOP_PREFIX);
    const expanded = looped ? undefined : expandNested(child, call, depth + 1);
    if (!result && !looped && expanded === child) continue;
    if (!result) {
      result = {};
      for (let j = 0; j < i; j++) setOwn(result, keys[j], record[keys[j]]);
    }
    if (!looped) setOwn(result, key, expanded);
    else
      for (const [id, item] of Object.entries(expandLoop(key, child, call, depth + 1)))
        setOwn(result, id, item);
  }
  return result ?? value;
}

function expandLoop(key: string, loop: unknown, call: Call, depth: number): Record<string, unknown> {
  if (!Array.isArray(loop) || loop.length !== 3 || typeof loop[0] !== 'string' || !isPlainObject(loop[2])) {
    call.scope.note(`${key} is not of the form [Identifier, Collection, OutputTemplate] and was skipped.`);
    return {};
  }
  const [identifier, collectionExpression, outputTemplate] = loop;
  const collection = call.resolve(collectionExpression);
  if (!Array.isArray(collection) || !collection.every(isText)) {
    const why = isUnknown(collection)
      ? `its collection is ${collection.reason}`
      : 'its collection is not a list';
    call.scope.note(`${key} was skipped because ${why}.`);
    return {};
  }
  countCopies(call.scope, collection.length);
  const output: Record<string, unknown> = {};
  // Each copy is charged before it is made: nested loops multiply (100 x 100 x 100 is a million).
  const size = jsonLength(outputTemplate, MAX_TOTAL_BUILT_TEXT + 1);
  const uses = countUses(outputTemplate, identifier);
  for (const item of collection.map(String)) {
    call.scope.spend(size + uses * item.length, 'Fn::ForEach');
    const generated = expandNested(substitute(outputTemplate, identifier, item, 0), call, depth + 1);
    if (isPlainObject(generated))
      for (const [id, value] of Object.entries(generated)) setOwn(output, id, value);
  }
  return output;
}

/**
 * The most copies all of one template's loops may make together: CloudFormation takes at most 500
 * resources, and nested loops multiply (100 x 100 x 100 asks for a million, each an object to
 * build), so they are counted before each loop runs, not after.
 */
export const MAX_LOOP_COPIES = 10_000;
const copiesMade = new WeakMap<Scope, number>();

function countCopies(scope: Scope, copies: number): void {
  const made = (copiesMade.get(scope) ?? 0) + copies;
  if (made > MAX_LOOP_COPIES) {
    throw new TemplateError(
      `${TOO_LARGE_MARK}: Fn::ForEach would make more than ${MAX_LOOP_COPIES.toLocaleString('en-US')} copies (CloudFormation accepts at most 500 resources).`,
    );
  }
  copiesMade.set(scope, made);
}

/** How many times `substitute` puts an item in place of the identifier in `value`. */
function countUses(value: unknown, identifier: string, depth = 0): number {
  if (depth > MAX_DEPTH) return 0;
  if (typeof value === 'string') {
    return value.split(`\${${identifier}}`).length - 1 + (value.split(`&{${identifier}}`).length - 1);
  }
  if (Array.isArray(value))
    return value.reduce<number>((sum, child) => sum + countUses(child, identifier, depth + 1), 0);
  if (!isPlainObject(value)) return 0;
  if (Object.keys(value).length === 1 && value.Ref === identifier) return 1;
  let uses = 0;
  for (const [key, child] of Object.entries(value)) {
    uses += countUses(key, identifier, depth + 1) + countUses(child, identifier, depth + 1);
  }
  return uses;
}

/** Replaces `${Id}`, `&{Id}` (alphanumerics only) and `{ Ref: Id }` with one collection item. */
function substitute(value: unknown, identifier: string, item: string, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (typeof value === 'string') {
    return value
      .split(`\${${identifier}}`)
      .join(item)
      .split(`&{${identifier}}`)
      .join(item.replace(/[^A-Za-z0-9]/g, ''));
  }
  if (Array.isArray(value)) return value.map((child) => substitute(child, identifier, item, depth + 1));
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'Ref' && value.Ref === identifier) return item;
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    setOwn(
      result,
      substitute(key, identifier, item, depth + 1) as string,
      substitute(value[key], identifier, item, depth + 1),
    );
  }
  return result;
}
