import { ownWords } from '../clarify/questions';
import { REQUEST_JOINERS } from '../grammar-words';
import { type LedgerWords, ledgerWords } from '../ledger-words';
import { EMPTY_WORDS } from '../lexicon';
import { foldText, normaliseBrief } from '../reading/normalise';
import type { ChecklistItem } from './types';

/** One clause of the brief, where it sits in the brief's text. */
export interface Clause {
  text: string;
  start: number;
  end: number;
}

/**
 * Where one clause ends and the next begins: a sentence's end (a stop before a space, not the dot
 * of "t3.small" or "example.com"), a semicolon, a line or bullet, and the words that join two
 * requests into one sentence (", and", ", then", "; also", "، و", "ثم"). An Arabic verb joined by
 * "و" ("...بالباكت ونطبعها على الطابعة") starts a clause of its own: the prefix "و" before an
 * imperfect verb's letter (ن ي ت) and at least three more letters.
 */
const BOUNDARY = new RegExp(
  String.raw`[.!?؟](?=\s|$)|[;؛\n]|\s[-*•]\s|,\s*(?:${REQUEST_JOINERS.join('|')})\s|[,،]\s*(?=و\S)|\s(?:ثم|وبعدين|بعدين)\s|\s(?=و[نيت][\u0621-\u064A]{3,})`,
  'giu',
);

/** The brief cut into clauses (blank ones left out), each with its place in the brief. */
export function clausesOf(brief: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = brief.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) clauses.push({ text, start: start + lead, end: start + lead + text.length });
  };
  for (const match of brief.matchAll(BOUNDARY)) {
    push(match.index);
    start = match.index + match[0].length;
  }
  push(brief.length);
  return clauses;
}

/** The words of a clause that could carry a request (two or more letters, not an empty word: see EMPTY_WORDS). */
function requestWords(text: string): string[] {
  return (foldText(text.toLowerCase()).match(/[\p{L}\p{N}][\p{L}\p{N}.@/_-]*/gu) ?? []).filter(
    (w) => w.length >= 2 && !EMPTY_WORDS.has(w),
  );
}

/** A clause that asks for something: at least two words that carry a request. */
export const asksSomething = (clause: Clause) => requestWords(clause.text).length >= 2;

/**
 * The places in the brief each reading anchors to: where its words are found as written, else
 * (the reader normalised them: numbers in words, folded letters) the clause holding most of them.
 */
export function anchoredClauses(
  brief: string,
  clauses: readonly Clause[],
  anchors: readonly string[],
): Set<number> {
  const lower = foldText(brief.toLowerCase());
  const hit = new Set<number>();
  for (const anchor of anchors) {
    const words = foldText(anchor.toLowerCase().replace(/\s+/g, ' ').trim());
    if (words.length < 2) continue;
    let from = lower.indexOf(words);
    if (from >= 0) {
      while (from >= 0) {
        const to = from + words.length;
        clauses.forEach((c, i) => {
          if (from < c.end && to > c.start) hit.add(i);
        });
        from = lower.indexOf(words, to);
      }
      continue;
    }
    const wanted = requestWords(words);
    if (wanted.length === 0) continue;
    let best = -1;
    let bestShare = 0;
    clauses.forEach((c, i) => {
      const own = new Set(requestWords(c.text));
      const share = wanted.filter((w) => own.has(w)).length / wanted.length;
      if (share > bestShare) {
        best = i;
        bestShare = share;
      }
    });
    if (best >= 0 && bestShare >= 0.5) hit.add(best);
  }
  return hit;
}

/** The user's own words (not the questions and answers after them) as the reader reads them. */
export function readText(brief: string): string {
  return normaliseBrief(ownWords(brief)).original;
}

/** The words of the brief a reading names: quoted in its reason (`the brief says "..."`) or its phrase. */
export function quotedIn(reason: string): string[] {
  return [...reason.matchAll(/"([^"]{2,200})"/g)].map((m) => m[1] as string);
}

/**
 * Every clause of the brief that asks for something and that no entry of the ledger was read
 * from (no checklist item quotes it, no service, setting, workload or "not built" entry names its
 * words): listed as not understood, so no clause of the brief vanishes without a word.
 */
export function clauseItems(
  brief: string,
  anchors: readonly string[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem[] {
  // the brief as the reader read it (misspellings mended, numbers in figures), where its readings' words are found
  const read = readText(brief);
  const clauses = clausesOf(read);
  const hit = anchoredClauses(read, clauses, anchors);
  return clauses
    .filter((clause, i) => !hit.has(i) && asksSomething(clause))
    .map((clause) => ({
      kind: 'clause' as const,
      requirement: words.notUnderstood,
      quote: clause.text.slice(0, 300),
      status: 'not-met' as const,
      resources: [],
      detail: words.notUnderstoodDetail,
    }));
}
