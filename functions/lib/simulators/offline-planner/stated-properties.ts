import { nameWords } from '#shared/generation/properties/name-words';
/**
 * The offline reader of stated settings, driven by the registry schemas' vocabulary: every scalar
 * property of the types the studio builds is known by the words of its name (`RetentionInDays`:
 * retention; `VisibilityTimeout`: visibility, timeout), its type, allowed values, bounds and unit.
 * In each sentence of a brief, a quantity whose unit fits the property ("14 days", "512 MB", "4")
 * near the words of its name, one of its allowed values ("pay per request", "maxIO", "glacier"),
 * the words of a yes/no property ("scan on push", "key rotation"), a name given to a resource
 * ("a queue named jobs") or an instance size of the default's shape ("db.m6g.large") is read as
 * that property. A value beyond what the property allows is kept within it, and the value as
 * written is kept beside it for the checklist to report.
 */

import { ENGLISH_NUMBER_WORDS, NUMBER_WORDS } from '#shared/generation/number-words';
import {
  isListOfValues,
  isNumeric,
  type PropertyLeaf,
  propertiesOf,
  type StatedProperty,
  schemaTypes,
  targetKey,
} from '#shared/generation/properties/schema';
import {
  countsGiB,
  isCidr,
  isInstanceSize,
  isRangePath,
  isSizePath,
  shapeFits,
} from '#shared/generation/properties/sizes';
import { namesAThing, singularOf } from '#shared/generation/properties/thing-words';
import {
  COMPOUND_WORDS,
  DUAL_UNITS,
  ENTRY_JOINS,
  FALSE_WORDS,
  HOW_OFTEN_WORDS,
  LEAF_UNITS,
  MEASURE_NAME_WORDS,
  NAME_PATHS,
  NAME_VALUE_JOINS,
  NAME_WORD_SYNONYMS,
  NAMING_WORDS,
  OFF_AFTER,
  OFF_WORDS,
  ONE_AFTER,
  ONE_UNIT_ARTICLES,
  ONE_UNIT_WORDS,
  ONE_WORDS,
  OPPOSITE_WORDS,
  PER_WORDS,
  PLAIN_NAME_WORDS,
  PLAIN_VALUES,
  RANGE_JOINS,
  RANGE_OPENERS,
  SIZE_UNITS,
  TAG_WORDS,
  TIME_UNITS,
  TRUE_WORDS,
  VALUE_WORDS,
  VERSION_WORDS,
  VERSIONED_VALUES,
} from '#shared/generation/properties/words';
import { foldText, withoutMarks } from '#shared/generation/reading/normalise';
import { SERVICES } from '#shared/generation/services/index';
import { readsAs } from '#shared/generation/spelling';

interface LeafRef {
  type: string;
  path: string;
  leaf: PropertyLeaf;
  /** the words of its name that say which property it is */
  words: string[];
  /** the word the name is about (the last of `words`): a value is read near it */
  head: string;
}

function leafRefs(): LeafRef[] {
  const refs: LeafRef[] = [];
  for (const type of schemaTypes())
    for (const [path, leaf] of Object.entries(propertiesOf(type))) {
      const segments = path.split('.').filter((s) => s !== '*');
      const own = nameWords(segments.at(-1) ?? '').filter((w) => !PLAIN_NAME_WORDS.has(w));
      // a plain last name ("Status", "Enabled") is said by its parent's words ("versioning")
      const words =
        own.length > 0
          ? own
          : nameWords(segments.at(-2) ?? '').filter((w) => !PLAIN_NAME_WORDS.has(w) && w.length > 2);
      const head = words.at(-1);
      if (!head || head.length < 2 || (head.length < 3 && words.length < 2)) continue;
      refs.push({ type, path, leaf, words, head });
    }
  return refs;
}
let REFS: LeafRef[] | undefined;
const refs = () => {
  REFS ??= leafRefs();
  return REFS;
};

/** The words that name a type in a brief: its service (`sqs`) and its own name (`queue`, `log group`). */
function typeWords(type: string): { family: string; own: string[] } {
  const [, family = '', name = ''] = type.split('::');
  return { family: family.toLowerCase(), own: nameWords(name) };
}

// ---- the brief's words ------------------------------------------------------------------------

/**
 * An Arabic word without an attached "and", "with", "for" or article ("وذاكرة" -> "ذاكرة", "للوصول"
 * -> "وصول"), or an English word without the article mixed briefs attach to it ("الـretention").
 */
const bare = (w: string) =>
  w
    .replace(/^(?:لل|(?:و|ب|ل|ف)?(?:ال)?)(?=[\u0621-\u064a]{3})/, '')
    .replace(/^(?:[وبلف]?ال|لل)ـ?(?=[a-z0-9])/, '');

/**
 * An Arabic verb without the letters that mark its person or mood ("احذف", "يحذف", "نحذف" -> "حذف"),
 * or its passive (form VII: "تنحفظ", "ينحذف" -> "حفظ", "حذف").
 */
const stem = (w: string) => w.replace(/^(?:[يتا]ن|[اأيتن])(?=[\u0621-\u064a]{3})/, '');

/** The forms a word of the brief may take: itself, singular, its parts between hyphens, bare of Arabic prefixes. */
const formsOf = (w: string) => [
  ...new Set([w, singularOf(w), bare(w), stem(bare(w)), ...w.split('-').filter(Boolean)]),
];

/** Whether a word of the brief says a word of a property's name (or one of its other words). */
function says(token: string, word: string): boolean {
  const forms = formsOf(token);
  const wanted = [word, singularOf(word), ...(NAME_WORD_SYNONYMS[word] ?? [])];
  return forms.some((f) => wanted.some((w) => readsAs(f, w)));
}

interface Token {
  /** lower-cased, without surrounding punctuation */
  w: string;
  /** as written */
  raw: string;
  /** the clause it stands in: a value is read only with the words of its own clause */
  clause: number;
  /** written in quotes, or as a path ("/app/payments"): a name the brief gives */
  quoted?: boolean;
}

