import { type TemplateAcceptances, templateAcceptances } from './acceptance';
import { DEFAULT_SCAN_SETTINGS } from './context';
import { evaluateToTable, loadTemplate } from './engine';
import { fixOutlooks, fixTemplate } from './fix';
import { FAIL, type OutcomeTable } from './outcome-table';
import { buildViolations } from './report';
import { ALL_RULES } from './rules';
import { type FrameworkScore, scoreTable } from './score';
import { FRAMEWORK_IDS, type FrameworkId, type RuleOutcome, type ScanSettings } from './types';
import type { Violation } from './violation';
import { violationId } from './violation';

export interface ScanOptions {
  frameworks?: readonly FrameworkId[];
  /** parameter overrides; otherwise parameter defaults are used */
  parameters?: Record<string, string>;
  /** the region the template will be deployed to (AWS::Region) */
  region?: string;
  settings?: Partial<ScanSettings>;
  /** shown in locations (CLI, SARIF) */
  file?: string;
  /** ISO time stamped on findings; defaults to now */
  detectedAt?: string;
  /**
   * false only in bench/compliance.ts, which times the engine on synthetic templates of 1,000 and
   * 10,000 resources (the speed targets) that CloudFormation's 500-resource quota refuses
   */
  quotas?: boolean;
}

function load(text: string, opts: ScanOptions) {
  return loadTemplate(text, {
    fileName: opts.file,
    parameters: opts.parameters,
    region: opts.region,
    settings: { ...DEFAULT_SCAN_SETTINGS, ...opts.settings },
    ...(opts.quotas === false ? { quotas: false } : {}),
  });
}

/** Milliseconds the scan spent in each phase (the benchmark prints them). */
export interface ScanPhases {
  parse: number;
  resolve: number;
  evaluate: number;
  score: number;
  /** findings with their citations, fix outlook and order */
  report: number;
}

export interface TemplateScan {
  /** findings that count: open ones, and those whose acceptance has expired (saying so) */
  violations: Violation[];
  /** findings accepted in the template's Metadata (Sahab's key or another tool's), still valid */
  accepted: Violation[];
  scores: Record<FrameworkId, FrameworkScore>;
  resourceCount: number;
  outcomes: RuleOutcome[];
  phases: ScanPhases;
}

/** Parses, resolves and checks one template against the selected frameworks (all by default). */
export function scanTemplate(text: string, opts: ScanOptions = {}): TemplateScan {
  const frameworks = opts.frameworks?.length ? opts.frameworks : FRAMEWORK_IDS;
  const { resources, ctx, parsed, timings } = load(text, opts);
  const evaluating = performance.now();
  const table = evaluateToTable(resources, ctx, ALL_RULES);
  const detectedAt = opts.detectedAt ?? new Date().toISOString();
  const acceptances = templateAcceptances(parsed.body, detectedAt);
  const scoring = performance.now();
  // a valid acceptance takes its check out of the score; an expired one counts again
  const scores =
    acceptances.size === 0
      ? scoreTable(table)
      : scoreTable(
          table,
          (at) => !acceptances.get(table.subject(at).logicalId)?.get(table.rule(at).id)?.valid,
        );
  const reporting = performance.now();
  const outlookOf = fixOutlooks(ctx, parsed.body, fixOptions(opts));
  const all = buildViolations(table, { frameworks, detectedAt, file: opts.file, fixOutlook: outlookOf });
  const { violations, accepted } = withAcceptances(all, acceptances);
  const phases = {
    ...timings,
    evaluate: scoring - evaluating,
    score: reporting - scoring,
    report: performance.now() - reporting,
  };
  return new ScanResult(violations, accepted, scores, resources.length, phases, table);
}

/**
 * A scan's answer. Its outcomes are made as objects only when read (the security agent adds an
 * account's checks to them), by one getter every result shares, an own enumerable property as
 * before (readers spread a scan). A getter written in the returned object literal was a new
 * closure per scan over the scan's scope (its outcome table, resources and template), and V8 keeps
 * such a getter in an accessor pair it allocates in the old generation: until the next full
 * collection, every young collection after a scan found that scan reachable, copied it, and the
 * next promoted it (0.65 MB promoted per scan of 1,000 resources, 0.03 MB with the shared getter;
 * test/unit/compliance/scan-memory.test.ts).
 */
class ScanResult implements TemplateScan {
  // Declared, not class fields: the constructor writes them in the order readers have always
  // seen (a class field would be defined before the constructor runs, ahead of `outcomes`).
  declare violations: Violation[];
  declare accepted: Violation[];
  declare scores: Record<FrameworkId, FrameworkScore>;
  declare resourceCount: number;
  declare outcomes: RuleOutcome[];
  declare phases: ScanPhases;
  readonly #table: OutcomeTable;
  #outcomes: RuleOutcome[] | undefined;
  constructor(
    violations: Violation[],
    accepted: Violation[],
    scores: Record<FrameworkId, FrameworkScore>,
    resourceCount: number,
    phases: ScanPhases,
    table: OutcomeTable,
  ) {
    this.violations = violations;
    this.accepted = accepted;
    this.scores = scores;
    this.resourceCount = resourceCount;
    Object.defineProperty(this, 'outcomes', OUTCOMES);
    this.phases = phases;
    this.#table = table;
  }

  static outcomesOf(scan: ScanResult): RuleOutcome[] {
    scan.#outcomes ??= scan.#table.toOutcomes();
    return scan.#outcomes;
  }
}

const OUTCOMES: PropertyDescriptor = {
  get(this: ScanResult) {
    return ScanResult.outcomesOf(this);
  },
  enumerable: true,
  configurable: true,
};

/** Findings with their acceptance attached, the still-valid ones set apart. */
function withAcceptances(all: Violation[], acceptances: TemplateAcceptances) {
  if (acceptances.size === 0) return { violations: all, accepted: [] };
  const violations: Violation[] = [];
  const accepted: Violation[] = [];
  for (const v of all) {
    const acceptance = acceptances.get(v.resource)?.get(v.rule_id);
    if (!acceptance) violations.push(v);
    else (acceptance.valid ? accepted : violations).push({ ...v, acceptance });
  }
  return { violations, accepted };
}

/**
 * Applies the automatic fixes of the given violations (all fixable ones when `violationIds` is
 * omitted) and returns the patched template text with the list of changes.
 */
export function fixViolations(text: string, violationIds?: readonly string[], opts: ScanOptions = {}) {
  const { resources, ctx } = load(text, opts);
  const table = evaluateToTable(resources, ctx, ALL_RULES);
  const wanted = violationIds ? new Set(violationIds) : undefined;
  const chosen: RuleOutcome[] = [];
  for (let at = 0; at < table.length; at++) {
    if (table.status[at] !== FAIL) continue;
    const rule = table.rule(at);
    const resource = table.subject(at);
    if (rule.fix && (!wanted || wanted.has(violationId(rule.id, resource.logicalId)))) {
      chosen.push({ rule, resource, evaluation: table.evaluation(at) });
    }
  }
  return fixTemplate(text, chosen, ctx, fixOptions(opts));
}

const fixOptions = (opts: ScanOptions) => ({
  givenParameters: Object.keys(opts.parameters ?? {}),
  ...(opts.quotas === false ? { quotas: false } : {}),
});
