/**
 * Registry types a brief names by their words: `AWS::EC2::TransitGateway` is "a transit gateway",
 * `AWS::ApiGateway::RequestValidator` "a request validator", `AWS::KMS::Alias` "a KMS alias" (a
 * name word too common to say a type alone needs its service's word beside it). The words come
 * from the type names themselves, with the few other ways of saying them in named-type-words.ts.
 * For each type named, the values the brief states for its required properties in the same
 * sentence are read too: one of a property's allowed values, a range for a CIDR, a name given to
 * it ("named ..."), a number after the property's own word. Building them is raw/named-types.ts.
 */

import { NEGATED } from '../checklist/negation';
import { nameWords } from './name-words';
import type { NamedType, NamedTypeSpec, PropertySpec } from './named-type-spec';
import {
  FAMILY_WORDS,
  JOINING_VERBS,
  KNOWN_VALUES_BY_WORDS,
  PLAIN_NAME_WORDS,
  WORD_FORMS,
} from './named-type-words';
import data from './named-types-data.json' with { type: 'json' };
import { withTypeNamesSpelled } from './type-names-written';
import {
  COUNT_NAME_WORDS,
  NAME_VALUE_JOINS,
  NAME_WORD_SYNONYMS,
  NAMING_WORDS,
  TEXT_NAME_WORDS,
} from './words';

export { nameWords } from './name-words';
export type { NamedType } from './named-type-spec';

export const NAMED_TYPES = data.types as unknown as Record<string, NamedTypeSpec>;

/**
 * How near its service's word a common name word must stand to name a type ("an API Gateway REST
 * API with a model": five words): a phrase naming the service and the thing it holds, not another
 * clause of the sentence.
 */
const PLAIN_NAME_REACH = 6;

/** At most this many types are read from one brief. */
export const MAX_NAMED_TYPES = 12;

const singular = (w: string) => w.replace(/(?<=\w{3})(?:e(?=s$))?s$/, '');

interface TypeName {
  type: string;
  family: string;
  words: string[];
}
let NAMES: Map<string, TypeName[]> | undefined;
/** The types by the first word of their name. */
function names(): Map<string, TypeName[]> {
  if (NAMES) return NAMES;
  NAMES = new Map();
  for (const type of Object.keys(NAMED_TYPES)) {
    const [, family = '', name = ''] = type.split('::');
    const words = nameWords(name);
    const first = words[0];
    if (!first) continue;
    NAMES.set(first, [...(NAMES.get(first) ?? []), { type, family: family.toLowerCase(), words }]);
  }
  return NAMES;
}

interface Sentence {
  raw: string;
  tokens: string[];
  /** whether each token was written as a name (a capital letter), or came from another way of saying it */
  proper: boolean[];
  /** whether each token is a word given as a name past the sentence's first ("a Pet model"): a capital, then small letters */
  given: boolean[];
}

/** Whether the words just before token `at` refuse it: the reader's own negating words (English and Arabic). */
const negatedAt = (tokens: readonly string[], at: number) =>
  NEGATED.test(`${tokens.slice(Math.max(0, at - 3), at).join(' ')} `);

/** The brief's sentences as lower-case word tokens, with the other ways of saying name words rewritten. */
export function sentencesOf(brief: string): Sentence[] {
  return withTypeNamesSpelled(brief)
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((s) => s.trim())
    .map((raw) => {
      const matched = [...raw.matchAll(/[A-Za-z0-9]+/g)];
      const written = matched.map((m) => m[0]);
      // where each word starts: the sentence's first word is capitalised whatever it is
      const first = raw.search(/\S/);
      const words = written.map((w) => w.toLowerCase());
      const tokens: string[] = [];
      const proper: boolean[] = [];
      const given: boolean[] = [];
      for (let i = 0; i < words.length; ) {
        const form = WORD_FORMS.filter(([said]) => said.every((w, k) => words[i + k] === w)).sort(
          (a, b) => b[0].length - a[0].length,
        )[0];
        if (form) {
          tokens.push(...form[1]);
          proper.push(...form[1].map(() => true));
          given.push(...form[1].map(() => false));
          i += form[0].length;
        } else {
          // a sentence's first word is capitalised whatever it is ("Connect the queue"); past it, or in capitals, a name
          const word = written[i] as string;
          proper.push(/^[A-Z0-9]+$/.test(word) || (i > 0 && /^[A-Z]/.test(word)));
          given.push((matched[i]?.index ?? 0) > first && /^[A-Z][a-z]/.test(word));
          tokens.push(words[i++] as string);
        }
      }
      return { raw, tokens, proper, given };
    });
}

