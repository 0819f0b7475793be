import type { FrameworkId } from '#shared/compliance/types';
import { controlsAskingStandby, namedControls } from '#shared/generation/checklist/standby';
import { retentionsBySubject, statedBudget, statedRetention } from '#shared/generation/checklist/stated';
import {
  SERVED_FOR_ATTACHED,
  SERVED_FOR_BEFORE,
  SERVED_FOR_DETERMINERS,
} from '#shared/generation/grammar-words';
import {
  CLASSIFICATION_PATTERNS,
  DISASTER_RECOVERY,
  FRAMEWORK_PATTERNS,
  HIGH_AVAILABILITY,
  LARGE_WORDS,
  LOW_COST,
  MEDIUM_WORDS,
  NON_PRODUCTION,
  PERFORMANCE,
  SECTOR_FRAMEWORKS,
  SECTOR_PATTERNS,
  SMALL_WORDS,
} from '#shared/generation/lexicon';
import { MAX_NOT_BUILT } from '#shared/generation/plan';
import { type Refusals, refusalsOf } from '#shared/generation/reading/negation';
import {
  blanked,
  execFolded,
  FILL,
  foldPattern,
  foldText,
  matchAllFolded,
  normaliseBrief,
} from '#shared/generation/reading/normalise';
import { readBudget, readCidrs, readNumbers } from '#shared/generation/reading/numbers';
import { singularised } from '#shared/generation/reading/plurals';
import { backupTimings, scalingTimings } from '#shared/generation/reading/schedule';
import { readServices, type ServiceReading, WORKLOAD_BLOCK } from '#shared/generation/reading/services';
import { statedReadings, statedSettings } from '#shared/generation/reading/stated-settings';
import { withoutWrittenValues } from '#shared/generation/reading/written-values';
import type { GenerationRequest } from '#shared/generation/request';
import type {
  DataClassification,
  Requirements,
  ScaleTier,
  WorkloadKind,
} from '#shared/generation/requirements';
import { ec2Instance } from '#shared/generation/services/ec2-instance';
import { SERVICES, serviceById } from '#shared/generation/services/index';
import { lambda } from '#shared/generation/services/lambda';
import { loadBalancer } from '#shared/generation/services/load-balancer';
import type { ServiceSettings, ServiceSpec } from '#shared/generation/services/types';
import {
  BUILT_WITH,
  CLAIMING_KINDS,
  COMMERCIAL_ENGINES,
  DATABASE_FAMILIES,
  DYNAMIC_SITE,
  ENGINE_WORDS,
  GENERIC_APP,
  HOLDS_KEPT_DATA,
  KEPT_DATA,
  NAMED_DATABASE,
  PLAIN_DATABASE,
  RUNS_APPLICATIONS,
  SERVERLESS_FORM,
  SHAPE_WORDS,
  STATIC_HINT,
  WORKLOAD_PATTERNS,
} from '#shared/generation/services/workloads';
import { withNewBesideExisting } from './new-beside-existing';
import { readRecovery, residencyReason } from './recovery';
import { readRegions } from './regions';
import { statedProperties } from './stated-properties';

export { DEFAULT_REGION } from './regions';

const REGULATED = new Set(['government', 'financial', 'healthcare']);
const CLASSIFICATION_ORDER: DataClassification[] = ['public', 'internal', 'confidential', 'secret'];

