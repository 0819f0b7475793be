import { isPlainObject } from '#shared/cfn/plain';
import { isStatefulType, replacementAt } from '#shared/cfn/replacement';
import type { Resource, TemplateBody } from '#shared/cfn/types';
import type { Rule, ScanContext, TemplatePatch } from '../types';
import { hasUnknownMacro } from './guards';
import { type ReplacementAnswer, replacementReason } from './replacement-guard';

/**
 * A fix's outlook from what its rule declares it patches (Rule.fixPatches), without running it.
 * The full plan (fix-template.ts) reads the patches for four things; the declaration answers each
 * from the template alone, or says it cannot (undefined: the plan runs the fix):
 * - a replacement of a resource that holds data: none when no declared property's top-level key
 *   can replace the type (a deeper path then cannot either); the exact answer when the fix writes
 *   one top-level property;
 * - a resource an Fn::ForEach loop writes: the resource is in the template's Resources as written;
 * - a parameter the fix would overwrite or move to its Default: no `Ref` to a parameter in the
 *   written properties the fix patches (nor as the resource or its Properties);
 * - another resource the fix may edit instead of adding one (a bucket's existing policy): there
 *   is none of its type in the template;
 * - an added resource beside an unknown macro: no macro, or nothing added.
 */
export interface DeclaredOutlooks {
  /**
   * Undefined when the fix must run to know; otherwise what stands in its way here before the
   * rule's own checks (none: `null`), as the plan would word it.
   */
  obstacle(rule: Rule, resource: Resource): string | null | undefined;
}

export function declaredOutlooks(ctx: ScanContext, body: TemplateBody): DeclaredOutlooks {
  const written = isPlainObject(body.Resources) ? body.Resources : {};
  const parameters = isPlainObject(body.Parameters) ? body.Parameters : undefined;
  const unknownMacro = hasUnknownMacro(body);
  // The report asks about a resource's fixable findings one after another: its written node is
  // looked up in the Resources section once for all of them (at 10,000 resources the lookup and
  // the node's first read missed the cache and took a quarter of the report).
  let lastResource: Resource | undefined;
  let lastNode: unknown;
  // What a rule's declaration says in this template, worked out at its first finding: a rule
  // reports many resources, and each finding re-read its declaration's top-level keys, the other
  // types' presence and the replacement data through three lookups.
  const plans = new Map<Rule, RulePlan | undefined>();
  const planOf = (rule: Rule): RulePlan | undefined => {
    if (plans.has(rule)) return plans.get(rule);
    const plan = rulePlan(rule, ctx, unknownMacro);
    plans.set(rule, plan);
    return plan;
  };
  return {
    obstacle(rule, resource) {
      const plan = planOf(rule);
      if (plan === undefined) return undefined;
      if (resource !== lastResource) {
        lastResource = resource;
        lastNode = Object.hasOwn(written, resource.logicalId) ? written[resource.logicalId] : undefined;
      }
      const node = lastNode;
      if (!isPlainObject(node)) return undefined;
      if (parameters !== undefined && mayOverwriteParameter(node, plan.tops, parameters)) return undefined;
      if (resource.type !== plan.type) {
        plan.type = resource.type;
        plan.answer = ownReplacement(resource.type, plan.properties);
      }
      const answer = plan.answer;
      if (answer === undefined) return undefined;
      return answer === null ? null : replacementReason(resource, answer);
    },
  };
}

/** A rule's declaration as one template's findings read it (undefined: every fix must run). */
interface RulePlan {
  properties: readonly string[];
  tops: readonly string[];
  /** the last resource type asked about, and the replacement a fix of that type causes */
  type: string | undefined;
  answer: ReplacementAnswer | null | undefined;
}

function rulePlan(rule: Rule, ctx: ScanContext, unknownMacro: boolean): RulePlan | undefined {
  const declared = rule.fixPatches;
  if (declared === undefined) return undefined;
  if (declared.addsResources && unknownMacro) return undefined;
  // a fix that may edit another resource instead is run whenever such a resource exists
  if (declared.others?.some((o) => ctx.ofType(o.type).length > 0)) return undefined;
  const properties = declared.properties ?? NONE;
  return { properties, tops: topKeys(properties), type: undefined, answer: undefined };
}

