/**
 * What a brief asks not to have ("no load balancers", "NO public endpoints", "without a VPC",
 * "not Kafka", "بدون موازن أحمال", "لا نريد قاعدة بيانات"): a negating word qualifies the words
 * after it up to the end of its clause, and every vocabulary mention there is refused.
 */
import { anyOf } from '../../text/regexp';
import { briefLanguage } from '../clarify/language';
import { type LedgerWords, ledgerWords } from '../ledger-words';
import { HIGH_AVAILABILITY } from '../lexicon';
import {
  ARABIC_DEFERRED_AFTER,
  ARABIC_NEEDING_IT,
  ARABIC_NO_NEED_AFTER,
  ARABIC_NOT,
  ARABIC_OBJECT_PRONOUNS,
  ARABIC_REFUSAL_TAILS,
  ARABIC_REFUSED_STATES,
  ARABIC_REFUSING_AFTER,
  ARABIZI_DEFERRED_AFTER,
  ARABIZI_REFUSING_AFTER,
  ARABIZI_TURNING,
  CLAUSE_OPENERS,
  ENGLISH_DEFERRED_AFTER,
  ENGLISH_NOT_NEEDED,
  ENGLISH_NOT_NEEDED_MORE,
  ENGLISH_REFUSING_AFTER,
  LIST_DETERMINERS,
  LIST_JOINERS,
  NEGATING_PRONOUNS,
  NOT_REFUSING,
  NOUN_DETERMINERS,
  ONE_AGAIN,
  ONE_BARE,
  PHRASE_OPENERS,
  PREPOSITIONS,
  RELATIVE_WORDS,
  TURNING_AWAY,
  TURNING_WORDS,
} from '../negation-words';
import { ARABIC_EXISTING_ADJECTIVES } from '../own-words';
import type { NotBuilt } from '../plan';
import { namesAThing } from '../properties/thing-words';
import type { WorkloadKind } from '../requirements';
import { EXPOSURE, PRIVATE_ONLY } from '../services/exposure';
import { SERVICES } from '../services/index';
import { REFUSABLE_PARTS, type RefusablePart, SERVICE_KINDS } from '../services/kinds';
import { BACKWARD, FORWARD, TAKES } from '../services/relations';
import type { ServiceSpec } from '../services/types';
import { GENERIC_APP, WORKLOAD_PATTERNS } from '../services/workloads';
import {
  ALL_OF_THEM_ALONE,
  EXISTING_AFTER,
  EXISTING_BEFORE,
  EXISTING_PLACE,
  MOVED_HERE,
  OTHER_PARTY,
  REACHED_OWN_AROUND,
  REACHED_OWN_BEFORE,
  SERVES_OWN,
} from './existing';
import { CUES } from './negation-cues';
import { blanked, execFolded, matchAllFolded } from './normalise';
import { questionRefusals } from './questions';
import { mentionsWithin } from './services';
import { writtenValues } from './written-values';

/**
 * Words that negate what came before them in their clause ("a VPC is not needed", "the cache
 * isn't necessary", "ECS is not allowed", not "the function is not allowed to delete items", "موازن الأحمال مو لازم", "قاعدة البيانات غير مطلوبة", "أما الكاش فما نحتاجه":
 * a verb carrying the pronoun of what it refuses), and words that put it off ("Athena later, not
 * now", "الكاش مو الحين").
 */
export const POSTPOSED_CUES = new RegExp(
  String.raw`\b(?:${ENGLISH_NOT_NEEDED.join('|')}|(?:${ENGLISH_REFUSING_AFTER.join('|')})(?! (?:to|from)\b)|${[...ENGLISH_NOT_NEEDED_MORE, ...ARABIZI_REFUSING_AFTER, ...ENGLISH_DEFERRED_AFTER, ...ARABIZI_DEFERRED_AFTER].join('|')})\b|(?<![\u0621-\u064A])(?:${ARABIC_DEFERRED_AFTER.join('|')}|(?:${ARABIC_NOT.join('|')}) (?:${ARABIC_REFUSED_STATES.join('|')})(?:[ةه]|ين|ون|ات)?|(?:${ARABIC_REFUSING_AFTER.join('|')})(?:[ةه]|ين|ون|ات)?|${ARABIC_NO_NEED_AFTER.join('|')}|[وف]?(?:ما|لا) ?(?:${ARABIC_NEEDING_IT.join('|')})(?:${ARABIC_OBJECT_PRONOUNS.join('|')}))(?![\u0621-\u064A])`,
  'g',
);

/** A word after a postposed refusal that keeps it the thing's before it (ARABIC_REFUSAL_TAILS). */
const REFUSAL_TAIL = new RegExp(String.raw`^(?:${ARABIC_REFUSAL_TAILS.join('|')})(?![\u0621-\u064A])`);

/** Where a clause starts, going back from a postposed cue: punctuation, or a word that opens a clause of its own ("that" opens what qualifies the word before it). */
const CLAUSE_START = new RegExp(String.raw`[.;:!?()\n,،]|\s(?:${CLAUSE_OPENERS.join('|')})\s`, 'g');

