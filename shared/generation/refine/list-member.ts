/**
 * A removal that names one member of a list the earlier brief gives ("remove the alerts queue"
 * after "three queues: billing, inventory and alerts"; "drop get-order" after "two functions,
 * create-order and get-order"): that member leaves the list and the count said before the list
 * goes down by one, so the family keeps its other members and no unnamed extra takes the place.
 */

import { anyOf, escapeRegExp } from '../../text/regexp';
import { NUMBER_WORDS } from '../number-words';
import { ARTICLES, REMOVAL_WORDS } from './words';

/** One item of a list as briefs write names: a single word, maybe with dots, dashes or digits. */
const ITEM = String.raw`[\p{L}\d][\p{L}\d._-]*`;
/** Between two items: a comma (maybe with "and"), "and", "or", or the Arabic "و". */
const SEPARATOR = String.raw`\s*[,،]\s*(?:and\s+|or\s+|و\s*)?|\s+(?:and|or)\s+|\s+و\s*`;
const ITEM_BEFORE = new RegExp(`(${ITEM})(${SEPARATOR})$`, 'iu');
const ITEM_AFTER = new RegExp(`^(${SEPARATOR})(${ITEM})`, 'iu');
/** A separator that opens a list's last item: the member it opens is the last one. */
const LAST_ITEM = /\b(?:and|or)\b|و/i;
/** What may stand before a list's first item: a comma, a colon, a bracket, or a word of naming. */
const LIST_OPENS = /(?:[,،:(]|\b(?:named|called)|(?:^|\s)(?:باسم|اسمها|اسمه))\s*$/i;
/** Words that open a noun phrase: an item written after one is a thing, not a name. */
const ARTICLE_BEFORE = /(?:^|\s)(?:a|an|the|any|our|its)\s+$/i;
/** Words that never name a member (what a removal says around the name). */
const NOT_A_NAME: ReadonlySet<string> = new Set([...ARTICLES, 'one']);
/** A count said before a list: a figure or a number word. */
const COUNT = new RegExp(
  String.raw`(?<![\p{L}\d.])(\d+|${anyOf(Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length))})(?![\p{L}\d.])`,
  'giu',
);
/** How many words may stand between a count and the list it counts ("two Lambda functions, a and b"). */
const COUNT_REACH = 6;

export interface MemberRemoval {
  /** the instruction's part that says it */
  index: number;
  name: string;
}

/**
 * The removal parts that name a member of a list in the earlier brief: the first word after the
 * removal word that is such a member, outside the words that name a family (`withoutFamilies`
 * blanks them: "balancer" of "load balancer" is no member), in each part.
 */
export function memberRemovals(
  pieces: readonly string[],
  removing: ReadonlySet<number>,
  brief: string,
  withoutFamilies: (text: string) => string,
): MemberRemoval[] {
  return [...removing].flatMap((index) => {
    const piece = pieces[index] ?? '';
    const cue = REMOVAL_WORDS.exec(piece);
    if (!cue) return [];
    const name = withoutFamilies(piece.slice(cue.index + cue[0].length))
      .split(/\s+/)
      .map((w) => w.replace(/^["'`«(]+|["'`»).,;:!?؟،]+$/g, '').replace(/^(?:الـ|ال)(?=[a-z\d])/i, ''))
      // a name as briefs write one, in Latin letters or digits ("alerts", "get-order"), never an article
      .find(
        (w) =>
          /^[a-z\d][a-z\d._-]{2,}$/i.test(w) &&
          !NOT_A_NAME.has(w.toLowerCase()) &&
          memberSpan(brief, w) !== undefined,
      );
    return name ? [{ index, name }] : [];
  });
}

/** The brief without the member (and the separator beside it), its list's count one lower. */
export function withoutMember(brief: string, name: string): string {
  const span = memberSpan(brief, name);
  if (!span) return brief;
  const before = lowerCount(brief.slice(0, span.start));
  return before + brief.slice(span.end);
}

/**
 * Where a member and one separator beside it stand in the brief: the last item loses the
 * separator before it ("billing, inventory and alerts" -> "billing, inventory"), any other the one
 * after it. Nothing when the name stands in no list of two or more names.
 */
function memberSpan(brief: string, name: string): { start: number; end: number } | undefined {
  const whole = new RegExp(`(?<![\\p{L}\\d._-])${escapeRegExp(name)}(?![\\p{L}\\d_-]|\\.[\\p{L}\\d])`, 'giu');
  for (const m of brief.matchAll(whole)) {
    const start = m.index;
    const end = start + m[0].length;
    const head = brief.slice(0, start);
    if (ARTICLE_BEFORE.test(head)) continue;
    const previous = ITEM_BEFORE.exec(head);
    const next = ITEM_AFTER.exec(brief.slice(end));
    const named = (item: string | undefined) => item !== undefined && !NOT_A_NAME.has(item.toLowerCase());
    if (previous && named(previous[1]) && LAST_ITEM.test(previous[2] ?? ''))
      return { start: start - (previous[2] ?? '').length, end };
    // a first item opens its list ("queues: billing, ..."); a word after another word ends a phrase ("load balancer, reading")
    if (next && named(next[2]) && LIST_OPENS.test(head)) return { start, end: end + (next[1] ?? '').length };
    // a last item after a bare comma: the item before it must stand in the list too ("queues: billing, alerts")
    const listed = (text: string) => LIST_OPENS.test(text) || ITEM_BEFORE.test(text);
    if (previous && named(previous[1]) && listed(head.slice(0, head.length - previous[0].length)))
      return { start: start - (previous[2] ?? '').length, end };
  }
  return undefined;
}

/** The text with its last count (in the sentence it ends in, a few words back) one lower. */
function lowerCount(text: string): string {
  const sentenceStart = Math.max(...['.', '!', '?', '؟', '\n'].map((c) => text.lastIndexOf(c))) + 1;
  const count = [...text.slice(sentenceStart).matchAll(COUNT)].at(-1);
  if (!count) return text;
  const at = sentenceStart + count.index;
  const value = /^\d+$/.test(count[0]) ? Number(count[0]) : NUMBER_WORDS[count[0].toLowerCase()];
  const between = text.slice(at + count[0].length).match(/[\p{L}\d][\p{L}\d._-]*/gu) ?? [];
  if (value === undefined || value < 2 || between.length > COUNT_REACH) return text;
  return text.slice(0, at) + String(value - 1) + text.slice(at + count[0].length);
}