const saysWord = (token: string | undefined, word: string) =>
  token !== undefined && (token === word || singular(token) === word);

/**
 * Whether the service is said in the sentence, outside the mention's own words (within `reach`
 * words of it, when given): its name written as a name ("KMS", "Transfer", not "transfer"), its
 * name's words in a row ("security lake"), or one of its other words (named-type-words.ts).
 */
function familySaid(
  sentence: Sentence,
  family: string,
  m?: { start: number; end: number },
  reach?: number,
): boolean {
  const { tokens, proper } = sentence;
  const others = FAMILY_WORDS[family] ?? [];
  const own = nameWords(FAMILY_NAMES.get(family) ?? family);
  const from = reach === undefined || !m ? 0 : Math.max(0, m.start - reach);
  const to = reach === undefined || !m ? tokens.length : m.end + reach;
  for (let i = from; i < Math.min(to, tokens.length); i++) {
    if (m && i >= m.start && i < m.end) continue;
    const t = tokens[i] as string;
    if (others.includes(t) || others.includes(singular(t))) return true;
    if (t === family && proper[i]) return true;
    if (
      own.length > 1 &&
      own.every((w, k) => tokens[i + k] === w) &&
      (!m || i + own.length <= m.start || i >= m.end)
    )
      return true;
  }
  return false;
}

let FAMILY_TYPES: Map<string, string[][]> | undefined;
/**
 * Whether a type its service's family builds is said by the same words ("an AppSync API" is the
 * family's GraphQL API, not AppSync's event API): the families' reading, not this one's.
 */
function familyOwns(m: Match): boolean {
  if (!FAMILY_TYPES) {
    FAMILY_TYPES = new Map();
    for (const [type, spec] of Object.entries(NAMED_TYPES)) {
      if (!spec.f) continue;
      const [, family = '', name = ''] = type.split('::');
      const key = family.toLowerCase();
      FAMILY_TYPES.set(key, [...(FAMILY_TYPES.get(key) ?? []), nameWords(name)]);
    }
  }
  return (FAMILY_TYPES.get(m.family) ?? []).some((words) => m.words.every((w) => words.includes(w)));
}

/** The services as the registry spells them ("securitylake" -> "SecurityLake"). */
const FAMILY_NAMES = new Map(
  Object.keys(NAMED_TYPES).map((t) => [(t.split('::')[1] ?? '').toLowerCase(), t.split('::')[1] ?? '']),
);

interface Match extends TypeName {
  start: number;
  end: number;
}

/**
 * The types named in one sentence: the longest names, each with its service said where its words
 * alone do not say it. A name of one word, or of words too common alone, needs its service beside
 * it; any other needs its service said in the brief, and in the sentence where services share it.
 * A type a family builds is the families' reading, not this one's.
 */