/** Where a negation's reach ends: the clause's punctuation, or a word that turns back to what is wanted. */
const CLAUSE_END = new RegExp(
  String.raw`[.;:!?()\n]|\s(?:${[...TURNING_WORDS, ...ARABIZI_TURNING].join('|')})\s`,
);
/** How far after its negating word the first thing it refuses may start: a few words, no comma ("no need for anything fancy like Kafka"). */
export const FIRST_REACH = /^[^,،]{0,40}$/;

/**
 * Phrases that hold a negating word but negate no part of the design ("no downtime", "not only"),
 * each a phrase only where its last word ends: "no code" is not the start of "no CodePipeline".
 */
const NOT_A_REFUSAL = new RegExp(`^(?:${NOT_REFUSING.join('|')})(?![a-z0-9])`);

export { CUES };

export interface NegatedSpan {
  /** where the negated words start and end in the brief */
  start: number;
  end: number;
  /** the negating words ("no", "بدون") */
  cue: string;
  /** the cue comes after what it negates ("a VPC is not needed"): it reaches back to its clause's start */
  before?: boolean;
  /** the cue says the account has the thing already ("our existing API"): outside the design, not refused */
  exists?: boolean;
  /**
   * the account's by a possessive that what the brief asks for reaches ("in front of our web
   * servers"): its first word may be an application said in general words ("to our app")
   */
  reached?: boolean;
  /** the words stand for every thing their sentence named before ("..., both already exist") */
  all?: boolean;
}

/** The stretches of the brief a negating word reaches. */
export function negatedSpans(text: string): NegatedSpan[] {
  const spans: NegatedSpan[] = [];
  for (const m of text.matchAll(CUES)) {
    const start = m.index + m[0].length;
    if (NOT_A_REFUSAL.test(text.slice(m.index, m.index + 40))) continue;
    const rest = text.slice(start, start + 80);
    const stop = CLAUSE_END.exec(rest);
    const end = start + (stop ? stop.index : rest.length);
    if (end > start) spans.push({ start, end, cue: m[0] });
  }
  // a postposed cue reaches back over its clause, to what the clause names
  for (const m of text.matchAll(POSTPOSED_CUES)) {
    // "مو لازم" may come first too ("مو لازم VPC"): then what follows it is what it refuses
    const next = text.slice(m.index + m[0].length).trimStart();
    if (
      /^(?:مو|مش|مب|ليس)/.test(m[0]) &&
      /^(?!و)[\u0621-\u064aa-z0-9]/.test(next) &&
      !REFUSAL_TAIL.test(next)
    )
      continue;
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    const opens = [...before.matchAll(CLAUSE_START)].at(-1);
    const start = m.index - before.length + (opens ? opens.index + opens[0].length : 0);
    spans.push({ start, end: m.index, cue: m[0], before: true });
  }
  // a question of need the brief answers no, or doubts (reading/questions.ts), refuses what it asks about
  for (const q of questionRefusals(text)) spans.push(q);
  return [...spans, ...existingSpans(text)];
}

/**
 * Between a thing and words of existence after it, what opens another clause: a comma, a
 * conjunction just before the words ("PostgreSQL and we have 500 users"), or one that turns away
 * ("but", "so"). A list of nouns ("the servers and databases we already have") opens none.
 */
const JOINS_ANOTHER = new RegExp(
  String.raw`(?:^|\s)(?:and|و)\s*$|(?:^|\s)(?:${TURNING_AWAY.join('|')})(?:\s|$)|[,،]`,
);

/** The words that join one thing to another (services/relations.ts): a thing before them is not what follows them. */
const RELATES: readonly RegExp[] = [FORWARD, BACKWARD, TAKES];

/**
 * Workloads that are a site people visit: what a brief may reach as the customer's own ("to our
 * portal", "in front of our web servers"). An API reached so ("a firewall in front of our public
 * API", "the Lambda behind our order API") is, more often than not, the design's own.
 */
const APPLICATION_KINDS: ReadonlySet<WorkloadKind> = new Set(['web-app', 'static-site']);

/**
 * Whether words start with an application, within two words ("our new booking website", "our
 * app"): a database or a table the brief writes "to our" stays what the brief may build.
 */
function startsWithApplication(words: string): boolean {
  const patterns = [
    ...WORKLOAD_PATTERNS.filter(([kind]) => APPLICATION_KINDS.has(kind)).map(([, p]) => p),
    GENERIC_APP,
  ];
  return patterns.some((p) => {
    const m = execFolded(p, words);
    return m !== null && LEADING_WORDS.test(words.slice(0, m.index));
  });
}

/** At most two words before a thing (its qualifiers), and an Arabic article on it. */
const LEADING_WORDS = /^\s*(?:\S+\s+){0,2}(?:[وفبل]?ال)?$/;

/** A negating word and at most three words before a verb: the verb is refused, not asked ("don't touch or recreate"). */
const REFUSED_VERB = new RegExp(String.raw`(?:${CUES.source})(?:\s+[\p{L}'-]+){0,3}\s*$`, 'u');

