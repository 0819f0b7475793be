import {
  type ParsedTemplate,
  type ParseOptions,
  parseTemplate,
  type ResolveOptions,
  resolveTemplateWithNotes,
} from '../cfn/index';
import { isPlainObject } from '../cfn/plain';
import type { Resource } from '../cfn/types';
import { unknownValue } from '../cfn/unknown';
import { createScanContext, DEFAULT_SCAN_SETTINGS } from './context';
import { ALL_RULES } from './rules';
import { sectionEntries } from './sections';
import type { Evaluation, Rule, RuleOutcome, ScanContext, ScanSettings } from './types';

export interface LoadOptions extends ParseOptions, ResolveOptions {
  settings?: ScanSettings;
}

export interface LoadedTemplate {
  parsed: ParsedTemplate;
  resources: Resource[];
  ctx: ScanContext;
  /** informational notes from the resolver (skipped loops, resources without a Type) */
  notes: string[];
  /** milliseconds spent parsing and resolving, for the scanner's own phase figures */
  timings: { parse: number; resolve: number };
}

/** The one entry point from template text to what the rules read. Throws only `TemplateError`. */
export function loadTemplate(text: string, options: LoadOptions = {}): LoadedTemplate {
  const start = performance.now();
  const parsed = parseTemplate(text, options);
  const parsedAt = performance.now();
  const { resources, notes } = resolveTemplateWithNotes(parsed, options);
  const region = options.region ?? unknownValue('the stack region, chosen at deployment');
  const written = parsed.body.Resources;
  // Looked up in the section as written (read-only) when a fix asks, not listed per scan.
  const declared = (id: string) => isPlainObject(written) && Object.hasOwn(written, id);
  const ctx = createScanContext(
    resources,
    region,
    options.settings ?? DEFAULT_SCAN_SETTINGS,
    declared,
    parsed.body,
  );
  const timings = { parse: parsedAt - start, resolve: performance.now() - parsedAt };
  return { parsed, resources, ctx, notes, timings };
}

/**
 * Runs every rule that applies to each resource's type, then to the template's parameters and
 * outputs (sections.ts). Linear in resources: rules are indexed by type once per rule list. A rule
 * that throws is reported as unknown, never as a crashed scan.
 */
export function evaluateTemplate(
  resources: readonly Resource[],
  ctx: ScanContext,
  rules: readonly Rule[] = ALL_RULES,
): RuleOutcome[] {
  const byType = rulesByType(rules);
  const sections = sectionEntries(ctx.written);
  // One list of the final length: a scan of 1,000 resources has ~8,000 outcomes, and a growing
  // list copies itself a dozen times on the way there.
  const outcomes: RuleOutcome[] = new Array(
    countOutcomes(resources, byType) + countOutcomes(sections, byType),
  );
  const written = evaluateEach(resources, byType, ctx, outcomes, 0);
  evaluateEach(sections, byType, ctx, outcomes, written);
  return outcomes;
}

function countOutcomes(resources: readonly Resource[], byType: ReadonlyMap<string, readonly Rule[]>): number {
  let count = 0;
  for (let i = 0; i < resources.length; i++) count += byType.get(resources[i].type)?.length ?? 0;
  return count;
}

/** Writes each resource's outcomes into `outcomes` from `at` on; returns where they end. */
function evaluateEach(
  resources: readonly Resource[],
  byType: ReadonlyMap<string, readonly Rule[]>,
  ctx: ScanContext,
  outcomes: RuleOutcome[],
  at: number,
): number {
  let next = at;
  for (let i = 0; i < resources.length; i++) {
    const resource = resources[i];
    const rules = byType.get(resource.type);
    if (rules === undefined) continue;
    for (let j = 0; j < rules.length; j++) {
      const rule = rules[j];
      outcomes[next++] = { rule, resource, evaluation: evaluateOne(rule, resource, ctx) };
    }
  }
  return next;
}

function evaluateOne(rule: Rule, resource: Resource, ctx: ScanContext): Evaluation {
  if (resource.propertiesUnknown) {
    return { status: 'unknown', reason: `its Properties are ${resource.propertiesUnknown.reason}` };
  }
  try {
    const evaluation = rule.evaluate(resource, ctx);
    if (isEvaluation(evaluation)) return evaluation;
    return { status: 'unknown', reason: 'the rule failed: it returned no valid result' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'unknown', reason: `the rule failed: ${message}` };
  }
}

function isEvaluation(value: unknown): value is Evaluation {
  if (typeof value !== 'object' || value === null) return false;
  const { status } = value as Evaluation;
  return status === 'pass' || status === 'fail' || status === 'not_applicable' || status === 'unknown';
}

const indexCache = new WeakMap<readonly Rule[], Map<string, Rule[]>>();

function rulesByType(rules: readonly Rule[]): Map<string, Rule[]> {
  const cached = indexCache.get(rules);
  if (cached) return cached;
  const index = new Map<string, Rule[]>();
  for (const rule of rules) {
    for (const type of new Set(rule.resourceTypes)) {
      const list = index.get(type) ?? [];
      list.push(rule);
      index.set(type, list);
    }
  }
  indexCache.set(rules, index);
  return index;
}