/** The offline chief architect: reads a plain-English brief into requirements, noting every assumption. */
export function requirementsFromBrief(request: GenerationRequest): Requirements {
  const normal = normaliseBrief(request.prompt);
  // what the brief refuses is blanked for every reader below, and listed as not built
  const refusals = withNewBesideExisting(refusalsOf(normal.text));
  // the words that time backups are the backup plan's, not a scheduled job's; a brief that says
  // how long its job runs has a job ("a nightly backup import that takes three hours")
  const runs = statedReadings(lambda, refusals.text, refusals.text, undefined, true).some(
    (r) => r.setting.key === 'run_time',
  );
  // and those that resize a fleet are its scaling group's scheduled actions
  const timings = [
    ...(runs ? [] : backupTimings(refusals.text, scheduleWords())),
    ...scalingTimings(refusals.text, scheduleWords()),
  ];
  const text = blanked(refusals.text, timings);
  const original = blanked(blanked(normal.original, refusals.stretches), timings);
  const assumptions: string[] = [];
  // what kind of thing is asked for is read from words, never from inside an address
  const words = withoutWrittenValues(text);
  const sector = (SECTOR_PATTERNS.find(([, p]) => p.test(words))?.[0] ?? 'general') as Requirements['sector'];
  const retention = statedRetention(text);
  const reading = withExistingKept(
    withoutRefused(readBrief(text, original, words), refusals),
    refusals,
    text,
    original,
  );
  const workloads = withoutRefusedServers(
    readWorkloads(words, assumptions, reading, { refused: refusals.workloads, runs }),
    refusals,
  )
    .filter((w) => !refusals.workloads.has(w.kind))
    .map((w) => withStatedSettings(w, text, original))
    .map((w) => withCount(w, reading));
  const numbers = readNumbers(text);
  const tier = scaleTier(text, numbers);
  const environment = NON_PRODUCTION.test(text) ? 'non-production' : 'production';
  const lowCost = LOW_COST.test(text);
  const recovery = DISASTER_RECOVERY.test(text);
  const classification = readClassification(text, sector, assumptions);
  const regions = readRegions(request, text, recovery, assumptions);
  const region = regions.region;
  const frameworks = readFrameworks(request, text, sector, assumptions);
  const availability = readAvailability(
    text,
    { environment, lowCost, recovery, sector, frameworks, singleZone: refusals.single_zone },
    assumptions,
  );
  const named = request.frameworks?.length
    ? request.frameworks
    : FRAMEWORK_PATTERNS.filter(([, p]) => p.test(text)).map(([id]) => id);
  const disasterRecovery = readRecovery(text, regions, residencyReason(text, sector, named), assumptions);
  const statedUsd = request.monthly_budget_usd ?? readBudget(text) ?? statedBudget(text)?.usd;
  // no design costs nothing: a budget of 0 is read as "as cheap as it gets", and said
  const budget = statedUsd !== undefined && statedUsd > 0 ? statedUsd : undefined;
  if (statedUsd !== undefined && budget === undefined)
    assumptions.push(
      `A monthly budget of ${statedUsd} USD no design can meet is read as "as cheap as possible".`,
    );
  const priority =
    lowCost || statedUsd !== undefined ? 'lowest-cost' : PERFORMANCE.test(text) ? 'performance' : 'balanced';
  const commercial = COMMERCIAL_ENGINES.find(([pattern]) => pattern.test(text));
  if (commercial) assumptions.push(commercial[1]);
  const cidrs = readCidrs(text);
  if (cidrs.length > 0) assumptions.push(`Only ${cidrs.join(', ')} may reach the entry points.`);
  const properties = statedProperties(original);
  const engine =
    (ENGINE_WORDS.find((e) => e.named.test(text)) ?? ENGINE_WORDS.find((e) => e.applications?.test(text)))
      ?.engine ?? (workloads.some((w) => w.kind === 'relational-database') ? 'postgres' : undefined);
  return {
    summary: summaryOf(
      workloads.map((w) => w.kind),
      tier,
      sector,
      environment,
      reading.services.map((s) => serviceById(s.service)?.label ?? s.service),
    ),
    workloads,
    scale: {
      tier,
      ...(numbers.users !== undefined ? { users: numbers.users } : {}),
      ...(numbers.requestsPerSecond !== undefined ? { requests_per_second: numbers.requestsPerSecond } : {}),
      ...(numbers.storageGb !== undefined ? { storage_gb: numbers.storageGb } : {}),
      ...(numbers.bulkData !== undefined ? { bulk_data: asWritten(original, text, numbers.bulkData) } : {}),
    },
    data_classification: classification,
    frameworks,
    sector,
    region,
    environment,
    availability,
    budget: { ...(budget !== undefined ? { monthly_usd: budget } : {}), priority },
    allowed_cidrs: cidrs,
    ...(engine ? { database_engine: engine } : {}),
    ...(disasterRecovery ? { disaster_recovery: disasterRecovery } : {}),
    ...(reading.named || reading.services.length > 0
      ? { services: reading.services, connections: reading.connections }
      : {}),
    ...(reading.not_built.length ? { not_built: reading.not_built } : {}),
    ...(reading.network || statesNatPerZone(text) ? { network: networkOf(text) } : {}),
    ...retentionDays(text, retention),
    ...(properties.length > 0 ? { stated_properties: properties } : {}),
    assumptions: assumptions.slice(0, 30),
  };
}

/**
 * Two zones (and a database standby) when the brief asks for high availability, a second region
 * or production, or serves a regulated sector; a development copy or a brief asking for the
 * lowest cost gets one. Else lean: one zone, said as an assumption (a framework's control that
 * would want a standby is named, with its cost, in the checklist).
 */
function readAvailability(
  text: string,
  brief: {
    environment: Requirements['environment'];
    lowCost: boolean;
    recovery: boolean;
    sector: string;
    frameworks: FrameworkId[];
    /** the brief refuses high availability ("without Multi-AZ") */
    singleZone: boolean;
  },
  assumptions: string[],
): Requirements['availability'] {
  // what the brief says is kept over any default, and what that costs is said
  if (brief.singleZone) {
    const controls = controlsAskingStandby(brief.frameworks);
    assumptions.push(
      `One zone, with no database standby, as the brief says${controls.length > 0 ? `, though ${namedControls(controls)} ask${controls.length === 1 ? 's' : ''} for a standby in a second zone` : ''}.`,
    );
    return 'single-az';
  }
  // a brief that plans for losing a region plans for losing a zone too
  if (HIGH_AVAILABILITY.test(text) || brief.recovery) return 'multi-az';
  if (brief.environment === 'non-production' || (brief.lowCost && !REGULATED.has(brief.sector))) {
    assumptions.push(
      'One zone for compute and data (no high availability was asked for); say "highly available" for two or more.',
    );
    return 'single-az';
  }
  if (PRODUCTION.test(text)) return 'multi-az';
  if (REGULATED.has(brief.sector)) {
    assumptions.push(
      `Two zones, with a database standby in the second: a ${brief.sector} service is expected to survive losing a zone.`,
    );
    return 'multi-az';
  }
  // lean, whatever a framework's control would want: the checklist names each control asking
  // for a database standby and what one would cost, so the user can choose
  assumptions.push(
    'One zone (lean by default: the brief asked for no high availability); say "highly available" or "production" for two zones.',
  );
  return 'single-az';
}