/**
 * A clause that moves what exists into the design ("migrate our existing app"), unless its verb
 * of moving is refused ("please don't touch or recreate the service"): that keeps it where it is.
 */
function movesHere(clause: string): boolean {
  const move = MOVED_HERE.exec(clause);
  return move !== null && !REFUSED_VERB.test(clause.slice(0, move.index));
}

/**
 * The stretches words of existence reach ("our existing API", "the servers we already have"),
 * except in a clause that moves what exists into the design ("migrate our existing app").
 */
function existingSpans(text: string): NegatedSpan[] {
  const spans: NegatedSpan[] = [];
  // a stop inside a word ends no clause: "qimma.sa" is a name, not the end of a sentence
  const plain = text.replace(/\.(?=[\w-])/g, '_');
  // the words around the cue, up to their punctuation: a verb elsewhere in the sentence moves something else
  const clauseOf = (at: number) => {
    const before = plain.slice(Math.max(0, at - 120), at);
    const opens = [...before.matchAll(/[.;:!?\n,،]/g)].at(-1);
    const after = /[.;:!?\n,،]/.exec(plain.slice(at));
    return text.slice(
      at - before.length + (opens ? opens.index + 1 : 0),
      after ? at + after.index : text.length,
    );
  };
  for (const m of text.matchAll(EXISTING_BEFORE)) {
    if (movesHere(clauseOf(m.index))) continue;
    const start = m.index + m[0].length;
    const rest = plain.slice(start, start + 80);
    const stop = CLAUSE_END.exec(rest);
    const end = start + (stop ? stop.index : rest.length);
    // another party's ("our partner's FTP site"): its first word may be an application said in general words
    const party = OTHER_PARTY.test(m[0]);
    if (end > start) spans.push({ start, end, cue: m[0], exists: true, ...(party && { reached: true }) });
    // the application it serves is the customer's too ("our existing distribution (E2AB...) for
    // our storefront"), in its sentence, past an aside in parentheses
    const sentence = /^[^.;:!?\n]*/.exec(plain.slice(start, start + 120))?.[0] ?? '';
    const serves = SERVES_OWN.exec(sentence);
    const app = serves ? start + serves.index + serves[0].length : -1;
    if (serves && startsWithApplication(text.slice(app, app + 40)))
      spans.push({ start: app, end: start + sentence.length, cue: m[0], exists: true, reached: true });
  }
  for (const m of text.matchAll(EXISTING_AFTER)) {
    if (movesHere(clauseOf(m.index))) continue;
    // only what stands just before the words: "PostgreSQL, and we have 500 users" says nothing of PostgreSQL
    const before = plain.slice(Math.max(0, m.index - 80), m.index);
    let opens = [...before.matchAll(CLAUSE_START)].at(-1);
    // words that open a parenthesis speak of what stands before it ("Secrets Manager (already exists)")
    if (opens?.[0] === '(' && before.slice(opens.index + 1).trim() === '')
      opens = [...before.slice(0, opens.index).matchAll(CLAUSE_START)].at(-1);
    const start = m.index - before.length + (opens ? opens.index + opens[0].length : 0);
    // "both" ("الثنتين موجودات") stands for every thing the sentence named before it
    if (ALL_OF_THEM_ALONE.test(plain.slice(start, m.index))) {
      const sentence = [...plain.slice(0, start).matchAll(/[.!?؟\n]/g)].at(-1);
      spans.push({
        start: sentence ? sentence.index + 1 : 0,
        end: m.index,
        cue: m[0],
        exists: true,
        all: true,
      });
      continue;
    }
    // an Arabic adjective follows its noun in its own clause: opening one, it is a noun itself
    // ("، القائمة محفوظة في DynamoDB": the list is kept in DynamoDB), never words about what stands before
    if (plain.slice(start, m.index).trim() === '' && isArabicAdjective(m[0])) continue;
    // an empty clause ("... that is already running", "(already exists") speaks of what stands before it (see reachOf)
    spans.push({ start, end: m.index, cue: m[0], before: true, exists: true });
    // where the words place it is the customer's too ("on our own servers", "اللي على سيرفراتنا")
    spans.push({ start: m.index, end: m.index + m[0].length, cue: m[0], exists: true });
    // and the place it lives in ("already exists in our ECR repository", "موجودة مسبقاً في مستودع ECR"),
    // when the words say it exists, not what we do ("we have in mind ...")
    const place = /\bwe\b/.test(m[0]) ? null : EXISTING_PLACE.exec(plain.slice(m.index + m[0].length));
    if (place) {
      // the place is what the preposition governs: its first three words ("مستودع ECR", "our ECR
      // repository"), up to a word joined by "and" ("موجودة في نظامنا الحالي واللامدا ...": the function is the design's)
      const start = m.index + m[0].length + place[0].length;
      const rest = /^\S+(?:\s+(?!and\b|و)\S+){0,2}/.exec(plain.slice(start))?.[0] ?? '';
      const stop = CLAUSE_END.exec(rest);
      const end = start + (stop ? stop.index : rest.length);
      if (end > start) spans.push({ start, end, cue: m[0], exists: true });
    }
  }
  // the customer's own application that what the brief asks for reaches ("in front of our web servers")
  for (const m of text.matchAll(REACHED_OWN_BEFORE)) {
    if (movesHere(clauseOf(m.index))) continue;
    const start = m.index + m[0].length;
    if (!startsWithApplication(text.slice(start, start + 40))) continue;
    const rest = plain.slice(start, start + 80);
    const stop = CLAUSE_END.exec(rest);
    const end = start + (stop ? stop.index : rest.length);
    if (end > start) spans.push({ start, end, cue: m[0], exists: true, reached: true });
  }
  for (const m of text.matchAll(REACHED_OWN_AROUND)) {
    if (movesHere(clauseOf(m.index))) continue;
    const thing = m.groups?.thing ?? '';
    if (!startsWithApplication(thing)) continue;
    const start = m.index + m[0].indexOf(thing);
    spans.push({ start, end: start + thing.trimEnd().length, cue: m[0], exists: true, reached: true });
  }
  return spans;
}

