import {
  ARABIC_EACH,
  ARABIC_EACH_BACK,
  ARABIC_EACH_ONE,
  ARABIC_OWN_AFTER,
  FOR_EACH_OF,
  ONE_FOR_EACH,
  OWN_GIVING,
} from '../grammar-words';
import { VENDOR_NOT_SERVICES } from '../lexicon';
import type { Connection, NotBuilt } from '../plan';
import type { Requirements, WorkloadKind } from '../requirements';
import { SERVICES, serviceById } from '../services/index';
import { CHANGES, FORWARD, RUNS_ON_IT } from '../services/relations';
import type { Need, ServiceSettings, ServiceSpec } from '../services/types';
import { DATABASE_FAMILIES } from '../services/workloads';
import { flowSteps, type Named } from './chain';
import { clauseAfter, clauseBefore } from './clauses';
import { countOfMention, namesListed, oneMore, sizingWords, unnamedOthers } from './counts';
import { idiomsIn } from './idioms';
import { FILL, foldPattern, foldText } from './normalise';
import { refusesPlural, singularised } from './plurals';
import { writtenValues } from './written-values';

interface Mention {
  spec: ServiceSpec;
  index: number;
  end: number;
  phrase: string;
  /** names the service (a product name, or a generic word where the brief names no workload) */
  named: boolean;
  /** a product name ("Lambda", "لامدا"), not a generic word ("a function", "دالة") */
  product: boolean;
}

export interface ServiceReading {
  /** whether the brief names at least one service outright: then the design is built from services */
  named: boolean;
  services: NonNullable<Requirements['services']>;
  connections: Connection[];
  not_built: NotBuilt[];
  /** a network was named on its own (a VPC, subnets) */
  network: boolean;
  /** workloads the named services are built by (S3 is the object-storage block), and how many the brief asks for */
  workloads: { kind: WorkloadKind; reason: string; count?: number; names?: string[] }[];
  /** how many edges the brief's own words join (services named in a row, or joined by a verb), not those added to fill the graph */
  joined?: number;
}

/** The lead architect's containers block (design.ts): it brings its own load balancer. */
export const CONTAINERS_BLOCK = 'App';

/**
 * The workloads whose store the lead architect builds as many times as the brief asks ("three
 * buckets", "two tables"), one block each (Files, Files2...): one more of a family built by
 * another workload's block is that same one.
 */
export const SEVERAL_STORES: ReadonlySet<WorkloadKind> = new Set(['file-storage', 'key-value', 'streaming']);

/**
 * The workloads whose count a mention states reaches the plan: the several stores, each a block,
 * and container services ("three ECS services", "ثلاث خدمات ECS"), several services of one block
 * behind its one load balancer.
 */
export const COUNTED_WORKLOADS: ReadonlySet<WorkloadKind> = new Set([...SEVERAL_STORES, 'containers']);

/** Whether a brief may ask for several of a family, each a service of its own. */
const canBeSeveral = (spec: ServiceSpec) =>
  !spec.single && (spec.workload ? SEVERAL_STORES.has(spec.workload) : spec.build !== undefined);

/** The block name a workload-built service gets from the lead architect (design.ts). */
export const WORKLOAD_BLOCK: Partial<Record<WorkloadKind, string>> = {
  'file-storage': 'Files',
  'key-value': 'Items',
  streaming: 'Events',
  'user-sign-in': 'Users',
  'relational-database': 'Database',
  cache: 'Cache',
  'shared-files': 'Shared',
  search: 'Search',
  'static-site': 'Site',
  'data-lake': 'Lake',
  // servers named on EC2 are the lead architect's web-servers block
  'web-app': 'Web',
  containers: CONTAINERS_BLOCK,
};

const FOLDED = new WeakMap<RegExp, RegExp>();
/** A vocabulary pattern as it reads the folded brief (see normalise.ts), made once. */
function globalFolded(pattern: RegExp): RegExp {
  let folded = FOLDED.get(pattern);
  if (!folded) {
    folded = new RegExp(foldPattern(pattern.source), 'g');
    FOLDED.set(pattern, folded);
  }
  folded.lastIndex = 0;
  return folded;
}

/**
 * The services named inside the given stretches (what a negation reaches): their mentions, by
 * any of their words, generic ones included.
 */
export function mentionsWithin(
  text: string,
  stretches: readonly { start: number; end: number }[],
): { spec: ServiceSpec; phrase: string; start: number; end: number }[] {
  return mentionsOf(text, true)
    .filter((m) => stretches.some((s) => m.index >= s.start && m.end <= s.end))
    .map((m) => ({ spec: m.spec, phrase: m.phrase, start: m.index, end: m.end }));
}

/** Every place the brief names a service, longest first where phrases overlap ("step functions" over "functions"). */
function mentionsOf(text: string, phrasesName: boolean): Mention[] {
  const all: Mention[] = [];
  // Arabic is read folded (letters written several ways, plural endings, the article), and English
  // plurals as their singular ("databases", "lambdas"): same places, each reading matched
  const folded = foldText(text);
  const singular = singularised(folded, FILL);
  const readings = singular === folded ? [folded] : [folded, singular];
  readings.forEach((reading, i) => {
    readMentions(text, reading, phrasesName, all, i > 0);
  });
  all.sort((a, b) => b.end - b.index - (a.end - a.index) || Number(b.named) - Number(a.named));
  // the letters of an address name nothing ("/svc/api" is a log group's name, not an API), nor
  // those of a name written as an identifier ("tracker-api", "order-events"), nor an idiom's ("off the table")
  const values = [...writtenValues(text), ...identifiersIn(text, all), ...idiomsIn(text)];
  const taken: Mention[] = [];
  for (const m of all) {
    if (values.some((v) => m.index >= v.start && m.end <= v.end)) continue;
    const over = taken.find(
      (t) => m.index < t.end && t.index < m.end && !m.spec.said_with?.includes(t.spec.id),
    );
    // a generic phrase that holds its family's name ("موضوع sns") names it as the name does
    if (over && m.named && over.spec === m.spec) {
      over.named = true;
      over.product ||= m.product;
    }
    if (over) continue;
    taken.push(m);
  }
  // where two start at one place (an alarm inside the words of the topic it mails), the shorter comes first
  return withoutSoftware(
    text,
    taken.sort((a, b) => a.index - b.index || a.end - b.end),
  );
}