export function matchesIn(sentence: Sentence, brief: readonly Sentence[]): Match[] {
  const { tokens } = sentence;
  const found: Match[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as string;
    for (const name of new Set([...(names().get(first) ?? []), ...(names().get(singular(first)) ?? [])]))
      if (name.words.every((w, k) => saysWord(tokens[i + k], w)))
        found.push({ ...name, start: i, end: i + name.words.length });
  }
  found.push(...joinedIn(tokens));
  const longest = found.filter(
    (m) => !found.some((o) => o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start),
  );
  const kept: Match[] = [];
  const inBrief = (o: Match) => brief.some((b) => familySaid(b, o.family, b === sentence ? o : undefined));
  // a plain name stands for its service's type beside its service's word, or beside another of
  // that service's types in a brief that names the service ("the POST method ... a Pet model")
  const sibling = (o: Match) =>
    found.some((x) => {
      const gap = x.end <= o.start ? o.start - x.end : x.start >= o.end ? x.start - o.end : -1;
      return x.family === o.family && x.type !== o.type && gap >= 0 && gap <= PLAIN_NAME_REACH;
    });
  // a plain name given a name of its own ("a Pet model", "the model named OrderInput") is a thing
  // of the service the brief names, not a word of the language
  const givenName = (o: Match) =>
    (sentence.given[o.start - 1] === true ||
      (NAMING_WORDS.has(tokens[o.end] ?? '') && tokens[o.end + 1] !== undefined)) &&
    // and no other service with a type of these words is said beside it (a SageMaker model)
    !longest.some(
      (x) =>
        x.family !== o.family &&
        x.start === o.start &&
        x.end === o.end &&
        familySaid(sentence, x.family, x, PLAIN_NAME_REACH),
    );
  for (const m of longest) {
    if (NAMED_TYPES[m.type]?.f || familyOwns(m)) continue;
    if (negatedAt(tokens, m.start)) continue;
    const rivals = longest.filter((o) => o.start === m.start && o.end === m.end && !NAMED_TYPES[o.type]?.f);
    const plain = m.words.length < 2 || m.words.every((w) => PLAIN_NAME_WORDS.has(w));
    const said = (o: Match) =>
      plain
        ? familySaid(sentence, o.family, o, PLAIN_NAME_REACH) || ((sibling(o) || givenName(o)) && inBrief(o))
        : inBrief(o);
    if (!said(m)) continue;
    const saidHere = rivals.filter(
      (o) =>
        said(o) && (rivals.length === 1 || familySaid(sentence, o.family, o) || sibling(o) || givenName(o)),
    );
    if (saidHere.length === 1 && saidHere[0] === m) kept.push(m);
  }
  return kept;
}

let JOINING: TypeName[] | undefined;
/** Types named for joining two things ("SubnetNetworkAclAssociation"), by their joining word. */
const joiningTypes = () => {
  JOINING ??= [...names().values()]
    .flat()
    .filter((n) => n.words.length >= 3 && JOINING_VERBS[n.words.at(-1) ?? '']);
  return JOINING;
};

/**
 * Joining types the sentence says with a verb: every word of the two things joined is in it, and
 * the verb ("associate", "attached"); the match spans the verb, so no other reading is dropped.
 */
function joinedIn(tokens: readonly string[]): Match[] {
  const found: Match[] = [];
  for (const name of joiningTypes()) {
    const verb = JOINING_VERBS[name.words.at(-1) ?? ''] as string;
    const at = tokens.findIndex((t) => t.startsWith(verb) && !JOINING_VERBS[t]);
    if (at < 0) continue;
    const parts = name.words.slice(0, -1);
    if (parts.every((w) => tokens.some((t) => saysWord(t, w))))
      found.push({ ...name, start: at, end: at + 1 });
  }
  // the one that says most of the sentence ("transit gateway VPC attachment", not "transit gateway attachment")
  const most = Math.max(0, ...found.map((m) => m.words.length));
  return found.filter((m) => m.words.length === most);
}

const CIDR = /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/;

/** A word written as a name: parts joined by - _ : / ("AWS-RunPatchBaseline"), or camel case. */
const WRITTEN_AS_NAME = /[A-Za-z0-9][-_:/][A-Za-z0-9]|[a-z][A-Z]/;