/** A general word for an application ("app", "system") within a few words of where a possessive's reach starts. */
const OWN_APPLICATION = new RegExp(String.raw`^\s*(?:[\w-]+\s+){0,2}?(?<app>${GENERIC_APP.source})`);

/** The words that join one refused thing to the next in a list ("no SNS, SQS or EventBridge", "بدون SNS ولا SQS"). */
const LIST_GAP = new RegExp(
  String.raw`^\s*(?:,|(?:,\s*)?(?:${LIST_JOINERS.join('|')}))?\s*(?:(?:${LIST_DETERMINERS.join('|')})\s+)*(?:[وف]?ال)?$`,
);

/** A gap in a list that holds a joining word ("or", "and", "ولا"), not only a comma. */
const LIST_JOINED = new RegExp(String.raw`(?:^|[\s,،])(?:${LIST_JOINERS.join('|')})(?=\s|$)`);

/** A word just before a thing that makes it a preposition's object ("to DynamoDB", "في الجدول"). */
const GOVERNED = new RegExp(String.raw`(?:^|\s)(?:${PREPOSITIONS.join('|')})\s+$`);

/**
 * What a negation reaches: the list of things named first after it, however far it runs, and
 * nothing after ("SQS rather than SNS to hand work from the upload function to the next one"
 * refuses SNS, not the functions). Every service and building block named in the span counts as
 * a thing; a span that names none keeps its words (exposure: "no public endpoints").
 */
function reachOf(text: string, spans: NegatedSpan[]): NegatedSpan[] {
  const values = writtenValues(text);
  const things = [
    ...mentionsWithin(text, spans).map((m) => ({ start: m.start, end: m.end })),
    ...kindsIn(text).map((k) => ({ start: k.start, end: k.end })),
    ...partsIn(text).map((p) => ({ start: p.start, end: p.end })),
    ...familyKindsIn(text),
    ...WORKLOAD_PATTERNS.flatMap(([, pattern]) =>
      [...matchAllFolded(pattern, text)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
      })),
    ),
  ]
    // the letters of a name or an address name nothing ("باسم erp/key" is the secret's name), nor
    // a name in quotes ("the DynamoDB table 'orders' (already exists)": the table exists)
    .filter(
      (t) =>
        !values.some((v) => t.start >= v.start && t.end <= v.end) &&
        !quotedName(text, t) &&
        !dottedName(text, t),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  return spans.map((span) => {
    const inside = things.filter((t) => t.start >= span.start && t.end <= span.end);
    // "both" reaches every thing its sentence named
    if (span.all) {
      const [first, last] = [inside[0], inside.at(-1)];
      return first && last ? { ...span, start: first.start, end: last.end } : { ...span, end: span.start };
    }
    // a postposed cue negates the last thing its clause names, and the list that thing ends
    // where the verb agrees with several ("the queue and the cache are not needed"); one said
    // of one thing ("... and the cache is not needed") is that thing's alone
    if (span.before) {
      // the thing that ends last, whole: "rest api" over the "api" inside it
      const own = inside.reduce<(typeof inside)[number] | undefined>(
        (best, t) => (!best || t.end > best.end || (t.end === best.end && t.start < best.start) ? t : best),
        undefined,
      );
      // a clause of its own that names nothing ("MSK, which is ruled out") speaks of the thing just before it
      const empty = text.slice(span.start, span.end).trim() === '';
      const last = own ?? (empty ? spokenOfBefore(text, span.start, values) : undefined);
      if (!last) return { ...span, end: span.start };
      // words of existence speak of what stands just before them, never across a conjunction
      const gap = text.slice(last.end, span.end);
      // nor over a verb that joins another thing to it ("App Runner يشغل image موجودة": the image exists)
      if (
        own &&
        span.exists &&
        (gap.length > 40 || JOINS_ANOTHER.test(gap) || RELATES.some((r) => r.test(gap)))
      )
        return { ...span, end: span.start };
      let start = last.start;
      const single = /^(?:is|isn't|was|wasn't)\b/.test(span.cue);
      for (const previous of single ? [] : inside.slice(0, -1).reverse()) {
        if (previous.end > start) continue;
        if (!LIST_GAP.test(text.slice(previous.end, start))) break;
        // what exists is one thing, or a list joined by words ("ترقيع خوادمنا الحالية" is what is done to them)
        if (span.exists && text.slice(previous.end, start).trim() === '') break;
        // the object of a preposition is not what the clause's verb speaks of ("writes to DynamoDB and the cache are ...")
        if (GOVERNED.test(text.slice(Math.max(0, previous.start - 12), previous.start))) break;
        start = previous.start;
      }
      return { ...span, start, end: last.end };
    }
    const first = inside[0];
    if (!first) {
      // "don't create a new one": the refusal is of the thing named just before
      const one = ONE_AFTER_REFUSAL.exec(text.slice(span.start, span.end));
      const again = one ? namedBefore(text, span.start - span.cue.length, values) : undefined;
      // "a new one", "another one": the account has one already, which the design uses
      if (again)
        return { ...span, start: again.start, end: again.end, ...(one?.groups?.again && { exists: true }) };
      // a span that names nothing ends at its clause's first comma, as it always did
      return {
        ...span,
        end: span.start + (/[,،]/.exec(text.slice(span.start, span.end))?.index ?? span.end - span.start),
      };
    }
    if (!FIRST_REACH.test(text.slice(span.start, first.start))) return { ...span, end: span.start };
    if (qualifiesANoun(text, span.start, first)) return { ...span, end: span.start };
    let end = first.end;
    // a cue that is itself a joiner ("ولا", "nor") brings in the last thing of a list
    let joined = LIST_JOINED.test(span.cue.trim());
    for (const next of inside.slice(1)) {
      if (next.start < end) {
        end = Math.max(end, next.end);
        continue;
      }
      const gap = text.slice(end, next.start);
      if (!LIST_GAP.test(gap)) break;
      // a list ends at the thing its joiner brings in: a comma after it opens another clause ("ما
      // نبي A ولا B، سيرفر واحد يكفي", "no SNS or SQS, Lambda polls")
      const joins = LIST_JOINED.test(gap);
      if (joined && !joins && /[,،]/.test(gap)) break;
      joined ||= joins;
      // what exists is one thing, or a list joined by words ("our servers and databases"): "our servers every night" is not a list
      if (span.exists && gap.trim() === '') break;
      end = next.end;
    }
    return { ...span, end };
  });
}

