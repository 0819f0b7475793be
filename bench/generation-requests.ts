/**
 * Runs the studio's own request sets (test/fixtures/studio-requests/) through offline generation
 * and prints, per split: requests whose every assertion holds, assertions met, and ledger
 * accuracy: of the requirements checklist's "met" entries, how many the independent assertions
 * about the same clause, resource and property confirm (test/fixtures/ledger-judges.ts), how many
 * they contradict (false "met") and how many no assertion speaks of.
 *
 *   npm run bench:generation-requests                 the tuned two thirds
 *   npm run bench:generation-requests -- --held       the tuned and the held third (start and end only)
 *   BENCH_VERBOSE=1 npm run bench:generation-requests each tuned failure (held ones are never listed)
 *   BENCH_ONLY=<id prefix>[,<prefix>] ...             only those requests
 *   BENCH_EXCEPT=<id prefix>[,<prefix>] ...           all but those (a newer set left out, to compare with earlier figures)
 *   BENCH_REFINEMENT=from-scratch ...                 a refinement's instructions designed alone,
 *                                                     as the studio did before versions (the baseline)
 */
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import {
  anchoredClauses,
  asksSomething,
  clausesOf,
  quotedIn,
  readText,
} from '#shared/generation/checklist/clauses';
import type { ChecklistItem } from '#shared/generation/checklist/index';
import { refineBasis } from '#shared/generation/refine/compose';
import { runGeneration, shortOfSound } from '#test/fixtures/generation-pipeline';
import { judgesOf } from '#test/fixtures/ledger-judges';
import {
  type Assertion,
  holds,
  parseAssertion,
  type Split,
  type StudioRequest,
  speaksOfPresence,
  splitOf,
  studioRequests,
  viewOf,
} from '#test/fixtures/studio-requests';

const ports = { model: offlinePlanner(), validator: getTemplateValidator() };
const withHeld = process.argv.includes('--held');
const verbose = process.env.BENCH_VERBOSE === '1';
/** Id prefixes, comma-separated ("f11-,cfn-"): a set left out keeps the other sets' figures comparable. */
const prefixes = (list: string | undefined) => list?.split(',').filter(Boolean);
const only = prefixes(process.env.BENCH_ONLY);
const except = prefixes(process.env.BENCH_EXCEPT);
const fromScratch = process.env.BENCH_REFINEMENT === 'from-scratch';

/**
 * A request's last version: its brief designed, then each follow-up instruction applied to the
 * version before through the studio's own refinement (or, for the baseline, designed alone).
 */
async function lastVersion(request: StudioRequest) {
  let prompt = request.brief;
  let result = await runGeneration({ prompt }, ports, { tier: 'pro' });
  for (const instruction of request.then ?? []) {
    prompt = fromScratch ? instruction : refineBasis({ prompt, options: {} }, { instruction }).prompt;
    result = await runGeneration({ prompt }, ports, { tier: 'pro' });
  }
  return result;
}

interface Outcome {
  request: StudioRequest;
  split: Split;
  failedRun?: string;
  results: { assertion: Assertion; ok: boolean }[];
  ledger: { met: number; confirmed: number; falseMet: string[]; unchecked: number };
  /** the design's edges (connection entries) and those not wired on both sides */
  edges: { all: number; unwired: string[] };
  clauses: Clauses;
  /** what falls short of valid, >= 90 on every framework, drawn and priced (none: sound) */
  unsound: string[];
  ms: number;
}

/**
 * The brief's clauses against the ledger shown to the user: read (an entry quotes it or a "not
 * built" entry names its words), listed as not understood, or silently dropped (neither); and for
 * a request that asks for something the studio cannot build, whether anything says so.
 */
interface Clauses {
  asking: number;
  notUnderstood: number;
  dropped: string[];
  unbuildableSaid?: boolean;
}

function clausesAgainst(
  request: StudioRequest,
  items: ChecklistItem[],
  notBuilt: readonly { phrase: string }[],
  quoted: readonly string[],
): Clauses {
  const brief = readText(request.brief);
  const clauses = clausesOf(brief);
  // linked to a clause as the checklist links a reading, but only by what the user is shown
  const read = anchoredClauses(brief, clauses, [
    ...items.flatMap((i) => i.quote ?? []),
    ...notBuilt.map((n) => n.phrase),
    ...quoted,
  ]);
  const asking = clauses.filter(asksSomething);
  const dropped = clauses.filter((c, i) => asksSomething(c) && !read.has(i));
  const notUnderstood = items.filter((i) => i.kind === 'clause').length;
  return {
    asking: asking.length,
    notUnderstood,
    dropped: dropped.map((c) => c.text),
    ...(request.tags.includes('unbuildable') && { unbuildableSaid: notUnderstood + notBuilt.length > 0 }),
  };
}

