import { PLACE } from '../checklist/stated';
import { briefLanguage } from '../clarify/language';
import type { AnsweredQuestion, Answers } from '../clarify/questions';
import { foldPattern, foldText } from '../reading/normalise';
import { SERVICES } from '../services/index';
import {
  ADDING_WORDS,
  CLAUSE_BREAKS,
  OPPOSITES,
  REMOVAL_WORDS,
  REPLACING,
  SENTENCE_END,
  VALUE_SLOTS,
  type ValueSlot,
} from './words';

/** What a version was designed from: the brief as written, the options beside it, the answers. */
export interface DesignBasis<O extends { region?: string }> {
  prompt: string;
  options: O;
  answered?: readonly AnsweredQuestion[];
}

/** A follow-up instruction on a finished design, with any answers given again. */
export interface Refinement<O> {
  instruction: string;
  /** new answers to the earlier version's questions, by question id */
  answers?: Answers;
  /** options chosen beside the instruction win over the earlier ones */
  options?: Partial<O>;
}

export interface RefinedBasis<O> {
  prompt: string;
  options: O;
  /** never undefined: a version's run never asks its questions again */
  answered: AnsweredQuestion[];
  /** the services the instruction took out (the vocabulary's labels) */
  removed: string[];
  /** stated values the instruction replaced */
  replaced: { slot: string; from: string[]; to: string }[];
}

const PLACE_SLOT: ValueSlot = { name: 'region', pattern: new RegExp(PLACE.source, 'gi') };
const REGION_CODE = /^[a-z]{2}(?:-gov)?-[a-z]+-\d$/;

/**
 * The brief of a new version: the earlier brief, with the parts that name what the instruction
 * removes taken out and the values it restates replaced, then the instruction itself (a removal
 * said as "No <service>." so every reader, model or offline planner, reads it as a negation).
 * Everything else of the earlier brief stays, so the ledger keeps its entries: "same as before,
 * but ..." never starts from scratch.
 */
export function refineBasis<O extends { region?: string }>(
  basis: DesignBasis<O>,
  change: Refinement<O>,
): RefinedBasis<O> {
  const { instruction, replaced: goingOut } = withoutReplaced(change.instruction.trim());
  const pieces = instruction.split(CLAUSE_BREAKS);
  const removing = removalParts(pieces);
  const removedServices = removable().filter(
    (s) =>
      [...removing].some((i) => mentionIn(pieces[i] ?? '', s.pattern) !== undefined) ||
      goingOut.some((text) => mentionIn(text, s.pattern) !== undefined),
  );
  let prompt = withoutMentions(
    basis.prompt,
    removedServices.map((s) => s.pattern),
  );
  prompt = withoutOpposites(prompt, instruction);
  const replaced: RefinedBasis<O>['replaced'] = [];
  for (const slot of [...VALUE_SLOTS, PLACE_SLOT]) {
    const to = [...instruction.matchAll(slot.pattern)].map((m) => m[0]).at(-1);
    if (!to) continue;
    const from = [...prompt.matchAll(slot.pattern)]
      .map((m) => m[0])
      .filter((v) => v.toLowerCase() !== to.toLowerCase());
    if (from.length === 0) continue;
    prompt = prompt.replace(slot.pattern, to);
    replaced.push({ slot: slot.name, from: [...new Set(from)], to });
  }
  // "No X" in the design's own language (an Arabic brief's instruction often names the service in English)
  const arabic = briefLanguage(`${basis.prompt} ${instruction}`) === 'ar';
  // each removal is a sentence of its own ("No Redis."): a reader's negation runs to the end of
  // its sentence, so "No Redis and add a queue" would take the queue out too
  const mentions = [
    ...new Set(
      [...[...removing].map((i) => pieces[i] ?? ''), ...goingOut].flatMap((piece) =>
        removedServices.map((s) => mentionIn(piece, s.pattern)).filter((m): m is string => Boolean(m)),
      ),
    ),
  ];
  const removals =
    mentions.length > 0 ? `${arabic ? 'بدون' : 'No'} ${mentions.join(arabic ? ' و' : ' and ')}.` : '';
  const rest = capitalised(
    withoutParts(
      pieces,
      (piece, i) => removing.has(i) && removedServices.some((s) => mentionIn(piece, s.pattern) !== undefined),
    ).trim(),
  );
  const said = [removals, rest && sentence(rest)].filter(Boolean).join(' ');
  const place = instruction.toLowerCase().match(PLACE)?.[0];
  const options: O & { region?: string } = { ...basis.options };
  // a place in the instruction moves the design: the region chosen before gives way to it
  if (place) {
    if (REGION_CODE.test(place)) (options as { region?: string }).region = place;
    else delete options.region;
  }
  Object.assign(options, change.options ?? {});
  const answered = (basis.answered ?? []).map((q) => {
    const given = change.answers?.[q.id]?.trim();
    return given ? { ...q, answer: given, defaulted: false } : { ...q };
  });
  return {
    prompt: `${prompt.trim()}\n\n${said}`,
    options,
    answered,
    removed: removedServices.map((s) => s.name),
    replaced,
  };
}

/**
 * The instruction without its words of replacing ("instead of Lambda", "replace the table with"),
 * and the texts they name as going out (see REPLACING).
 */