/** Words read from the lower-cased brief, as the user wrote them ("GBs of CSV"). */
function asWritten(prompt: string, text: string, words: string): string {
  const original = prompt.replace(/\s+/g, ' ');
  const start = text.indexOf(words);
  return start >= 0 && original.length === text.length ? original.slice(start, start + words.length) : words;
}

/** A brief that calls itself production ("our production workload", "prod"); "non-production" is read first. */
const PRODUCTION = /\b(production|prod|go(ing)?[- ]live)\b/;

/** The workloads of the families a static site is built of: its files' bucket and the distribution serving them. */
const STATIC_SITE_PARTS: readonly WorkloadKind[] = ['static-site', 'file-storage'];

/** Workloads the named services stand for: a named API Gateway and Lambda are the API, not a second one. */
const CLAIMED_BY: Partial<Record<WorkloadKind, readonly string[]>> = {
  api: ['api-gateway', 'lambda', 'appsync', 'load-balancer'],
  worker: ['sqs', 'lambda', 'sns', 'step-functions', 'eventbridge'],
  'scheduled-job': ['eventbridge-scheduler', 'eventbridge-schedule-group'],
  // web servers and containers serve through a load balancer of their own
  'web-app': ['api-gateway', 'lambda', 'appsync', 'ec2-instance', 'load-balancer'],
  streaming: ['msk', 'iot', 'firehose', 'amazon-mq'],
  'shared-files': ['fsx-windows', 'fsx-lustre'],
  search: ['kendra'],
  'data-lake': ['redshift-serverless', 'timestream'],
  // a task or job started on demand is not also a load-balanced service running all day
  containers: ['ecs', 'batch', 'load-balancer'],
  // an Aurora cluster named is the brief's database
  'relational-database': ['aurora'],
};

/**
 * The families a workload's block builds: those whose workload it is, what they bring (the web
 * servers' load balancer) and what it is built with (BUILT_WITH). Not CLAIMED_BY, which says what
 * named services stand for a workload: a named SNS topic stands for "notifications", yet the queue
 * worker's block builds no topic.
 */
function builtBy(kind: WorkloadKind): ReadonlySet<string> {
  const own = SERVICES.filter((s) => s.workload === kind);
  return new Set([...own.flatMap((s) => [s.id, ...(s.brings ?? [])]), ...(BUILT_WITH[kind] ?? [])]);
}

/** The zones and NAT gateways a brief asks of its network ("three AZs", "a NAT gateway per AZ"): the VPC family's stated settings. */
function networkOf(text: string): NonNullable<Requirements['network']> {
  const vpc = serviceById('vpc');
  const stated = vpc ? statedSettings(vpc, text, text) : {};
  const zones = Number(stated.availability_zones);
  const nat = stated.nat_gateways;
  return {
    availability_zones: zones === 3 ? 3 : 2,
    nat_gateways: nat === 'per-zone' || nat === 'one' ? nat : 'none',
  };
}

/** A brief that asks for a NAT gateway in each zone ("two NAT gateways") asks that of its network, whatever else it names. */
function statesNatPerZone(text: string): boolean {
  const vpc = serviceById('vpc');
  return vpc !== undefined && statedSettings(vpc, text, text).nat_gateways === 'per-zone';
}

/**
 * A workload with what the brief states of it, read by the stated settings of the families that
 * build it in the sentences that speak of it ("three m5.large servers", "MFA required").
 */
function withStatedSettings(
  workload: Requirements['workloads'][number],
  text: string,
  original: string,
): Requirements['workloads'][number] {
  const specs = SERVICES.filter(
    (s) => (s.workload === workload.kind || BUILT_WITH[workload.kind]?.includes(s.id)) && s.stated_settings,
  );
  if (specs.length === 0) return workload;
  const words = WORKLOAD_PATTERNS.filter(([kind]) => kind === workload.kind).map(([, p]) => p);
  const patterns = [
    ...words,
    ...specs.flatMap((s) => [s.names, s.phrases, s.arabic, s.arabic_phrases].flatMap((p) => p ?? [])),
  ];
  const sentences = qualifying(text, patterns).join(' ');
  const settings = Object.assign({}, ...specs.map((spec) => statedSettings(spec, text, sentences, original)));
  return Object.keys(settings).length > 0 ? { ...workload, settings } : workload;
}

/** A workload with as many of its store as the services read for it stand for ("three buckets"), and their names. */
function withCount(
  workload: Requirements['workloads'][number],
  reading: ServiceReading,
): Requirements['workloads'][number] {
  const read = reading.workloads.find((w) => w.kind === workload.kind);
  if (!read?.count) return workload;
  return { ...workload, count: read.count, ...(read.names && { names: read.names }) };
}