/** A sentence's words, in clauses cut at commas, semicolons, "and" and an attached Arabic "and". */
function tokensOf(sentence: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  // Arabic writes its comma and semicolon as "،" and "؛"
  for (const piece of sentence.split(/(?=[;:()،؛])|(?=,(?!\d{3}))|\s+/)) {
    if (/^[,;:()،؛]/.test(piece)) clause++;
    const raw = piece.replace(/^[,;:()،؛'"“”‘’`]+|['"“”‘’`.!?,;:()،؛]+$/g, '');
    if (!raw) continue;
    const w = raw.toLowerCase();
    if (w === 'and' || w === 'و' || w === 'but') {
      clause++;
      continue;
    }
    // an attached "and" starts a clause; a number word that starts with its letter ("واحد") does not
    if (/^و[\u0621-\u064a]{3}/.test(w) && NUMBER_WORDS[w] === undefined) clause++;
    const quoted = /^['"“‘`]/.test(piece) || (/^\/[a-z0-9]/i.test(raw) && !/^\/\d+$/.test(raw));
    tokens.push({ raw, w: w.replace(/^(ب|ل|و)(?=\d)/, ''), clause, ...(quoted ? { quoted } : {}) });
  }
  return tokens;
}

interface Quantity {
  at: number;
  /** seconds, MiB, or a bare number */
  amount: number;
  kind: 'time' | 'size' | 'bare';
  quote: string;
  /** the unit's own word, when it stands apart from the number */
  unitAt?: number;
}

const numberIn = (w: string): number | undefined => {
  // a percentage is its number ("80%": a threshold of 80)
  if (/^\d[\d,]*(\.\d+)?[%٪]?$/.test(w)) return Number(w.replace(/[,%٪]/g, ''));
  return NUMBER_WORDS[w] ?? NUMBER_WORDS[w.replace(/^[وبل]/, '')] ?? ENGLISH_NUMBER_WORDS[w] ?? ONE_WORDS[w];
};

function unitOf(w: string): { scale: number; kind: 'time' | 'size' } | undefined {
  const time = TIME_UNITS.find(([p]) => p.test(w) || (w.length >= 4 && p.test(`${w.slice(0, -1)}s`)));
  if (time) return { scale: time[1], kind: 'time' };
  const size = SIZE_UNITS.find(([p]) => p.test(w));
  return size ? { scale: size[1], kind: 'size' } : undefined;
}

function quantitiesOf(tokens: Token[], versions: ReadonlySet<number> = new Set()): Quantity[] {
  const found: Quantity[] = [];
  tokens.forEach((token, at) => {
    if (versions.has(at)) return;
    const dual = DUAL_UNITS[token.w];
    if (dual) {
      found.push({ at, amount: dual[0], kind: dual[1], quote: token.raw });
      return;
    }
    // a number joined to its unit, or hyphenated before it ("14-day")
    const attached = /^(\d[\d,]*(?:\.\d+)?)-?([a-z\u0621-\u064a]+)$/.exec(token.w);
    const n = attached ? Number((attached[1] ?? '').replace(/,/g, '')) : numberIn(token.w);
    if (n === undefined) {
      const one = oneUnitAt(tokens, at);
      if (one) found.push(one);
      return;
    }
    if (!Number.isFinite(n)) return;
    const unitWord = attached ? attached[2] : tokens[at + 1]?.w;
    const unit = unitWord ? unitOf(unitWord) : undefined;
    if (attached && !unit) return;
    // Arabic writes "one" after the unit it counts ("شهر واحد": one month)
    const before = !attached && !unit && ONE_AFTER.has(token.w) ? unitOf(tokens[at - 1]?.w ?? '') : undefined;
    if (before) {
      const quote = `${tokens[at - 1]?.raw} ${token.raw}`;
      found.push({ at, amount: before.scale, kind: before.kind, quote, unitAt: at - 1 });
      return;
    }
    const quote = attached || !unit ? token.raw : `${token.raw} ${tokens[at + 1]?.raw}`;
    found.push(
      unit
        ? { at, amount: n * unit.scale, kind: unit.kind, quote, ...(attached ? {} : { unitAt: at + 1 }) }
        : { at, amount: n, kind: 'bare', quote },
    );
  });
  return found;
}

/**
 * A unit said without a number, as one of it: after "a" or "an" ("for a week"), never how often
 * ("once a day", "100 GB a day"); or an Arabic unit that counts one alone ("تبقى أسبوع").
 */
function oneUnitAt(tokens: Token[], at: number): Quantity | undefined {
  const token = tokens[at] as Token;
  const unit = unitOf(token.w);
  if (!unit) return undefined;
  const before = tokens[at - 1];
  const often = (t: Token | undefined) =>
    t !== undefined && (HOW_OFTEN_WORDS.has(t.w) || numberIn(t.w) !== undefined || unitOf(t.w) !== undefined);
  const long = unit.kind === 'time' && unit.scale >= 3600;
  if (before && ONE_UNIT_ARTICLES.has(before.w) && long && !often(tokens[at - 2]))
    return {
      at: at - 1,
      amount: unit.scale,
      kind: unit.kind,
      quote: `${before.raw} ${token.raw}`,
      unitAt: at,
    };
  if (ONE_UNIT_WORDS.has(token.w) && !often(before) && !ONE_AFTER.has(tokens[at + 1]?.w ?? ''))
    return { at, amount: unit.scale, kind: unit.kind, quote: token.raw, unitAt: at };
  return undefined;
}

// ---- fitting a value to a property --------------------------------------------------------------

/** A number within the property's bounds and allowed values; `stated` is set when it had to move. */
function fitNumber(leaf: PropertyLeaf, n: number): { value: number; stated?: number } {
  let value = leaf.t === 'integer' || leaf.p ? Math.round(n) : n;
  if (leaf.min !== undefined && value < leaf.min) value = leaf.min;
  if (leaf.max !== undefined && value > leaf.max) value = leaf.max;
  const allowed = leaf.e?.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (allowed?.length) value = allowed.find((v) => v >= value) ?? (allowed.at(-1) as number);
  return value === n ? { value } : { value, stated: n };
}

/** A quantity in the property's own unit, if the two measure the same thing. */
function inLeafUnit(leaf: PropertyLeaf, q: Quantity, path: string): number | undefined {
  const unit = leaf.u ? LEAF_UNITS[leaf.u] : countsGiB(path) ? LEAF_UNITS.GiB : undefined;
  if (q.kind === 'bare') return q.amount;
  if (!unit || unit[1] !== q.kind) return undefined;
  return q.amount / unit[0];
}

// ---- reading a sentence -------------------------------------------------------------------------

interface Candidate {
  ref: LeafRef;
  value: string | number | boolean;
  stated?: number;
  quote: string;
  /** the value's place (its kind and word), so one value is read once */
  place: string;
  /** the sentence names the property's type (its service or its own name) */
  said?: boolean;
  score: number;
}

/** The properties by the word their name is about, and every form that word is said in. */
let INDEX:
  | { byHead: Map<string, LeafRef[]>; keys: Map<string, Set<string>>; byLength: Map<number, string[]> }
  | undefined;
function index() {
  if (INDEX) return INDEX;
  const byHead = new Map<string, LeafRef[]>();
  const keys = new Map<string, Set<string>>();
  for (const ref of refs()) {
    if (!byHead.has(ref.head)) byHead.set(ref.head, []);
    byHead.get(ref.head)?.push(ref);
    for (const key of [ref.head, singularOf(ref.head), ...(NAME_WORD_SYNONYMS[ref.head] ?? [])]) {
      if (!keys.has(key)) keys.set(key, new Set());
      keys.get(key)?.add(ref.head);
    }
  }
  const byLength = new Map<number, string[]>();
  for (const key of keys.keys()) byLength.set(key.length, [...(byLength.get(key.length) ?? []), key]);
  INDEX = { byHead, keys, byLength };
  return INDEX;
}

/** The head words a token says, exactly or with one typo. */
function headsSaid(token: Token): string[] {
  const { keys, byLength } = index();
  const found = new Set<string>();
  for (const form of formsOf(token.w)) {
    for (const head of keys.get(form) ?? []) found.add(head);
    if (found.size === 0 && form.length >= 4)
      for (let length = form.length - 2; length <= form.length + 2; length++)
        for (const key of byLength.get(length) ?? [])
          if (readsAs(form, key)) for (const head of keys.get(key) ?? []) found.add(head);
  }
  return [...found];
}

/** The CloudFormation families the vocabulary's words for services name in a sentence ("postgres": RDS). */
function familiesSaid(sentence: string): string[] {
  const lower = withoutMarks(sentence).toLowerCase();
  const folded = foldText(lower);
  return SERVICES.filter((spec) =>
    [spec.names, spec.phrases, spec.arabic, spec.arabic_phrases].some(
      (p) => p && (p.test(lower) || p.test(folded)),
    ),
  ).map((spec) => spec.family.toLowerCase());
}

/** How strongly a sentence names a type: its service and its own name (2), one of them (1), neither (0). */
function mentionScore(tokens: Token[], type: string, families: readonly string[]): number {
  const { family, own } = typeWords(type);
  const familySaid =
    families.some((f) => family.startsWith(f)) ||
    tokens.some((t) => t.w === family || t.w.startsWith(family) || says(t.w, family));
  const ownSaid = own.length > 0 && own.every((w) => tokens.some((t) => says(t.w, w)));
  return (familySaid ? 1 : 0) + (ownSaid ? 1 : 0);
}

/** How many of the property's words are said in the clause of `at`, within `reach` of it. */
function wordsNear(tokens: Token[], ref: LeafRef, at: number, reach: number): number {
  const clause = tokens[at]?.clause;
  return ref.words.filter((w) =>
    tokens.some((t, i) => t.clause === clause && Math.abs(i - at) <= reach && says(t.w, w)),
  ).length;
}

/**
 * How far a value stands from a word of its property's name, not counting the plain words of
 * names between them ("shard count of 2" is as near as "2 shards").
 */
function gapBetween(tokens: Token[], from: number, to: number, skip?: ReadonlySet<string>): number {
  const [a, b] = from < to ? [from, to] : [to, from];
  const between = tokens
    .slice(a + 1, b)
    .filter((t) => !PLAIN_NAME_WORDS.has(t.w) && !NAME_VALUE_JOINS.has(t.w) && !skip?.has(t.w));
  return between.length + 1;
}

/**
 * Where "per" and its like start before a word ("5 messages per batch", "في كل دفعة"): a count
 * written before them is as near the word as if they were not there.
 */
function perStart(tokens: Token[], at: number): number {
  let start = at;
  while (start > 0 && PER_WORDS.has(tokens[start - 1]?.w ?? '')) start--;
  return start;
}

/**
 * Items of a list of values joined to one read ("Fargate and Fargate Spot capacity providers"): an
 * allowed value of the same list written just before it, across the "and" or comma between them.
 */
function coordinatedItems(tokens: Token[], found: readonly Candidate[]): Candidate[] {
  const more: Candidate[] = [];
  for (const c of found) {
    const at = /^e(\d+)$/.exec(c.place)?.[1];
    if (at === undefined || !isListOfValues(c.ref.type, c.ref.path)) continue;
    for (let i = Number(at) - 1; i >= 0 && tokens[i]?.clause !== tokens[Number(at)]?.clause; i--) {
      const item = (c.ref.leaf.e ?? []).find((v) => String(v).toLowerCase() === tokens[i]?.w);
      if (item === undefined || item === c.value) break;
      more.push({ ...c, value: item, quote: tokens[i]?.raw ?? '', place: `e${i}` });
    }
  }
  return more;
}

/** The words of a property's allowed values ("fargate", "spot"). */
const valueWordsOf = (leaf: PropertyLeaf) =>
  new Set((leaf.e ?? []).flatMap((v) => [String(v).toLowerCase(), ...nameWords(String(v))]));

const offBefore = (tokens: Token[], at: number) =>
  tokens.slice(Math.max(0, at - 3), at).some((t) => OFF_WORDS.has(t.w)) ||
  OFF_AFTER.has(tokens[at + 1]?.w ?? '');

/**
 * Whether a word of a yes/no property's name is said by its opposite at `at` ("single-AZ",
 * "single AZ" for MultiAZ), joined to the word there or just before it.
 */
function opposedAt(tokens: Token[], ref: LeafRef, at: number): boolean {
  const near = [...(tokens[at]?.w.split('-') ?? []), tokens[at - 1]?.w ?? ''];
  return ref.words.some((w) => (OPPOSITE_WORDS[w] ?? []).some((o) => near.includes(o)));
}

/** A property's fit to its words: every word said, at the top of the resource, scores best. */
const fitOf = (tokens: Token[], ref: LeafRef, at: number) =>
  wordsNear(tokens, ref, at, 5) * 2 - ref.words.length * 0.5 - ref.path.split('.').length * 0.3;

/** Whether a property measures what its name is about (`MaximumMessageSize`) rather than counts it. */
const measures = (ref: LeafRef) =>
  MEASURE_NAME_WORDS.has(nameWords(ref.path.split('.').at(-1) ?? '').at(-1) ?? '');

/** How many types have a yes/no setting named by each word: the fewer, the more the word says. */
let SWITCH_TYPES: Map<string, number> | undefined;
function switchTypes(): Map<string, number> {
  if (SWITCH_TYPES) return SWITCH_TYPES;
  const types = new Map<string, Set<string>>();
  for (const ref of refs())
    if (ref.leaf.t === 'boolean' || ref.leaf.e?.some((v) => v === 'Enabled' || v === 'ENABLED')) {
      if (!types.has(ref.head)) types.set(ref.head, new Set());
      types.get(ref.head)?.add(ref.type);
    }
  SWITCH_TYPES = new Map([...types].map(([head, of]) => [head, of.size]));
  return SWITCH_TYPES;
}

/**
 * Whether a yes/no setting's words only name things, of this type or another: then they say the
 * thing, not the switch ("cluster" is the cluster, not encryption in the cluster; "brokers" are
 * MSK's brokers, not its Prometheus exporter in the broker; "events" are events, not a Redshift
 * target's WithEvent; "Secrets Manager" is the service, not a Firehose destination's use of it).
 */
const namesOnlyThings = (ref: LeafRef) => ref.words.every(namesAThing);

/**
 * Whether one word alone says a yes/no setting: when the sentence names the setting's type, or
 * the word names the settings of few types ("versioning"), not many ("public", "enabled").
 */
const saysAlone = (ref: LeafRef, mentioned: number): boolean =>
  mentioned > 0 || (switchTypes().get(ref.head) ?? 0) <= 2;

function candidatesIn(
  tokens: Token[],
  families: readonly string[],
  /** how strongly the whole brief names a type, for a sentence that does not ("Read capacity 8.") */
  inBrief: (type: string) => number = () => 0,
): Candidate[] {
  const mentions = new Map<string, number>();
  const mention = (type: string) => {
    if (!mentions.has(type)) {
      const here = mentionScore(tokens, type, families);
      // a type the brief names in another sentence counts, less than one named here
      mentions.set(type, here > 0 ? here : Math.min(0.5, inBrief(type)));
    }
    return mentions.get(type) ?? 0;
  };
  const versioned = versionsIn(tokens, mention);
  const found: Candidate[] = [...versioned.found];
  const quantities = quantitiesOf(tokens, versioned.at);
  const units = new Set(quantities.flatMap((q) => (q.unitAt === undefined ? [] : [q.unitAt])));
  // where each head word is said (never the unit of a quantity: "4 days" is no TimeOfDay)
  const said = new Map<string, number[]>();
  tokens.forEach((token, at) => {
    if (units.has(at)) return;
    for (const head of headsSaid(token)) said.set(head, [...(said.get(head) ?? []), at]);
  });
  for (const [head, places] of said)
    for (const ref of index().byHead.get(head) ?? []) {
      if (isNumeric(ref.leaf)) {
        for (const q of quantities) {
          const sameClause = places.filter((h) => tokens[h]?.clause === tokens[q.at]?.clause);
          if (sameClause.length === 0) continue;
          // a number just before the noun counts it ("1,000 messages"): it is no measure of one
          if (q.kind === 'bare' && sameClause.includes(q.at + 1) && measures(ref)) continue;
          // the property's other words between count as near ("5 read capacity units")
          const own = new Set(ref.words.flatMap((w) => [w, `${w}s`]));
          const distance = Math.min(
            ...sameClause.map((h) => gapBetween(tokens, q.at < h ? perStart(tokens, h) : h, q.at, own)),
          );
          if (distance > (q.kind === 'bare' ? 2 : 6)) continue;
          const amount = inLeafUnit(ref.leaf, q, ref.path);
          if (amount === undefined || (q.kind === 'bare' && ref.leaf.u && distance > 1)) continue;
          const fitted = fitNumber(ref.leaf, amount);
          found.push({
            ref,
            value: ref.leaf.p ? String(fitted.value) : fitted.value,
            ...(fitted.stated !== undefined ? { stated: fitted.stated } : {}),
            quote: q.quote,
            place: `q${q.at}`,
            score:
              fitOf(tokens, ref, q.at) + mention(ref.type) - distance * 0.2 + (q.kind === 'bare' ? 0 : 1),
          });
        }
        continue;
      }
      // the first place where every word of the name is said ("single-AZ ..., not Multi-AZ" says
      // "az" twice, and only the second is MultiAZ)
      const at =
        places.find((p) => wordsNear(tokens, ref, p, 4) >= ref.words.length) ?? (places[0] as number);
      // a yes/no property, or an on/off status said by its parent's words ("versioning")
      const status =
        ref.leaf.e?.some((v) => v === 'Enabled' || v === 'ENABLED') &&
        nameWords(ref.path.split('.').at(-1) ?? '').every((w) => PLAIN_NAME_WORDS.has(w));
      if (ref.leaf.t === 'boolean' || status) {
        if (namesOnlyThings(ref) || (ref.words.length < 2 && !saysAlone(ref, mention(ref.type)))) continue;
        // "single-AZ" says MultiAZ by its opposite: the setting, turned off
        const opposed = opposedAt(tokens, ref, at);
        if (wordsNear(tokens, ref, at, 4) + (opposed ? 1 : 0) < ref.words.length) continue;
        const yes = ref.leaf.t === 'boolean' ? true : ref.leaf.e?.find((v) => /^enabled$/i.test(String(v)));
        const no =
          ref.leaf.t === 'boolean'
            ? false
            : ref.leaf.e?.find((v) => /^(disabled|suspended)$/i.test(String(v)));
        const value = opposed || offBefore(tokens, at) ? no : yes;
        if (value === undefined) continue;
        found.push({
          ref,
          value,
          quote: tokens[at]?.raw ?? '',
          place: `b${at}`,
          score: fitOf(tokens, ref, at) + mention(ref.type),
        });
        continue;
      }
      if (ref.leaf.t === 'string' && ref.leaf.e)
        for (const allowed of ref.leaf.e) {
          const text = String(allowed);
          if (PLAIN_VALUES.test(text)) continue;
          const words = [...nameWords(text), ...(VALUE_WORDS[text] ?? [])];
          const where = tokens.findIndex(
            (t, i) =>
              t.w === text.toLowerCase() ||
              (VALUE_WORDS[text] ?? []).includes(t.w) ||
              nameWords(text).every((w, k) => tokens[i + k]?.w === w),
          );
          if (where < 0 || words.length === 0) continue;
          // a one-word value ("immutable", "elastic") is read only beside most of its property's words
          const single = nameWords(text).length === 1 && !/\d/.test(text) && !VALUE_WORDS[text];
          if (
            single &&
            // the other values of the same property may stand between ("Fargate and Fargate Spot capacity")
            (Math.min(...places.map((h) => gapBetween(tokens, h, where, valueWordsOf(ref.leaf)))) > 2 ||
              wordsNear(tokens, ref, where, 4) * 2 <= ref.words.length)
          )
            continue;
          found.push({
            ref,
            value: allowed,
            quote: tokens[where]?.raw ?? '',
            place: `e${where}`,
            score: fitOf(tokens, ref, where) + nameWords(text).length + mention(ref.type),
          });
        }
    }
  // a value of a property whose name the sentence does not say: a multi-word allowed value
  // ("new and old images", "pay per request") or a name given to a resource
  for (const candidate of namedValues(tokens, mention)) found.push(candidate);
  // a property written by its own name and a value ("ShardCount: 1", "PubliclyAccessible set to true")
  for (const c of namedProperties(tokens, mention)) found.push(c);
  // instance sizes of a known shape go to the size properties that take that shape
  tokens.forEach((token, at) => {
    if (!isInstanceSize(token.w)) return;
    for (const ref of sizeRefs())
      if (shapeFits(ref.path, ref.type, token.w))
        found.push({ ref, value: token.w, quote: token.raw, place: `s${at}`, score: 1 + mention(ref.type) });
  });
  // an address range goes to the ranges of the networks the sentence names
  tokens.forEach((token, at) => {
    if (!isCidr(token.w)) return;
    for (const ref of rangeRefs())
      found.push({ ref, value: token.w, quote: token.raw, place: `c${at}`, score: 1 + mention(ref.type) });
  });
  // tags as Key=Value after a word for tags ("tagged Project=atlas")
  tokens.forEach((token, at) => {
    const pair = /^([A-Za-z][\w.:/-]{0,127})=([\w.:/@-]{1,255})$/.exec(token.raw);
    if (!pair || !tokens.slice(Math.max(0, at - 4), at).some((t) => TAG_WORDS.has(bare(t.w)))) return;
    for (const ref of tagRefs())
      if (mention(ref.type) > 0)
        found.push({
          ref,
          value: token.raw,
          quote: token.raw,
          place: `t${at}`,
          score: 1 + mention(ref.type),
        });
  });
  // an entry of a map of names to text after its words ("environment variable STAGE=prod",
  // "env var LOG_LEVEL set to debug"): NAME=value on the map of the type the sentence names
  tokens.forEach((_, at) => {
    const entry = entryAt(tokens, at);
    if (!entry) return;
    for (const ref of mapRefs()) {
      const before = tokens.slice(Math.max(0, at - 6), at);
      if (!ref.words.every((w) => before.some((t) => says(t.w, w)))) continue;
      found.push({
        ref,
        value: entry,
        quote: entry,
        place: `m${at}`,
        score: 2 + ref.words.length + mention(ref.type),
      });
    }
  });
  found.push(...rangesIn(tokens, mention));
  found.push(...coordinatedItems(tokens, found));
  for (const c of found) if (mention(c.ref.type) > 0) c.said = true;
  return found;
}

/**
 * The pairs of a type's properties that bound one thing from below and above (`MinSize` and
 * `MaxSize`, `...VCpuCount.Min` and `...VCpuCount.Max`): the same path but for Min and Max.
 */
let BOUND_PAIRS: [LeafRef, LeafRef][] | undefined;
function boundPairs(): [LeafRef, LeafRef][] {
  if (BOUND_PAIRS) return BOUND_PAIRS;
  const byKey = new Map<string, LeafRef>();
  for (const ref of refs()) if (isNumeric(ref.leaf)) byKey.set(`${ref.type} ${ref.path}`, ref);
  BOUND_PAIRS = [];
  for (const ref of byKey.values()) {
    const upper = ref.path.replace(/(^|\.)Min(?=[A-Z]|$)/, '$1Max');
    const max = upper !== ref.path ? byKey.get(`${ref.type} ${upper}`) : undefined;
    if (max) BOUND_PAIRS.push([ref, max]);
  }
  return BOUND_PAIRS;
}

interface Range {
  low: number;
  high: number;
  lowAt: number;
  highAt: number;
}

/** The two ends of each range a sentence writes ("2 to 4", "between 2 and 5", "من ٢ إلى ٦", "2-4"). */
function rangesOf(tokens: Token[]): Range[] {
  const found: Range[] = [];
  tokens.forEach((token, at) => {
    const joined = /^(\d+)-(\d+)$/.exec(token.w);
    if (joined) {
      found.push({ low: Number(joined[1]), high: Number(joined[2]), lowAt: at, highAt: at });
      return;
    }
    const low = numberIn(token.w);
    if (low === undefined) return;
    // "2 to 4"; or "between 2 and 5", whose "and" the clauses left out
    const joins = RANGE_JOINS.has(tokens[at + 1]?.w ?? '');
    const opened = RANGE_OPENERS.has(bare(tokens[at - 1]?.w ?? ''));
    const highAt = joins ? at + 2 : opened ? at + 1 : -1;
    const high = numberIn(tokens[highAt]?.w ?? '');
    if (high !== undefined && high > low) found.push({ low, high, lowAt: at, highAt });
  });
  return found;
}

/**
 * A range written for a thing with a lower and an upper bound ("an Auto Scaling group of 2 to 4
 * instances"): the low end sets the Min, the high end the Max, of a type the sentence names.
 */
function rangesIn(tokens: Token[], mention: (type: string) => number): Candidate[] {
  const found: Candidate[] = [];
  for (const range of rangesOf(tokens))
    for (const [min, max] of boundPairs()) {
      const said = mention(min.type);
      if (said <= 0) continue;
      // a range whose ends the pair cannot hold as written (half a function) is less likely its
      const fits = [fitNumber(min.leaf, range.low), fitNumber(max.leaf, range.high)].every(
        (f) => f.stated === undefined,
      );
      const quote = tokens
        .slice(range.lowAt, range.highAt + 1)
        .map((t) => t.raw)
        .join(' ');
      for (const [ref, n, place] of [
        [min, range.low, `r${range.lowAt}`],
        [max, range.high, `r${range.highAt}h`],
      ] as const) {
        const fitted = fitNumber(ref.leaf, n);
        found.push({
          ref,
          value: ref.leaf.p ? String(fitted.value) : fitted.value,
          ...(fitted.stated !== undefined ? { stated: fitted.stated } : {}),
          quote,
          place,
          score: 3 + said - min.path.split('.').length * 0.3 - (fits ? 0 : 1),
        });
      }
    }
  return found;
}

/** Each property by its own name, lower-cased ("shardcount"), when the name has two words or more. */
let BY_NAME: Map<string, LeafRef[]> | undefined;
function byName(): Map<string, LeafRef[]> {
  if (BY_NAME) return BY_NAME;
  BY_NAME = new Map();
  for (const ref of refs()) {
    const name =
      ref.path
        .split('.')
        .filter((p) => p !== '*')
        .at(-1) ?? '';
    if (nameWords(name).length < 2 || ref.leaf.m === 1) continue;
    const key = name.toLowerCase();
    BY_NAME.set(key, [...(BY_NAME.get(key) ?? []), ref]);
  }
  return BY_NAME;
}

/** The value a property written by its name is given: after ":", "=", "to", "set to", "is", "of" or nothing. */
function namedValue(tokens: Token[], at: number, leaf: PropertyLeaf): string | number | boolean | undefined {
  let next = at + 1;
  while (next < at + 4 && NAME_VALUE_JOINS.has(tokens[next]?.w ?? '')) next++;
  const token = tokens[next];
  if (!token) return undefined;
  if (leaf.t === 'boolean')
    return TRUE_WORDS.has(token.w) ? true : FALSE_WORDS.has(token.w) ? false : undefined;
  if (isNumeric(leaf)) {
    const n = numberIn(token.w);
    if (n === undefined) return undefined;
    return fitNumber(leaf, n).value;
  }
  if (leaf.e) return leaf.e.find((v) => String(v).toLowerCase() === token.w);
  return /^[\w.\-/:@*]{1,128}$/.test(token.raw) ? token.raw : undefined;
}

/**
 * Properties a brief names by their CloudFormation names ("ShardCount: 1", "set
 * PubliclyAccessible to true", "MultiAZ false"), each with the value written after it.
 */
function namedProperties(tokens: Token[], mention: (type: string) => number): Candidate[] {
  const found: Candidate[] = [];
  tokens.forEach((token, at) => {
    if (!/^[A-Z][A-Za-z0-9]*[a-z0-9][A-Z]/.test(token.raw) && !/^[A-Z][a-z]+[A-Z]{2,}$/.test(token.raw))
      return;
    for (const ref of byName().get(token.w) ?? []) {
      const raw = namedValue(tokens, at, ref.leaf);
      if (raw === undefined) continue;
      const value = ref.leaf.p && typeof raw === 'number' ? String(raw) : raw;
      found.push({
        ref,
        value,
        quote: tokens
          .slice(at, at + 3)
          .map((t) => t.raw)
          .join(' '),
        place: `p${at}`,
        score: 8 + mention(ref.type) - ref.path.split('.').length * 0.3,
      });
    }
  });
  return found;
}

/** A NAME=value written at `at` ("STAGE=prod"), or a NAME in capitals set to a value ("LOG_LEVEL set to debug"). */
function entryAt(tokens: Token[], at: number): string | undefined {
  const raw = tokens[at]?.raw ?? '';
  const pair = /^([A-Za-z_][A-Za-z0-9_]{0,127})=([^\s=]{1,255})$/.exec(raw);
  if (pair) return raw;
  if (!/^[A-Z][A-Z0-9]*_[A-Z0-9_]*$|^[A-Z]{3,}$/.test(raw)) return undefined;
  const joined = ENTRY_JOINS.find((join) => join.every((w, k) => tokens[at + 1 + k]?.w === w));
  const value = joined && tokens[at + 1 + joined.length]?.raw;
  return value && /^[^\s=]{1,255}$/.test(value) ? `${raw}=${value}` : undefined;
}

/** Each map of names to text, said by all the words of its path ("environment", "variables"). */
let MAP_REFS: LeafRef[] | undefined;
const mapRefs = () => {
  MAP_REFS ??= refs()
    .filter((r) => r.leaf.m === 1 && !r.path.includes('*'))
    .map((r) => ({
      ...r,
      words: r.path.split('.').flatMap((s) => nameWords(s).filter((w) => !PLAIN_NAME_WORDS.has(w))),
    }));
  return MAP_REFS;
};

// ---- a product and its version ("python 3.12", "Postgres 16", "بايثون 3.12") -----------------

/** Where a product's words end when they start at `at` ("node.js", "دوت نت"), or -1. */
function productEnds(tokens: Token[], at: number, words: readonly string[]): number {
  for (const phrase of words) {
    const parts = phrase.split(' ');
    if (parts.every((w, k) => bare(tokens[at + k]?.w ?? '') === w || tokens[at + k]?.w === w))
      return at + parts.length - 1;
  }
  return -1;
}

/** The version written after a product ("3.12", "v20", "20.x"), or attached to it ("python3.12", "nodejs20.x"). */
const versionIn = (w: string) => /^v?(\d+(?:\.\d+){0,2})(?:\.x)?$/.exec(w)?.[1];

/**
 * Values of properties the schemas leave open, written as a product and its version: each is
 * read as the product's property (its runtime, its engine version) when the version is one that
 * exists, and the version's place is taken (it is no count: "Redis 7" is not seven nodes).
 */
function versionsIn(
  tokens: Token[],
  mention: (type: string) => number,
): { found: Candidate[]; at: Set<number> } {
  const found: Candidate[] = [];
  const taken = new Set<number>();
  tokens.forEach((token, at) => {
    for (const product of VERSIONED_VALUES) {
      let version: string | undefined;
      let place = -1;
      const attached = product.words
        .map((w) => (token.w.startsWith(w) ? versionIn(token.w.slice(w.length)) : undefined))
        .find(Boolean);
      // the product named elsewhere in the sentence: "version 14.7" ("PostgreSQL ... engine version 14.7")
      const apart =
        VERSION_WORDS.has(bare(token.w)) &&
        tokens.some((_, i) => Math.abs(i - at) > 1 && productEnds(tokens, i, product.words) >= 0)
          ? versionIn(tokens[at + 1]?.w ?? '')
          : undefined;
      // a product named without a version, in a sentence naming what runs it ("a Python
      // function", "دوال لامدا بلغة بايثون"), is its current version
      let current = false;
      if (attached) [version, place] = [attached, at];
      else if (apart) [version, place] = [apart, at + 1];
      else {
        const end = productEnds(tokens, at, product.words);
        if (end < 0) continue;
        const next = VERSION_WORDS.has(bare(tokens[end + 1]?.w ?? '')) ? end + 2 : end + 1;
        version = versionIn(tokens[next]?.w ?? '');
        place = next;
        if (!version && product.current && product.targets.some((t) => mention(t.type) >= 1)) {
          [version, place, current] = [product.current, end, true];
        }
      }
      if (!version || !product.versions.test(version)) continue;
      const written = product.major && !version.includes('.') ? `${version}${product.major}` : version;
      const value = product.form.replace('{v}', written);
      const targets = product.targets.filter((t) => propertiesOf(t.type)[t.path] !== undefined);
      const quote = tokens
        .slice(at, place + 1)
        .map((t) => t.raw)
        .join(' ');
      for (const [k, target] of targets.entries()) {
        const leaf = propertiesOf(target.type)[target.path] as PropertyLeaf;
        const ref = {
          ...target,
          leaf,
          words: nameWords(target.path),
          head: nameWords(target.path).at(-1) ?? '',
        };
        found.push({ ref, value, quote, place: `v${place}`, said: true, score: (current ? 4 : 6) - k * 0.1 });
      }
      if (targets.length > 0 && !current) taken.add(place);
    }
  });
  return { found, at: taken };
}

let RANGE_REFS: LeafRef[] | undefined;
const rangeRefs = () => {
  RANGE_REFS ??= refs().filter((r) => r.leaf.t === 'string' && isRangePath(r.path));
  return RANGE_REFS;
};

/** Each taggable type once, as the property `Tags` (a tag is a Key=Value added to its list). */
let TAG_REFS: LeafRef[] | undefined;
const tagRefs = () => {
  TAG_REFS ??= refs()
    .filter((r) => r.path === 'Tags.*.Key')
    .map((r) => ({ ...r, path: 'Tags' }));
  return TAG_REFS;
};

let SIZE_REFS: LeafRef[] | undefined;
const sizeRefs = () => {
  SIZE_REFS ??= refs().filter((r) => r.leaf.t === 'string' && isSizePath(r.path));
  return SIZE_REFS;
};

/**
 * The property a type keeps its name in: where the vocabulary says (NAME_PATHS), else `<Type>Name`
 * ("QueueName"), `<last word of the type>Name` ("ClusterName" of a serverless cluster) or `Name`.
 */
function nameRef(type: string): LeafRef | undefined {
  const last = type.split('::')[2] ?? '';
  const paths = [NAME_PATHS[type], `${last}Name`, `${nameWords(last).at(-1) ?? ''}Name`, 'Name'];
  const own = refs().filter((r) => r.type === type);
  for (const path of paths) {
    const found = path && own.find((r) => r.path.toLowerCase() === path.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

/** An allowed value's words, keyed and matched without Arabic's attached letters ("بالصور" is "الصور"). */
function addPhrase(
  phrases: Map<string, { ref: LeafRef; allowed: string; words: string[] }[]>,
  ref: LeafRef,
  allowed: string,
  words: string[],
): void {
  const first = bare(words[0] as string);
  if (!phrases.has(first)) phrases.set(first, []);
  phrases.get(first)?.push({ ref, allowed, words });
}

/** Allowed values of two words or more, by their first word; and each type's name property. */
let VALUES:
  | {
      phrases: Map<string, { ref: LeafRef; allowed: string; words: string[] }[]>;
      /** one-word allowed values ("internal"), which say their property only before their type's own words */
      qualifiers: Map<string, { ref: LeafRef; allowed: string }[]>;
      names: Map<string, LeafRef>;
    }
  | undefined;
function values() {
  if (VALUES) return VALUES;
  const phrases = new Map<string, { ref: LeafRef; allowed: string; words: string[] }[]>();
  const names = new Map<string, LeafRef>();
  const qualifiers = new Map<string, { ref: LeafRef; allowed: string }[]>();
  for (const ref of refs()) {
    for (const allowed of ref.leaf.t === 'string' ? (ref.leaf.e ?? []) : []) {
      const word = String(allowed).toLowerCase();
      if (/^[a-z]{3,}$/.test(word) && !ref.path.includes('*')) {
        if (!qualifiers.has(word)) qualifiers.set(word, []);
        qualifiers.get(word)?.push({ ref, allowed: String(allowed) });
      }
      const forms: [string[], boolean][] = [
        [nameWords(String(allowed)), false],
        // a word the vocabulary gives the value other than its own name ("on-demand", "جلاسير")
        ...(VALUE_WORDS[String(allowed)] ?? [])
          .filter((v) => v !== String(allowed).toLowerCase())
          .map((v): [string[], boolean] => [v.split(' '), true]),
      ];
      for (const [words, listed] of forms) {
        // a value of two words or more, one word with digits ("arm64", "gp3"), or a word the
        // vocabulary gives it ("glacier", "on-demand") says its property by itself
        if (listed) {
          if (words.length > 0) addPhrase(phrases, ref, String(allowed), words);
          continue;
        }
        if (words.length < 2 && !/\d/.test(String(allowed))) continue;
        if (words.length < 2) words.splice(0, 1, String(allowed).toLowerCase());
        addPhrase(phrases, ref, String(allowed), words);
      }
    }
  }
  for (const type of schemaTypes()) {
    const ref = nameRef(type);
    if (ref) names.set(type, ref);
  }
  VALUES = { phrases, qualifiers, names };
  return VALUES;
}

/**
 * Whether the word at `at` names the type: its own last word ("table", "queue"), its family
 * ("sqs"), or a word the vocabulary gives the family, in English or Arabic ("dynamo", "جدول",
 * "طابور"), alone or with the word before it ("log group").
 */
function nounSays(tokens: Token[], at: number, type: string): boolean {
  const token = tokens[at];
  if (!token) return false;
  const { family, own } = typeWords(type);
  if (says(token.w, own.at(-1) ?? '') || token.w === family) return true;
  const pair = tokens[at - 1] ? `${tokens[at - 1]?.w} ${token.w}` : token.w;
  return [token.w, pair].some((words) => familiesOfWords(words).includes(family));
}

const FAMILIES_OF = new Map<string, string[]>();
/** The families a word or two of the brief name, remembered: the vocabulary's patterns are many. */
function familiesOfWords(words: string): string[] {
  if (!FAMILIES_OF.has(words)) FAMILIES_OF.set(words, familiesSaid(words));
  return FAMILIES_OF.get(words) ?? [];
}

/**
 * A word written as a name: letters and digits joined by "-" or "_" ("audit-events",
 * "user_sessions"), never a compound of the language ("dead-letter", "on-demand"), a quantity
 * ("14-day"), a size ("t3.micro") or a word the vocabulary gives a service ("s3-compatible").
 */
function nameShaped(token: Token, before?: Token): boolean {
  if (!/^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/i.test(token.raw)) return false;
  if (COMPOUND_WORDS.has(token.w) || token.w.split(/[-_]/).some((part) => unitOf(part) !== undefined))
    return false;
  // "pay-per-request" after "billing" is a value, as "dead-letter" is a kind
  if (before && NAMING_WORDS.has(before.w)) return false;
  // a property's own name or an allowed value written with hyphens ("scan-on-push") is a setting
  const parts = token.w.split(/[-_]/);
  const setting =
    byName().has(parts.join('')) ||
    values()
      .phrases.get(parts[0] as string)
      ?.some((p) => p.words.join('-') === token.w);
  if (setting) return false;
  // a service said by its words is a kind ("s3-compatible", "load-balancer"); one said only by the
  // last part is the thing the name is given to ("courier-api", "orders-queue")
  const named = familiesOfWords(parts.slice(-1).join(' '));
  return (
    familiesOfWords(parts.join(' ')).every((f) => named.includes(f)) &&
    familiesOfWords(parts[0] as string).length === 0
  );
}

/** How many words of a type's own name the sentence does not say ("global" of a global table). */
const unsaidWords = (tokens: Token[], type: string) =>
  typeWords(type).own.filter((w) => !tokens.some((t) => says(t.w, w))).length;

function namedValues(tokens: Token[], mention: (type: string) => number): Candidate[] {
  const found: Candidate[] = [];
  tokens.forEach((token, at) => {
    // a one-word allowed value written just before its type's own words ("an internal load
    // balancer"): the value of that type's property, when only one of its properties takes it
    const qualified = (values().qualifiers.get(token.w) ?? []).filter(({ ref }) => {
      const { own } = typeWords(ref.type);
      return own.length > 0 && own.every((w, k) => says(tokens[at + 1 + k]?.w ?? '', w));
    });
    const [only] = qualified;
    if (only && new Set(qualified.map((q) => q.ref.type)).size === qualified.length)
      found.push({
        ref: only.ref,
        value: only.allowed,
        quote: [
          token.raw,
          ...tokens.slice(at + 1, at + 1 + typeWords(only.ref.type).own.length).map((t) => t.raw),
        ].join(' '),
        place: `q${at}`,
        score: 2 + mention(only.ref.type),
      });
    for (const { ref, allowed, words } of values().phrases.get(bare(token.w)) ?? [])
      if (words.every((w, k) => bare(tokens[at + k]?.w ?? '') === bare(w)))
        found.push({
          ref,
          value: allowed,
          quote: words.join(' '),
          place: `e${at}`,
          score: words.length + mention(ref.type),
        });
    // a name after a naming word ("a queue named jobs"), written in quotes or as a path beside
    // its type's words ("the 'sessions' table", "log group /app/payments"), or written as a name
    // (joined by "-" or "_") just beside them ("the audit-events queue", "الباكت user-photos")
    const naming = NAMING_WORDS.has(token.w);
    const shaped = !naming && !token.quoted && nameShaped(token, tokens[at - 1]);
    if (!naming && !token.quoted && !shaped) return;
    const value = naming ? tokens[at + 1]?.raw : token.raw;
    if (!value || !/^[A-Za-z0-9/][A-Za-z0-9._/-]{0,127}$/.test(value)) return;
    const nouns = shaped ? [1, -1, 2] : naming ? [1, 2, 3, 4] : [1, -1, 2, -2];
    // names given to several things just before ("three states named A, B and C") are theirs, not
    // those of a resource said further back; so is one given to a part of the resource ("a table
    // with an attribute named ID": the attribute's)
    const owner = tokens[at - 1];
    const several = /^[a-z]{3,}[^s]s$/.test(owner?.w ?? '');
    const partOf = (type: string) =>
      owner !== undefined &&
      headsSaid(owner).some((head) =>
        index()
          .byHead.get(head)
          ?.some((ref) => ref.type === type),
      );
    for (const [type, ref] of values().names) {
      // the nearer the type's words stand to the name, the likelier the name is its
      const gap = nouns.find((k) => nounSays(tokens, at - k, type));
      if (gap === undefined || (naming && gap > 1 && (several || partOf(type)))) continue;
      found.push({
        ref,
        value,
        quote: naming ? `${token.raw} ${value}` : value,
        place: `n${at}`,
        // of two types the noun may say (a table, a global table), the one with fewer words unsaid
        score: (shaped ? 2 : 3) + mention(type) - Math.abs(gap) * 0.3 - unsaidWords(tokens, type) * 0.1,
      });
    }
  });
  return found;
}

/**
 * The settings a brief states, at most `limit`: each value of the brief (a quantity, an allowed
 * value, a name, a size) with the properties it may set, best first, each once per brief.
 */
export function statedProperties(brief: string, limit = 40): StatedProperty[] {
  const readings: (StatedProperty & { score: number })[] = [];
  const seen = new Set<string>();
  const briefTokens = tokensOf(brief);
  const briefFamilies = familiesSaid(brief);
  const inBrief = new Map<string, number>();
  const briefMention = (type: string) => {
    if (!inBrief.has(type)) inBrief.set(type, mentionScore(briefTokens, type, briefFamilies));
    return inBrief.get(type) ?? 0;
  };
  for (const sentence of brief.split(/(?<=[.!?؟;؛])\s+|\n+/)) {
    const tokens = tokensOf(sentence);
    const families = familiesSaid(sentence);
    const byPlace = new Map<string, Candidate[]>();
    for (const c of candidatesIn(tokens, families, briefMention).sort((a, b) => b.score - a.score)) {
      if (!byPlace.has(c.place)) byPlace.set(c.place, []);
      byPlace.get(c.place)?.push(c);
    }
    // a property is read from the value that fits it best (then it is taken, for this brief)
    const bestPlace = new Map<string, string>();
    for (const [place, candidates] of byPlace)
      for (const c of candidates) {
        const key = targetKey(c.ref.type, c.ref.path, c.value);
        const held = bestPlace.get(key);
        const heldScore =
          held === undefined
            ? undefined
            : byPlace.get(held)?.find((o) => targetKey(o.ref.type, o.ref.path, o.value) === key)?.score;
        if (heldScore === undefined || c.score > heldScore) bestPlace.set(key, place);
      }
    for (const [place, candidates] of byPlace) {
      const open = candidates.filter((c) => {
        const key = targetKey(c.ref.type, c.ref.path, c.value);
        return !seen.has(key) && bestPlace.get(key) === place;
      });
      // past the first, only a property of a type the brief names is ever set (see
      // StatedProperty): those come before the rest, so the cut at 24 never drops one
      const [first, ...rest] = open;
      const targets = (
        first ? [first, ...rest.filter((c) => c.said), ...rest.filter((c) => !c.said)] : []
      ).slice(0, 24);
      for (const c of targets) seen.add(targetKey(c.ref.type, c.ref.path, c.value));
      const best = targets[0];
      if (!best) continue;
      readings.push({
        targets: targets.map((c) => ({
          type: c.ref.type,
          path: c.ref.path,
          value: c.value,
          ...(c.said ? { said: true } : {}),
          ...(c.stated !== undefined ? { stated: c.stated } : {}),
        })),
        quote: best.quote.slice(0, 200),
        score: best.score,
      });
    }
  }
  return readings
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ score: _score, ...reading }) => reading);
}
