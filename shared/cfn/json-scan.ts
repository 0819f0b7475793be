import type { SourceLocation } from './types';

export interface JsonScan {
  /** where each key directly inside the top-level "Resources" object starts (its opening quote) */
  resourceLocations: Map<string, SourceLocation>;
  maxDepth: number;
  /** what the expansion check's text bound reads (expansion-bound.ts) */
  bound: BoundFacts;
}

/**
 * What a JSON text shows about how much more its functions can build than its own length, counted
 * in the same pass (expansion-bound.ts reads it; a key is counted wherever its text appears, so a
 * value spelled like one only counts too much).
 */
export interface BoundFacts {
  /** the longest value nested three levels deep (a resource, a parameter, an output) */
  longestNested: number;
  /** a section's own mapping has a function's key (`"Outputs": {"Fn::Sub": ...}`) */
  sectionFunction: boolean;
  /** a number written with an exponent, the only one that prints longer than its text (1e20) */
  exponent: boolean;
  refs: number;
  base64: number;
  /** Fn::Sub in its list form, `[text, variables]` */
  subLists: number;
  toJsonString: number;
  /** keys starting Fn::ForEach:: */
  loops: number;
}

/**
 * One pass over JSON text (already known to be valid) that finds the position of every resource's
 * logical id. JSON.parse is far faster than a YAML parser on large templates but keeps no
 * positions, so this scanner adds them back.
 */
export function scanJson(source: string): JsonScan {
  const resourceLocations = new Map<string, SourceLocation>();
  /** true for an object, false for an array, one entry per open container */
  const containers: boolean[] = [];
  let maxDepth = 0;
  const bound: BoundFacts = {
    longestNested: 0,
    sectionFunction: false,
    exponent: false,
    refs: 0,
    base64: 0,
    subLists: 0,
    toJsonString: 0,
    loops: 0,
  };
  let line = 1;
  let lineStart = 0;
  let inResources = false;
  let expectKey = false;
  let rootKey: string | undefined;
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const code = source.charCodeAt(i);
    if (code === NEWLINE) {
      line++;
      lineStart = i + 1;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (containers.length === 2) {
        // A value below the top two levels (inside a resource, say) holds no key that matters:
        // skip to its end counting only brackets, strings and lines, a tighter loop than this one
        // (most of a template's text: 15-45% of the scan).
        const skipped = skipNested(source, i, line, lineStart, maxDepth, bound);
        ({ line, lineStart, maxDepth } = skipped);
        if (skipped.end - i + 1 > bound.longestNested) bound.longestNested = skipped.end - i + 1;
        i = skipped.end;
        expectKey = false;
        continue;
      }
      containers.push(code === OPEN_OBJECT);
      if (containers.length > maxDepth) maxDepth = containers.length;
      expectKey = code === OPEN_OBJECT;
      if (containers.length === 2 && expectKey && rootKey === 'Resources') inResources = true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (containers.length === 2) inResources = false;
      containers.pop();
      expectKey = false;
    } else if (code === COMMA) {
      expectKey = containers[containers.length - 1] === true;
    } else if (code === QUOTE) {
      const end = stringEnd(source, i);
      noteFunctionKey(source, i, end, bound);
      // Only keys at the top two levels matter: section names and logical ids.
      if (expectKey && containers.length <= 2) {
        const key = hasEscape(source, i + 1, end)
          ? (JSON.parse(source.slice(i, end + 1)) as string)
          : source.slice(i + 1, end);
        if (containers.length === 1) rootKey = key;
        else if (key === 'Ref' || key.startsWith('Fn::')) bound.sectionFunction = true;
        if (inResources && containers.length === 2 && !resourceLocations.has(key)) {
          resourceLocations.set(key, { line, column: i - lineStart + 1 });
        }
      }
      expectKey = false;
      i = end;
    } else if (isExponent(source, i, code)) {
      bound.exponent = true;
    }
  }
  return { resourceLocations, maxDepth, bound };
}