/**
 * The sentences that speak of what `patterns` name: those that name it, and those after them that
 * name no service at all ("...in a DynamoDB table; the partition key is orderId"), which go on
 * qualifying the last service named.
 */
function qualifying(text: string, patterns: readonly RegExp[]): string[] {
  const names = (sentence: string, of: readonly RegExp[]) =>
    of.some((p) => new RegExp(foldPattern(p.source)).test(foldText(sentence)));
  const anyName = SERVICES.flatMap((s) => [s.names, s.arabic].flatMap((p) => p ?? []));
  let current = false;
  return text.split(/(?<=[.;!?\n])\s/).filter((sentence) => {
    if (names(sentence, patterns)) current = true;
    else if (names(sentence, anyName)) current = false;
    return current;
  });
}

/**
 * A workload whose own servers the brief refuses by their kind ("no servers", "بدون سيرفرات") is
 * built in its serverless form (SERVERLESS_FORM): a web application as a site and a serverless
 * API. A part whose families the brief refuses too ("no functions") is not built, and without the
 * part that runs its code the application is not built at all: the servers existed only for it.
 * Containers the brief asks for run it as they would have.
 */
function withoutRefusedServers(
  workloads: Requirements['workloads'],
  refusals: Refusals,
): Requirements['workloads'] {
  if (workloads.some((w) => w.kind === 'containers')) return workloads;
  const refusedPart = (kind: WorkloadKind) =>
    (BUILT_WITH[kind] ?? []).some((id) => refusals.services.has(id));
  const kept: Requirements['workloads'] = [];
  for (const w of workloads) {
    const form = SERVERLESS_FORM[w.kind];
    const serversRefused = SERVICES.some((s) => s.workload === w.kind && refusals.services.has(s.id));
    if (!form || !serversRefused) {
      if (!kept.some((k) => k.kind === w.kind)) kept.push(w);
      continue;
    }
    if (refusedPart(form.runs)) continue;
    for (const kind of form.parts)
      if (!refusedPart(kind) && !kept.some((k) => k.kind === kind) && !workloads.some((o) => o.kind === kind))
        kept.push({ kind, reason: `${w.reason}, served without the servers it refuses` });
  }
  return kept;
}

/** The reading without what the brief refuses: those services, their edges and their workloads, and the refusals said as not built. */
function withoutRefused(reading: ServiceReading, refusals: Refusals): ServiceReading {
  const services = reading.services.filter((s) => !refusals.services.has(s.service));
  const names = new Set(services.map((s) => s.name));
  const gone = new Set(reading.services.filter((s) => !names.has(s.name)).map((s) => s.name));
  // a workload refused outright builds no block for an edge to reach ("MySQL runs on the box
  // itself, so no RDS"); one the account has already is reached still, and said unwired
  const had = new Set([...refusals.existing].map((id) => serviceById(id)?.workload));
  for (const kind of refusals.workloads) {
    const block = WORKLOAD_BLOCK[kind];
    if (block && !had.has(kind)) gone.add(block);
  }
  return {
    ...reading,
    services,
    connections: reading.connections.filter((c) => !gone.has(c.from) && !gone.has(c.to)),
    workloads: reading.workloads.filter((w) => !refusals.workloads.has(w.kind)),
    not_built: [...refusals.not_built, ...reading.not_built].slice(0, MAX_NOT_BUILT),
  };
}

/**
 * What the account has already and the brief asks to build inside (a record in its existing
 * hosted zone): kept, with `existing` in its settings, where the brief states what goes inside.
 */
function withExistingKept(
  reading: ServiceReading,
  refusals: Refusals,
  text: string,
  original: string,
): ServiceReading {
  const kept = [...refusals.existing].flatMap((id) => {
    const spec = serviceById(id);
    if (!spec?.existing_kept || reading.services.some((s) => s.service === id)) return [];
    const settings = statedSettings(spec, text, text, original);
    if (spec.existing_kept.when.every((key) => settings[key] === undefined)) return [];
    return [
      {
        name: spec.block_name ?? spec.label,
        service: id,
        count: 1,
        phrase: refusals.refused_by.get(id) ?? spec.label,
        settings: { ...settings, existing: true },
      },
    ];
  });
  return kept.length > 0 ? { ...reading, named: true, services: [...reading.services, ...kept] } : reading;
}

/**
 * The words before a thing that make it what the brief's services are for (grammar-words.ts
 * SERVED_FOR_*), ending where it starts; an Arabic letter on an English word stands apart from it
 * ("للـ website" is read "ل website": normalise.ts withPrefixesApart).
 */
const SERVED_FOR = new RegExp(
  `(?:\\b(?:${SERVED_FOR_BEFORE.join('|')})\\s+(?:${SERVED_FOR_DETERMINERS.join('|')})\\s+(?:[\\w-]+\\s+)?|(?<![\\u0621-\\u064a])(?:${SERVED_FOR_ATTACHED.join('|')}) ?)$`,
);

/**
 * The first general word for an application ("app", "platform", "site") that is not named as what
 * the brief's asks are for ("a cache for our Rails app"): that one is the brief's own, already
 * running, and builds nothing.
 */