/**
 * The words a refusal reaches that are a pronoun for a thing named before ("create a new one",
 * "another one", "تسوون واحد جديد"): at most two words (a verb) before a qualified "one", at least
 * one before a bare one ("no one" is nobody), and nothing after it but the clause's end.
 */
const ONE_AFTER_REFUSAL = new RegExp(
  String.raw`^\s*(?:(?:[\p{L}'-]+\s+){0,2}(?<again>${ONE_AGAIN.join('|')})|(?:[\p{L}'-]+\s+){1,2}(?:${ONE_BARE.join('|')}))(?![\p{L}\p{N}])[\s,،.;:!?-]*(?:please|من فضلك|لو سمحت)?[\s,،.;:!?-]*$`,
  'u',
);

/** The end of a sentence, or of a line of a list. */
const SENTENCE_ENDS = /[.!?؟]\s|\n/g;

/**
 * The service named last before `at`, in its sentence or the one before ("The S3 bucket exists.
 * We do not want a new one"), outside any written value.
 */
function namedBefore(
  text: string,
  at: number,
  values: readonly { start: number; end: number }[],
): { start: number; end: number } | undefined {
  const ends = [...text.slice(0, at).matchAll(SENTENCE_ENDS)].map((m) => m.index + m[0].length);
  const from = ends.at(-2) ?? 0;
  const inValue = (t: { start: number; end: number }) =>
    values.some((v) => t.start >= v.start && t.end <= v.end);
  const named = mentionsWithin(text, [{ start: from, end: at }]).filter((t) => !inValue(t));
  const last = named.at(-1);
  if (!last) return undefined;
  // the whole name, where it is said in words of two families ("RDS PostgreSQL")
  let start = last.start;
  for (const previous of named.slice(0, -1).reverse()) {
    if (previous.end > start || text.slice(previous.end, start).trim() !== '') break;
    start = previous.start;
  }
  return { start, end: last.end };
}

/**
 * Between a thing and words after it that speak of it from a clause of their own: at most two
 * words naming it further, then a comma or an opening parenthesis, and a relative word ("the ECS
 * service that is already running", "MSK, which is ruled out", "prod/key (already exists").
 */
const SPOKEN_OF = new RegExp(
  String.raw`^(?:\s+[\p{L}\p{N}/_-]+){0,2}\s*(?:[,،(]\s*)?(?:(?:${RELATIVE_WORDS.join('|')})\s+)?$`,
  'u',
);

/**
 * What words after a thing refuse, or say the account has, when their own clause names nothing
 * (a relative clause, an aside): the thing just before that clause, in the same sentence.
 */