async function runOne(request: StudioRequest): Promise<Outcome> {
  const assertions = request.expect.map(parseAssertion);
  const split = splitOf(request.id);
  const start = performance.now();
  const ledger = { met: 0, confirmed: 0, falseMet: [] as string[], unchecked: 0 };
  try {
    const result = await lastVersion(request);
    const view = viewOf(result.security.template);
    const results = assertions.map((assertion) => ({ assertion, ok: holds(view, assertion) }));
    const checklist = result.artifacts.find((a) => a.kind === 'checklist');
    const items = checklist ? (JSON.parse(checklist.content) as { items: ChecklistItem[] }).items : [];
    const design = result.artifacts.find((a) => a.kind === 'design');
    const shown = (design ? JSON.parse(design.content) : {}) as {
      not_built?: { phrase: string }[];
      blocks?: { reason: string }[];
      connections?: { reason: string }[];
    };
    // what the design tab shows as read from the brief: its blocks' and edges' quoted words
    const quoted = [...(shown.blocks ?? []), ...(shown.connections ?? [])].flatMap((b) => quotedIn(b.reason));
    const clauses = clausesAgainst(request, items, shown.not_built ?? [], quoted);
    const connections = items.filter((i) => i.kind === 'connection');
    const edges = {
      all: connections.length,
      unwired: connections.filter((i) => i.status !== 'met').map((i) => `${i.requirement}: ${i.detail}`),
    };
    for (const item of items.filter((i) => i.status === 'met')) {
      ledger.met++;
      const judges = judgesOf(item, assertions, view, items);
      if (judges.length === 0) ledger.unchecked++;
      else if (judges.every((a) => holds(view, a))) ledger.confirmed++;
      else
        ledger.falseMet.push(
          `${item.kind} "${item.requirement}" vs ${judges
            .filter((a) => !holds(view, a))
            .map((a) => a.text)
            .join('; ')}`,
        );
    }
    return {
      request,
      split,
      results,
      ledger,
      edges,
      clauses,
      unsound: shortOfSound(result),
      ms: performance.now() - start,
    };
  } catch (error) {
    return {
      request,
      split,
      failedRun: error instanceof Error ? error.message.slice(0, 200) : String(error),
      results: assertions.map((assertion) => ({ assertion, ok: false })),
      ledger,
      edges: { all: 0, unwired: [] },
      clauses: { asking: 0, notUnderstood: 0, dropped: [] },
      unsound: ['failed run'],
      ms: performance.now() - start,
    };
  }
}

/** What an assertion checks, by its first alternative: presence, a setting, a connection or a permission. */
function shapeOf(assertion: Assertion): 'presence' | 'setting' | 'connection' | 'permission' {
  const op = assertion.anyOf[0]?.op;
  if (op === 'may') return 'permission';
  if (op === 'connected' || op === 'starts') return 'connection';
  return speaksOfPresence(assertion) ? 'presence' : 'setting';
}