/** A schema's pattern as a JavaScript one, when it is one JavaScript reads. */
function patternOf(pat: string): RegExp | undefined {
  try {
    return new RegExp(pat, 'u');
  } catch {
    return undefined;
  }
}

/** The value the sentence states for one property, if any. */
function statedValue(
  name: string,
  spec: PropertySpec,
  sentence: Sentence,
  quote: string,
): string | number | undefined {
  if (spec.ref) return undefined;
  if (spec.e?.length) {
    const hits = spec.e
      .filter((v): v is string => typeof v === 'string' && v.length >= 2)
      .map((v) => ({ v, words: v.toLowerCase().match(/[a-z0-9]+/g) ?? [] }))
      .filter(({ words }) =>
        sentence.tokens.some(
          (_, i) => words.length > 0 && words.every((w, k) => sentence.tokens[i + k] === w),
        ),
      )
      .sort((a, b) => b.words.length - a.words.length);
    return hits[0]?.v;
  }
  if (spec.t === 's' && /cidr/i.test(name)) return CIDR.exec(sentence.raw)?.[0];
  // the resource's own name, or the property that is the thing the type names (a user pool
  // domain's Domain): the name given after its words ("a hosted UI domain named shop-login")
  if (spec.own || (spec.t === 's' && name.toLowerCase() === quote.toLowerCase().split(/\s+/).at(-1))) {
    // where the brief said it in other words ("hosted UI domain" for "user pool domain"), after their last word
    const last = quote.toLowerCase().split(/\s+/).at(-1) ?? '';
    const at = sentence.raw.toLowerCase().indexOf(quote.toLowerCase());
    const lastAt = new RegExp(`\\b${last}\\b`, 'i').exec(sentence.raw);
    const after =
      at >= 0
        ? sentence.raw.slice(at + quote.length)
        : lastAt
          ? sentence.raw.slice(lastAt.index + last.length)
          : '';
    return /^\W{0,3}(?:\w+\s+){0,2}?(?:named|called|prefix)\s+["'`]?([A-Za-z0-9][\w\-/.:]{1,63}?)["'`]?(?=[\s,.;]|$)/i.exec(
      after,
    )?.[1];
  }
  // a name of something the resource works with, written as one ("runs the AWS-RunPatchBaseline
  // document"): a word with capitals or digits joined by - _ : / or in camel case, that the
  // property's pattern takes
  if (spec.t === 's' && spec.pat) {
    const pattern = patternOf(spec.pat);
    return (sentence.raw.match(/[A-Za-z0-9][\w\-/.:]*[A-Za-z0-9]/g) ?? []).find(
      (w) => WRITTEN_AS_NAME.test(w) && /[A-Z0-9]/.test(w) && pattern?.test(w) === true,
    );
  }
  if (spec.t === 'i' || spec.t === 'n') {
    const word = nameWords(name).at(-1) ?? '';
    for (let j = 0; j < sentence.tokens.length; j++) {
      if (!saysWord(sentence.tokens[j], word)) continue;
      const next = ['of', 'is', 'to'].includes(sentence.tokens[j + 1] ?? '') ? j + 2 : j + 1;
      const n = Number(sentence.tokens[next]);
      if (sentence.tokens[next] !== undefined && Number.isFinite(n)) return n;
    }
  }
  return undefined;
}

/** Words of a setting's name that say nothing of which setting it is. */
const PLAIN_SETTING_WORDS = new Set([
  'enabled',
  'enable',
  'is',
  'type',
  'mode',
  'config',
  'configuration',
  'value',
]);

/**
 * Optional settings the sentence states (schema `v`): every word of the setting's name is in the
 * sentence ("validate request body" -> ValidateRequestBody; at least two, so one common word says
 * no setting), then a yes/no is yes unless a negation stands before its words, a number follows its
 * last word, and an allowed value is written within four words of them ("enabled" says "enable").
 */
