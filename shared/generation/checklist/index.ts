import { formatUsd } from '../../text/format';
import { budgetVerdict } from '../budget-verdict';
import { briefLanguage } from '../clarify/language';
import type { Requirements } from '../requirements';
import type { CostReview, SecurityReview, SynthesizedTemplate } from '../reviews';

type EdgeCheck = NonNullable<SynthesizedTemplate['edges']>[number];

import { type LedgerWords, ledgerWords } from '../ledger-words';
import { ARABIC_KINGDOM_PLACES, KINGDOM_PLACES, REGION_PATTERNS } from '../lexicon';
import { withNumerals } from '../number-words';
import { countOfMention, sizingWords } from '../reading/counts';
import { privateOnly, refusalsOf } from '../reading/negation';
import { withoutWrittenValues } from '../reading/written-values';
import { serviceById } from '../services/index';
import { checkApiSignIn } from './api-access';
import { type Assertion, evaluateAll } from './assertions';
import { checkAudit } from './audit';
import { checkAvailability, ZONAL_TYPES } from './availability';
import { clauseItems, quotedIn } from './clauses';
import { connectionItems } from './connections';
import { withUncheckedDetails } from './details';
import { checkPrivate } from './exposure';
import { namedTypeItems } from './named-types';
import { NEGATED } from './negation';
import { statedPropertyItems } from './properties';
import { checkRetention } from './retention';
import { checkScheduleTime } from './schedule';
import { buildsService, NAMED_SERVICES, type NamedService } from './service-names';
import { withStatedSettings } from './service-settings';
import { statedSettingItems } from './settings';
import { controlsAskingStandby, namedControls } from './standby';
import {
  retentionsBySubject,
  statedAudit,
  statedAvailability,
  statedBudget,
  statedPlace,
  statedRetention,
  statedSignIn,
  statedTimes,
} from './stated';
import { type TemplateResource, templateResources } from './template-facts';
import type { Checklist, ChecklistItem } from './types';
import { anotherOfUnit, countBefore, countThroughUnit, unitWords } from './written-count';

export { type Assertion, evaluateAll, evaluateAssertion } from './assertions';
export type { Checklist, ChecklistItem } from './types';
export { checklistSchema } from './types';
export { unconfirmedMet } from './verify';

export interface ChecklistInput {
  /** the brief as the architect read it (with any answers to its questions) */
  brief: string;
  /** what the user chose beside the brief */
  options?: { region?: string; frameworks?: readonly string[]; monthly_budget_usd?: number };
  requirements: Requirements;
  /** the final template */
  template: string;
  cost: Pick<CostReview, 'total' | 'budget_usd' | 'budget_verdict'> & Partial<Pick<CostReview, 'resources'>>;
  security: Pick<SecurityReview, 'scores' | 'frameworks'>;
  /** the plan's edges with what both sides need (from synthesis); each is an entry checked on the template */
  edges?: readonly EdgeCheck[];
  /** the regions the user's residency setting counts as in the Kingdom; absent or empty: unknown */
  inKingdomRegions?: readonly string[];
  /** the brief's lines of answers left to their defaults: what is read only there is assumed, never met */
  defaulted?: readonly string[];
  /** the architect's plan: what it says it did not build is read from the brief's words too */
  plan?: {
    not_built?: readonly { phrase: string }[];
    blocks?: readonly { reason: string }[];
    connections?: readonly { reason: string }[];
  };
}

/**
 * Every requirement the brief states (services, retention, audit, times, availability, budget,
 * region, frameworks), each checked against the final template and marked met, partly, not met
 * or, where the brief said nothing and the architect chose, assumed; each names the resources
 * that meet it.
 */