function spokenOfBefore(
  text: string,
  at: number,
  values: readonly { start: number; end: number }[],
): { start: number; end: number } | undefined {
  // the services named in the sentence before (the clause's own reach found none)
  const from = Math.max(0, at - 120);
  const things = mentionsWithin(text, [{ start: from, end: at }]);
  // a word inside a written value ("باسم erp/key", "prod/payments-key") names nothing
  const inValue = (t: { start: number; end: number }) =>
    values.some((v) => t.start >= v.start && t.end <= v.end) ||
    /[\w/.-]/.test(text[t.start - 1] ?? '') ||
    /[\w/-]/.test(text[t.end] ?? '');
  const last = things.filter((t) => t.end <= at && !inValue(t)).at(-1);
  return last && SPOKEN_OF.test(text.slice(last.end, at)) ? last : undefined;
}

/** A determiner just before a thing ("not the S3 default"). */
const DETERMINED = new RegExp(String.raw`(?:^|\s)(?:${NOUN_DETERMINERS.join('|')})\s+$`, 'i');

/** A word after a name that opens a phrase of its own or ends the list, not a noun the name qualifies. */
const NOT_A_NOUN = new RegExp(`^(?:${PHRASE_OPENERS.join('|')})$`);

/**
 * Whether the first thing a negation reaches is only what qualifies a plain noun after a
 * determiner ("not the S3 default", "not the RDS console"): the noun is refused, not the service.
 * A noun that names a thing of its own ("not the S3 bucket") keeps the refusal.
 */
function qualifiesANoun(text: string, from: number, thing: { start: number; end: number }): boolean {
  if (!DETERMINED.test(text.slice(from, thing.start))) return false;
  const next = /^[ -]([a-z][a-z-]*)/i.exec(text.slice(thing.end))?.[1];
  // a name written with a hyphen is the thing's name, not a noun it qualifies ("our ECR repository portal-web")
  if (next?.includes('-') && /^\s/.test(text.slice(thing.end))) return false;
  return next !== undefined && !NOT_A_NOUN.test(next.toLowerCase()) && !namesAThing(next);
}

/** Where the brief names a kind of service ("servers"), with the kind (see SERVICE_KINDS). */
function kindsIn(text: string) {
  return SERVICE_KINDS.flatMap((kind) =>
    [...matchAllFolded(kind.words, text)].map((m) => ({
      kind,
      phrase: m[0],
      start: m.index,
      end: m.index + m[0].length,
    })),
  );
}

/** A word that refuses, or stands for what is refused ("nothing"), before words that describe. */
const REFUSES_DESCRIBED = new RegExp(
  String.raw`${CUES.source}|(?<![\p{L}])(?:${NEGATING_PRONOUNS.join('|')})(?![\p{L}])`,
  'u',
);

const NEGATING_PRONOUN = new RegExp(`^(?:${NEGATING_PRONOUNS.join('|')})$`, 'u');

/**
 * Words that describe what a thing does ("a service that runs all the time", "anything running
 * 24/7") are refused by a negation anywhere before them in their clause, past the relative word
 * that ends a negation's reach ("we don't want a service that runs all the time", "nothing should
 * run 24/7", "ما نبي شي شغال طول الوقت").
 */
function describedRefusal(text: string, k: { start: number; end: number }): NegatedSpan | undefined {
  const before = text.slice(Math.max(0, k.start - 80), k.start);
  const opens = [...before.matchAll(/[.;:!?\n,،؛]/g)].at(-1);
  const start = k.start - before.length + (opens ? opens.index + 1 : 0);
  const cue = REFUSES_DESCRIBED.exec(text.slice(start, k.start));
  if (!cue) return undefined;
  // the refused words start after the cue, what it refuses, except a word that stands for it ("nothing")
  const pronoun = NEGATING_PRONOUN.test(cue[0]);
  return { start: start + cue.index + (pronoun ? 0 : cue[0].length), end: k.end, cue: cue[0] };
}

/** Where the brief names a design-wide part it may refuse ("NAT"), with the part (see REFUSABLE_PARTS). */
function partsIn(text: string) {
  return REFUSABLE_PARTS.flatMap(({ part, words }) =>
    [...matchAllFolded(words, text)].map((m) => ({
      part,
      phrase: m[0],
      start: m.index,
      end: m.index + m[0].length,
    })),
  );
}

export interface Refusals {
  /** the brief with what it refuses blanked, so no reader finds it */
  text: string;
  /** the stretches blanked */
  stretches: { start: number; end: number }[];
  /** the vocabulary ids refused: never built, nor added back for another's sake */
  services: Set<string>;
  /** of `services`, those the account has already ("our existing API"): referred to, not built */
  existing: Set<string>;
  /** the brief's words that refused each of `services` ("load balancers", "servers") */
  refused_by: Map<string, string>;
  /** the design-wide parts refused ("no NAT") */
  parts: Set<RefusablePart>;
  /** the workloads refused ("no database") */
  workloads: Set<WorkloadKind>;
  not_built: NotBuilt[];
  /** the brief refuses exposure, not a service ("NO public endpoints"): nothing is reachable from the internet */
  private_only: boolean;
  /** the brief refuses high availability ("without Multi-AZ", "بدون Multi-AZ"): one zone, whatever a default would choose */
  single_zone: boolean;
}