function unservedGeneric(text: string): RegExpExecArray | undefined {
  const every = new RegExp(GENERIC_APP.source, 'g');
  for (const m of text.matchAll(every))
    if (!SERVED_FOR.test(text.slice(0, m.index))) return m as RegExpExecArray;
  return undefined;
}

/** Workloads people use directly (a site, an app, an API): their blocks are more than a service. */
const SERVING: readonly WorkloadKind[] = ['web-app', 'api', 'static-site', 'containers'];

/**
 * The services a brief names. A brief that names no service outright is read by the services'
 * generic phrases ("a function", "send an e-mail") when it names no workload either ("invoke a
 * function with response streaming"), or when it speaks in product names (Amazon S3) and serves
 * nothing people use directly: rather than a web application with a database it never asked
 * for, or a queue worker in place of the function and e-mail it describes. `plainWords` is the text
 * with its written addresses blanked (see written-values.ts), for the workload words.
 */
function readBrief(text: string, original: string, plainWords: string): ServiceReading {
  const settings = (spec: ServiceSpec, words: string) => statedSettings(spec, text, words, original);
  const named = readServices(text, settings, original);
  const kinds = WORKLOAD_PATTERNS.filter(([, pattern]) => execFolded(pattern, plainWords)).map(
    ([kind]) => kind,
  );
  // parts named beside a workload (its key, its log group) leave the workload's reading alone
  const partsOnly =
    named.services.length > 0 && named.services.every((s) => serviceById(s.service)?.accessory);
  if (named.named && !(partsOnly && kinds.length > 0)) return named;
  const reading = { ...named, named: false };
  const speaksProducts = reading.workloads.length > 0 && !kinds.some((k) => SERVING.includes(k));
  const byPhrases = readServices(text, settings, original, true);
  if (kinds.length === 0) return byPhrases.services.length > 0 ? byPhrases : reading;
  // workload words that name only where things are kept ("and save them in a table") beside
  // phrases naming what does the work (a schedule and its function) describe those services
  if (byPhrases.named && kinds.every((k) => KEEPING.includes(k))) return byPhrases;
  // several functions its words join ("a REST API in front of two functions, one for orders and
  // another for invoices") are more than an API's or a worker's block builds (one function); an
  // application's own servers or tasks run its code whatever it says of functions
  if (
    describesServices(byPhrases) &&
    severalOf(byPhrases, lambda.id) &&
    !kinds.some((k) => k === 'web-app' || k === 'containers' || k === 'static-site')
  )
    return byPhrases;
  // a brief that joins services it names in plain words and serves nothing people use directly
  // describes those services ("files people upload, read by a function"), not the building
  // blocks its words also suggest
  if (
    describesServices(byPhrases) &&
    !kinds.some((k) => SERVING.includes(k)) &&
    // unless the blocks its words ask for build those services already (a queue and its workers)
    byPhrases.services.some((s) => !kinds.some((k) => builtBy(k).has(s.service)))
  )
    return byPhrases;
  // one server the brief's own words put its website on ("a t3.small for our Joomla site",
  // "أرخص سيرفر لموقع ووردبريس", "خادم ويب من النوع m5.xlarge لموقع") is the machine the site runs
  // on, not a server beside a fleet of web servers; servers said in the plural or behind a
  // balancer are that fleet
  if (kinds.includes('web-app') && oneServerOnly(byPhrases)) return byPhrases;
  // what the brief asks for by phrase that none of the workloads' blocks builds (an e-mail)
  const unclaimed = byPhrases.services.filter(
    (s) =>
      s.service !== 'lambda' &&
      !kinds.some((k) => builtBy(k).has(s.service)) &&
      !reading.services.some((r) => r.service === s.service),
  );
  if (speaksProducts) return unclaimed.length > 0 ? byPhrases : reading;
  // the blocks of a brief about an application stand; what they do not build, its own compute
  // calls when it can (an e-mail it sends), and the rest is said, not dropped
  const computes = kinds.some((k) => COMPUTING.includes(k));
  const called = computes ? unclaimed.filter((s) => calledByApplication(s.service)) : [];
  const beside = unclaimed.filter((s) => !called.includes(s) && besideBlocks(s.service, s.settings));
  const said = new Set(reading.not_built.map((n) => n.service));
  const left = unclaimed
    .filter((s) => !called.includes(s) && !beside.includes(s))
    .flatMap((s) => serviceById(s.service) ?? [])
    .flatMap((spec) => {
      // only what the brief says: a service another one would have needed (Route 53 for an inbox) is not an ask
      const phrase = (spec.phrases.exec(text) ??
        spec.names?.exec(text) ??
        spec.arabic?.exec(text) ??
        spec.arabic_phrases?.exec(text))?.[0];
      return phrase && !said.has(spec.label) ? [{ spec, phrase }] : [];
    })
    .map(({ spec, phrase }) => ({
      phrase,
      service: spec.label,
      reason: `The design is built from ${kinds.map((k) => LABEL[k]).join(' and ')}, whose blocks do not include it yet; add it to the template, or describe it in a brief of its own.`,
    }));
  return {
    ...reading,
    services: [
      ...reading.services,
      ...called.map((s) => ({ ...s, reached_by: 'application' as const })),
      ...beside,
    ],
    not_built: [...reading.not_built, ...left],
  };
}