/**
 * Adds to `all` the mentions of every service in one reading of the brief (see mentionsOf). A
 * reading beyond the first only adds what the first missed: a mention it finds over one of the
 * same service keeps the first's, and a pattern that refuses a plural on purpose is not read in it.
 */
function readMentions(
  text: string,
  folded: string,
  phrasesName: boolean,
  all: Mention[],
  extra: boolean,
): void {
  const found = (spec: ServiceSpec, index: number, end: number) =>
    all.some(
      (k) => k.spec === spec && (extra ? k.index < end && index < k.end : k.index === index && k.end === end),
    );
  for (const spec of SERVICES) {
    for (const [pattern, named, product] of [
      [spec.names, true, true],
      [spec.phrases, phrasesName, false],
      [spec.arabic, true, true],
      [spec.arabic_phrases, phrasesName, false],
    ] as const) {
      if (!pattern || (extra && refusesPlural(pattern))) continue;
      for (const m of folded.matchAll(globalFolded(pattern))) {
        // a match that stops before a word's folded ending ("دالتنا" read as "داله", "lambdas" as
        // "lambda") quotes the whole word
        let end = m.index + m[0].length;
        while (folded[end] === FILL && /[\u0621-\u064aA-Za-z]/.test(text[end] ?? '')) end++;
        const phrase = text.slice(m.index, end);
        if (!phrase.trim()) continue;
        if (found(spec, m.index, end)) continue;
        all.push({ spec, index: m.index, end, phrase: phrase.trim(), named, product });
      }
    }
  }
  // a word of several senses names the family whose words are near it in its clause (a few words either side)
  const NEAR_REACH = 40;
  for (const spec of SERVICES) {
    for (const { words, near } of spec.named_near ?? []) {
      for (const m of folded.matchAll(globalFolded(words))) {
        const end = m.index + m[0].length;
        if (found(spec, m.index, end)) continue;
        const before = clauseBefore(folded.slice(0, m.index), NEAR_REACH);
        const after = clauseAfter(folded.slice(end), NEAR_REACH);
        if (!globalFolded(near).test(`${before} ${after}`)) continue;
        all.push({
          spec,
          index: m.index,
          end,
          phrase: text.slice(m.index, end).trim(),
          named: true,
          product: true,
        });
      }
    }
  }
}

/**
 * A name written as an identifier: words joined by hyphens or underscores ("tracker-api",
 * "order-events", "nightly_tests"). An AWS id ("vpc-0a1b2c3d") names what the account has, and a
 * compound adjective ("lambda-backed", "mysql-compatible") qualifies the service it holds: neither
 * is a name.
 */
const IDENTIFIER = /(?<![\w./@-])[a-z0-9]+(?:[-_][a-z0-9]+)+(?![\w@-]|\.[a-z0-9])/g;
const AWS_ID_PART = /^(?=[0-9a-f]*\d)[0-9a-f]{8,}$/;
const ADJECTIVE_PART = /(?:ed|ble)$/;

/**
 * The identifiers of the brief that a service's words only part of: names the brief gives
 * ("a CodeBuild project tracker-build"), whose letters name nothing. One a service's words
 * cover whole ("step-functions", "e-mail") is that service.
 */
function identifiersIn(text: string, mentions: readonly Mention[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const m of text.matchAll(IDENTIFIER)) {
    const [start, end] = [m.index, m.index + m[0].length];
    const parts = m[0].split(/[-_]/);
    if (parts.some((p) => AWS_ID_PART.test(p) || ADJECTIVE_PART.test(p))) continue;
    const inside = mentions.filter((k) => k.index < end && start < k.end);
    if (inside.length === 0 || inside.some((k) => k.index <= start && k.end >= end)) continue;
    out.push({ start, end });
  }
  return out;
}

/** Mentions that name software a server runs, not a service beside it: dropped. */
function withoutSoftware(text: string, mentions: Mention[]): Mention[] {
  let server: Mention | undefined;
  return mentions.filter((m) => {
    if (server && !m.spec.runs_code && RUNS_ON_IT.test(text.slice(server.end, m.index))) return false;
    server = m.spec.runs_code ? m : undefined;
    return true;
  });
}

/**
 * The words of the brief that qualify a mention: those after it up to the next service named or
 * the sentence's end, then those before it back to the service named before it or its clause's
 * start ("a queue with a visibility timeout of 15 minutes, then a function", "a 90-second Lambda").
 */
export function wordsOf(text: string, mentions: readonly Mention[], mention: Mention): string {
  const at = mentions.indexOf(mention);
  const before = mentions[at - 1]?.end ?? 0;
  const after = mentions[at + 1]?.index ?? text.length;
  const sentenceStart = Math.max(
    before,
    ...[...text.slice(0, mention.index).matchAll(/[.;!?؟\n](\s|$)/g)].map((m) => m.index + 1),
  );
  const end = /[.;!?؟\n](\s|$)/.exec(text.slice(mention.end));
  const sentenceEnd = Math.min(after, end ? mention.end + end.index : text.length);
  // the words after it first ("a queue named X"), then those before it in its clause ("a 90-second function")
  const leading = text.slice(sentenceStart, mention.index);
  const clause = Math.max(leading.lastIndexOf(','), leading.lastIndexOf('،'));
  return `${text.slice(mention.end, sentenceEnd)} | ${leading.slice(clause + 1)}`;
}

/**
 * One of a service for each of another, in the brief's words: `x` is what there are several of,
 * `y` what each has its own of (words of the language only: the services are the mentions there).
 */