function withoutReplaced(instruction: string): { instruction: string; replaced: string[] } {
  const replaced: string[] = [];
  const rest = instruction.replace(REPLACING, (whole, ...groups: unknown[]) => {
    const named = groups.slice(0, 4).find((g): g is string => typeof g === 'string');
    if (named) replaced.push(named.trim());
    return /^(?:instead|rather|in place|بدل|عوض)/i.test(whole) ? '' : ' ';
  });
  return {
    instruction: rest
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([.,;!?؟])/g, '$1')
      .trim(),
    replaced,
  };
}

/**
 * The indexes of the instruction's parts that take something out: from a removal word to the end
 * of its sentence, or until a part asks for something again ("drop the cache and add a queue").
 * `pieces` alternates parts (even indexes) and the separators between them.
 */
function removalParts(pieces: readonly string[]): Set<number> {
  const out = new Set<number>();
  let removing = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] ?? '';
    if (i % 2 === 1) {
      if (SENTENCE_END.test(piece)) removing = false;
      continue;
    }
    if (REMOVAL_WORDS.test(piece)) removing = true;
    else if (ADDING_WORDS.test(piece)) removing = false;
    if (removing) out.add(i);
  }
  return out;
}

let removableFamilies: { name: string; pattern: RegExp }[] | undefined;

/**
 * What an instruction may take out: every family of the vocabulary, by all of its words (names,
 * phrases, Arabic), read as the brief reader reads them (folded, so plurals, the article and
 * attached prefixes match). One vocabulary: a word the reader knows can also be removed.
 */
function removable(): { name: string; pattern: RegExp }[] {
  removableFamilies ??= SERVICES.map((spec) => ({
    name: spec.label,
    pattern: new RegExp(
      [spec.names, spec.phrases, spec.arabic, spec.arabic_phrases]
        .flatMap((p) => (p && p.source !== '$^' ? [`(?:${foldPattern(p.source)})`] : []))
        .join('|'),
    ),
  }));
  return removableFamilies;
}

/** The words of `text` that `pattern` (a folded vocabulary pattern) finds, as the user wrote them. */
function mentionIn(text: string, pattern: RegExp): string | undefined {
  const lower = text.toLowerCase();
  const match = pattern.exec(foldText(lower));
  if (!match?.[0].trim()) return undefined;
  const words = lower.length === text.length ? text : lower;
  return words.slice(match.index, match.index + match[0].length).trim();
}

/**
 * The brief without the parts (clauses or phrases) that name any of these services; a part that
 * also names another service keeps it and loses only the removed one's words ("a Lambda reads
 * the orders from an SQS queue" keeps its queue).
 */
function withoutMentions(brief: string, patterns: readonly RegExp[]): string {
  if (patterns.length === 0) return brief;
  const pieces = brief.split(CLAUSE_BREAKS).map((piece, i) => {
    if (i % 2 === 1) return piece;
    let rest = piece;
    for (const p of patterns) {
      // every mention, a few at most ("دالة لامبدا" is two of the same family's words)
      for (let n = 0, words = mentionIn(rest, p); words && n < 5; n++, words = mentionIn(rest, p))
        rest = rest.replace(new RegExp(literal(words), 'i'), ' ');
    }
    if (rest === piece) return piece;
    const others = removable().some((s) => !patterns.includes(s.pattern) && mentionIn(rest, s.pattern));
    return others ? rest.replace(/\s{2,}/g, ' ').trim() : piece;
  });
  return withoutParts(pieces, (piece) => patterns.some((p) => mentionIn(piece, p) !== undefined));
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text without the parts `drop` picks (`pieces` alternates parts and the separators between
 * them): a dropped part takes the separator before it ("... and a Redis cache" goes whole).
 */
function withoutParts(pieces: readonly string[], drop: (piece: string, index: number) => boolean): string {
  const kept: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i] ?? '';
    const separator = pieces[i - 1] ?? '';
    if (drop(piece, i)) {
      if (/[.!?؟\n]/.test(separator)) kept.push(separator);
      continue;
    }
    kept.push(separator, piece);
  }
  return kept
    .join('')
    .replace(/^\s*(?:[,.;]|and|with|plus|also|then|but|و|مع)\s*/i, '')
    .replace(/\s+([.,;!?؟])/g, '$1')
    .replace(/([.!?؟])\s*[.,;]+/g, '$1');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The earlier brief without the wishes the instruction contradicts (words.ts OPPOSITES): their
 * words go, and a part left with next to nothing ("across" of "highly available across two
 * zones") goes with them.
 */
function withoutOpposites(brief: string, instruction: string): string {
  const said = instruction.toLowerCase();
  let text = brief;
  for (const opposite of OPPOSITES.filter((o) => o.when.test(said))) {
    const pieces = text
      .split(CLAUSE_BREAKS)
      .map((piece, i) => (i % 2 === 0 ? piece.replace(opposite.drop, '').replace(/ {2,}/g, ' ') : piece));
    const hollow = (piece: string) => (piece.match(/[\p{L}\d]{3,}/gu)?.length ?? 0) < 2;
    text = withoutParts(
      pieces,
      (piece, i) => hollow(piece) && hollow(text.split(CLAUSE_BREAKS)[i] ?? '') === false,
    );
  }
  return text;
}

const sentence = (text: string) => (/[.!?؟]$/.test(text) ? text : `${text}.`);
