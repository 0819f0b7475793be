import { detectFormat, parseTemplate } from '#shared/cfn/parse';
import { isPlainObject } from '#shared/cfn/plain';
import type { Resource, TemplateBody } from '#shared/cfn/types';
import { loadTemplate } from '../engine';
import type { Rule, RuleOutcome, ScanContext, TemplatePatch } from '../types';
import { declaredOutlooks } from './declared-outlook';
import { openEditor } from './editor';
import { addsResource, hasUnknownMacro, madeByLoop, overwrittenParameter, withCondition } from './guards';
import { redirectToParameterDefaults } from './parameter-default';
import { replacesStatefulResource } from './replacement-guard';

export interface FixChange {
  ruleId: string;
  logicalId: string;
  /** the compliant state the change establishes (the rule's title) */
  description: string;
  patches: TemplatePatch[];
  /**
   * Parameters whose Default the change rewrites (a fix that keeps the author's `!Ref`): whoever
   * deploys without giving the parameter gets the new value, so every output names them.
   */
  parameterDefaults: ParameterDefaultChange[];
}

export interface ParameterDefaultChange {
  parameter: string;
  /** the Default before the fix; undefined when there was none */
  from: unknown;
  to: unknown;
}

/** A failing outcome that was not fixed automatically, and why. */
export interface FixNote {
  ruleId: string;
  logicalId: string;
  message: string;
}

/** A fix withheld because it could break a working system: shown, never applied. */
export interface FixSuggestion {
  ruleId: string;
  logicalId: string;
  reason: string;
  patches: TemplatePatch[];
}

export interface FixOptions {
  /** parameters given values for this scan or deployment: their Default is not what is deployed */
  givenParameters?: readonly string[];
  /** false only for the benchmark's templates larger than one stack (ScanOptions.quotas) */
  quotas?: boolean;
  /**
   * Outlooks from running every fix, never from what rules declare their fixes patch: the
   * reference fix-declarations.test.ts compares the declared outlooks with.
   */
  runEveryFix?: boolean;
}

export interface FixResult {
  text: string;
  changes: FixChange[];
  notes: FixNote[];
  suggestions: FixSuggestion[];
}

/**
 * Applies the automatic fix of every failing outcome that has one. Each outcome's patches are one
 * change: all of them apply or none do, so a half-applied fix never leaves a broken template.
 * `ctx` must describe the same text (defaults to loading it with no parameters).
 */
