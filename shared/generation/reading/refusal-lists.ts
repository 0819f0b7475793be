import { CUES } from './negation-cues';

/** A line that is one item of a list: a dash, star or bullet, or a number with "." or ")". */
const LIST_ITEM = /^\s*(?:[-*•·▪–—]|[0-9٠-٩]{1,2}[.)])\s+(\S.*)$/;
/** A heading that refuses what it lists: its own words negate ("We do NOT want:", "ما نبي:"). */
const REFUSING = new RegExp(CUES.source);
const ENDS_SENTENCE = /[.!?؟]$/;
/** The heading's own sentence: what follows the line's last sentence end ("... not an HTTP API. What differs:"). */
const LAST_SENTENCE = /(?:^|[.!?؟]\s)([^.!?؟]*)$/;

/**
 * The brief with each item listed under a refusing heading written as a sentence of its own that
 * carries the heading's words ("We do NOT want:\n- NAT gateways" -> "We do NOT want NAT gateways.").
 * Whitespace is collapsed after this, so a list's line breaks are the only place its reach is known:
 * the heading reaches every item up to the first line that is not one. A heading that wants, or a
 * list under no heading, is left as written.
 */
export function withRefusedListsSpelled(prompt: string): string {
  if (!prompt.includes('\n')) return prompt;
  const out: string[] = [];
  let heading: string | undefined;
  let headingLine = '';
  let items = 0;
  for (const line of prompt.split('\n')) {
    const item = LIST_ITEM.exec(line);
    if (heading !== undefined && item) {
      const said = (item[1] as string).trim();
      out.push(`${heading} ${said}${ENDS_SENTENCE.test(said) ? '' : '.'}`);
      items += 1;
      continue;
    }
    if (heading !== undefined && line.trim() === '' && items === 0) continue;
    // a refusing heading with no items under it keeps its own words
    if (heading !== undefined && items === 0) out.push(headingLine);
    heading = undefined;
    items = 0;
    const own = refusingHeading(line);
    if (own !== undefined) {
      heading = own;
      headingLine = line;
      continue;
    }
    out.push(line);
  }
  if (heading !== undefined && items === 0) out.push(headingLine);
  return out.join('\n');
}

/** The words of a line that heads a list and refuses it, or undefined: only its last sentence counts. */
function refusingHeading(line: string): string | undefined {
  const trimmed = line.trim();
  if (!trimmed.endsWith(':')) return undefined;
  const own = (LAST_SENTENCE.exec(trimmed.slice(0, -1))?.[1] ?? '').trim();
  return own !== '' && REFUSING.test(`${own.toLowerCase()} `) ? own : undefined;
}