export function requirementsChecklist(input: ChecklistInput): Checklist {
  const source = input.brief.replace(/\s+/g, ' ');
  const text = source.toLowerCase();
  const resources = templateResources(input.template);
  // the ledger answers in the brief's language, as its questions are asked
  const words = ledgerWords(briefLanguage(input.brief));
  // read as the offline reader reads them: number words as figures ("two hours" is "2 hours")
  const serviceSettings = statedSettingItems(withNumerals(text), withNumerals(source), resources, words);
  // a setting the family already asserts (its instance type, said once) is one entry, not two
  const familyAsks = new Set(serviceSettings.flatMap(valuesAsserted));
  const settings = [
    ...serviceSettings,
    ...statedPropertyItems(
      input.requirements.stated_properties ?? [],
      resources,
      serviceSettings.filter((i) => i.status === 'met').flatMap((i) => i.quote ?? []),
      words,
    ).filter((item) => {
      const asks = valuesAsserted(item);
      return asks.length === 0 || !asks.every((ask) => familyAsks.has(ask));
    }),
  ];
  const items: ChecklistItem[] = [
    // the letters of an address or an IAM action name no service ("s3:GetObject" asks for no bucket)
    ...services(withoutWrittenValues(text), source, resources, input.requirements, settings, words),
    ...settings,
    ...namedTypeItems(input.requirements.named_types ?? [], resources, words, withNumerals(text)),
    ...connectionItems(input.edges ?? [], resources, words),
    ...(() => {
      // periods stated for different subjects are each checked on what they keep
      const split = retentionsBySubject(withNumerals(text));
      if (split) return Object.values(split).map((r) => checkRetention(r, resources, words));
      const retention = statedRetention(withNumerals(text));
      return retention ? [checkRetention(retention, resources, words)] : [];
    })(),
    ...(() => {
      const audit = statedAudit(text);
      return audit ? [checkAudit(audit, resources, words)] : [];
    })(),
    ...(() => {
      const signIn = statedSignIn(text);
      const item = signIn ? checkApiSignIn(signIn, resources, words) : undefined;
      return item ? [item] : [];
    })(),
    ...(() => {
      const quote = privateOnly(text);
      return quote ? [checkPrivate(quote, resources, words)] : [];
    })(),
    ...statedTimes(withNumerals(text))
      .filter((time) => !time.closes)
      .map((time) => checkScheduleTime(time, resources, words)),
    availability(text, input, resources, words),
    budget(text, input, words),
    region(text, input, words),
    ...frameworks(text, input, words),
  ];
  items.push(
    ...clauseItems(input.brief, [...items.flatMap((i) => i.quote ?? []), ...readFrom(input)], words),
  );
  const verified = items
    .map(assumedFromDefaults(text, input.defaulted ?? [], words))
    .map(verifiedWith(resources));
  return {
    // read where the settings' quotes are: numbers in words are figures there
    items: withUncheckedDetails(verified, withNumerals(text), words).map((item) => {
      if (!item.quote) return item;
      const written = asWritten(source, text, item.quote);
      return { ...item, quote: written, requirement: item.requirement.replace(item.quote, written) };
    }),
  };
}

/**
 * An entry read only from answers the user left to their defaults (a default chose Lambda; the
 * user never named it) is assumed: the architect's choice, never a requirement met.
 */
function assumedFromDefaults(text: string, defaulted: readonly string[], words: LedgerWords) {
  const ranges = defaulted.flatMap((line) => {
    const written = line.replace(/\s+/g, ' ').toLowerCase();
    const start = text.indexOf(written);
    return start < 0 ? [] : [{ start, end: start + written.length }];
  });
  return (item: ChecklistItem): ChecklistItem => {
    if (!item.quote || ranges.length === 0 || item.status === 'assumed') return item;
    const quote = item.quote.toLowerCase();
    const at: number[] = [];
    for (let i = text.indexOf(quote); i >= 0; i = text.indexOf(quote, i + 1)) at.push(i);
    const onlyDefaulted = at.length > 0 && at.every((i) => ranges.some((r) => i >= r.start && i < r.end));
    if (!onlyDefaulted) return item;
    // as every assumed entry, it asserts nothing: no requirement of the user's is checked by it
    const { assertions: _checked, ...rest } = item;
    return { ...rest, status: 'assumed', detail: words.fromDefault(item.detail ?? '') };
  };
}

/** The type, property and value each property test of an entry asserts ("AWS::EC2::Instance|InstanceType|t3.large"). */
function valuesAsserted(item: ChecklistItem): string[] {
  return (item.assertions ?? []).flatMap((a) =>
    a.kind === 'exists' || a.kind === 'every'
      ? a.types.flatMap((type) => (a.where ?? []).map((w) => `${type}|${w.path}|${JSON.stringify(w.value)}`))
      : [],
  );
}

