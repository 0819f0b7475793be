import { escapeRegExp as literal } from '../../text/regexp';
import { PLACE } from '../checklist/stated';
import { briefLanguage } from '../clarify/language';
import type { AnsweredQuestion, Answers } from '../clarify/questions';
import { westernDigits, withNumerals } from '../number-words';
import { clauseBefore } from '../reading/clauses';
import { negatedSpans } from '../reading/negation';
import { foldPattern, foldText, withoutVowelMarks } from '../reading/normalise';
import { SERVICES } from '../services/index';
import { REFUSABLE_PARTS } from '../services/kinds';
import { memberRemovals, withoutMember } from './list-member';
import {
  ADDING_WORDS,
  ARTICLES,
  CLAUSE_BREAKS,
  NOT_A_SUBJECT,
  ONE,
  OPPOSITES,
  REFUSED_THING_ENDS,
  REFUSED_THING_OPENS,
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

/** A setting's constant as a template writes it ("BUILD_GENERAL1_SMALL", "PAY_PER_REQUEST"). */
const CONSTANT = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/**
 * The constants an instruction states, each a slot of its siblings, the constants of the same
 * stem ("use BUILD_GENERAL1_SMALL instead" replaces the brief's BUILD_GENERAL1_MEDIUM): one set
 * of values, whichever setting takes them, so no setting's values are listed here.
 */
function constantSlots(instruction: string): ValueSlot[] {
  const stems = new Set([...instruction.matchAll(CONSTANT)].map((m) => m[0].replace(/_[A-Z0-9]+$/, '')));
  return [...stems].map((stem) => ({
    name: `${stem}_*`,
    pattern: new RegExp(String.raw`\b${literal(stem)}_[A-Z0-9]+\b`, 'g'),
  }));
}
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
  // its words as the reader finds them: a verb written with its vowels ("ألغِ", "أزِلْ") is still a removal
  const { instruction, replaced: named_out } = withoutReplaced(withoutVowelMarks(change.instruction).trim());
  // "PostgreSQL instead of MySQL": a kind of a family in place of another kind of it is a new
  // value, never the family taken out
  const swaps = named_out.flatMap((text) => swapOf(text, instruction, basis.prompt) ?? []);
  const goingOut = named_out.filter((text) => !swaps.some((s) => s.text === text));
  const pieces = instruction.split(CLAUSE_BREAKS);
  const removing = removalParts(pieces);
  // "remove the alerts queue" after "queues: billing, inventory and alerts" takes out one member
  const members = memberRemovals(pieces, removing, basis.prompt, withoutFamilyWords);
  const ofMember = new Set(members.map((m) => m.index));
  const wholeRemovals = new Set([...removing].filter((i) => !ofMember.has(i)));
  const named = (s: Removable) =>
    [...wholeRemovals].some((i) => nameIn(pieces[i] ?? '', s) !== undefined) ||
    goingOut.some((text) => nameIn(text, s) !== undefined);
  const removedServices = removable().filter(named);
  const removedOthers = unnamedRemovals(pieces, wholeRemovals, basis.prompt);
  let prompt = withoutMentions(
    members.reduce((text, m) => withoutMember(text, m.name), basis.prompt),
    removedServices.map((s) => s.pattern),
  );
  prompt = removedOthers.reduce((text, r) => withoutPhrase(text, r.drop), prompt);
  prompt = withoutOpposites(prompt, instruction);
  prompt = withoutRefused(prompt, instruction);
  const replaced: RefinedBasis<O>['replaced'] = [];
  for (const swap of swaps) {
    prompt = prompt.replace(wholePhrase(swap.from), swap.to);
    replaced.push({ slot: swap.family, from: [swap.from], to: swap.to });
  }
  // figures as one form ("two", "٢٠٠" -> "2", "200"): the instruction is read, never spliced in whole
  const figures = withNumerals(instruction);
  for (const slot of [...VALUE_SLOTS, PLACE_SLOT, ...constantSlots(instruction)]) {
    const restated = restate(prompt, figures, slot);
    if (!restated) continue;
    prompt = restated.prompt;
    replaced.push({ slot: slot.name, from: restated.from, to: restated.to });
  }
  // "No X" in the design's own language (an Arabic brief's instruction often names the service in English)
  const arabic = briefLanguage(`${basis.prompt} ${instruction}`) === 'ar';
  // each removal is a sentence of its own ("No Redis."): a reader's negation runs to the end of
  // its sentence, so "No Redis and add a queue" would take the queue out too
  const mentions = [
    ...new Set([
      ...[...[...wholeRemovals].map((i) => pieces[i] ?? ''), ...goingOut].flatMap((piece) =>
        removedServices.map((s) => mentionIn(piece, s.pattern)).filter((m): m is string => Boolean(m)),
      ),
      ...removedOthers.map((r) => r.phrase),
    ]),
  ];
  const removals =
    mentions.length > 0 ? `${arabic ? 'بدون' : 'No'} ${mentions.join(arabic ? ' و' : ' and ')}.` : '';
  const rest = capitalised(
    withoutParts(
      pieces,
      (piece, i) =>
        ofMember.has(i) ||
        (removing.has(i) &&
          (removedServices.some((s) => mentionIn(piece, s.pattern) !== undefined) ||
            removedOthers.some((r) => r.index === i))),
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
 * The earlier brief with a slot's values replaced by the value the instruction states, or
 * nothing when it states none or none of the earlier ones is the one it restates. A slot
 * `by_subject` replaces the earlier values whose words before them share most words with the
 * instruction's (the backups' days, not the logs'), else a lone earlier value, unless the
 * instruction adds something new ("add a queue kept 4 days").
 */
function restate(
  prompt: string,
  instruction: string,
  slot: ValueSlot,
): { prompt: string; from: string[]; to: string } | undefined {
  const said = [...instruction.matchAll(slot.said ?? slot.pattern)].at(-1);
  if (!said) return undefined;
  const valueIn = (m: RegExpMatchArray) =>
    slot.value_group ? (m.groups?.value ?? m.groups?.value2 ?? m[0]) : m[0];
  // a count said in words of one is the figure 1 ("a single node" after "2 nodes")
  const to = new RegExp(`^${ONE.source}$`, 'i').test(valueIn(said)) ? '1' : valueIn(said);
  const earlierIn = (text: string) =>
    [...text.matchAll(slot.pattern)].filter((m) => valueIn(m).toLowerCase() !== to.toLowerCase());
  // figures as one form, one for one, so places in it are places in the brief; failing that, with
  // number words and Arabic duals as figures too ("مهمتين" is "2 مهمة"), the brief then written so
  let base = westernDigits(prompt);
  let earlier = earlierIn(base);
  let numbered = false;
  if (earlier.length === 0) {
    base = withNumerals(prompt);
    earlier = earlierIn(base);
    numbered = true;
  }
  if (earlier.length === 0) return undefined;
  const western = base;
  let chosen = earlier;
  if (slot.by_subject) {
    const wanted = subjectWords(instruction, said, slot);
    const shared = earlier.map(
      (m) => [...subjectWords(western, m, slot)].filter((w) => wanted.has(w)).length,
    );
    const most = Math.max(...shared);
    const lone = earlier.length === 1 && !ADDING_WORDS.test(clauseBefore(instruction.slice(0, said.index)));
    chosen = most > 0 ? earlier.filter((_, i) => shared[i] === most) : lone ? earlier : [];
  }
  if (chosen.length === 0) return undefined;
  const written = numbered ? base : prompt;
  let text = written;
  // from the last, so the places of the earlier ones stay where they were
  for (const m of [...chosen].reverse()) {
    const start = m.index + (slot.value_group ? m[0].indexOf(valueIn(m)) : 0);
    text = text.slice(0, start) + to + text.slice(start + valueIn(m).length);
  }
  return {
    prompt: text,
    from: [...new Set(chosen.map((m) => written.slice(m.index, m.index + m[0].length)))],
    to,
  };
}

/**
 * The words around a value that say whose it is ("database backups 7 days", "a 30 second
 * timeout"): back to the start of its clause or the value of the same slot before it, and the
 * few words after it to the end of its clause, folded as the reader folds them. `text` has its
 * figures in Western digits, as the slots read them.
 */
function subjectWords(text: string, m: RegExpMatchArray, slot: ValueSlot): Set<string> {
  const before = text.slice(0, m.index);
  const previous = [...before.matchAll(slot.pattern)].at(-1);
  const from = previous ? (previous.index as number) + previous[0].length : 0;
  const after = text.slice((m.index as number) + m[0].length).split(CLAUSE_BREAKS)[0] ?? '';
  const wordsOf = (part: string) => foldText(part.toLowerCase()).match(/[\p{L}]{3,}/gu) ?? [];
  // back to the last item of a list at most: "100 GB storage and a Lambda with 1024 MB" gives the megabytes no storage
  const own = clauseBefore(before.slice(from)).split(LIST_BREAK).at(-1) ?? '';
  const words = [...wordsOf(own), ...wordsOf(after).slice(0, AFTER_WORDS)];
  return new Set(words.filter((w) => !NOT_A_SUBJECT.has(w)));
}

/** Where one item of a list ends and the next begins. */
const LIST_BREAK = /[,،;]|\s(?:and|plus|و)\s/i;

/** How many words after a value may name whose it is ("30 second timeout", "512 MB memory"). */
const AFTER_WORDS = 3;

/**
 * What a removal takes out that the vocabulary has no family or part for ("drop the Elastic IP",
 * "احذفوا الـ bastion"): the few words after the removal word, up to where they say where or how,
 * when the earlier brief has them. Like a refused setting, they leave the brief, and the removal
 * is said as a negation of them.
 */
function unnamedRemovals(
  pieces: readonly string[],
  removing: ReadonlySet<number>,
  brief: string,
): { index: number; phrase: string; drop: RegExp }[] {
  return [...removing].flatMap((index) => {
    const piece = pieces[index] ?? '';
    if (removable().some((s) => nameIn(piece, s) !== undefined)) return [];
    const cue = REMOVAL_WORDS.exec(piece);
    if (!cue) return [];
    const phrase = (
      piece
        .slice(cue.index + cue[0].length)
        .trim()
        .replace(REFUSED_THING_OPENS, '')
        .split(REFUSED_THING_ENDS)[0] ?? ''
    )
      .replace(/^(?:الـ|ال)\s*/, '')
      .replace(/[.!?؟;:,،]+$/, '')
      .trim();
    if (!/\p{L}{2,}/u.test(phrase) || phrase.split(/\s+/).length > 3) return [];
    return wholePhrase(phrase).test(brief) ? [{ index, phrase, drop: wholePhrase(phrase) }] : [];
  });
}

/**
 * A thing the instruction replaces by another of the same family ("PostgreSQL instead of MySQL",
 * "بدل Redis خلوها Valkey"): the earlier brief's words for it (`from`, as the brief has them) and
 * the instruction's words for what comes in (`to`, a mention of the family the earlier brief does
 * not already make), or nothing when what comes in is of another family.
 */
function swapOf(
  text: string,
  instruction: string,
  brief: string,
): { text: string; family: string; from: string; to: string } | undefined {
  const family = removable().find((s) => !s.part && nameIn(text, s) !== undefined);
  const going = family && nameIn(text, family);
  const from = going && mentionIn(brief, new RegExp(literal(foldText(going.toLowerCase()))));
  if (!family || !from) return undefined;
  const briefWords = foldText(brief.toLowerCase());
  const folded = foldText(instruction.toLowerCase());
  for (const m of folded.matchAll(new RegExp(family.pattern.source, 'g'))) {
    const words = m[0].trim();
    if (!words || briefWords.includes(words)) continue;
    const written = folded.length === instruction.length ? instruction : folded;
    return { text, family: family.name, from, to: written.slice(m.index, m.index + m[0].length).trim() };
  }
  return undefined;
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
    else if (ADDING_WORDS.test(piece) || !listedThing(piece)) removing = false;
    if (removing) out.add(i);
  }
  return out;
}

/**
 * Whether a part after a removal goes on with its list: a thing and little else ("the topic",
 * "و SNS"); a part that says more opens a clause of its own ("we will read the file from S3",
 * "فسنقرأ الجداول من S3"), which the removal does not reach.
 */
function listedThing(piece: string): boolean {
  const things = removable().filter((r) => nameIn(piece, r) !== undefined);
  const rest = things.reduce((text, r) => text.replace(nameIn(text, r) ?? '', ' '), piece.toLowerCase());
  return (
    things.length > 0 && (rest.match(/[\p{L}\d]{3,}/gu) ?? []).filter((w) => !ARTICLES.has(w)).length === 0
  );
}

/** What an instruction may take out, with the words that name it; a family's own part is one of its own. */
interface Removable {
  name: string;
  pattern: RegExp;
  /** a design-wide part (a NAT gateway): named, it is taken out alone, not the family whose words hold it */
  part?: true;
}

let removableThings: Removable[] | undefined;

/**
 * What an instruction may take out: every design-wide part a brief may refuse, then every family
 * of the vocabulary, by all of its words (names, phrases, Arabic), read as the brief reader reads
 * them (folded, so plurals, the article and attached prefixes match). One vocabulary: a word the
 * reader knows can also be removed.
 */
function removable(): Removable[] {
  removableThings ??= [
    ...REFUSABLE_PARTS.map(({ label, words }) => ({
      name: label,
      pattern: new RegExp(foldPattern(words.source)),
      part: true as const,
    })),
    ...SERVICES.map((spec) => ({
      name: spec.label,
      pattern: new RegExp(
        [spec.names, spec.phrases, spec.arabic, spec.arabic_phrases]
          .flatMap((p) => (p && p.source !== '$^' ? [`(?:${foldPattern(p.source)})`] : []))
          .join('|'),
      ),
    })),
  ];
  return removableThings;
}

/** The words of `text` that name the thing; a family is never named by a part's words ("nat gateway" names no VPC). */
const nameIn = (text: string, thing: Removable) => mentionIn(withoutPartWords(text, thing), thing.pattern);

/**
 * The text without the words of the parts it names, for a family: "remove the NAT gateway"
 * takes out the gateway, not the network whose words include it.
 */
function withoutPartWords(text: string, thing: Removable): string {
  if (thing.part) return text;
  return removable()
    .filter((p) => p.part)
    .reduce((rest, p) => {
      const words = mentionIn(rest, p.pattern);
      return words ? rest.replace(new RegExp(literal(words), 'i'), ' ') : rest;
    }, text);
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
    .replace(/^\s*(?:[,،.;]|and|with|plus|also|then|but|و|مع)\s*/i, '')
    .replace(/\s+([.,;!?؟])/g, '$1')
    .replace(/([.!?؟])\s*[.,;]+/g, '$1')
    .replace(/([,،;])\s*[,،;]+/g, '$1')
    .replace(/[,،;]\s*([.!?؟])/g, '$1');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The earlier brief without the wishes the instruction contradicts (words.ts OPPOSITES): their
 * words go, and a part left with next to nothing ("across" of "highly available across two
 * zones") goes with them.
 */
function withoutOpposites(brief: string, instruction: string): string {
  const said = instruction.toLowerCase();
  return OPPOSITES.filter((o) => o.when.test(said)).reduce((text, o) => withoutWords(text, o.drop), brief);
}

/**
 * The text without the words `drop` finds (global); a part left with next to nothing goes with
 * them, and the separator before it.
 */
function withoutWords(text: string, drop: RegExp): string {
  const pieces = text
    .split(CLAUSE_BREAKS)
    .map((piece, i) => (i % 2 === 0 ? piece.replace(drop, '').replace(/ {2,}/g, ' ') : piece));
  const hollow = (piece: string) => (piece.match(/[\p{L}\d]{3,}/gu)?.length ?? 0) < 2;
  return withoutParts(
    pieces,
    (piece, i) => hollow(piece) && hollow(text.split(CLAUSE_BREAKS)[i] ?? '') === false,
  );
}

/**
 * The text without a phrase (global), and without each part it leaves with no word but an
 * article ("an Elastic IP" goes whole, "a server with an Elastic IP" keeps "a server").
 */
function withoutPhrase(text: string, drop: RegExp): string {
  const pieces = text
    .split(CLAUSE_BREAKS)
    .map((piece, i) => (i % 2 === 0 ? piece.replace(drop, ' ') : piece));
  const bare = (piece: string) =>
    (piece.toLowerCase().match(/[\p{L}\d]{2,}/gu) ?? []).every((w) => ARTICLES.has(w) || w.length < 3);
  return withoutParts(
    pieces,
    (piece, i) => bare(piece) && (text.split(CLAUSE_BREAKS)[i] ?? '') !== piece,
  ).replace(/ {2,}/g, ' ');
}

/**
 * The earlier brief without what the instruction refuses and it asked for ("no failover" after
 * "two nodes with automatic failover"; "بدون failover", "ma nabi failover"): a setting the
 * instruction turns down goes as a removed service does, so the new version is read from one
 * wish, the later one, not from two that contradict each other. Services have their own removal.
 */
function withoutRefused(brief: string, instruction: string): string {
  const said = instruction.toLowerCase();
  const refused = negatedSpans(said).flatMap((span) => {
    if (span.exists) return [];
    const words = (said.slice(span.start, span.end).split(/[,،]/)[0] ?? '')
      .replace(/[.!?؟;:]+$/, '')
      .trim()
      .replace(REFUSED_THING_OPENS, '');
    if (removable().some((s) => nameIn(words, s) !== undefined)) return [];
    // the thing itself, up to the words that say where or how far ("failover" of "failover on staging")
    const phrase = words.split(REFUSED_THING_ENDS)[0]?.trim() ?? '';
    if (!/\p{L}{3,}/u.test(phrase) || phrase.split(/\s+/).length > 3) return [];
    return wholePhrase(phrase).test(brief) ? [wholePhrase(phrase)] : [];
  });
  return refused.reduce(withoutWords, brief);
}

/** The text with the words of every family or part it names blanked (folded, lower case). */
function withoutFamilyWords(text: string): string {
  return removable().reduce(
    (rest, s) => rest.replace(new RegExp(s.pattern.source, 'g'), (m) => ' '.repeat(m.length)),
    foldText(text.toLowerCase()),
  );
}

/** Every place a phrase stands as whole words, in any case (global: a fresh pattern for each use). */
const wholePhrase = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\d])${literal(phrase)}(?![\\p{L}\\d])`, 'giu');

const sentence = (text: string) => (/[.!?؟]$/.test(text) ? text : `${text}.`);
