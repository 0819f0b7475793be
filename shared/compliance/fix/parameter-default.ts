import { isPlainObject } from '#shared/cfn/plain';
import type { TemplateBody } from '#shared/cfn/types';
import type { TemplatePatch } from '../types';
import { overwrittenParameter } from './guards';

/**
 * A fix must not replace an author's `!Ref Param` with a literal. Where the parameter feeds only
 * the value being fixed, the fix changes the parameter's Default instead (widening AllowedValues,
 * MinValue or MaxValue when the new value falls outside them), so the choice stays a parameter.
 * Otherwise `refusal` says why, and the fix is only suggested. `patches` (a rule's fresh list)
 * comes back itself when no patch is redirected: a scan asks this of every fixable finding.
 */
export function redirectToParameterDefaults(
  body: TemplateBody,
  patches: TemplatePatch[],
  givenParameters: ReadonlySet<string>,
): { patches: TemplatePatch[]; refusal?: string } {
  // Most templates' fixes touch no parameter: answer those without planning anything.
  if (!isPlainObject(body.Parameters)) return { patches };
  let refusal: string | undefined;
  let redirected: TemplatePatch[] | undefined;
  for (let i = 0; i < patches.length; i++) {
    const plan = planFor(body, patches[i], givenParameters);
    if (plan && 'reason' in plan) refusal ??= plan.reason;
    if (plan && 'patches' in plan) {
      redirected ??= patches.slice(0, i);
      redirected.push(...plan.patches);
    } else redirected?.push(patches[i]);
  }
  return { patches: redirected ?? patches, ...(refusal ? { refusal } : {}) };
}

type Scalar = string | number | boolean;
type Plan = { patches: TemplatePatch[] } | { reason: string } | undefined;

function planFor(body: TemplateBody, patch: TemplatePatch, given: ReadonlySet<string>): Plan {
  const name = overwrittenParameter(body, patch);
  if (!name) return undefined;
  const from = `the value comes from parameter ${name}`;
  const current = nodeAt(body, patch.path);
  const direct = isPlainObject(current) && current.Ref === name && Object.keys(current).length === 1;
  if (patch.op !== 'set' || !direct || !isScalar(patch.value)) {
    return { reason: `${from}, and the fix would replace that reference` };
  }
  const declaration = (body.Parameters as Record<string, unknown>)[name];
  if (!isPlainObject(declaration)) return { reason: `${from}, whose declaration is not a mapping` };
  // A value given at deployment (or to the scan) overrides the Default, so changing it fixes nothing.
  if (given.has(name)) return { reason: `${from}, which is given a value here; change that value instead` };
  if (declaration.NoEcho !== undefined) return { reason: `${from}, which is NoEcho` };
  if (usesOf(body, name) !== 1) {
    return {
      reason: `${from}, which other parts of the template read too; changing its Default would change them as well`,
    };
  }
  const patches =
    declaration.Type === 'Number'
      ? numberDefault(name, declaration, patch.value)
      : declaration.Type === 'String'
        ? stringDefault(name, declaration, String(patch.value))
        : undefined;
  return patches
    ? { patches }
    : {
        reason: `${from}, whose type or constraints do not admit ${JSON.stringify(patch.value)} as its Default`,
      };
}

function stringDefault(name: string, declaration: Record<string, unknown>, value: string) {
  const { AllowedPattern, MinLength, MaxLength } = declaration;
  if (AllowedPattern !== undefined && !matchesWhole(AllowedPattern, value)) return undefined;
  if (MinLength !== undefined && !(value.length >= Number(MinLength))) return undefined;
  if (MaxLength !== undefined && !(value.length <= Number(MaxLength))) return undefined;
  const allowed = allowedWith(name, declaration, value);
  if (allowed === null) return undefined;
  return [parameterPatch(name, 'Default', value), ...allowed];
}

function numberDefault(name: string, declaration: Record<string, unknown>, value: Scalar) {
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || !Number.isFinite(number)) return undefined;
  const allowed = allowedWith(name, declaration, String(number));
  if (allowed === null) return undefined;
  const written = typeof declaration.Default === 'string' ? String(number) : number;
  const patches = [parameterPatch(name, 'Default', written), ...allowed];
  const { MinValue, MaxValue } = declaration;
  if (MinValue !== undefined && !(number >= Number(MinValue)))
    patches.push(parameterPatch(name, 'MinValue', number));
  if (MaxValue !== undefined && !(number <= Number(MaxValue)))
    patches.push(parameterPatch(name, 'MaxValue', number));
  return patches;
}

/** The AllowedValues patch the new value needs ([] when none), or null when the list is not plain. */
function allowedWith(
  name: string,
  declaration: Record<string, unknown>,
  value: string,
): TemplatePatch[] | null {
  const allowed = declaration.AllowedValues;
  if (allowed === undefined) return [];
  if (!Array.isArray(allowed) || !allowed.every(isScalar)) return null;
  if (allowed.some((item) => String(item) === value)) return [];
  return [parameterPatch(name, 'AllowedValues', [...allowed, value])];
}

function parameterPatch(name: string, key: string, value: unknown): TemplatePatch {
  return { op: 'set', path: ['Parameters', name, key], value };
}

function matchesWhole(pattern: unknown, value: string): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function nodeAt(body: TemplateBody, path: readonly (string | number)[]): unknown {
  let node: unknown = body;
  for (const key of path) {
    if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * How many places outside the Parameters section read the parameter: `Ref`s and `${Name}` in
 * `Fn::Sub` text, in resources, conditions, rules and outputs alike.
 */
function usesOf(body: TemplateBody, name: string): number {
  let count = 0;
  const placeholder = `\${${name}}`;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isPlainObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Ref' && value === name) count++;
      else if (key === 'Fn::Sub') count += subUses(value, placeholder);
      visit(value);
    }
  };
  for (const [section, value] of Object.entries(body)) if (section !== 'Parameters') visit(value);
  return count;
}

function subUses(value: unknown, placeholder: string): number {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
  return typeof text === 'string' ? text.split(placeholder).length - 1 : 0;
}