/**
 * The reading's compute is one server said in the singular ("t3.medium", "a c6i.large box",
 * "سيرفر"), with no load balancer in front of it and nothing else that runs code (a function): a
 * plural ("t3.small servers", "سيرفرات") reads apart from its singular (plurals.ts, Arabic
 * folding), so it stays the web servers' fleet.
 */
function oneServerOnly(reading: ServiceReading): boolean {
  const servers = reading.services.filter((s) => s.service === ec2Instance.id);
  const [server] = servers;
  if (servers.length !== 1 || !server || server.count !== 1) return false;
  const folded = foldText(server.phrase.toLowerCase());
  return (
    singularised(folded, FILL) === folded &&
    !folded.includes(FILL) &&
    !reading.services.some(
      (s) =>
        s.service === loadBalancer.id || (serviceById(s.service)?.runs_code && s.service !== ec2Instance.id),
    )
  );
}

/** The reading holds several of a service: a count on it, or a second node of its family. */
function severalOf(reading: ServiceReading, id: string): boolean {
  const of = reading.services.filter((s) => s.service === id);
  return of.length > 1 || of.some((s) => s.count > 1);
}

/** Services the brief's words name and join into a flow ("files people upload, read by a function"), one of them more than a store. */
function describesServices(reading: ServiceReading): boolean {
  return (reading.joined ?? 0) > 0 && reading.services.length > 0;
}

/** Workloads that only keep what the brief stores: what fills them is the services its phrases name. */
const KEEPING: readonly WorkloadKind[] = ['key-value', 'relational-database', 'file-storage'];

/** Workloads whose blocks run the application's own code: servers, tasks or functions. */
const COMPUTING: readonly WorkloadKind[] = ['web-app', 'api', 'containers', 'worker', 'scheduled-job'];

/** A family built beside the blocks because the brief states what it does for them (see `beside_blocks_when`). */
function besideBlocks(id: string, settings: ServiceSettings | undefined): boolean {
  const key = serviceById(id)?.beside_blocks_when;
  return key !== undefined && settings?.[key] !== undefined;
}

/**
 * A service the application's code can call with its own role and nothing more: one built on its
 * own, reached through its API (not inside the network) and needing no other service to work.
 */
function calledByApplication(id: string): boolean {
  const spec = serviceById(id);
  return Boolean(spec?.build && spec.target && !spec.vpc && !spec.needs?.length && !spec.workload);
}

