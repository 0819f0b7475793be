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
 * - a parameter the fix would overwrite or move to its Default: no `Ref` to a parameter anywhere in
 *   the resource as written;
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
  const referring = new Map<string, boolean>();
  /** The written resource holds no `Ref` to a parameter (so no patch of it can overwrite one). */
  const plain = (id: string): boolean => {
    if (!Object.hasOwn(written, id)) return false;
    if (parameters === undefined) return true;
    let refers = referring.get(id);
    if (refers === undefined) {
      refers = refersToParameter(written[id], parameters);
      referring.set(id, refers);
    }
    return !refers;
  };
  return {
    obstacle(rule, resource) {
      const declared = rule.fixPatches;
      if (declared === undefined) return undefined;
      if (declared.addsResources && unknownMacro) return undefined;
      if (!plain(resource.logicalId)) return undefined;
      // a fix that may edit another resource instead is run whenever such a resource exists
      if (declared.others?.some((o) => ctx.ofType(o.type).length > 0)) return undefined;
      const answer = ownReplacement(resource.type, declared.properties ?? NONE);
      if (answer === undefined) return undefined;
      return answer === null ? null : replacementReason(resource, answer);
    },
  };
}

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
  if (typeof node.Ref === 'string' && Object.hasOwn(parameters, node.Ref)) return true;
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
