import type { TemplateBody, TemplateFormat } from './types';

/**
 * Template bodies known to hold no `Fn::ForEach::` key anywhere, so the resolver can skip its
 * search for loops (a walk of the whole template). Keyed by the body object itself: a copy or a
 * body assembled elsewhere is not in the set and gets the full search.
 */
const LOOP_FREE = new WeakSet<TemplateBody>();

/**
 * A key reading Fn::ForEach:: needs the text to spell ForEach, or to escape characters: `\\` in
 * JSON and YAML strings, `%XX` in YAML tags (`!e!Fn::%46orEach::X` under a %TAG directive).
 */
export function cannotHoldLoops(text: string, format: TemplateFormat): boolean {
  return !text.includes('ForEach') && !text.includes('\\') && (format === 'json' || !text.includes('%'));
}

export function markLoopFree(body: TemplateBody): void {
  LOOP_FREE.add(body);
}

export function isLoopFree(body: TemplateBody): boolean {
  return LOOP_FREE.has(body);
}