function report(title: string, outcomes: Outcome[], listFailures: boolean): void {
  const n = outcomes.length;
  const full = outcomes.filter((o) => o.results.every((r) => r.ok)).length;
  const total = outcomes.reduce((s, o) => s + o.results.length, 0);
  const met = outcomes.reduce((s, o) => s + o.results.filter((r) => r.ok).length, 0);
  const ledgerMet = outcomes.reduce((s, o) => s + o.ledger.met, 0);
  const confirmed = outcomes.reduce((s, o) => s + o.ledger.confirmed, 0);
  const falseMet = outcomes.reduce((s, o) => s + o.ledger.falseMet.length, 0);
  const unchecked = outcomes.reduce((s, o) => s + o.ledger.unchecked, 0);
  const failed = outcomes.filter((o) => o.failedRun).length;
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  console.log(`\n== ${title}: ${n} requests`);
  console.log(`every assertion holds: ${full}/${n} (${pct(full, n)}); failed runs ${failed}`);
  console.log(`assertions met: ${met}/${total} (${pct(met, total)})`);
  // "contains what it needs": the issue's held-out target is on presence alone
  const presence = (o: Outcome) => o.results.filter((r) => shapeOf(r.assertion) === 'presence');
  const contains = outcomes.filter((o) => presence(o).every((r) => r.ok)).length;
  console.log(
    `contains what it needs (every has/no assertion holds): ${contains}/${n} (${pct(contains, n)})`,
  );
  const shapes = new Map<string, { met: number; all: number }>();
  for (const r of outcomes.flatMap((o) => o.results)) {
    const entry = shapes.get(shapeOf(r.assertion)) ?? { met: 0, all: 0 };
    entry.all++;
    if (r.ok) entry.met++;
    shapes.set(shapeOf(r.assertion), entry);
  }
  console.log(`assertions by shape: ${[...shapes].map(([s, e]) => `${s} ${e.met}/${e.all}`).join(', ')}`);
  console.log(
    `ledger accuracy: ${confirmed}/${ledgerMet - unchecked} checked "met" entries confirmed; false "met" ${falseMet}; ${unchecked} "met" entries no assertion speaks of (${ledgerMet} "met" in all)`,
  );
  const edges = outcomes.reduce((s, o) => s + o.edges.all, 0);
  const unwired = outcomes.reduce((s, o) => s + o.edges.unwired.length, 0);
  console.log(`edges wired on both sides: ${edges - unwired}/${edges}`);
  const asking = outcomes.reduce((s, o) => s + o.clauses.asking, 0);
  const notUnderstood = outcomes.reduce((s, o) => s + o.clauses.notUnderstood, 0);
  const dropped = outcomes.reduce((s, o) => s + o.clauses.dropped.length, 0);
  const unbuildable = outcomes.filter((o) => o.clauses.unbuildableSaid !== undefined);
  console.log(
    `clauses asking for something: ${asking}; listed as not understood ${notUnderstood}; silently dropped ${dropped}; briefs with an unbuildable ask that the ledger names: ${unbuildable.filter((o) => o.clauses.unbuildableSaid).length}/${unbuildable.length}`,
  );
  const sound = outcomes.filter((o) => o.unsound.length === 0).length;
  console.log(`valid, >= 90 on every framework, drawn and priced: ${sound}/${n} (${pct(sound, n)})`);
  console.log(`time per request: median ${ms[Math.floor(n / 2)]?.toFixed(0)} ms`);
  const byTag = new Map<string, { n: number; full: number }>();
  for (const o of outcomes)
    for (const tag of o.request.tags.filter((t) =>
      [
        'arabic',
        'mixed',
        'typo',
        'thin',
        'negation',
        'combo',
        'schedule',
        'retention',
        'refinement',
      ].includes(t),
    )) {
      const entry = byTag.get(tag) ?? { n: 0, full: 0 };
      entry.n++;
      if (o.results.every((r) => r.ok)) entry.full++;
      byTag.set(tag, entry);
    }
  console.log(
    `by tag (every assertion holds): ${[...byTag].map(([tag, e]) => `${tag} ${e.full}/${e.n}`).join(', ')}`,
  );
  if (!listFailures) return;
  for (const o of outcomes) {
    const failing = o.results.filter((r) => !r.ok).map((r) => r.assertion.text);
    if (o.failedRun) console.log(`  run failed ${o.request.id}: ${o.failedRun}`);
    else if (failing.length > 0) console.log(`  ${o.request.id}: ${failing.join(' | ')}`);
    for (const f of o.ledger.falseMet) console.log(`  false met ${o.request.id}: ${f}`);
    for (const u of o.edges.unwired) console.log(`  unwired ${o.request.id}: ${u}`);
    for (const d of o.clauses.dropped) console.log(`  dropped clause ${o.request.id}: ${d}`);
    if (o.unsound.length > 0 && !o.failedRun)
      console.log(`  unsound ${o.request.id}: ${o.unsound.join(', ')}`);
    if (o.clauses.unbuildableSaid === false) console.log(`  unbuildable ask unsaid ${o.request.id}`);
  }
}

const requests = studioRequests().filter(
  (r) =>
    (withHeld || splitOf(r.id) === 'tuned') &&
    (!only || only.some((p) => r.id.startsWith(p))) &&
    !except?.some((p) => r.id.startsWith(p)),
);
const outcomes: Outcome[] = [];
for (const request of requests) outcomes.push(await runOne(request));
report(
  'tuned',
  outcomes.filter((o) => o.split === 'tuned'),
  verbose,
);
if (withHeld)
  report(
    'held',
    outcomes.filter((o) => o.split === 'held'),
    false,
  );
process.exit(0);