export function fixTemplate(
  text: string,
  outcomes: readonly RuleOutcome[],
  ctx?: ScanContext,
  options: FixOptions = {},
): FixResult {
  const limits = options.quotas === false ? { quotas: false } : {};
  const context = ctx ?? loadTemplate(text, limits).ctx;
  const given = new Set(options.givenParameters ?? []);
  const editor = openEditor(text, detectFormat(text));
  const changes: FixChange[] = [];
  const notes: FixNote[] = [];
  const suggestions: FixSuggestion[] = [];
  const body = parseTemplate(text, limits).body;
  const seen = new Set<string>();
  const written = new Map<string, unknown>();
  for (const { rule, resource, evaluation } of outcomes) {
    const key = `${rule.id}\u0000${resource.logicalId}`;
    if (evaluation.status !== 'fail' || !rule.fix || seen.has(key)) continue;
    seen.add(key);
    const note = (message: string) => notes.push({ ruleId: rule.id, logicalId: resource.logicalId, message });
    let patches: TemplatePatch[];
    try {
      patches = rule.fix(resource, context);
    } catch (error) {
      note(`The automatic fix failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!Array.isArray(patches) || patches.length === 0) continue;
    const unwanted = notWanted(rule, resource);
    if (unwanted) {
      note(`Not fixed: ${unwanted}.`);
      continue;
    }
    const risk = riskOf(rule, resource, context, body, patches);
    const planned = redirectToParameterDefaults(body, patches, given);
    patches = planned.patches;
    const withheld = whyWithheld(risk, body, patches, planned.refusal);
    if (withheld) {
      suggestions.push({ ruleId: rule.id, logicalId: resource.logicalId, reason: withheld, patches });
      continue;
    }
    patches = composeWithEarlier(companionsFollow(resource, body, patches), written);
    const refused = editor.applyChange(patches);
    if (refused) {
      note(`Not fixed automatically because ${refused.reason}; apply the remediation by hand.`);
      continue;
    }
    for (const patch of patches) if (patch.op === 'set') written.set(JSON.stringify(patch.path), patch.value);
    changes.push({
      ruleId: rule.id,
      logicalId: resource.logicalId,
      description: rule.title,
      patches,
      parameterDefaults: defaultsChanged(body, patches),
    });
  }
  return { text: editor.toString(), changes, notes, suggestions };
}

function defaultsChanged(body: TemplateBody, patches: readonly TemplatePatch[]): ParameterDefaultChange[] {
  const parameters = isPlainObject(body.Parameters) ? body.Parameters : {};
  return patches.flatMap((p) => {
    const [section, name, key] = p.path;
    if (section !== 'Parameters' || key !== 'Default' || p.path.length !== 3 || typeof name !== 'string')
      return [];
    const declared = parameters[name];
    return [{ parameter: name, from: isPlainObject(declared) ? declared.Default : undefined, to: p.value }];
  });
}

/** "parameter P's Default changes from a to b": how every output says it. */
export function describeDefaultChange(change: ParameterDefaultChange): string {
  const from = change.from === undefined ? 'none' : JSON.stringify(change.from);
  return `changes the Default of parameter ${change.parameter} from ${from} to ${JSON.stringify(change.to)}`;
}

/** What the report says about a failing finding's fix. */
export interface FixOutlook {
  /** the fix applies automatically */
  auto: boolean;
  /** why the fix is only suggested */
  withheld?: string;
}

const NO_FIX: FixOutlook = Object.freeze({ auto: false });
const AUTOMATIC: FixOutlook = Object.freeze({ auto: true });

/**
 * The outlook of failing findings' fixes in one scanned template: applied automatically (`auto`),
 * suggested with the reason it is withheld, or none (the fix has nothing to change here). What
 * depends only on the template and options is worked out once, not per finding.
 */
export function fixOutlooks(
  ctx: ScanContext,
  body: TemplateBody,
  options: FixOptions = {},
): (rule: Rule, resource: Resource) => FixOutlook {
  const given = new Set(options.givenParameters ?? []);
  const declared = options.runEveryFix ? undefined : declaredOutlooks(ctx, body);
  return (rule, resource) => {
    if (!rule.fix) return NO_FIX;
    // What the rule declares its fix patches answers most findings without running the fix.
    const obstacle = declared?.obstacle(rule, resource);
    if (obstacle !== undefined) {
      const unwanted = notWanted(rule, resource);
      if (unwanted) return { auto: false, withheld: unwanted };
      const risk =
        rule.fixRisk?.(resource, ctx) ?? obstacle ?? (rule.ownersDecision ? OWNERS_DECISION : null);
      return risk ? { auto: false, withheld: risk } : AUTOMATIC;
    }
    let patches: TemplatePatch[];
    try {
      patches = rule.fix(resource, ctx);
    } catch {
      return NO_FIX;
    }
    if (!Array.isArray(patches) || patches.length === 0) return NO_FIX;
    const unwanted = notWanted(rule, resource);
    if (unwanted) return { auto: false, withheld: unwanted };
    const risk = riskOf(rule, resource, ctx, body, patches);
    // a known risk is the reason whatever a parameter plan would say (whyWithheld puts it first)
    if (risk) return { auto: false, withheld: risk };
    const planned = redirectToParameterDefaults(body, patches, given);
    const withheld = whyWithheld(risk, body, planned.patches, planned.refusal);
    return withheld ? { auto: false, withheld } : AUTOMATIC;
  };
}

/** Why an owner's-decision fix is not even suggested: the template means the resource to go. */
function notWanted(rule: Rule, resource: Resource): string | undefined {
  if (rule.ownersDecision && resource.deletionPolicy === 'Delete')
    return `the template says DeletionPolicy: Delete, so ${resource.logicalId} is meant to be deleted with its stack; nothing to change`;
  return undefined;
}

/** THE reason an owner's-decision fix is only suggested (see Rule.ownersDecision). */
export const OWNERS_DECISION =
  'whether a resource can be deleted and how long its data is kept are its owner’s decision, so this is a suggestion, never applied automatically; apply it yourself if the resource must outlive mistakes';

/**
 * An owner's-decision fix, a risk the rule knows of, a replacement of a resource that holds data (from the spec's data), a
 * resource written by an Fn::ForEach loop (its patches would name an id the text does not have),
 * or a choice the author left to a parameter on purpose.
 */
function riskOf(
  rule: Rule,
  resource: Resource,
  ctx: ScanContext,
  body: TemplateBody,
  patches: readonly TemplatePatch[],
): string | undefined {
  const known = rule.fixRisk?.(resource, ctx) ?? replacesStatefulResource(ctx, patches);
  if (known) return known;
  const loopMade = madeByLoop(body, patches);
  if (loopMade)
    return `${loopMade} is made by an Fn::ForEach loop, so the change belongs in the loop's template; make it there by hand`;
  if (rule.keepsParameterChoice) {
    for (const patch of patches) {
      const parameter = overwrittenParameter(body, patch);
      if (parameter)
        return `the template leaves this setting to parameter ${parameter} on purpose; choose it when deploying`;
    }
  }
  if (rule.ownersDecision) return OWNERS_DECISION;
  return undefined;
}

/**
 * Why a fix is only suggested: a known risk, a parameter whose Default it cannot take over (see
 * `redirectToParameterDefaults`, which runs first), an unknown macro.
 */
export function whyWithheld(
  risk: string | undefined,
  body: TemplateBody,
  patches: readonly TemplatePatch[],
  parameterRefusal?: string,
): string | undefined {
  if (risk) return risk;
  if (parameterRefusal) return parameterRefusal;
  if (patches.some(addsResource) && hasUnknownMacro(body)) {
    return 'the template runs a macro that may remove the resources the added one would reference';
  }
  return undefined;
}

/**
 * Fixes are computed from the original template, so two that write the same list (two
 * LoadBalancerAttributes entries) would overwrite each other: a whole list written again keeps the
 * earlier entries, and an item appended at an index already used moves to the next free one.
 */
function composeWithEarlier(patches: TemplatePatch[], written: Map<string, unknown>): TemplatePatch[] {
  return patches.map((patch) => {
    if (patch.op !== 'set') return patch;
    const earlier = written.get(JSON.stringify(patch.path));
    if (earlier === undefined) return patch;
    if (Array.isArray(earlier) && Array.isArray(patch.value)) {
      const keys = new Set(earlier.map((item) => JSON.stringify(isPlainObject(item) ? item.Key : item)));
      const added = patch.value.filter(
        (item) => !keys.has(JSON.stringify(isPlainObject(item) ? item.Key : item)),
      );
      return { ...patch, value: [...earlier, ...added] };
    }
    const last = patch.path[patch.path.length - 1];
    if (typeof last !== 'number') return patch;
    let index = last;
    const at = (i: number) => JSON.stringify([...patch.path.slice(0, -1), i]);
    while (written.has(at(index))) index++;
    return { ...patch, path: [...patch.path.slice(0, -1), index] };
  });
}

/** Resources a fix adds carry the Condition of the resource they protect. */
function companionsFollow(resource: Resource, body: TemplateBody, patches: TemplatePatch[]): TemplatePatch[] {
  const resources = isPlainObject(body.Resources) ? body.Resources : {};
  const own = resources[resource.logicalId];
  const condition = isPlainObject(own) ? own.Condition : undefined;
  if (condition === undefined) return patches;
  return patches.map((p) => (addsResource(p) ? withCondition(p, condition) : p));
}