const SHORT_RANK = { 'not-met': 0, partly: 1, met: 2 } as const;

/**
 * An entry with assertions is met exactly when they all hold on the final template, whatever its
 * reader concluded; short of that, it is the lower of what they return and what its reader said
 * (a reader may say an entry falls further short, as a negation half-honoured, never that it is met).
 */
function verifiedWith(resources: TemplateResource[]) {
  return (item: ChecklistItem): ChecklistItem => {
    if (!item.assertions || item.status === 'assumed') return item;
    const found = evaluateAll(item.assertions, resources).status;
    const said = item.status === 'met' ? found : item.status;
    return {
      ...item,
      status: found === 'met' ? 'met' : SHORT_RANK[said] <= SHORT_RANK[found] ? said : found,
    };
  };
}

/**
 * The brief's words the design shows it read, beside the checklist's own quotes: its blocks' and
 * edges' reasons and what it says it did not build. A reading the user cannot see does not count.
 */
function readFrom({ requirements: r, plan }: ChecklistInput): string[] {
  return [
    ...[...(r.not_built ?? []), ...(plan?.not_built ?? [])].map((n) => n.phrase),
    ...[...(plan?.connections ?? []), ...(plan?.blocks ?? [])].flatMap((c) => quotedIn(c.reason)),
  ];
}

/** A quote as the user wrote it (the readers match the lower-cased brief). */
function asWritten(source: string, text: string, quote: string): string {
  const start = text.indexOf(quote);
  return start >= 0 && source.length === text.length ? source.slice(start, start + quote.length) : quote;
}

/**
 * How many of a named service the brief asks for: a count written before its name ("two
 * buckets") or through the word one of it is called by ("two services on Fargate"), or the
 * instances it introduces one by one ("the billing bucket ... an archive bucket": two; "a second
 * repository"), whichever is more; one is no count.
 */
function countOf(
  service: NamedService,
  before: string,
  quote: string,
  text: string,
  source: string,
): { n: number; written: string } | undefined {
  // the reader's own count on a mention: a dual, "a pair of", a list each given one ("validate -> charge -> notify, each a lambda")
  const figures = withNumerals(before);
  const stated = countOfMention(`${figures}${quote}`, figures.length, quote);
  // or said through the word one of it is called by: "two services on Fargate", "a second repository"
  const units = unitWords(service.counted);
  const written =
    countBefore(before) ??
    countThroughUnit(before, units) ??
    (stated > 1 ? { n: stated, written: '' } : undefined);
  const found = Math.max(distinctMentions(service, text, source), anotherOfUnit(text, units) ?? 0);
  if (found > (written?.n ?? 1)) return { n: found, written: '' };
  return written;
}

/**
 * How many of a service the reading of the brief asks for: its services of that family (one more
 * of a family is a service of its own: "one function ..., another ...") and the stores its
 * workload's blocks make ("three buckets"). One is no count.
 */
function readCount(service: NamedService, requirements: Requirements): number {
  const services = (requirements.services ?? []).filter((s) => service.ids.includes(s.service));
  const stores = requirements.workloads.filter((w) =>
    service.ids.some((id) => serviceById(id)?.workload === w.kind),
  );
  return [...services, ...stores].reduce((n, s) => n + (s.count ?? 1), 0);
}

/** The larger of the count the brief's words state and the one its reading asks for. */
function atLeast(
  written: { n: number; written: string } | undefined,
  read: number,
): { n: number; written: string } | undefined {
  return read > (written?.n ?? 1) ? { n: read, written: '' } : written;
}

/** Words before a mention that point back to one named already ("the bucket", "its queue"). */
const POINTS_BACK = new Set([
  'the',
  'that',
  'this',
  'its',
  'it',
  'same',
  'their',
  'those',
  'these',
  'our',
  'your',
  'my',
]);

