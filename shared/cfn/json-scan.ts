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
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\n') {
      line++;
      lineStart = i + 1;
    } else if (char === '{' || char === '[') {
      containers.push(char === '{');
      maxDepth = Math.max(maxDepth, containers.length);
      expectKey = char === '{';
      if (containers.length === 2 && char === '{' && rootKey === 'Resources') inResources = true;
    } else if (char === '}' || char === ']') {
      if (containers.length === 2) inResources = false;
      containers.pop();
      expectKey = false;
    } else if (char === ',') {
      expectKey = containers[containers.length - 1] === true;
    } else if (char === '"') {
      const end = stringEnd(source, i);
      if (expectKey) {
        const key = JSON.parse(source.slice(i, end + 1)) as string;
        if (containers.length === 1) rootKey = key;
        if (inResources && containers.length === 2 && !resourceLocations.has(key)) {
          resourceLocations.set(key, { line, column: i - lineStart + 1 });
        }
        expectKey = false;
      }
      i = end;
    }
  }
  return { resourceLocations, maxDepth };
}

function stringEnd(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== '"') i += source[i] === '\\' ? 2 : 1;
  return i;
}
