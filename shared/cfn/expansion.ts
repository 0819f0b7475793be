import { TemplateError, TOO_LARGE_MARK } from './errors';
import { isPlainObject, onlyKey, ownValue } from './plain';
import { MAX_BUILT_TEXT, MAX_TOTAL_BUILT_TEXT } from './resolve/scope';
import type { TemplateBody } from './types';

const VARIABLE = /\$\{([^}]*)\}/g;
const LOOP_PREFIX = 'Fn::ForEach::';

/**
 * Refuses a template whose intrinsic functions could build more text than the resolver's budget,
 * anywhere in it (Properties, Metadata, Outputs, Conditions), before anything expands it: AWS's
 * validator expands `Fn::Sub` everywhere, and a few hundred bytes of nested `Fn::Sub` whose
 * variables repeat can ask it for gigabytes (memory a WebAssembly engine never gives back).
 *
 * The measure is an upper bound on what each value can build, found in one pass: text counts
 * its length, a `Fn::Sub` counts each `${name}` as the value it names (its variable, or the
 * parameter's default), a `Ref` to a parameter its default, anything else the sum of its parts.
 * A template without repeated variables measures at most its own size, so only bombs are refused.
 *
 * `shared: false` says no object is reachable twice in `body` (a JSON document, or YAML without
 * aliases): then only what a `Fn::Sub` names as a variable (which it measures once per use) is
 * remembered, instead of every object, which at 10,000 resources spent more time on the memo than
 * on measuring. With aliases every object is remembered, so a shared subtree is measured once.
 * Returns the measure (expansion-bound.test.ts holds the text bound above it).
 */
export function checkExpansion(body: TemplateBody, { shared = true }: { shared?: boolean } = {}): number {
  const parameters = isPlainObject(body.Parameters) ? body.Parameters : {};
  const defaultLength = (name: string) => {
    const parameter = ownValue(parameters, name);
    const value = isPlainObject(parameter) ? parameter.Default : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
  };
  const measured = new Map<object, number>();

  /** What `value` can build, remembered (objects measured more than once, or reachable twice). */
  const remembered = (value: unknown): number => {
    if (typeof value !== 'object' || value === null) return measureFresh(value);
    const known = measured.get(value);
    if (known !== undefined) return known;
    measured.set(value, 0); // a cycle measures nothing more
    const size = measureFresh(value);
    measured.set(value, size);
    return size;
  };

  const measureFresh = (value: unknown): number => {
    if (typeof value === 'string') return value.length;
    if (typeof value !== 'object' || value === null) return String(value).length;
    if (Array.isArray(value)) {
      let sum = 0;
      for (const item of value) sum += measure(item);
      return sum;
    }
    const record = value as Record<string, unknown>;
    const only = onlyKey(record);
    const size = measureNode(record, only);
    if (only !== undefined && isFunctionKey(only) && size > MAX_BUILT_TEXT) {
      refuse(`${only} would produce more than 1 MB in one value`);
    }
    return size;
  };

  const measure = shared ? remembered : measureFresh;

  /** A mapping's measure; `only` is its key when it has exactly one (a function, perhaps). */
  const measureNode = (record: Record<string, unknown>, only: string | undefined): number => {
    if (only !== undefined) {
      const args = record[only];
      if (only === 'Ref' && typeof args === 'string') return Math.max(defaultLength(args), args.length);
      if (only === 'Fn::Sub') return measureSub(args);
      // UTF-8 takes at most 3 bytes a character, and Base64 writes 4 characters per 3 bytes
      if (only === 'Fn::Base64') return 4 * measure(args);
      if (only === 'Fn::ToJsonString') return jsonBound(args);
    }
    // for...in, not Object.keys: no list of keys per object (a 10,000-resource template has a million)
    let sum = 0;
    for (const key in record) {
      const item = record[key];
      sum += key.startsWith(LOOP_PREFIX) ? measureLoop(item) : measure(item);
    }
    return sum;
  };

  /** JSON escapes a character in at most 6; keys, quotes, colons, commas and brackets besides. */
  const jsonBound = (value: unknown): number => {
    if (typeof value !== 'object' || value === null || functionName(value)) return 6 * measure(value) + 2;
    const entries = Object.entries(value);
    let size = entries.length + 1;
    for (const [key, item] of entries)
      size += (Array.isArray(value) ? 0 : 6 * key.length + 3) + jsonBound(item);
    return size;
  };

  /**
   * `Fn::ForEach::Name: [Identifier, Collection, Template]`: one copy of the template per item,
   * each copy its own text and structure, with the item in place of each use of the identifier.
   */
  const measureLoop = (loop: unknown): number => {
    if (!Array.isArray(loop) || loop.length !== 3) return measure(loop);
    const [identifier, collection, template] = loop;
    const literal = Array.isArray(collection) ? collection : undefined;
    // a computed collection has at most one item per character of its text, plus one
    const copies = literal ? literal.length : measure(collection) + 1;
    const item = literal ? Math.max(0, ...literal.map(measure)) : measure(collection);
    // the raw template's JSON counts the structure each copy repeats (keys, brackets) once
    const raw = JSON.stringify(template) ?? '';
    const copy = measure(template) + raw.length + item * usesOf(identifier, raw);
    return copies * copy;
  };

  const measureSub = (args: unknown): number => {
    const [text, variables] = Array.isArray(args) ? args : [args, {}];
    if (typeof text !== 'string' || !isPlainObject(variables)) return measure(args);
    let size = text.length;
    for (const [match, inner] of text.matchAll(VARIABLE)) {
      if (inner!.startsWith('!')) continue;
      const name = inner!.trim();
      const given = Object.hasOwn(variables, name);
      // a variable is measured at each use: remembered, so repeats cost nothing more
      size += (given ? remembered(variables[name]) : defaultLength(name)) - match.length;
    }
    return Math.max(size, 0);
  };

  const total = measure(body);
  if (total > MAX_TOTAL_BUILT_TEXT) refuse('its functions would produce more than 16 MB in all');
  return total;
}

/** Places a loop's item goes: `${Id}`, `&{Id}` and `{ Ref: Id }` in the raw (alias-free) template's JSON. */
function usesOf(identifier: unknown, text: string): number {
  if (typeof identifier !== 'string' || identifier === '') return 0;
  const count = (needle: string) => text.split(needle).length - 1;
  return (
    count(`\${${identifier}}`) + count(`&{${identifier}}`) + count(`"Ref":${JSON.stringify(identifier)}`)
  );
}

/** `Fn::Sub` for `{ "Fn::Sub": ... }`: the functions build values; maps and lists only hold them. */
function functionName(node: object): string | undefined {
  if (Array.isArray(node)) return undefined;
  const only = onlyKey(node as Record<string, unknown>);
  return only !== undefined && isFunctionKey(only) ? only : undefined;
}

const isFunctionKey = (key: string) => key.startsWith('Fn::') && !key.startsWith(LOOP_PREFIX);

function refuse(why: string): never {
  throw new TemplateError(`${TOO_LARGE_MARK}: ${why} (CloudFormation accepts templates up to 1 MB).`);
}