/**
 * The end of the object or list opening at `start` at depth 3 (the position of its closing
 * bracket, or the text's end), with the lines counted and the deepest nesting seen on the way.
 */
function skipNested(
  source: string,
  start: number,
  line: number,
  lineStart: number,
  maxDepth: number,
  bound: BoundFacts,
) {
  let depth = 3;
  if (depth > maxDepth) maxDepth = depth;
  let i = start + 1;
  for (; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code === QUOTE) {
      const end = stringEnd(source, i);
      noteFunctionKey(source, i, end, bound);
      i = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > maxDepth) maxDepth = depth;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (--depth === 2) break;
    } else if (code === NEWLINE) {
      line++;
      lineStart = i + 1;
    } else if (isExponent(source, i, code)) {
      bound.exponent = true;
    }
  }
  return { end: i, line, lineStart, maxDepth };
}

/**
 * Counts the string between the quotes at `open` and `close` when it spells a key that builds
 * more than its text: Ref, Fn::Base64, Fn::Sub in its list form, Fn::ToJsonString, Fn::ForEach::.
 * Most strings start with neither R nor F and cost one comparison.
 */
function noteFunctionKey(source: string, open: number, close: number, bound: BoundFacts): void {
  const first = source.charCodeAt(open + 1);
  if (first !== UPPER_R && first !== UPPER_F) return;
  const length = close - open - 1;
  if (first === UPPER_R) {
    if (length === 3 && source.startsWith('Ref', open + 1)) bound.refs++;
  } else if (source.startsWith('Fn::', open + 1)) {
    if (length === 7 && source.startsWith('Sub', open + 5)) {
      if (followedByList(source, close + 1)) bound.subLists++;
    } else if (length === 10 && source.startsWith('Base64', open + 5)) bound.base64++;
    else if (length === 16 && source.startsWith('ToJsonString', open + 5)) bound.toJsonString++;
    else if (source.startsWith('ForEach::', open + 5)) bound.loops++;
  }
}

/** Whether a key's colon and then a list follow `from` (spaces between allowed). */
function followedByList(source: string, from: number): boolean {
  let i = skipSpace(source, from);
  if (source.charCodeAt(i) !== COLON) return false;
  i = skipSpace(source, i + 1);
  return source.charCodeAt(i) === OPEN_ARRAY;
}

function skipSpace(source: string, from: number): number {
  let i = from;
  for (; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code !== SPACE && code !== TAB && code !== NEWLINE && code !== RETURN) break;
  }
  return i;
}

/**
 * Whether the character at `i`, outside any string, is a number's exponent mark: in JSON an `e`
 * outside strings is one of true and false, or follows a digit in a number (1e5, 2.5E-3).
 */
function isExponent(source: string, i: number, code: number): boolean {
  if (code !== LOWER_E && code !== UPPER_E) return false;
  const before = source.charCodeAt(i - 1);
  return before >= DIGIT_0 && before <= DIGIT_9;
}

const TAB = 9;
const NEWLINE = 10;
const RETURN = 13;
const SPACE = 32;
const QUOTE = 34;
const COMMA = 44;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COLON = 58;
const UPPER_E = 69;
const UPPER_F = 70;
const UPPER_R = 82;
const LOWER_E = 101;
const OPEN_ARRAY = 91;
const BACKSLASH = 92;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/** The closing quote of the string opening at `start` (JSON strings hold no raw newlines). */
function stringEnd(source: string, start: number): number {
  let i = source.indexOf('"', start + 1);
  while (i > 0) {
    let backslashes = 0;
    while (source.charCodeAt(i - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return i;
    i = source.indexOf('"', i + 1);
  }
  return source.length;
}

/** Whether the string between `from` and `to` holds an escape; without one its text is its value. */
function hasEscape(source: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (source.charCodeAt(i) === BACKSLASH) return true;
  return false;
}