/**
 * Whether a patch of these top-level properties of the written resource could meet a `Ref` to a
 * parameter: the plan looks along the patch's path (the resource, its Properties, the nodes down
 * to the patched one) and inside the value it replaces, all of it under the resource's Properties
 * or inside the top-level property written.
 */
function mayOverwriteParameter(
  node: Record<string, unknown>,
  tops: readonly string[],
  parameters: Record<string, unknown>,
): boolean {
  if (isParameterRef(node, parameters)) return true;
  const properties = node.Properties;
  if (!isPlainObject(properties)) return false;
  if (isParameterRef(properties, parameters)) return true;
  for (const key of tops) if (refersToParameter(properties[key], parameters)) return true;
  return false;
}

const isParameterRef = (node: Record<string, unknown>, parameters: Record<string, unknown>) =>
  typeof node.Ref === 'string' && Object.hasOwn(parameters, node.Ref);

/** The top-level property of each dotted path, worked out once per declaration. */
function topKeys(properties: readonly string[]): readonly string[] {
  let tops = topsOf.get(properties);
  if (!tops) {
    tops = properties.map((p) => p.split('.')[0]);
    topsOf.set(properties, tops);
  }
  return tops;
}

const topsOf = new WeakMap<readonly string[], string[]>();

const NONE: readonly string[] = [];

/**
 * The replacement a fix writing these properties of a `type` causes: null for none, undefined
 * when the answer depends on which of them the fix writes. Pure data, remembered per type and list.
 */
function ownReplacement(type: string, properties: readonly string[]): ReplacementAnswer | null | undefined {
  if (!isStatefulType(type)) return null;
  let byType = replacements.get(properties);
  if (!byType) {
    byType = new Map();
    replacements.set(properties, byType);
  }
  if (byType.has(type)) return byType.get(type);
  const tops = properties.map((p) => replacementAt(type, [p.split('.')[0]]));
  const answer = tops.every((a) => a.replacement === 'False')
    ? null
    : properties.length === 1 && !properties[0].includes('.')
      ? tops[0]
      : undefined;
  byType.set(type, answer);
  return answer;
}

const replacements = new WeakMap<readonly string[], Map<string, ReplacementAnswer | null | undefined>>();

function refersToParameter(node: unknown, parameters: Record<string, unknown>): boolean {
  if (Array.isArray(node)) {
    for (const item of node) if (refersToParameter(item, parameters)) return true;
    return false;
  }
  if (!isPlainObject(node)) return false;
  if (isParameterRef(node, parameters)) return true;
  for (const key in node) if (refersToParameter(node[key], parameters)) return true;
  return false;
}

/**
 * The first patch a rule's declaration does not list (fix-declarations.test.ts), or undefined
 * when every patch is declared: a property path of the resource itself or of another resource of
 * a declared type, written at a declared path or one of its prefixes; a whole new resource.
 */
export function undeclaredPatch(
  rule: Rule,
  resource: Resource,
  ctx: ScanContext,
  patches: readonly TemplatePatch[],
): TemplatePatch | undefined {
  const declared = rule.fixPatches ?? {};
  return patches.find((patch) => {
    const [section, id, part] = patch.path;
    if (section !== 'Resources' || typeof id !== 'string') return true;
    if (patch.path.length === 2)
      return !(declared.addsResources && patch.op === 'set' && !ctx.hasLogicalId(id));
    if (part !== 'Properties' || patch.path.length < 4) return true;
    const path = patch.path.slice(3);
    if (id === resource.logicalId) return !prefixOfOne(path, declared.properties ?? NONE);
    const other = ctx.byId(id);
    const entry = declared.others?.find((o) => o.type === other?.type);
    return !entry || !prefixOfOne(path, entry.properties);
  });
}

/** `path` is one of the dotted `declared` paths or a prefix of one (`*` stands for a list item). */
function prefixOfOne(path: readonly (string | number)[], declared: readonly string[]): boolean {
  return declared.some((dotted) => {
    const keys = dotted.split('.');
    if (path.length > keys.length) return false;
    return path.every((key, i) => (keys[i] === '*' ? typeof key === 'number' : keys[i] === String(key)));
  });
}
