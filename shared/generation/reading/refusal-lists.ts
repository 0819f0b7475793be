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
  const inline = withInlineRefusalsSpelled(prompt);
  if (!inline.includes('\n')) return inline;
  return withLineRefusalsSpelled(inline);
}

/** A heading and what it lists on one line, to the sentence's end ("WON'T: CloudFront, WAF."). */
const INLINE_LIST = /([^.!?؟\n:]{1,60}):[ \t]*([^.!?؟\n]+)/g;
/** What parts one listed item from the next: commas, slashes and the words that join a list. */
const ITEM_JOINS = /\s*(?:[,;،/]|\b(?:or|and|nor)\b|(?<=\s)(?:أو|او|و)(?=\s))\s*/i;

/**
 * Items listed after a refusing heading on its own line ("WON'T: CloudFront, WAF", "Not needed:
 * a NAT gateway or a VPC"), each written as a sentence of its own that carries the heading's words,
 * as the items of a list under one are (a negation's reach ends at the colon).
 */
function withInlineRefusalsSpelled(prompt: string): string {
  return prompt.replace(INLINE_LIST, (whole, before: string, listed: string) => {
    const heading = refusingHeading(`${before}:`);
    // a heading that lists what it refuses itself ("Neither databases nor queues: ...") says what
    // follows its colon is wanted
    if (heading === undefined || ITEM_JOINS.test(heading)) return whole;
    const lead = before.slice(0, before.length - before.trimStart().length);
    const kept = before.trim().slice(0, before.trim().length - heading.length);
    const items = listed
      .split(ITEM_JOINS)
      .map((item) => item.trim())
      .filter(Boolean);
    return `${lead}${kept}${items.map((item) => `${heading} ${item}`).join('. ')}`;
  });
}

function withLineRefusalsSpelled(prompt: string): string {
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