/** Whether the brief keeps the design off the internet: a refusal of exposure, or saying so outright. */
export function privateOnly(text: string): string | undefined {
  for (const span of negatedSpans(text)) {
    const words = text.slice(span.start, span.end);
    const exposure = EXPOSURE.exec(words);
    if (exposure) return text.slice(span.start - span.cue.length, span.end).trim();
  }
  return PRIVATE_ONLY.exec(text)?.[0];
}

/**
 * What the brief refuses: every service and building block named where a negation reaches
 * (see `negatedSpans`), each listed as not built with the brief's words, and blanked from the
 * text the readers read.
 */
export function refusalsOf(text: string): Refusals {
  const spans = reachOf(text, negatedSpans(text));
  const services = new Set<string>();
  const refusedBy = new Map<string, string>();
  const workloads = new Set<WorkloadKind>();
  const stretches: { start: number; end: number }[] = [];
  const not_built: NotBuilt[] = [];
  const refusedSpecs: { workload?: WorkloadKind }[] = [];
  const existing = new Set<string>();
  // said in the brief's language, as the rest of the ledger is
  const words = ledgerWords(briefLanguage(text));
  // a design-wide part's words ("no NAT gateway") refuse the part, not the family they are words of (the VPC)
  const partWords = partsIn(text);
  const kindOf = refusedKinds(text, spans);
  const kindsRefused = new Set<string>();
  for (const m of mentionsWithin(text, spans)) {
    if (partWords.some((p) => p.start <= m.start && m.end <= p.end)) continue;
    // "no public endpoints" refuses the internet, not the API: the API stays, private
    const span = nearestSpan(spans, m.start, m.end);
    if (span && EXPOSURE.test(text.slice(span.start, m.start))) continue;
    // "a REST API, not an HTTP API": one kind of a family the brief asks for is refused, not the family
    if (kindOf(m)) {
      stretches.push(m);
      kindsRefused.add(m.phrase);
      if (!not_built.some((n) => n.phrase === m.phrase))
        not_built.push({ phrase: m.phrase, reason: whyNot(m.phrase, span, words) });
      continue;
    }
    services.add(m.spec.id);
    if (span?.exists) existing.add(m.spec.id);
    if (!refusedBy.has(m.spec.id)) refusedBy.set(m.spec.id, m.phrase);
    if (m.spec.workload) workloads.add(m.spec.workload);
    stretches.push(m);
    refusedSpecs.push(m.spec);
    if (!not_built.some((n) => n.service === m.spec.label))
      not_built.push({
        phrase: m.phrase,
        service: m.spec.label,
        reason: whyNot(m.phrase, span, words),
      });
  }
  // a kind of a family refused is refused wherever the brief says it ("MySQL ... no wait,
  // Postgres, not MySQL"): none of its words reach a reader
  if (kindsRefused.size > 0)
    for (const m of text.matchAll(
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${anyOf([...kindsRefused])})(?![\\p{L}\\p{N}])`, 'gu'),
    )) {
      const end = m.index + m[0].length;
      if (!stretches.some((t) => t.start < end && m.index < t.end)) stretches.push({ start: m.index, end });
    }
  // a kind refused ("no servers please") refuses every family of the kind, whichever named it
  for (const kind of kindsIn(text)) {
    const reached = nearestSpan(spans, kind.start, kind.end);
    const described = reached || !kind.kind.described ? undefined : describedRefusal(text, kind);
    const span = reached ?? described;
    // "no public servers" refuses their exposure, as "no public endpoints" does
    if (!span || EXPOSURE.test(text.slice(span.start, kind.start))) continue;
    // words that describe are said with the noun they describe ("a service that runs all the time")
    const k = described ? { ...kind, phrase: text.slice(described.start, kind.end).trim() } : kind;
    for (const id of k.kind.services) {
      services.add(id);
      if (span.exists) existing.add(id);
      if (!refusedBy.has(id)) refusedBy.set(id, k.phrase);
    }
    // words a family's mention already refused are said once
    if (stretches.some((t) => t.start < k.end && k.start < t.end)) continue;
    stretches.push({ start: k.start, end: k.end });
    if (!not_built.some((n) => n.phrase === k.phrase))
      not_built.push({
        phrase: k.phrase,
        reason: described ? words.notBuiltDescribed(k.phrase) : whyNot(k.phrase, span, words),
      });
  }
  // a design-wide part refused ("no NAT"): none is built
  const parts = new Set<RefusablePart>();
  for (const p of partWords) {
    const span = spans.find((s) => p.start >= s.start && p.end <= s.end);
    if (!span) continue;
    parts.add(p.part);
    if (stretches.some((t) => t.start < p.end && p.start < t.end)) continue;
    stretches.push({ start: p.start, end: p.end });
    // said once, however often the brief refuses it
    if (!not_built.some((n) => n.phrase === p.phrase))
      not_built.push({ phrase: p.phrase, reason: whyNot(p.phrase, span, words) });
  }
  // a named service refused is read as itself: "Kinesis, not Kafka" refuses MSK, not the
  // streaming that Kinesis builds too (a building block's words refuse it only where no service
  // of another kind was named in their place)
  const refused = stretches.map((s, i) => ({ ...s, workload: refusedSpecs[i]?.workload }));
  let singleZone = false;
  const refusedAs = (kind: string, start: number, end: number) =>
    refused.some((r) => r.start < end && start < r.end && r.workload !== kind);
  for (const [kind, pattern] of [...WORKLOAD_PATTERNS, ['availability', HIGH_AVAILABILITY] as const]) {
    for (const m of matchAllFolded(pattern, text)) {
      const end = m.index + m[0].length;
      const span = spans.find((s) => m.index >= s.start && end <= s.end);
      if (!span) continue;
      if (refusedAs(kind, m.index, end)) continue;
      if (kind !== 'availability') workloads.add(kind);
      else singleZone = true;
      const said = stretches.some((t) => t.start <= m.index && end <= t.end);
      stretches.push({ start: m.index, end });
      if (!said && kind !== 'availability')
        not_built.push({ phrase: m[0], reason: whyNot(m[0], span, words) });
    }
  }
  // the customer's own application said in general words ("sign in to our app") is theirs too:
  // never the web application a brief that names nothing else to serve would get
  for (const span of spans.filter((s) => s.reached)) {
    const own = OWN_APPLICATION.exec(text.slice(span.start, span.start + 40));
    if (!own?.groups?.app) continue;
    const start = span.start + own[0].length - own.groups.app.length;
    const end = start + own.groups.app.length;
    if (stretches.some((t) => t.start < end && start < t.end)) continue;
    stretches.push({ start, end });
    not_built.push({ phrase: own.groups.app, reason: whyNot(own.groups.app, span, words) });
  }
  return {
    text: blanked(text, stretches),
    stretches,
    services,
    existing,
    refused_by: refusedBy,
    parts,
    workloads,
    not_built,
    private_only: privateOnly(text) !== undefined,
    single_zone: singleZone,
  };
}

/**
 * Whether a refused mention names one kind of a family (by the kind words the family declares)
 * that the brief asks for where no negation reaches ("MSK cluster ... no MSK Serverless", "REST
 * API (not an HTTP API)"): the refusal is of that kind, not of the family. What the account has
 * already is outside the design whatever its kind.
 */
function refusedKinds(text: string, spans: readonly NegatedSpan[]) {
  const asked = mentionsWithin(text, [{ start: 0, end: text.length }]).filter(
    (m) => !spans.some((s) => m.start < s.end && s.start < m.end),
  );
  return (m: { spec: ServiceSpec; phrase: string; start: number; end: number }): boolean => {
    const span = nearestSpan(spans, m.start, m.end);
    const kinds = m.spec.kinds;
    if (!span || span.exists || !kinds || execFolded(kinds, m.phrase.toLowerCase()) === null) return false;
    return asked.some((a) => a.spec.id === m.spec.id);
  };
}

/** Where the brief says a kind of a family ("FTP", "serverless"): a thing a negation may reach, that names no family. */
function familyKindsIn(text: string) {
  return SERVICES.flatMap((spec) =>
    spec.kinds
      ? [...matchAllFolded(spec.kinds, text)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
      : [],
  );
}

/**
 * The negation that qualifies a thing: of the spans that reach it, the one whose cue is nearest
 * before it ("never make it public and don't put a CDN on it": the CDN is refused by "don't",
 * not made private by "never ... public").
 */
function nearestSpan(spans: readonly NegatedSpan[], start: number, end: number): NegatedSpan | undefined {
  return spans
    .filter((s) => start >= s.start && end <= s.end)
    .reduce<NegatedSpan | undefined>((best, s) => (best && best.start >= s.start ? best : s), undefined);
}

/** Why a thing the brief names is not built: refused, or the account's already (referred to, never built twice). */
function whyNot(phrase: string, span: NegatedSpan | undefined, words: LedgerWords): string {
  return span?.exists ? words.notBuiltExisting(phrase) : words.notBuiltRefused(phrase);
}

/** Whether a thing's words are a name in quotes of their own ("'orders'", "`payments`"). */
const quotedName = (text: string, t: { start: number; end: number }) =>
  /['"`‘’“”]/.test(text[t.start - 1] ?? '') && /['"`‘’“”]/.test(text[t.end] ?? '');

/** Whether a thing's words are part of a dotted name ("db.t4g.medium", "kafka.m5.large", "api.shop.sa"). */
const dottedName = (text: string, t: { start: number; end: number }) =>
  (text[t.end] === '.' && /\w/.test(text[t.end + 1] ?? '')) ||
  (text[t.start - 1] === '.' && /\w/.test(text[t.start - 2] ?? ''));

/** Whether words of existence are one of the Arabic adjectives ("القائمة", "والموجودة"), with their article or conjunction. */
const isArabicAdjective = (words: string) =>
  ARABIC_EXISTING_ADJECTIVES.includes(words.trim().replace(/^[وف]?(?:ال)?/, ''));
