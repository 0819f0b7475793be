import { isPlainObject } from '#shared/cfn/plain';
import type { TemplateBody } from '#shared/cfn/types';
import type { TemplatePatch } from '../types';

/** Transforms whose effect the engine knows; any other macro may rewrite or remove resources. */
const KNOWN_TRANSFORMS = new Set(['AWS::Serverless-2016-10-31', 'AWS::LanguageExtensions']);

export function hasUnknownMacro(body: TemplateBody): boolean {
  const transforms = Array.isArray(body.Transform) ? body.Transform : [body.Transform];
  return transforms.some((t) => t !== undefined && !(typeof t === 'string' && KNOWN_TRANSFORMS.has(t)));
}

/** A patch that adds a whole resource (a companion such as a bucket policy or a flow log). */
export function addsResource(patch: TemplatePatch): boolean {
  return patch.op === 'set' && patch.path.length === 2 && patch.path[0] === 'Resources';
}

/**
 * The parameter whose `Ref` the patch would overwrite with a literal, if any: the author chose to
 * make that value a parameter, so the fix must not quietly replace the choice. That is a `Ref` on
 * the patch's path, or one inside the value it replaces that the new value does not keep.
 */
export function overwrittenParameter(body: TemplateBody, patch: TemplatePatch): string | undefined {
  if (patch.op !== 'set' || !isPlainObject(body.Parameters)) return undefined;
  const parameters = body.Parameters;
  let node: unknown = body;
  for (const key of patch.path) {
    if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
    if (isParameterRef(node, parameters)) return node.Ref;
  }
  if (node === null || typeof node !== 'object') return undefined;
  const replaced = parameterRefs(node, parameters, undefined);
  if (replaced === undefined) return undefined;
  const kept = parameterRefs(patch.value, parameters, undefined);
  return [...replaced].find((name) => !kept?.has(name));
}

function isParameterRef(node: unknown, parameters: Record<string, unknown>): node is { Ref: string } {
  return isPlainObject(node) && typeof node.Ref === 'string' && Object.hasOwn(parameters, node.Ref);
}

/** The parameters `node` refers to, added to `into`; a set is made only once one is found. */
function parameterRefs(
  node: unknown,
  parameters: Record<string, unknown>,
  into: Set<string> | undefined,
): Set<string> | undefined {
  if (isParameterRef(node, parameters)) {
    const found = into ?? new Set<string>();
    found.add(node.Ref);
    return found;
  }
  let found = into;
  if (Array.isArray(node)) for (const item of node) found = parameterRefs(item, parameters, found);
  else if (isPlainObject(node))
    for (const key of Object.keys(node)) found = parameterRefs(node[key], parameters, found);
  return found;
}

/** The companion resource with the protected resource's Condition, so both exist or neither does. */
export function withCondition(patch: TemplatePatch, condition: unknown): TemplatePatch {
  if (typeof condition !== 'string' || !isPlainObject(patch.value)) return patch;
  return { ...patch, value: { ...patch.value, Condition: condition } };
}

/**
 * The logical id a patch edits that the template text does not declare: a resource an
 * `Fn::ForEach` loop writes, which exists only once the loop is expanded.
 */
export function madeByLoop(body: TemplateBody, patches: readonly TemplatePatch[]): string | undefined {
  const resources = isPlainObject(body.Resources) ? body.Resources : {};
  for (const patch of patches) {
    if (addsResource(patch) || patch.path[0] !== 'Resources') continue;
    const id = patch.path[1];
    if (typeof id === 'string' && !Object.hasOwn(resources, id)) return id;
  }
  return undefined;
}
