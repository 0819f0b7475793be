import type { SourceLocation } from './types';

export interface JsonScan {
  /** where each key directly inside the top-level "Resources" object starts (its opening quote) */
  resourceLocations: Map<string, SourceLocation>;
  maxDepth: number;
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
        const skipped = skipNested(source, i, line, lineStart, maxDepth);
        ({ line, lineStart, maxDepth } = skipped);
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
      // Only keys at the top two levels matter: section names and logical ids.
      if (expectKey && containers.length <= 2) {
        const key = hasEscape(source, i + 1, end)
          ? (JSON.parse(source.slice(i, end + 1)) as string)
          : source.slice(i + 1, end);
        if (containers.length === 1) rootKey = key;
        if (inResources && containers.length === 2 && !resourceLocations.has(key)) {
          resourceLocations.set(key, { line, column: i - lineStart + 1 });
        }
      }
      expectKey = false;
      i = end;
    }
  }
  return { resourceLocations, maxDepth };
}

/**
 * The end of the object or list opening at `start` at depth 3 (the position of its closing
 * bracket, or the text's end), with the lines counted and the deepest nesting seen on the way.
 */
function skipNested(source: string, start: number, line: number, lineStart: number, maxDepth: number) {
  let depth = 3;
  if (depth > maxDepth) maxDepth = depth;
  let i = start + 1;
  for (; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code === QUOTE) i = stringEnd(source, i);
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > maxDepth) maxDepth = depth;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (--depth === 2) break;
    } else if (code === NEWLINE) {
      line++;
      lineStart = i + 1;
    }
  }
  return { end: i, line, lineStart, maxDepth };
}

const NEWLINE = 10;
const QUOTE = 34;
const COMMA = 44;
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
