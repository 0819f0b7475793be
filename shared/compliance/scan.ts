import { DEFAULT_SCAN_SETTINGS } from './context';
import { evaluateTemplate, loadTemplate } from './engine';
import { fixOutlooks, fixTemplate } from './fix';
import { buildViolations } from './report';
import { ALL_RULES } from './rules';
import { type FrameworkScore, scoreOutcomes } from './score';
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
}

function load(text: string, opts: ScanOptions) {
  return loadTemplate(text, {
    fileName: opts.file,
    parameters: opts.parameters,
    region: opts.region,
    settings: { ...DEFAULT_SCAN_SETTINGS, ...opts.settings },
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
  violations: Violation[];
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
  const outcomes = evaluateTemplate(resources, ctx, ALL_RULES);
  const scoring = performance.now();
  const scores = scoreOutcomes(outcomes);
  const reporting = performance.now();
  const outlookOf = fixOutlooks(ctx, parsed.body, fixOptions(opts));
  const violations = buildViolations(outcomes, {
    frameworks,
    detectedAt: opts.detectedAt ?? new Date().toISOString(),
    file: opts.file,
    fixOutlook: ({ rule, resource }) => outlookOf(rule, resource),
  });
  const phases = {
    ...timings,
    evaluate: scoring - evaluating,
    score: reporting - scoring,
    report: performance.now() - reporting,
  };
  return { violations, scores, resourceCount: resources.length, outcomes, phases };
}

/**
 * Applies the automatic fixes of the given violations (all fixable ones when `violationIds` is
 * omitted) and returns the patched template text with the list of changes.
 */
export function fixViolations(text: string, violationIds?: readonly string[], opts: ScanOptions = {}) {
  const { resources, ctx } = load(text, opts);
  const outcomes = evaluateTemplate(resources, ctx, ALL_RULES);
  const wanted = violationIds ? new Set(violationIds) : undefined;
  const chosen = outcomes.filter(
    (o) =>
      o.evaluation.status === 'fail' &&
      o.rule.fix &&
      (!wanted || wanted.has(violationId(o.rule.id, o.resource.logicalId))),
  );
  return fixTemplate(text, chosen, ctx, fixOptions(opts));
}

const fixOptions = (opts: ScanOptions) => ({ givenParameters: Object.keys(opts.parameters ?? {}) });