function readWorkloads(
  text: string,
  assumptions: string[],
  reading: ServiceReading,
  brief: {
    /** workloads the brief refuses */
    refused?: ReadonlySet<WorkloadKind>;
    /** the brief says how long a run of its work takes */
    runs?: boolean;
  } = {},
): Requirements['workloads'] {
  const refused = brief.refused ?? new Set();
  const found = new Map<WorkloadKind, string>();
  const named = new Set(reading.services.map((s) => s.service));
  // the words that name a service outright are that service, not also a workload's words
  // ("a Windows file server" is FSx, not also object storage for its "files"); a service a
  // workload's block builds (DynamoDB: the key-value table) is read through those words
  let rest = reading.named
    ? [...named].reduce((words, id) => {
        const spec = serviceById(id);
        if (spec?.workload) return words;
        // a name that spans another service's name ("DynamoDB's zero-ETL integration with
        // OpenSearch") stands for both: those words are left to be read
        const alone = (said: string) => !SERVICES.some((other) => other.id !== id && other.names?.test(said));
        return [spec?.names, spec?.arabic].reduce(
          (left, pattern) =>
            pattern
              ? left.replace(new RegExp(pattern.source, 'g'), (said) => (alone(said) ? ' ' : said))
              : left,
          words,
        );
      }, text)
    : text;
  // a plain "database" beside services named is the brief's database, unless one is named already
  const databaseNamed =
    reading.workloads.some((w) => w.kind === 'key-value' || w.kind === 'relational-database') ||
    DATABASE_FAMILIES.some((id) => named.has(id));
  const keyValue = WORKLOAD_PATTERNS.find(([kind]) => kind === 'key-value')?.[1];
  let servedApp: string | undefined;
  // words of an application's shape ("microservices") are no workload beside named compute that runs them
  const shapeOnly = reading.named && RUNS_APPLICATIONS.some((id) => named.has(id));
  for (const [kind, pattern] of WORKLOAD_PATTERNS) {
    const match = shapeOnly
      ? matchAllFolded(pattern, rest).find((m) => !execFolded(SHAPE_WORDS, m[0]))
      : execFolded(pattern, rest);
    if (!match) continue;
    // the data a brief names beside the table it names is that table's, and so is a plain
    // "database" ("our DynamoDB database", "قاعدة بيانات DynamoDB") when no relational engine is named
    if (
      kind === 'relational-database' &&
      (KEPT_DATA.test(match[0]) || (execFolded(PLAIN_DATABASE, match[0]) && !NAMED_DATABASE.test(text))) &&
      (databaseNamed || (keyValue && execFolded(keyValue, text)))
    )
      continue;
    // an application named as what the brief's other asks are for ("a Redis cache for our website",
    // "كاش ريدس للموقع", "monitoring of the portal") is the brief's own: the asks are built, not it
    if (kind === 'web-app' && SERVED_FOR.test(rest.slice(0, match.index))) {
      servedApp = `the brief says "${match[0]}"`;
      continue;
    }
    // "a shared file system" is not also object storage, "log analytics" not also a data lake
    if (CLAIMING_KINDS.has(kind)) rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
    if (reading.named) {
      if (CLAIMED_BY[kind]?.some((id) => named.has(id))) continue;
      // what a database keeps ("orders", "bookings") is no database beside services named; a plain "database" is
      if (
        kind === 'relational-database' &&
        !NAMED_DATABASE.test(text) &&
        (databaseNamed || !execFolded(PLAIN_DATABASE, text))
      )
        continue;
      // the services named run the application, unless none of them runs code (a database, a topic)
      if (kind === 'web-app' || kind === 'api' || kind === 'worker' || kind === 'scheduled-job') {
        if (RUNS_APPLICATIONS.some((id) => named.has(id))) continue;
        if (kind !== 'web-app' && named.size > 0) continue;
      }
    }
    found.set(kind, `the brief says "${match[0]}"`);
  }
  // with nothing else asked, what the application was for is the application itself ("hosting for our website")
  if (servedApp && found.size === 0) found.set('web-app', servedApp);
  // "a static website" is a static site; a website with sign-in, a database or an API is an
  // application, run by the services the brief names when it names any (as for the words above)
  const dynamic = DYNAMIC_SITE.exec(text);
  if (dynamic) {
    // a dynamic site the asks are for ("Redis caching for the PHP application") is the brief's own
    const served = SERVED_FOR.test(text.slice(0, dynamic.index)) && !found.has('web-app');
    if ((!reading.named || named.size === 0) && !served)
      found.set('web-app', found.get('web-app') ?? `the brief names "${dynamic[0]}", which runs server code`);
    found.delete('static-site');
  } else if (
    found.has('web-app') &&
    // a site said to be static, or one the brief serves from the very families a static site is
    // built of ("website: S3 and CloudFront"): what it names runs no code of its own
    (STATIC_HINT.test(text) || STATIC_SITE_PARTS.every((k) => reading.workloads.some((w) => w.kind === k))) &&
    !found.has('relational-database') &&
    !found.has('user-sign-in')
  ) {
    found.set('static-site', found.get('static-site') ?? found.get('web-app') ?? 'a static website');
    found.delete('web-app');
  }
  /** workloads read only from a service the brief names (servers on EC2), not from words for an application */
  const ofNamedServices = new Set<WorkloadKind>();
  for (const w of reading.workloads) {
    // "Fargate" names both a task run on demand and a service: a named task or job claims it
    const taskNamed = w.kind === 'containers' && CLAIMED_BY.containers?.some((id) => named.has(id));
    if (!found.has(w.kind) && !taskNamed) {
      found.set(w.kind, w.reason);
      ofNamedServices.add(w.kind);
    }
  }
  // what a brief keeps ("records", "orders") is the data of the store or stream it names ("a
  // Kinesis stream that keeps records for 3 days"): a database only when it names none
  const keptSaid = /"([^"]*)"/.exec(found.get('relational-database') ?? '')?.[1];
  if (
    keptSaid !== undefined &&
    new RegExp(`^(?:${KEPT_DATA.source})$`).test(keptSaid) &&
    HOLDS_KEPT_DATA.some((kind) => found.has(kind))
  )
    found.delete('relational-database');
  if (reading.named) return [...found].map(([kind, reason]) => ({ kind, reason }));
  // work the brief says runs for a time ("processing takes three hours") is work to build, by
  // whatever name it goes: a worker, which runs as a task when it outlasts a function (orient.ts)
  if (brief.runs && !COMPUTING.some((k) => found.has(k)) && !refused.has('worker'))
    found.set('worker', 'the brief says how long a run of its work takes');
  const serving = ['web-app', 'api', 'static-site', 'containers'].some((k) => found.has(k as WorkloadKind));
  // the words a claiming kind took ("a shared file system") are no application's
  const generic = unservedGeneric(rest);
  // "a processing system" with only a worker named is the worker; "a site" or "an app" is something people visit
  const onlyJobs =
    (found.has('worker') || found.has('scheduled-job')) &&
    /^(systems?|services? for)$/.test(generic?.[0] ?? '');
  // what monitoring watches ("alerts for our platform") is there already: monitoring alone is a design of its own
  const watches = found.size > 0 && [...found.keys()].every((k) => k === 'monitoring');
  if (!serving && generic && !onlyJobs && !watches) {
    found.set('web-app', `the brief asks for "${generic[0]}" that people use`);
  }
  // a brief that names nothing to build gets no workload of the planner's choosing: what it is
  // for is a question to ask (see clarify/thin-brief.ts), not a web application to assume
  const kinds = [...found.keys()];
  // a database the brief refuses ("no database", "بدون قاعدة بيانات") is never the store a workload is said to need
  const databases =
    kinds.some((k) => k === 'relational-database' || k === 'key-value') ||
    refused.has('relational-database') ||
    refused.has('key-value');
  const stores =
    databases || kinds.some((k) => ['file-storage', 'data-lake', 'shared-files', 'search'].includes(k));
  // an application's data needs a store; servers named for what they run ("EC2 instances running a scheduler") do not
  if (found.has('web-app') && !ofNamedServices.has('web-app') && !databases) {
    found.set('relational-database', 'a web application keeps its data in a database');
    assumptions.push('A PostgreSQL database was added for the application data.');
  } else if (found.has('api') && !found.has('web-app') && !stores) {
    found.set('key-value', 'an API needs somewhere to keep its data');
    assumptions.push('A DynamoDB table was added for the data.');
  }
  return [...found].map(([kind, reason]) => ({ kind, reason }));
}

