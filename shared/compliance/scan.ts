import { type TemplateAcceptances, templateAcceptances } from './acceptance';
import type { Acceptance } from './acceptance/types';
import { DEFAULT_SCAN_SETTINGS } from './context';
import { evaluateToTable, loadTemplate } from './engine';
import type { Findings } from './findings';
import { fixOutlooks, fixTemplate } from './fix';
import { FAIL, type OutcomeTable } from './outcome-table';
import { buildFindings } from './report';
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
  const { resources, ctx, parsed, timings, resourceIds } = load(text, opts);
  const evaluating = performance.now();
  const table = evaluateToTable(resources, ctx, ALL_RULES);
  const detectedAt = opts.detectedAt ?? new Date().toISOString();
  const acceptances = templateAcceptances(parsed.body, detectedAt, resourceIds);
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
  const findings = buildFindings(table, { frameworks, detectedAt, file: opts.file, fixOutlook: outlookOf });
  const accepting = acceptances.size === 0 ? undefined : acceptancesOf(findings, acceptances);
  const phases = {
    ...timings,
    evaluate: scoring - evaluating,
    score: reporting - scoring,
    report: performance.now() - reporting,
  };
  return new ScanResult(findings, accepting, scores, resources.length, phases, table);
}

/**
 * A scan's answer. Its findings are kept as columns (findings.ts) and made into `Violation`
 * objects when `violations` or `accepted` is first read, and its outcomes into objects when
 * `outcomes` is (the security agent adds an account's checks to them): a reader of the scores
 * alone makes neither. Each is an own enumerable property, as before (readers spread a scan, JSON
 * and structured clone read it), through one accessor every result shares. A getter written in
 * the returned object literal was a new closure per scan over the scan's scope (its outcome table,
 * resources and template), and V8 keeps such a getter in an accessor pair it allocates in the old
 * generation: until the next full collection, every young collection after a scan found that scan
 * reachable, copied it, and the next promoted it (0.65 MB promoted per scan of 1,000 resources,
 * 0.03 MB with the shared getter; test/unit/compliance/scan-memory.test.ts).
 */
class ScanResult implements TemplateScan {
  // Declared, not class fields: the constructor defines them in the order readers have always
  // seen (a class field would be defined before the constructor runs).
  declare violations: Violation[];
  declare accepted: Violation[];
  declare scores: Record<FrameworkId, FrameworkScore>;
  declare resourceCount: number;
  declare outcomes: RuleOutcome[];
  declare phases: ScanPhases;
  readonly #table: OutcomeTable;
  readonly #findings: Findings;
  readonly #accepting: Accepting | undefined;
  #outcomes: RuleOutcome[] | undefined;
  #violations: Violation[] | undefined;
  #accepted: Violation[] | undefined;
  constructor(
    findings: Findings,
    accepting: Accepting | undefined,
    scores: Record<FrameworkId, FrameworkScore>,
    resourceCount: number,
    phases: ScanPhases,
    table: OutcomeTable,
  ) {
    Object.defineProperty(this, 'violations', VIOLATIONS);
    Object.defineProperty(this, 'accepted', ACCEPTED);
    this.scores = scores;
    this.resourceCount = resourceCount;
    Object.defineProperty(this, 'outcomes', OUTCOMES);
    this.phases = phases;
    this.#table = table;
    this.#findings = findings;
    this.#accepting = accepting;
  }

  static outcomesOf(scan: ScanResult): RuleOutcome[] {
    scan.#outcomes ??= scan.#table.toOutcomes();
    return scan.#outcomes;
  }

  /** Findings that count: open ones, and those whose acceptance has expired (saying so). */
  static violationsOf(scan: ScanResult): Violation[] {
    if (scan.#violations === undefined) {
      const findings = scan.#findings;
      const accepting = scan.#accepting;
      scan.#violations = accepting
        ? accepting.open.map((i) => findings.violation(i, accepting.acceptanceOf.get(i)))
        : findings.all();
    }
    return scan.#violations;
  }

  static acceptedOf(scan: ScanResult): Violation[] {
    if (scan.#accepted === undefined) {
      const findings = scan.#findings;
      const accepting = scan.#accepting;
      scan.#accepted = accepting
        ? accepting.accepted.map((i) => findings.violation(i, accepting.acceptanceOf.get(i)))
        : [];
    }
    return scan.#accepted;
  }

  /** A reader that sets a list (as on the plain object scans once were) replaces it. */
  static replace(scan: ScanResult, key: 'violations' | 'accepted', list: Violation[]): void {
    if (key === 'violations') scan.#violations = list;
    else scan.#accepted = list;
  }
}

const OUTCOMES: PropertyDescriptor = {
  get(this: ScanResult) {
    return ScanResult.outcomesOf(this);
  },
  enumerable: true,
  configurable: true,
};

const VIOLATIONS: PropertyDescriptor = {
  get(this: ScanResult) {
    return ScanResult.violationsOf(this);
  },
  set(this: ScanResult, list: Violation[]) {
    ScanResult.replace(this, 'violations', list);
  },
  enumerable: true,
  configurable: true,
};

const ACCEPTED: PropertyDescriptor = {
  get(this: ScanResult) {
    return ScanResult.acceptedOf(this);
  },
  set(this: ScanResult, list: Violation[]) {
    ScanResult.replace(this, 'accepted', list);
  },
  enumerable: true,
  configurable: true,
};

/**
 * Which findings the template's Metadata accepts: positions of the open ones (with those whose
 * acceptance expired) and of the still-valid accepted ones, and each accepted finding's
 * acceptance by position, a lookup beside the findings instead of a copy of each.
 */
interface Accepting {
  open: number[];
  accepted: number[];
  acceptanceOf: Map<number, Acceptance>;
}

function acceptancesOf(findings: Findings, acceptances: TemplateAcceptances): Accepting {
  const open: number[] = [];
  const accepted: number[] = [];
  const acceptanceOf = new Map<number, Acceptance>();
  for (let i = 0; i < findings.length; i++) {
    const acceptance = acceptances.get(findings.resourceId(i))?.get(findings.ruleId(i));
    if (!acceptance) {
      open.push(i);
      continue;
    }
    acceptanceOf.set(i, acceptance);
    (acceptance.valid ? accepted : open).push(i);
  }
  return { open, accepted, acceptanceOf };
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
