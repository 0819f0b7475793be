import type { JsonScan } from './json-scan';
import { isPlainObject } from './plain';
import { MAX_BUILT_TEXT, MAX_TOTAL_BUILT_TEXT } from './resolve/scope';
import type { TemplateBody } from './types';

/** Beyond this many Fn::Base64 the bound's factor (4 per one) proves nothing a walk would not. */
const MAX_BASE64 = 3;

/**
 * An upper bound, read from a JSON template's text and its scan (json-scan.ts BoundFacts), on
 * what `checkExpansion` measures: the total, and any one function's value. Undefined when the text
 * cannot bound it (then the template is walked and measured as before).
 *
 * The measure counts a string as its length, a scalar as its printed length and a mapping or list
 * as the sum of its values; only these make a value measure more than its own text: a Ref to a
 * parameter or a Fn::Sub variable (a parameter's default in its place), Fn::Base64 (4 characters
 * per one), Fn::ToJsonString, a Fn::Sub variables map (a variable measured at each use), a
 * Fn::ForEach loop (a copy per item), a number written with an exponent, and an escape (`\u0041`
 * is one character written in six, and can spell a function's key the scan does not see). A
 * section whose own mapping is a function is left to the walk too (its value is the whole text).
 * Without those, each Ref and `${` adds at most the longest parameter default, and each
 * Fn::Base64 multiplies by at most 4: a template measures at most (text + uses x default) x 4^b,
 * and a function's value at most the same with the longest value inside a section for the text
 * and the uses in that value.
 */
export function expansionBound(
  source: string,
  scan: JsonScan,
  body: TemplateBody,
): { total: number; value: number } | undefined {
  const facts = scan.bound;
  if (facts.exponent || facts.sectionFunction || facts.subLists > 0 || facts.toJsonString > 0)
    return undefined;
  if (facts.loops > 0 || facts.base64 > MAX_BASE64 || source.includes('\\')) return undefined;
  const longestDefault = longestParameterDefault(body);
  const factor = 4 ** facts.base64;
  // Each Ref and `${` takes at least three characters of the text it is in ("${}"), so a value
  // holds at most a third of its length of them, and the template a third of its own: the text's
  // `${` are counted only when that bound is not enough.
  const value = (facts.longestNested + Math.floor(facts.longestNested / 3) * longestDefault) * factor;
  const roughTotal = (source.length + Math.floor(source.length / 3) * longestDefault) * factor;
  if (roughTotal <= MAX_TOTAL_BUILT_TEXT) return { total: roughTotal, value };
  const substituted = (facts.refs + occurrences(source, '${')) * longestDefault;
  return { total: (source.length + substituted) * factor, value };
}

/** Whether the bound proves `checkExpansion` would refuse nothing, so it need not walk the body. */
export function withinExpansionBudget(source: string, scan: JsonScan, body: TemplateBody): boolean {
  const bound = expansionBound(source, scan, body);
  return bound !== undefined && bound.total <= MAX_TOTAL_BUILT_TEXT && bound.value <= MAX_BUILT_TEXT;
}

function occurrences(source: string, needle: string): number {
  let count = 0;
  for (let at = source.indexOf(needle); at !== -1; at = source.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** The printed length of the longest parameter Default, as `checkExpansion` counts it. */
function longestParameterDefault(body: TemplateBody): number {
  const parameters = body.Parameters;
  if (!isPlainObject(parameters)) return 0;
  let longest = 0;
  for (const name in parameters) {
    const parameter = parameters[name];
    const value = isPlainObject(parameter) ? parameter.Default : undefined;
    if (typeof value === 'string' || typeof value === 'number')
      longest = Math.max(longest, String(value).length);
  }
  return longest;
}