function scaleTier(text: string, numbers: ReturnType<typeof readNumbers>): ScaleTier {
  const users = numbers.users ?? 0;
  const daily = numbers.usersPerDay ? users * 30 : users;
  const rps = numbers.requestsPerSecond ?? 0;
  if (daily >= 1_000_000 || rps >= 500 || (numbers.storageGb ?? 0) >= 5120) return 'large';
  if (daily >= 20_000 || rps >= 50) return 'medium';
  if (users > 0 || rps > 0) return 'small';
  if (LARGE_WORDS.test(text)) return 'large';
  if (MEDIUM_WORDS.test(text)) return 'medium';
  if (SMALL_WORDS.test(text)) return 'small';
  return 'small';
}

function readClassification(text: string, sector: string, assumptions: string[]): DataClassification {
  let found = CLASSIFICATION_PATTERNS.find(([, p]) => p.test(text))?.[0];
  if (!found) {
    found = 'internal';
    assumptions.push('The data was taken as Internal (the brief did not say how sensitive it is).');
  }
  if (
    REGULATED.has(sector) &&
    CLASSIFICATION_ORDER.indexOf(found) < CLASSIFICATION_ORDER.indexOf('confidential')
  ) {
    assumptions.push(`A ${sector} workload holds Confidential data at least.`);
    found = 'confidential';
  }
  return found;
}

/** The frameworks the request or the brief names; else those of the brief's sector (SECTOR_FRAMEWORKS), said. */
function readFrameworks(
  request: GenerationRequest,
  text: string,
  sector: Requirements['sector'],
  assumptions: string[],
): FrameworkId[] {
  if (request.frameworks?.length) return [...new Set(request.frameworks)];
  const named = FRAMEWORK_PATTERNS.filter(([, p]) => p.test(text)).map(([id]) => id);
  if (named.length > 0) return named;
  const held = [...(SECTOR_FRAMEWORKS[sector] ?? SECTOR_FRAMEWORKS.general ?? [])];
  const who = sector === 'general' ? 'a design of no regulated sector' : `a ${sector} design`;
  assumptions.push(
    `No framework was named, so the design is held to ${held.join(' and ')}, as ${who} is; name SAMA, NCA-ECC or CITC to be held to it.`,
  );
  return held;
}

const LABEL: Record<WorkloadKind, string> = {
  'web-app': 'a web application',
  api: 'an API',
  'static-site': 'a static website',
  containers: 'containerised services',
  worker: 'background workers',
  'scheduled-job': 'scheduled jobs',
  'relational-database': 'a relational database',
  'key-value': 'a key-value table',
  cache: 'a cache',
  'file-storage': 'file storage',
  'shared-files': 'a shared file system',
  search: 'a search and log analytics cluster',
  'data-lake': 'a data lake for analytics',
  streaming: 'a real-time event stream',
  'user-sign-in': 'user sign-in',
  monitoring: 'audit logging and alarms',
};

function summaryOf(
  kinds: WorkloadKind[],
  tier: ScaleTier,
  sector: string,
  environment: string,
  services: string[],
): string {
  const parts = [...services, ...kinds.map((k) => LABEL[k])];
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const who = sector === 'general' ? '' : ` for the ${sector} sector`;
  return `A ${tier} ${environment} design${who}: ${list}.`;
}

/** The words that ask for a schedule: the scheduled-job workload's and the scheduler's phrases. */
function scheduleWords(): RegExp[] {
  const scheduler = serviceById('eventbridge-scheduler');
  return [
    ...WORKLOAD_PATTERNS.filter(([kind]) => kind === 'scheduled-job').map(([, pattern]) => pattern),
    ...(scheduler
      ? [scheduler.phrases, ...(scheduler.arabic_phrases ? [scheduler.arabic_phrases] : [])]
      : []),
  ];
}

/**
 * The days the brief keeps its data and its logs: one period keeps both (unless it is of backups);
 * periods for different subjects each keep their own (see retentionsBySubject).
 */
function retentionDays(
  text: string,
  retention: ReturnType<typeof statedRetention>,
): Pick<Requirements, 'retention_days' | 'log_retention_days'> {
  const split = retentionsBySubject(text);
  if (!split) return retention && retention.of !== 'backups' ? { retention_days: retention.days } : {};
  return {
    ...(split.data && { retention_days: split.data.days }),
    ...(split.logs && { log_retention_days: split.logs.days }),
  };
}
