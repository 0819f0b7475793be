/**
 * Registry types a brief names by their words: `AWS::EC2::TransitGateway` is "a transit gateway",
 * `AWS::ApiGateway::RequestValidator` "a request validator", `AWS::KMS::Alias` "a KMS alias" (a
 * name word too common to say a type alone needs its service's word beside it). The words come
 * from the type names themselves, with the few other ways of saying them in named-type-words.ts.
 * For each type named, the values the brief states for its required properties in the same
 * sentence are read too: one of a property's allowed values, a range for a CIDR, a name given to
 * it ("named ..."), a number after the property's own word. Building them is raw/named-types.ts.
 */
import type { NamedType, NamedTypeSpec, PropertySpec } from './named-type-spec';
import { FAMILY_WORDS, JOINING_VERBS, NOT_WORDS, PLAIN_NAME_WORDS, WORD_FORMS } from './named-type-words';
import data from './named-types-data.json' with { type: 'json' };

export type { NamedType } from './named-type-spec';

export const NAMED_TYPES = data.types as unknown as Record<string, NamedTypeSpec>;

/** At most this many types are read from one brief. */
export const MAX_NAMED_TYPES = 12;

/** "TransitGatewayVpcAttachment" -> transit, gateway, vpc, attachment; "EIPAssociation" -> eip, association. */
export const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);

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
}

/** The brief's sentences as lower-case word tokens, with the other ways of saying name words rewritten. */
export function sentencesOf(brief: string): Sentence[] {
  return brief
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((s) => s.trim())
    .map((raw) => {
      const words = raw.toLowerCase().match(/[a-z0-9]+/g) ?? [];
      const tokens: string[] = [];
      for (let i = 0; i < words.length; ) {
        const form = WORD_FORMS.filter(([said]) => said.every((w, k) => words[i + k] === w)).sort(
          (a, b) => b[0].length - a[0].length,
        )[0];
        if (form) {
          tokens.push(...form[1]);
          i += form[0].length;
        } else tokens.push(words[i++] as string);
      }
      return { raw, tokens };
    });
}

const saysWord = (token: string | undefined, word: string) =>
  token !== undefined && (token === word || singular(token) === word);

/** Whether the service is said in the sentence (before the mention, within `reach` words, when given). */
function familySaid(
  tokens: readonly string[],
  family: string,
  m: { start: number; end: number },
  reach?: number,
): boolean {
  const words = [family, ...(FAMILY_WORDS[family] ?? [])];
  const from = reach === undefined ? 0 : Math.max(0, m.start - reach);
  const to = reach === undefined ? tokens.length : m.end + reach;
  // the mention's own words do not say its service ("subnet" is not the EC2 service saying a subnet)
  return tokens
    .slice(from, to)
    .some(
      (t, k) =>
        (from + k < m.start || from + k >= m.end) && (words.includes(t) || words.includes(singular(t))),
    );
}

interface Match extends TypeName {
  start: number;
  end: number;
}

/** The types named in one sentence: the longest names, each said with its service where its words alone do not say it. */
export function matchesIn({ tokens }: Sentence): Match[] {
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
  for (const m of longest) {
    if (tokens.slice(Math.max(0, m.start - 3), m.start).some((t) => NOT_WORDS.has(t))) continue;
    // a family's own one-word name ("bucket", "key", "instance") is the families' reading, not this one's
    if (m.words.length < 2 && NAMED_TYPES[m.type]?.f) continue;
    const rivals = longest.filter((o) => o.start === m.start && o.end === m.end);
    const plain = m.words.length < 2 || m.words.every((w) => PLAIN_NAME_WORDS.has(w));
    // a common name needs its service in the sentence, and so does a name several services share
    // a name of one word ("alias", "user") needs its service beside it: "a KMS alias", "the alias for the key"
    const reach = m.words.length < 2 ? 3 : undefined;
    const said = familySaid(tokens, m.family, m, reach);
    const saidRivals = rivals.filter((o) => familySaid(tokens, o.family, o, reach));
    if (said && saidRivals.length === 1) kept.push(m);
    else if (!plain && rivals.length === 1) kept.push(m);
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
  if (spec.own) {
    const at = sentence.raw.toLowerCase().indexOf(quote.toLowerCase());
    const after = at >= 0 ? sentence.raw.slice(at + quote.length) : '';
    return /^\W{0,3}(?:\w+\s+){0,2}?(?:named|called)\s+["'`]?([A-Za-z0-9][\w\-/.:]{1,63}?)["'`]?(?=[\s,.;]|$)/i.exec(
      after,
    )?.[1];
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

/** The registry types the brief names, each once, with the values it states for them. */
export function namedTypesIn(brief: string): NamedType[] {
  const byType = new Map<string, NamedType>();
  for (const sentence of sentencesOf(brief))
    for (const m of matchesIn(sentence)) {
      const quote = m.words.join(' ');
      const values = statedValues(NAMED_TYPES[m.type]?.r ?? {}, sentence, quote);
      const before = byType.get(m.type);
      byType.set(
        m.type,
        before ? { ...before, values: { ...values, ...before.values } } : { type: m.type, quote, values },
      );
    }
  return [...byType.values()].slice(0, MAX_NAMED_TYPES);
}