/**
 * How many of a service the brief introduces one by one: each singular mention not pointing back
 * ("the billing bucket ... a separate thumbnails bucket": two; "a Lambda ... a second Lambda": two;
 * "a bucket ... the bucket": one). Names written together ("S3 bucket") are one mention, and a bare
 * name opening a sentence after the first mention speaks of that one ("... a lambda. Lambda writes").
 */
function distinctMentions(service: NamedService, text: string, source: string): number {
  const pattern = new RegExp(service.pattern.source, 'g');
  const byWord = new Map<string, number>();
  let lastEnd: number | undefined;
  for (const m of text.matchAll(pattern)) {
    const joined = lastEnd !== undefined && /^[\s-]?$/.test(text.slice(lastEnd, m.index));
    lastEnd = m.index + m[0].length;
    if (joined || /s$/.test(m[0]) || /[\u0621-\u064A]/.test(m[0])) continue;
    // part of a dotted name ("kafka.m5.large", "api.example.com"), not a mention
    if (/^\.\w/.test(text.slice(lastEnd)) || text[m.index - 1] === '.') continue;
    // "OpenSearch Ingestion", "S3 Express": the name is part of another product's
    if (source.length === text.length && /^ \p{Lu}/u.test(source.slice(lastEnd, lastEnd + 2))) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const previous = /([\p{L}\p{N}'-]+)[\s]*$/u.exec(before)?.[1] ?? '';
    const opensSentence = /(?:^|[.;:!?\n])\s*$/.test(before);
    const seen = byWord.get(m[0]) ?? 0;
    if (POINTS_BACK.has(previous) || (opensSentence && seen > 0)) continue;
    byWord.set(m[0], seen + 1);
  }
  return Math.max(0, ...byWord.values());
}

/**
 * Each service the brief names: wanted, a resource of its types exists; named to be left out
 * ("no load balancers"), none does. The status is what that assertion returns on the template.
 */
function services(
  text: string,
  source: string,
  resources: TemplateResource[],
  requirements: Requirements,
  settings: readonly ChecklistItem[],
  words: LedgerWords,
): ChecklistItem[] {
  // what the reader refuses, however far from the name ("a cron job on a VM, but no servers please")
  const refusals = refusalsOf(text);
  return NAMED_SERVICES.flatMap((service) => {
    const match = service.pattern.exec(text);
    if (!match) return [];
    const quote = match[0];
    const start = Math.max(0, match.index - 30);
    const negation = NEGATED.exec(text.slice(start, match.index));
    const refusedBy =
      service.ids.map((id) => refusals.refused_by.get(id)).find((words) => words) ??
      (service.part && refusals.parts.has(service.part) ? quote : undefined);
    const refused = negation !== null || refusedBy !== undefined;
    const clause = text.slice(Math.max(0, match.index - 160), match.index);
    // "two DocumentDB instances" size one cluster: the instances are a setting's to check, not clusters
    const placed = { index: match.index, end: match.index + quote.length, phrase: quote, product: true };
    const sized = service.ids.some((id) => {
      const spec = serviceById(id);
      return spec !== undefined && sizingWords(spec, text, placed) !== undefined;
    });
    const count =
      refused || sized
        ? undefined
        : atLeast(countOf(service, clause, quote, text, source), readCount(service, requirements));
    // what the account already has is outside the design: refused, and said so
    const present = service.ids.some((id) => refusals.existing.has(id));
    // the account's own zone is not built again, while the records asked inside it are
    const kept = present ? service.ids.map((id) => serviceById(id)?.existing_kept).find(Boolean) : undefined;
    const assertions: Assertion[] = [
      refused
        ? { kind: 'absent', types: kept ? [kept.main_type] : [...service.types] }
        : count
          ? // "two Fargate services" counts services, never a cluster and a service together
            { kind: 'exists', types: [...service.counted], count: count.n }
          : { kind: 'exists', types: [...service.types] },
    ];
    const [result] = evaluateAll(assertions, resources).results;
    const building = resources.filter((r) => buildsService(service, r.type));
    const types = [...new Set(building.map((r) => r.type))].join(', ');
    const item: ChecklistItem = {
      kind: 'service' as const,
      requirement: present
        ? words.alreadyInAccount(service.name)
        : refused
          ? words.refusedService(service.name)
          : count
            ? `${count.n} × ${service.name}`
            : service.name,
      quote: negation
        ? text.slice(start + negation.index, match.index + quote.length)
        : refusedBy
          ? refusedBy
          : count?.written
            ? `${count.written} ${quote}`
            : quote,
      status: result?.holds ? ('met' as const) : ('not-met' as const),
      resources: refused ? [] : building.slice(0, 12).map((r) => r.id),
      detail: refused
        ? building.length > 0
          ? words.stillBuilt(building.length, types)
          : words.noneInTemplate
        : building.length > 0
          ? words.builtAs(building.length, types)
          : words.notInTemplate,
      assertions,
    };
    // what the brief states of the service (its count, size, access) is part of the entry
    return [refused || present ? item : withStatedSettings(item, service, settings, resources, words)];
  });
}

/**
 * The stores that live in a zone which the sentence of a stated spread names ("an ActiveMQ broker,
 * active/standby across two AZs"), leaving out those the brief refuses or says the account has.
 */
function zonalNamed(text: string, quote: string): string[] {
  const at = text.indexOf(quote);
  if (at < 0) return [];
  // a stop before a space ends a sentence, not the dot of "mq.m5.large"
  const ends = [...text.matchAll(/[.!?؟](?=\s|$)|\n/g)].map((m) => m.index);
  const from = (ends.filter((i) => i < at).at(-1) ?? -1) + 1;
  const sentence = text.slice(from, ends.find((i) => i >= at + quote.length) ?? text.length);
  const refused = refusalsOf(text).services;
  return ZONAL_TYPES.filter((type) =>
    NAMED_SERVICES.some(
      (service) =>
        buildsService(service, type) &&
        service.pattern.test(sentence) &&
        !service.ids.some((id) => refused.has(id)),
    ),
  );
}

function availability(
  text: string,
  input: ChecklistInput,
  resources: TemplateResource[],
  words: LedgerWords,
): ChecklistItem {
  const { requirements } = input;
  const stated = statedAvailability(text);
  if (stated)
    return checkAvailability(stated.zones, stated.quote, resources, words, zonalNamed(text, stated.quote));
  const chosen = requirements.availability === 'multi-az' ? 2 : 1;
  const checked = checkAvailability(chosen, undefined, resources, words);
  const controls = controlsAskingStandby(requirements.frameworks);
  const databases = resources.filter((r) => r.type === 'AWS::RDS::DBInstance');
  // why the architect chose as it did, when the brief is silent
  const why =
    databases.length === 0
      ? ''
      : chosen === 1
        ? controls.length > 0
          ? words.standbyWanted(namedControls(controls), controls.length, standbyCost(input, databases))
          : words.leanByDefault
        : controls.length > 0
          ? words.standbyBecause(namedControls(controls), controls.length)
          : '';
  return {
    ...checked,
    requirement: words.availabilityChosen(requirements.availability === 'multi-az'),
    detail: `${checked.detail}${why}`,
  };
}

/**
 * What a standby in a second zone would add a month, from the cost review's prices: a Multi-AZ
 * instance (or an Aurora reader of the writer's class) costs what the instance it stands by does.
 */
function standbyCost(
  input: ChecklistInput,
  databases: TemplateResource[],
): { min: string; max: string } | undefined {
  const ids = new Set(databases.map((d) => d.id));
  const priced = (input.cost.resources ?? []).filter((r) => ids.has(r.logical_id));
  if (priced.length === 0) return undefined;
  const min = priced.reduce((sum, r) => sum + r.monthly.min, 0);
  const max = priced.reduce((sum, r) => sum + r.monthly.max, 0);
  return { min: formatUsd(min), max: formatUsd(max) };
}

/** The budget as the cost review judged it (its amount and verdict), so the checklist says what the Cost tab says. */
function budget(text: string, input: ChecklistInput, words: LedgerWords): ChecklistItem {
  const stated = statedBudget(text);
  const amount =
    input.cost.budget_usd ??
    input.options?.monthly_budget_usd ??
    input.requirements.budget.monthly_usd ??
    stated?.usd;
  const { min, max } = input.cost.total;
  const range = words.monthlyRange(formatUsd(min), formatUsd(max));
  if (amount === undefined)
    return {
      kind: 'budget',
      requirement: words.budgetNotStated,
      status: 'assumed',
      resources: [],
      detail: words.noBudget(range),
    };
  const quote = input.options?.monthly_budget_usd === undefined ? stated?.quote : undefined;
  const verdict =
    input.cost.budget_usd === amount && input.cost.budget_verdict
      ? input.cost.budget_verdict
      : budgetVerdict(input.cost.total, amount);
  return {
    kind: 'budget',
    requirement: words.atMost(formatUsd(amount)),
    ...(quote && { quote }),
    status: verdict === 'within' ? 'met' : verdict === 'over-at-high-end' ? 'partly' : 'not-met',
    resources: [],
    detail: words.estimated(range, verdict),
  };
}

function region(text: string, input: ChecklistInput, words: LedgerWords): ChecklistItem {
  const chosen = input.requirements.region;
  const stated = statedPlace(text);
  if (stated && KINGDOM_PLACE.test(stated))
    return kingdomRegion(stated, input.options?.region ?? chosen, input.inKingdomRegions ?? [], words);
  const place = input.options?.region ?? stated;
  if (!place)
    return {
      kind: 'region',
      requirement: words.regionAssumed(chosen),
      status: 'assumed',
      resources: [],
      detail: words.designFor(chosen),
    };
  const note = input.requirements.assumptions.find((a) => /\bregion\b/i.test(a) || a.includes(chosen));
  const exact = /^[a-z]{2}(-gov)?-[a-z]+-\d$/.test(place);
  // a place is met by the region it is in, never by the brief naming it: "Frankfurt" with the
  // design in us-east-1 is not met
  const regionOfPlace = exact ? place : REGION_PATTERNS.find(([, pattern]) => pattern.test(place))?.[0];
  return {
    kind: 'region',
    requirement: words.hostedIn(place),
    quote: place,
    status:
      regionOfPlace === undefined
        ? 'partly'
        : regionOfPlace !== chosen
          ? 'not-met'
          : note && !exact
            ? 'partly'
            : 'met',
    resources: [],
    detail: note ?? words.designFor(chosen),
  };
}

/** A place inside Saudi Arabia, in the brief's words: whether a region is there is the residency setting's to say. */
const KINGDOM_PLACE = new RegExp(`^(?:${[...KINGDOM_PLACES, ...ARABIC_KINGDOM_PLACES].join('|')})$`, 'i');

/**
 * "Keep everything in the Kingdom": met only when the design's region is one the residency setting
 * counts as in-Kingdom; while no region is configured, nobody can say, and it is not reported met.
 */
function kingdomRegion(
  place: string,
  chosen: string,
  inKingdom: readonly string[],
  words: LedgerWords,
): ChecklistItem {
  const item = { kind: 'region' as const, requirement: words.hostedIn(place), quote: place, resources: [] };
  if (inKingdom.length === 0)
    return {
      ...item,
      status: 'partly',
      detail: words.kingdomUnknown(chosen),
    };
  return inKingdom.includes(chosen)
    ? {
        ...item,
        status: 'met',
        detail: words.kingdomMet(chosen),
      }
    : {
        ...item,
        status: 'not-met',
        detail: words.kingdomNotMet(chosen, inKingdom.join(', ')),
      };
}

function frameworks(text: string, input: ChecklistInput, words: LedgerWords): ChecklistItem[] {
  return input.security.frameworks.map((framework) => {
    const score = input.security.scores[framework];
    const named =
      input.options?.frameworks?.includes(framework) ||
      text.includes(framework.toLowerCase()) ||
      (framework === 'NCA-ECC' && /\b(nca|ecc)\b/.test(text));
    return {
      kind: 'framework' as const,
      requirement: named ? words.compliesWith(framework) : words.heldTo(framework),
      ...(named && { quote: framework }),
      status: !named
        ? ('assumed' as const)
        : score === undefined
          ? ('not-met' as const)
          : score >= 90
            ? ('met' as const)
            : score >= 70
              ? ('partly' as const)
              : ('not-met' as const),
      resources: [],
      detail: words.frameworkScore(framework, score),
    };
  });
}