const ONE_EACH: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:each|every) (?<x>[\w-]+(?: [\w-]+)?) (?:${OWN_GIVING.join('|')}) (?:its|their) own (?<y>[\w-]+(?: [\w-]+){0,2})`,
    'dg',
  ),
  new RegExp(
    String.raw`\b(?:${ONE_FOR_EACH.join('|')}) (?<y>[\w-]+(?: [\w-]+){0,2}) (?:${FOR_EACH_OF.join('|')}) (?<x>[\w-]+(?: [\w-]+)?)`,
    'dg',
  ),
  new RegExp(
    String.raw`(?:لكل|ولكل) (?<x>[\u0621-\u064a\w]+) (?<y>[\u0621-\u064a\w]+(?: [\u0621-\u064a\w]+)?) (?:${ARABIC_OWN_AFTER.join('|')})`,
    'dg',
  ),
  // "وكل طابور تقرأ منه دالة", "كل واحدة عليها lambda": each one, then a word pointing back to it, then its own
  new RegExp(
    String.raw`(?<![\u0621-\u064a])(?:${ARABIC_EACH.join('|')}) (?:${ARABIC_EACH_ONE.join('|')}|(?<x>[\u0621-\u064a\w]+))(?: [\u0621-\u064a]+){0,2}? (?:${ARABIC_EACH_BACK.join('|')}) (?<y>[\u0621-\u064a\w]+(?: [\u0621-\u064a\w]+)?)`,
    'dg',
  ),
  // "two queues ..., each with its own Lambda consumer": what there are several of is named before
  /\beach(?: one)?(?: of them)?,? (?:[\w-]+ ){0,2}?(?:its|their) own (?<y>[\w-]+(?: [\w-]+){0,2})/dg,
];

/** How much a service is an entry point: pushers and polled sources start things, callers are started. */
let briefText = '';
const starts = (spec: ServiceSpec) =>
  (spec.emits === 'push' || spec.emits === 'poll') && (!spec.source_when || spec.source_when.test(briefText))
    ? 1
    : 0;

/** The brief names EventBridge Pipes: a queue or stream then reaches whatever a pipe can target. */
let pipesNamed = false;

/** Words that end a clause: what follows has a subject of its own. */
const CLAUSE_END = /[;:]/;

/** Whether `from` can reach `to`; `between` is the brief's words from one to the other, when they are named in a row. */
function canSend(from: ServiceSpec, to: ServiceSpec, between?: string): boolean {
  if (!to.target && !to.permission_of && !to.workload) return false;
  if (from.sends_by && !(between !== undefined && from.sends_by.test(between))) return false;
  const pipe = serviceById('eventbridge-pipes');
  if (pipesNamed && from.emits === 'poll' && from.read !== undefined && pipe?.sends_to?.includes(to.id))
    return true;
  if (!from.sends_to) return false;
  if (from.sends_when && !from.sends_when.test(briefText)) return false;
  return from.sends_to.includes('*') || from.sends_to.includes(to.id);
}

/**
 * What reaching a service means is declared (its actions, the permission it is, or what it brings): a site or a
 * search domain a function "reaches" is no edge a template carries, so adjacency alone, with no
 * verb of the brief's between, never joins one.
 */
const declared = (spec: ServiceSpec): boolean =>
  spec.target !== undefined ||
  spec.permission_of !== undefined ||
  // servers and containers are reached through the load balancer they bring
  (spec.brings ?? []).some((id) => serviceById(id)?.target !== undefined);

/** A store read as a stream (a table's changes) next to what cannot read a stream: a function carries them. */
function bridged(a: ServiceSpec, b: ServiceSpec): boolean {
  const lambda = serviceById('lambda') as ServiceSpec;
  if (a.emits !== 'poll' || !a.source_when?.test(briefText) || b.id === lambda.id) return false;
  // what starts a function of its own (a bus, a schedule) would start that same one: a cycle
  if (b.emits === 'push' && b.needs?.includes(lambda.id) && !canSend(b, a)) return false;
  return canSend(a, lambda) && canSend(lambda, b);
}

const ENRICHMENT = /\benrich(es|ed|ing|ment)?\b|(إثراء|اثراء)/;

const PASCAL = (id: string) =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')
    .replace(/^[^A-Z]+/, '')
    .slice(0, 20);

/**
 * Reads the services a brief names and how they connect: consecutive services joined by the
 * brief's words ("S3 to Lambda to DynamoDB", "process SQS messages with Lambda") become edges in
 * the direction one can reach the other. A service that cannot work alone gets what it needs (an
 * API gets a function behind it, a schedule a function to start).
 */
/** Plain mentions of a service another one named in the brief claims are read as that one (see `claims`). */
function claimed(mentions: Mention[]): Mention[] {
  const claimers = SERVICES.filter((s) => s.claims && mentions.some((m) => m.spec === s));
  return mentions.map((m) => {
    const by = claimers.find((s) =>
      s.claims?.some((c) => c.service === m.spec.id && c.phrase.test(m.phrase.toLowerCase())),
    );
    return by ? { ...m, spec: by } : m;
  });
}

/** "Amazon Xyz" / "AWS Xyz" in the brief's own capitals: product names, known or not. */
const PRODUCT_NAME = /\b(?:Amazon|AWS)\s+(?:[A-Z][\w-]*|\d+)(?:\s+(?:[A-Z][\w-]*|\d+)){0,3}/g;
/** Names that are the vendor's umbrella or glue, not a service to build. */
const NOT_A_SERVICE = new RegExp(String.raw`^(amazon|aws) (${VENDOR_NOT_SERVICES.join('|')})\b`, 'i');

/** Product names the vocabulary does not know: they are listed as not built, never dropped silently. */
function unknownNames(original: string, mentions: readonly Mention[]): NotBuilt[] {
  const out: NotBuilt[] = [];
  for (const m of original.matchAll(PRODUCT_NAME)) {
    const start = m.index;
    const end = start + m[0].length;
    if (NOT_A_SERVICE.test(m[0])) continue;
    if (mentions.some((k) => k.index < end && start < k.end)) continue;
    // "Amazon Elastic Compute Cloud (Amazon EC2)": the name in brackets restates the one just read
    if (mentions.some((k) => k.end <= start && /^\s*\(\s*$/.test(original.slice(k.end, start)))) continue;
    if (out.some((o) => o.phrase.toLowerCase() === m[0].toLowerCase())) continue;
    out.push({
      phrase: m[0],
      reason:
        'Not in the service vocabulary this planner builds from, so nothing was built for it: add it to the template by hand, or generate with a model-backed architect.',
    });
  }
  return out.slice(0, 10);
}

/** The end of a sentence, or of a line of a list. */
const SENTENCE_END = /[.!?؟]\s|\n/g;
/** The same, tested once. */
const SENTENCE_BREAK = new RegExp(SENTENCE_END.source);

/**
 * Where `spec`'s first mention stands in a sentence that sends something to it ("it publishes to",
 * "يُرسل ... إلى") and names no service before it: the first service the sentence before names
 * that `sends` accepts, which is the subject the sentence leaves unnamed (a pronoun, a passive).
 */
function subjectBefore(
  text: string,
  chain: readonly Named<ServiceSpec>[],
  spec: ServiceSpec,
  sends: (item: ServiceSpec) => boolean,
): Named<ServiceSpec> | undefined {
  const mention = chain.find((c) => c.item.id === spec.id);
  if (!mention) return undefined;
  const ends = [...text.slice(0, mention.index).matchAll(SENTENCE_END)].map((m) => m.index + m[0].length);
  const [previous, start] = [ends.at(-2) ?? 0, ends.at(-1)];
  if (start === undefined || chain.some((c) => c.index >= start && c.index < mention.index)) return undefined;
  if (!FORWARD.test(text.slice(start, mention.index))) return undefined;
  return chain.find((c) => c.index >= previous && c.index < start && sends(c.item));
}

/** A count on a workload, said only when more than one (at most ten, as for a service). */
const counted = (n: number) => (n > 1 ? { count: Math.min(10, n) } : {});

/** `words`: the brief's words that qualify this service's mention (see `wordsOf`) */
type ReadNode = {
  name: string;
  spec: ServiceSpec;
  count: number;
  phrase: string;
  words?: string;
  /** the name of each of its copies, where the brief lists them ("three queues: billing, inventory and notifications") */
  names?: string[];
};

/** An English plural ("queues", "buckets"), not a product name that ends so ("sqs", "efs"). */
const PLURAL = /(?:^|\s)[a-z]{2,}[^s\s]s$/;

/**
 * The names a list after mention `m` gives its copies, where the list has as many as the count
 * stated on it, or `m` is a plural with no count (then the list says how many): see namesListed.
 */
function copiesNamed(text: string, original: string, m: Mention, count: number): string[] | undefined {
  const listed = namesListed(text, original, m.end);
  if (!listed) return undefined;
  const arabic = /^[\u0621-\u064a]/.test(m.phrase);
  const fits = count === listed.names.length || (count === 1 && (arabic || PLURAL.test(m.phrase)));
  return fits ? listed.names : undefined;
}

/**
 * The services named that nothing builds, with why. One built on an edge (a VPC link on the edge
 * from an API Gateway to a load balancer) is built when the graph has that edge: an edge's end is
 * the node of that name, and reaching a block reaches what its block brings (the containers' own
 * load balancer).
 */
export function notBuiltOf(
  named: readonly Pick<Mention, 'spec' | 'phrase'>[],
  edges: readonly Connection[],
  nodes: readonly ReadNode[],
): NotBuilt[] {
  const is = (name: string, id: string) =>
    nodes.some((n) => n.name === name && (n.spec.id === id || n.spec.brings?.includes(id)));
  const built = (spec: ServiceSpec) =>
    spec.built_on?.some(([from, to]) => edges.some((e) => is(e.from, from) && is(e.to, to))) ?? false;
  return named
    .filter((m) => !built(m.spec))
    .map((m) => ({
      phrase: m.phrase,
      service: m.spec.label,
      reason: m.spec.why_not ?? 'Synthesis has no compliant building block for it yet.',
    }));
}

export function readServices(
  text: string,
  /** the settings the brief states for a service, in the words that qualify its mention ('' when added, not named) */
  settingsOf: (spec: ServiceSpec, words: string) => ServiceSettings,
  original = text,
  /** read a service's generic phrases ("a function") as naming it: for a brief that names no workload either */
  phrasesName = false,
): ServiceReading {
  briefText = text;
  const mentions = claimed(
    mentionsOf(text, phrasesName).filter((m) => m.spec.id !== 'eventbridge-pipes' || m.named),
  );
  // stores the old building blocks already read (S3, DynamoDB, Kinesis) do not switch to services
  const named = mentions.some((m) => m.named && !m.spec.workload);
  // without a named service the old reading stands, plus the stores named outright (CloudFront, Cognito)
  // a count said on the family's plain word in the same sentence counts the product named there
  // ("two tables in DynamoDB", "ثلاث حاويات في S3")
  const sentenceCount = (m: Mention) =>
    Math.max(
      ...mentions
        .filter(
          (k) =>
            k.spec === m.spec &&
            !SENTENCE_BREAK.test(text.slice(Math.min(k.end, m.end), Math.max(k.index, m.index))),
        )
        .map((k) => countOfMention(text, k.index, k.phrase)),
    );
  const workloadsNamed = mentions
    .filter((m) => m.named && m.spec.workload)
    .map((m) => {
      const kind = m.spec.workload as WorkloadKind;
      const count = COUNTED_WORKLOADS.has(kind) ? sentenceCount(m) : 1;
      // "three buckets: raw, processed and archive": a store for each name listed
      const names = SEVERAL_STORES.has(kind) ? copiesNamed(text, original, m, count) : undefined;
      return {
        kind,
        reason: `the brief names "${m.phrase}"`,
        ...counted(names?.length ?? count),
        ...(names && { names }),
      };
    });
  const unknown = unknownNames(original, mentions);
  if (!named)
    return {
      named,
      services: [],
      connections: [],
      not_built: unknown,
      workloads: workloadsNamed,
      network: false,
    };
  const viaPipe = mentions.some((m) => m.spec.id === 'eventbridge-pipes');
  pipesNamed = viaPipe;
  const nodes = new Map<string, ReadNode>();
  // services named that synthesis builds no block for: not built, unless built on an edge (see notBuiltOf)
  const unbuilt: Mention[] = [];
  const workloads: ServiceReading['workloads'] = [];
  const nameOf = (spec: ServiceSpec) =>
    (spec.workload ? WORKLOAD_BLOCK[spec.workload] : undefined) ?? spec.block_name ?? PASCAL(spec.id);
  const add = (spec: ServiceSpec, phrase: string, count = 1, words?: string) => {
    const known = nodes.get(spec.id);
    if (known) {
      known.count = Math.max(known.count, count);
      if (words) known.words = `${known.words ?? ''} ${words}`;
      return known;
    }
    const node: ReadNode = { name: nameOf(spec), spec, count, phrase, ...(words !== undefined && { words }) };
    nodes.set(spec.id, node);
    if (spec.workload) workloads.push({ kind: spec.workload, reason: `the brief names "${phrase}"` });
    return node;
  };
  /** One more node of `of`'s family (Handler2, Files2): a service of its own. */
  const second = (of: ReadNode, count: number, phrase: string, words?: string): ReadNode => {
    // a node of several is built as that many blocks' worth of copies, the second named as this one would be
    const taken = new Set(
      [...nodes.values()].flatMap((n) => [
        n.name,
        ...Array.from({ length: n.count - 1 }, (_, i) => `${n.name}${i + 2}`),
      ]),
    );
    const base = nameOf(of.spec);
    let name = `${base}2`;
    for (let i = 3; taken.has(name); i++) name = `${base}${i}`;
    const node: ReadNode = { name, spec: of.spec, count, phrase, ...(words !== undefined && { words }) };
    nodes.set(`${of.spec.id}#${name}`, node);
    return node;
  };
  const chain: Named<ServiceSpec>[] = [];
  /** the item the flow knows a node by: a family's first node by its spec, each one more by a copy of it */
  const copies = new Map<ServiceSpec, ReadNode>();
  /** the last node of each family and the mention that named it: later mentions mean it, or one more */
  const latest = new Map<string, { node: ReadNode; item: ServiceSpec; mention: Mention }>();
  // "check credit with one function, then notify with another": the other is a mention of its own
  const others = unnamedOthers(text, mentions, (m) => countOfMention(text, m.index, m.phrase)).map(
    (o): Mention => ({ ...o.of, index: o.index, end: o.end, phrase: o.phrase }),
  );
  const placed = [...mentions, ...others].sort((a, b) => a.index - b.index);
  /** each node that is one more of its family, and its family's first node */
  const oneMoreOf = new Map<ReadNode, ReadNode>();
  for (const m of placed) {
    // pipes are how edges are built and the VPC is the network block: neither is a node
    if (m.spec.id === 'eventbridge-pipes' || m.spec.id === 'vpc') continue;
    if (!m.spec.build && !m.spec.workload && !m.spec.permission_of) {
      if (!unbuilt.some((n) => n.spec === m.spec)) unbuilt.push(m);
      continue;
    }
    // "three Kafka brokers": the count sizes one cluster, read by its settings from the words around it
    const sizing = sizingWords(m.spec, text, m);
    const stated = sizing || m.spec.single ? 1 : countOfMention(text, m.index, m.phrase);
    // "three queues: billing, inventory and notifications": one of it for each name listed
    const names = sizing || m.spec.single ? undefined : copiesNamed(text, original, m, stated);
    const count = names?.length ?? stated;
    const words = `${wordsOf(text, placed, m)}${sizing ? ` | ${sizing}` : ''}`;
    const last = latest.get(m.spec.id);
    let item: ServiceSpec = m.spec;
    const part = m.spec.part_words?.test(m.phrase.toLowerCase()) ?? false;
    if (last && canBeSeveral(m.spec) && (others.includes(m) || (!part && oneMore(text, last.mention, m)))) {
      // one more of a family named already: a service of its own, with its own words and edges
      const node = second(last.node, count, m.phrase, words);
      if (names) node.names = names;
      oneMoreOf.set(node, nodes.get(m.spec.id) ?? last.node);
      item = { ...m.spec };
      copies.set(item, node);
      latest.set(m.spec.id, { node, item, mention: m });
    } else if (last) {
      last.node.count = Math.max(last.node.count, count);
      if (names && !last.node.names) last.node.names = names;
      last.node.words = `${last.node.words ?? ''} ${words}`;
      item = last.item;
      latest.set(m.spec.id, { ...last, mention: m });
    } else {
      const node = add(m.spec, m.phrase, count, words);
      if (names) node.names = names;
      latest.set(m.spec.id, { node, item, mention: m });
    }
    chain.push({ item, index: m.index, end: m.end, named: m.named });
  }
  // "each queue has its own worker function", "one function per queue": as many as there are of the other
  for (const pattern of ONE_EACH) {
    for (const m of text.matchAll(pattern)) {
      const [x, y] = [m.indices?.groups?.x, m.indices?.groups?.y];
      const named = (span?: [number, number]) =>
        span && mentions.find((n) => n.index >= span[0] && n.end <= span[1] + 1);
      // with no name of its own, what "each" counts is the last one named several of before it
      const before = placed.findLast((n) => n.end <= m.index && (latest.get(n.spec.id)?.node.count ?? 1) > 1);
      const [each, own] = [x ? named(x) : before, named(y)];
      const [of, per] = [each && nodes.get(each.spec.id), own && nodes.get(own.spec.id)];
      if (of && per && of !== per && !per.spec.single) per.count = Math.max(per.count, of.count);
    }
  }
  const edges = new Map<string, Connection>();
  /** the node later mentions of a family mean, once the brief has named a second one (see link) */
  const current = new Map<string, ReadNode>();
  const nodeOf = (spec: ServiceSpec) => copies.get(spec) ?? current.get(spec.id) ?? nodes.get(spec.id);
  /**
   * Joins `a` to `b`. Where the words say so (`stated`) and `b` already reaches `a`, the flow
   * would come back into where it started (a function sends to a queue that starts that same
   * function): the `b` the words mean is a second one of its family, when that family runs code
   * (a worker beside the producer), and the brief's later mentions of it mean the second one.
   */
  const link = (a: ServiceSpec, b: ServiceSpec, reason: string, stated = false, access?: 'read') => {
    const from = nodeOf(a);
    let to = nodeOf(b);
    if (!from || !to || from === to) return;
    if (edges.has(`${to.name}>${from.name}`)) {
      if (!stated || b.emits !== 'call' || b.workload) return;
      const worker = second(to, 1, to.phrase, to.words);
      current.set(b.id, worker);
      to = worker;
    }
    const key = `${from.name}>${to.name}`;
    if (edges.has(key)) return;
    const pipe = viaPipe && a.emits === 'poll' && !b.permission_of;
    edges.set(key, {
      from: from.name,
      to: to.name,
      reason,
      ...(pipe ? { via: 'pipe' as const } : {}),
      ...(access ? { access } : {}),
    });
  };
  const lambda = serviceById('lambda') as ServiceSpec;
  // the services of the clause so far: a verb's subject may be named before the one next to it
  let clause: ServiceSpec[] = [];
  /** the service a phrase after it qualifies ("a function behind an API", "triggered by a queue") */
  let qualified: ServiceSpec | undefined;
  for (const { from: a, to: b, fromNamed, stated, toward, between, after, relation } of flowSteps(
    text,
    chain,
  )) {
    const continues = clause.at(-1) === a && !CLAUSE_END.test(between);
    if (!continues) clause = [a];
    clause.push(b);
    const head = continues ? qualified : undefined;
    // a caller that takes from a store only reads it, unless a verb joining the two changes it too
    // ("reads from and updates the table", "reads the order from the table and marks it paid")
    const reading =
      relation === 'takes' && starts(b) === 0 && !CHANGES.test(between) && !CHANGES.test(after)
        ? ('read' as const)
        : undefined;
    qualified = relation === 'backward' ? a : undefined;
    if (a.id === b.id) continue;
    // the verb after such a phrase is the qualified one's ("the function behind the API puts each order
    // on a stream": the function puts it)
    if (
      (relation === 'forward' || relation === 'takes') &&
      head &&
      head.id !== b.id &&
      canSend(head, b, between)
    ) {
      link(head, b, `the brief has ${head.label} reach ${b.label}`, true, reading);
      continue;
    }
    // words of time between a service and its verb qualify the verb ("a function runs every hour and
    // publishes to a topic"): the clause's subject before them acts
    const timed = a.time_phrases && !fromNamed && (relation === 'forward' || relation === 'takes');
    const actor = timed
      ? clause.slice(0, -2).findLast((s) => s.id !== b.id && canSend(s, b, between))
      : undefined;
    if (actor) {
      link(actor, b, `the brief has ${actor.label} reach ${b.label}`, true, reading);
      continue;
    }
    // a verb between them says which acts on which, where that one can reach the other
    if (relation === 'forward' && canSend(a, b, between)) {
      link(a, b, `the brief has ${a.label} reach ${b.label}`, true);
      continue;
    }
    if (relation === 'backward' && canSend(b, a)) {
      link(b, a, `the brief has ${b.label} reach ${a.label}`, true);
      continue;
    }
    // "takes from": a source that starts others feeds the taker; a store is called by it
    if (relation === 'takes' && starts(b) > 0 && canSend(b, a)) {
      link(b, a, `the brief has ${a.label} take from ${b.label}`, true);
      continue;
    }
    if (relation === 'takes' && canSend(a, b, between)) {
      link(a, b, `the brief has ${a.label} take from ${b.label}`, true, reading);
      continue;
    }
    // a verb the one before cannot do is its clause's subject's ("a function stores X in a table
    // and publishes to a topic": the function publishes)
    // and so is a store named after one that neither reaches nor is reached by it ("a function
    // consumes the queue and records the payments in a table")
    const apart = !relation && !canSend(a, b, between) && !canSend(b, a) && !bridged(a, b);
    const subject =
      relation === 'forward' || relation === 'takes' || apart
        ? clause.slice(0, -2).findLast((s) => s.id !== b.id && canSend(s, b, between))
        : undefined;
    if (subject) {
      link(subject, b, `the brief has ${subject.label} reach ${b.label}`, true, reading);
      continue;
    }
    // where either could start the other, the one that pushes or is polled starts it ("Lambda behind API Gateway")
    // unless the brief says which way ("A to B", "B via A")
    // services merely named in a row join only where reaching the other is declared (see `declared`)
    const forward =
      canSend(a, b, between) && (stated || (declared(b) && !(canSend(b, a) && starts(b) > starts(a))));
    if (forward) link(a, b, `the brief names ${a.label} then ${b.label}`);
    else if (bridged(a, b)) {
      // a table's stream reaches what cannot read a stream through a function ("table changes to AppSync")
      add(lambda, `${a.label} reaches ${b.label} through a function`);
      link(a, lambda, `${a.label}'s changes start a function`);
      link(lambda, b, `the function passes ${a.label}'s changes to ${b.label}`);
      // "A to B" where only B can reach A: the brief meant something else, not the reverse
    } else if (canSend(b, a) && declared(a) && !toward)
      link(b, a, `the brief names ${b.label} with ${a.label}`);
  }
  // what watches one thing (an alarm) keeps the edges to what its stated settings watch, where it has one
  for (const node of nodes.values()) {
    const watches = node.spec.watches;
    if (!watches) continue;
    const settings = settingsOf(node.spec, node.words ?? '');
    const targetOf = (e: Connection) => [...nodes.values()].find((n) => n.name === e.to)?.spec.id ?? '';
    const out = [...edges].filter(([, e]) => e.from === node.name);
    if (!out.some(([, e]) => watches(settings, targetOf(e)) === true)) continue;
    for (const [key, e] of out) if (watches(settings, targetOf(e)) === false) edges.delete(key);
  }
  // every edge so far joins two services the brief's words put in a row
  const joined = edges.size;
  // what cannot work alone gets what it needs: an API a function behind it, a WebSocket API a table
  const connected = (spec: ServiceSpec) =>
    [...edges.values()].some((e) => e.from === nodes.get(spec.id)?.name);
  const touched = (spec: ServiceSpec) =>
    [...edges.values()].some((e) => e.from === nodes.get(spec.id)?.name || e.to === nodes.get(spec.id)?.name);
  /**
   * What stands behind a service by what reaches it (containers behind a load balancer an API
   * Gateway reaches), unless the brief names a block that brings that service itself (servers on
   * EC2 and their own load balancer). Where the block brings it, edges to it reach the block.
   */
  const standBehind = (node: ReadNode, need: Need) => {
    const reacher = need.reached_from
      .map((id) => nodes.get(id))
      .find((n) => n && edges.has(`${n.name}>${node.name}`));
    if (!reacher || connected(node.spec)) return;
    const owner = [...nodes.values()].find((n) => n.spec.brings?.includes(node.spec.id));
    const needed = serviceById(need.service);
    const behind =
      owner ??
      (needed &&
        add(needed, `${reacher.spec.label} reaches ${node.spec.label}, which fronts ${needed.label}`));
    if (!behind) return;
    const spec = behind.spec;
    if (!spec.brings?.includes(node.spec.id)) {
      link(node.spec, spec, `${node.spec.label} fronts ${spec.label}`);
      return;
    }
    absorb(node, behind);
  };
  /** `node` is `owner`'s own (the containers' load balancer): edges to it reach the owner. */
  const absorb = (node: ReadNode, owner: ReadNode) => {
    nodes.delete(node.spec.id);
    for (const [key, e] of [...edges]) {
      if (e.from === node.name && e.to === owner.name) edges.delete(key);
      if (e.to !== node.name) continue;
      edges.delete(key);
      const from = [...nodes.values()].find((n) => n.name === e.from)?.spec.label ?? e.from;
      edges.set(`${e.from}>${owner.name}`, {
        ...e,
        to: owner.name,
        reason: `${from} reaches ${owner.spec.label} through its own ${node.spec.label}`,
      });
    }
  };
  for (const node of [...nodes.values()]) {
    // named beside the block that brings it, and fronting nothing else, it is that block's own
    const owner = [...nodes.values()].find((n) => n !== node && n.spec.brings?.includes(node.spec.id));
    const fronts = [...edges.values()].filter((e) => e.from === node.name && e.to !== owner?.name);
    if (owner && fronts.length === 0) absorb(node, owner);
  }
  for (const node of [...nodes.values()]) {
    if (node.spec.needs_none_when?.(settingsOf(node.spec, node.words ?? ''))) continue;
    for (const need of node.spec.needs ?? []) {
      // taken in by what stands behind it (the containers' own load balancer): it needs nothing more
      if (nodes.get(node.spec.id) !== node) break;
      if (typeof need !== 'string') {
        standBehind(node, need);
        continue;
      }
      const spec = serviceById(need);
      if (!spec) continue;
      const compute = canSend(node.spec, spec) && spec.id === 'lambda';
      if (compute && connected(node.spec)) continue;
      // a bus a pipe delivers to is where the brief's flow ends: its rules are for later consumers
      if (
        compute &&
        node.spec.ends_flow &&
        [...edges.values()].some((e) => e.to === node.name && e.via === 'pipe')
      )
        continue;
      if (!compute && nodes.has(spec.id)) continue;
      add(spec, `${node.spec.label} needs ${spec.label}`);
      if (compute) link(node.spec, spec, `${node.spec.label} needs ${spec.label} behind it`);
      else if (spec.workload && nodes.has('lambda') && canSend(lambda, spec))
        link(lambda, spec, `${node.spec.label} keeps its state in ${spec.label}`);
    }
  }
  // what the design is brings what it needs along (a domain served over HTTPS gets its certificate)
  const implied = () => {
    for (let added = true; added; ) {
      added = false;
      for (const node of [...nodes.values()]) {
        for (const rule of node.spec.implies ?? []) {
          const spec = serviceById(rule.add);
          if (!spec || nodes.has(spec.id)) continue;
          if (rule.with && !rule.with.some((id) => nodes.has(id))) continue;
          if (rule.unless?.some((id) => nodes.has(id))) continue;
          if (rule.named_as && !rule.named_as.test(node.phrase.toLowerCase())) continue;
          if (rule.when && !rule.when.test(text)) continue;
          add(spec, rule.why);
          if (rule.joined && canSend(node.spec, spec)) link(node.spec, spec, rule.why);
          if (rule.fronts && canSend(spec, node.spec)) link(spec, node.spec, rule.why);
          added = true;
        }
      }
    }
  };
  implied();
  // a service used through its API is a permission of the function that calls it
  for (const node of [...nodes.values()]) {
    if (!node.spec.permission_of || touched(node.spec)) continue;
    add(lambda, `${node.spec.label} is called from a function`);
    link(lambda, node.spec, `the function calls ${node.spec.label}`);
  }
  // a service that is only ever called (an e-mail identity, a secret) and that nothing here can call gets a function
  for (const node of [...nodes.values()]) {
    const spec = node.spec;
    if (
      touched(spec) ||
      spec.emits ||
      spec.workload ||
      spec.runs_code ||
      !spec.target ||
      spec.id === lambda.id
    )
      continue;
    // a store (a bucket, a secret), a database or a delivery stream may well be used from outside
    // the design: the applications that connect to a DocumentDB cluster are not this design's
    if (spec.cost === 'storage' || spec.fed_from_outside || DATABASE_FAMILIES.includes(spec.id)) continue;
    if ([...nodes.values()].some((o) => o !== node && canSend(o.spec, spec))) continue;
    add(lambda, `${spec.label} is called from a function`);
    link(lambda, spec, `the function calls ${spec.label}`);
  }
  // and what a function added just now brings (the API in front of a chatbot's function)
  implied();
  // a service left alone connects to the nearest one it can reach or be reached from, where what
  // reaching it means is declared (a site or a search domain a function "reaches" is no edge a
  // template carries: the brief did not ask for one, so none is invented)
  const names = [...nodes.values()];
  const reaches = (from: ServiceSpec, to: ServiceSpec) => canSend(from, to) && declared(to);
  // what a sentence sends something to with no service before it there ("If any step fails, it
  // publishes to an SNS topic", "عند الفشل يُرسل تنبيه إلى موضوع SNS") is reached by that
  // sentence's unnamed subject: the first service the sentence before names that can reach it
  for (const node of names) {
    if (touched(node.spec)) continue;
    const sender = subjectBefore(text, chain, node.spec, (item) => {
      const from = nodeOf(item);
      return from !== undefined && from !== node && canSend(from.spec, node.spec);
    });
    if (sender)
      link(sender.item, node.spec, `the brief has ${sender.item.label} reach ${node.spec.label}`, true);
  }
  for (const node of names) {
    if (touched(node.spec)) continue;
    // a source (queue, stream, topic) starts the other; anything else is started or called by it
    const source = starts(node.spec) > 0;
    const other =
      (source ? names.find((o) => o !== node && reaches(node.spec, o.spec)) : undefined) ??
      names.find((o) => o !== node && reaches(o.spec, node.spec)) ??
      names.find((o) => o !== node && reaches(node.spec, o.spec));
    if (!other) continue;
    if (!(source && reaches(node.spec, other.spec)) && reaches(other.spec, node.spec))
      link(other.spec, node.spec, `${node.spec.label} is used by ${other.spec.label}`);
    else link(node.spec, other.spec, `${node.spec.label} reaches ${other.spec.label}`);
  }
  // pipes named with nothing for them to reach: the first queue or stream pipes into an event bus
  if (viaPipe && ![...edges.values()].some((e) => e.via === 'pipe')) {
    const source = [...nodes.values()].find((n) => n.spec.emits === 'poll');
    const bus = serviceById('eventbridge');
    if (source && bus) {
      const target = add(bus, 'an EventBridge pipe needs a target');
      edges.set(`${source.name}>${target.name}`, {
        from: source.name,
        to: target.name,
        reason: `the brief asks for an EventBridge pipe from ${source.spec.label}`,
        via: 'pipe',
      });
    }
  }
  // "with enrichment": each pipe calls a function between its source and its target
  if (viaPipe && ENRICHMENT.test(text)) {
    const pipes = [...edges.values()].filter((e) => e.via === 'pipe');
    const known = nodes.get(lambda.id);
    if (!known || !pipes.some((e) => e.to === known.name)) {
      const enricher = add(lambda, 'an EventBridge pipe enriches its events with a function');
      for (const edge of pipes) if (edge.to !== enricher.name) edge.enrichment = enricher.name;
    }
  }
  // a store its building block makes is counted on its workload: as many as its nodes stand for
  for (const w of workloads) {
    if (!COUNTED_WORKLOADS.has(w.kind)) continue;
    const of = [...nodes.values()].filter((node) => node.spec.workload === w.kind);
    const n = of.reduce((t, node) => t + node.count, 0);
    Object.assign(w, counted(n));
    // "جدولين: Patients و Appointments": each store its name, where one list names them all
    const [only] = of;
    if (of.length === 1 && only?.names?.length === n) w.names = only.names;
  }
  // one more of a family stands where the first stands ("a workflow: one Lambda verifies, a second
  // creates the account"): what reaches the first reaches it, unless its own words say what does,
  // and what the first reaches it reaches (a second schedule starts what the first does), where
  // that one does not reach it already (an archive bucket a function writes does not start it)
  for (const [node, first] of oneMoreOf) {
    if (![...nodes.values()].includes(first)) continue;
    const all = [...edges.values()];
    if (!all.some((e) => e.to === node.name))
      for (const e of all.filter((e) => e.to === first.name && e.from !== node.name))
        edges.set(`${e.from}>${node.name}`, { ...e, to: node.name });
    if (!all.some((e) => e.from === node.name))
      for (const e of all.filter((e) => e.from === first.name && e.to !== node.name))
        if (!edges.has(`${e.to}>${node.name}`)) edges.set(`${node.name}>${e.to}`, { ...e, from: node.name });
  }
  const services = [...nodes.values()]
    .filter((n) => !n.spec.workload)
    .map((n) => ({
      name: n.name,
      service: n.spec.id,
      count: n.count,
      phrase: n.phrase.slice(0, 200),
      settings: settingsOf(n.spec, n.words ?? ''),
      // a copy for each name, where the count is still theirs (no "each ... its own" grew it)
      ...(n.names?.length === n.count && { names: n.names }),
    }));
  const network = mentions.some((m) => m.spec.id === 'vpc');
  const notBuilt = [...unknown, ...notBuiltOf(unbuilt, [...edges.values()], [...nodes.values()])];
  return {
    named,
    network,
    services,
    connections: [...edges.values()],
    not_built: notBuilt,
    workloads,
    joined,
  };
}