function settingsIn(
  spec: Record<string, PropertySpec>,
  sentence: Sentence,
): Record<string, string | number | boolean> {
  const { tokens } = sentence;
  const values: Record<string, string | number | boolean> = {};
  for (const [name, inner] of Object.entries(spec)) {
    const text = textSaid(name, inner, sentence.raw);
    if (text !== undefined) values[name] = text;
    const window = settingWritten(name, tokens) ?? settingSaid(name, tokens);
    if (!window) {
      const counted = countSaidBefore(name, inner, tokens);
      if (counted !== undefined) values[name] = counted;
      continue;
    }
    const { first, last } = window;
    if (inner.t === 'b') values[name] = !negatedAt(tokens, first);
    else if (inner.t === 'i' || inner.t === 'n') {
      // the number after the setting, past the words that join them ("of", "set to", "is")
      let at = last + 1;
      while (at <= last + 2 && VALUE_JOINS.has(tokens[at] ?? '')) at++;
      const n = Number(tokens[at]);
      if (Number.isFinite(n) && tokens[at] !== undefined) values[name] = n;
    } else if (inner.e) {
      const hit = allowedValueNear(inner.e, tokens, first, last);
      if (hit !== undefined) values[name] = hit;
    }
  }
  return values;
}

/**
 * A free text the sentence gives a setting that holds one (`Description`), in quotes after the
 * setting's word or another word for it ("with the description 'Org-wide plan'", "described as
 * \"core\""); a text without quotes is not read, where it ends is not known.
 */
function textSaid(name: string, spec: PropertySpec, raw: string): string | undefined {
  const word = nameWords(name).at(-1) ?? '';
  if (spec.t !== 's' || spec.e || !TEXT_NAME_WORDS.has(word)) return undefined;
  const words = [word, ...(NAME_WORD_SYNONYMS[word] ?? [])].join('|');
  const joins = [...NAME_VALUE_JOINS].filter(Boolean).join('|');
  const quoted = new RegExp(
    `(?:^|[^\\p{L}])(?:${words})(?:\\s+(?:${joins})){0,2}\\s*[:=]?\\s*["'“‘\`]([^"“”‘’\`\\n]{1,200}?)["'”’\`](?![\\w])`,
    'iu',
  );
  return quoted.exec(raw)?.[1]?.trim();
}

/** Words between a setting and its number ("a period of 60", "AmazonSideAsn set to 65001"). */
const VALUE_JOINS = new Set(['of', 'to', 'is', 'set', 'at', 'equal', 'equals']);

/** Where a setting is written as CloudFormation writes it, one word ("DefaultRouteTablePropagation"). */
function settingWritten(
  name: string,
  tokens: readonly string[],
): { first: number; last: number } | undefined {
  const written = nameWords(name).join('');
  const at = tokens.indexOf(written);
  return written.length >= 6 && at >= 0 ? { first: at, last: at } : undefined;
}

/**
 * A count written before the things a counting setting counts, its counting word unsaid ("2
 * secondary private IP addresses": `SecondaryPrivateIpAddressCount`).
 */
function countSaidBefore(name: string, spec: PropertySpec, tokens: readonly string[]): number | undefined {
  const words = nameWords(name);
  if (spec.t !== 'i' || !COUNT_NAME_WORDS.has(words.at(-1) ?? '')) return undefined;
  const things = name.slice(0, name.toLowerCase().lastIndexOf(words.at(-1) as string));
  const window = things ? settingSaid(things, tokens) : undefined;
  const n = window ? Number(tokens[window.first - 1]) : Number.NaN;
  return window && tokens[window.first - 1] !== undefined && Number.isInteger(n) ? n : undefined;
}

