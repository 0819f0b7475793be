import {
  type ParsedTemplate,
  type ParseOptions,
  parseTemplateListing,
  type ResolveOptions,
  resolveTemplateWithNotes,
} from '../cfn/index';
import { isPlainObject } from '../cfn/plain';
import type { Resource } from '../cfn/types';
import { unknownValue } from '../cfn/unknown';
import { createScanContext, DEFAULT_SCAN_SETTINGS } from './context';
import { OutcomeTable, statusCode } from './outcome-table';
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
  /** the Resources section's keys as written, in order (the acceptances read them) */
  resourceIds: readonly string[];
}

/** The one entry point from template text to what the rules read. Throws only `TemplateError`. */
export function loadTemplate(text: string, options: LoadOptions = {}): LoadedTemplate {
  const start = performance.now();
  const { parsed, resourceIds } = parseTemplateListing(text, options);
  const parsedAt = performance.now();
  const { resources, notes } = resolveTemplateWithNotes(parsed, { ...options, resourceIds });
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
  return { parsed, resources, ctx, notes, timings, resourceIds };
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
  return evaluateToTable(resources, ctx, rules).toOutcomes();
}

/** `evaluateTemplate`'s outcomes as a table (outcome-table.ts): what a scan keeps. */
export function evaluateToTable(
  resources: readonly Resource[],
  ctx: ScanContext,
  rules: readonly Rule[] = ALL_RULES,
): OutcomeTable {
  const byType = rulesByType(rules);
  const sections = sectionEntries(ctx.written);
  const subjects = sections.length === 0 ? resources : [...resources, ...sections];
  // Each subject's rules looked up once, for the count and for the run: a lookup by type string
  // was a Map probe per subject and pass (1-2% of a scan).
  const applyingTo: (TypeRules | undefined)[] = new Array(subjects.length);
  let count = 0;
  for (let i = 0; i < subjects.length; i++) {
    const applying = byType.get(subjects[i].type);
    applyingTo[i] = applying;
    if (applying !== undefined) count += applying.list.length;
  }
  const table = new OutcomeTable(rules, subjects, count);
  for (let i = 0; i < subjects.length; i++) {
    const applying = applyingTo[i];
    if (applying === undefined) continue;
    const subject = subjects[i];
    const { list, positions } = applying;
    // Properties no rule can read make every rule's answer the same unknown: decided once per
    // resource, not once per rule (a check per outcome was part of the dispatch around the rules).
    const unreadable = subject.propertiesUnknown;
    if (unreadable) {
      const evaluation: Evaluation = { status: 'unknown', reason: `its Properties are ${unreadable.reason}` };
      for (let j = 0; j < list.length; j++) table.add(positions[j], i, evaluation);
      continue;
    }
    for (let j = 0; j < list.length; j++) table.add(positions[j], i, evaluateOne(list[j], subject, ctx));
  }
  return table;
}

function evaluateOne(rule: Rule, resource: Resource, ctx: ScanContext): Evaluation {
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
  return (
    typeof value === 'object' && value !== null && statusCode((value as Evaluation).status) !== undefined
  );
}

/** The rules that apply to one resource type, with each rule's position in the scan's rule list. */
interface TypeRules {
  list: Rule[];
  positions: number[];
}

const indexCache = new WeakMap<readonly Rule[], Map<string, TypeRules>>();

function rulesByType(rules: readonly Rule[]): Map<string, TypeRules> {
  const cached = indexCache.get(rules);
  if (cached) return cached;
  const index = new Map<string, TypeRules>();
  for (const [position, rule] of rules.entries()) {
    for (const type of new Set(rule.resourceTypes)) {
      let entry = index.get(type);
      if (!entry) {
        entry = { list: [], positions: [] };
        index.set(type, entry);
      }
      entry.list.push(rule);
      entry.positions.push(position);
    }
  }
  indexCache.set(rules, index);
  return index;
}