/** Where a setting's words stand together (at least two, so one common word says no setting). */
function settingSaid(name: string, tokens: readonly string[]): { first: number; last: number } | undefined {
  const words = nameWords(name).filter((w) => !PLAIN_SETTING_WORDS.has(w));
  if (words.length < 2) return undefined;
  const places = words.map((w) =>
    tokens.flatMap((t, i) => (saysWord(t, w) || (w.length >= 5 && t.startsWith(w)) ? [i] : [])),
  );
  if (places.some((p) => p.length === 0)) return undefined;
  // the words of one setting stand together, not across the sentence: the closest of each to one of the first's
  const windows = (places[0] as number[]).map((anchor) => {
    const at = places.map((p) =>
      p.reduce((best, i) => (Math.abs(i - anchor) < Math.abs(best - anchor) ? i : best)),
    );
    return { first: Math.min(...at), last: Math.max(...at) };
  });
  const window = windows.sort((a, b) => a.last - a.first - (b.last - b.first))[0];
  return window && window.last - window.first <= words.length + 4 ? window : undefined;
}

/**
 * The allowed value written nearest a setting's words, after them first ("propagation disabled,
 * DNS support enabled": each its own), within four words ("enabled" says "enable").
 */
function allowedValueNear(
  allowed: readonly (string | number)[],
  tokens: readonly string[],
  first: number,
  last: number,
): string | number | undefined {
  const says = (t: string) =>
    allowed.find(
      (v) =>
        typeof v === 'string' && v.length >= 3 && (t === v.toLowerCase() || t.startsWith(v.toLowerCase())),
    );
  const order = [
    ...tokens.slice(last + 1, last + 5),
    ...tokens.slice(Math.max(0, first - 4), first).reverse(),
  ];
  for (const t of order) {
    const hit = says(t);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Values the sentence states for the required properties (nested objects' too), by dotted path. */
function statedValues(
  spec: Record<string, PropertySpec>,
  sentence: Sentence,
  quote: string,
  prefix = '',
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, inner] of Object.entries(spec)) {
    if (inner.t === 'o' && inner.p)
      Object.assign(values, statedValues(inner.p, sentence, quote, `${prefix}${name}.`));
    else {
      const value = statedValue(name, inner, sentence, quote);
      if (value !== undefined) values[`${prefix}${name}`] = value;
    }
  }
  return values;
}

/** Values AWS provides for a type's required properties that the sentence says in words (see `KNOWN_VALUES_BY_WORDS`). */
function knownValues(type: string, sentence: Sentence): Record<string, string> {
  const said = sentence.raw.toLowerCase();
  return Object.fromEntries(
    Object.entries(KNOWN_VALUES_BY_WORDS[type] ?? {}).flatMap(([name, values]) => {
      const hit = values.find(([, words]) => words.test(said));
      return hit ? [[name, hit[0]]] : [];
    }),
  );
}

/** The registry types the brief names, each once, with the values it states for them. */
export function namedTypesIn(brief: string): NamedType[] {
  const byType = new Map<string, NamedType>();
  const sentences = sentencesOf(brief);
  /** the types the last sentence that named any named: a sentence naming none goes on about them */
  let spokenOf: Match[] = [];
  for (const sentence of sentences) {
    const matches = matchesIn(sentence, sentences);
    if (matches.length === 0)
      for (const m of spokenOf) {
        const before = byType.get(m.type);
        const settings = settingsIn(NAMED_TYPES[m.type]?.v ?? {}, sentence);
        if (before) byType.set(m.type, { ...before, values: { ...settings, ...before.values } });
      }
    else spokenOf = matches;
    for (const m of matches) {
      const quote = m.words.join(' ');
      const spec = NAMED_TYPES[m.type];
      const values = {
        ...knownValues(m.type, sentence),
        ...settingsIn(spec?.v ?? {}, sentence),
        ...statedValues(spec?.r ?? {}, sentence, quote),
      };
      const before = byType.get(m.type);
      byType.set(
        m.type,
        before ? { ...before, values: { ...values, ...before.values } } : { type: m.type, quote, values },
      );
    }
  }
  return [...byType.values()].slice(0, MAX_NAMED_TYPES);
}
