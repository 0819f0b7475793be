import { isPlainObject, ownValue } from '#shared/cfn/plain';
import { rewrite, rewriteCondition } from './rewrite';
import type { Scope } from './scope';
import { section } from './sections';
import type { DesignPart } from './types';

/** The composed template being built: its sections, the stack's values and the problems found. */
export interface Composition {
  sections: Record<
    'Parameters' | 'Mappings' | 'Conditions' | 'Rules' | 'Resources' | 'Outputs',
    Record<string, unknown>
  >;
  parameterValues: Record<string, string>;
  errors: string[];
}

/**
 * Adds one instance's template to the composition under its scope and answers its outputs' Values
 * as composed (what a parameter fed by one of them becomes).
 */
export function addInstance(into: Composition, part: DesignPart, scope: Scope): Map<string, unknown> {
  const { prefix } = scope;
  const put = (name: keyof Composition['sections'], key: string, value: unknown) => {
    const taken = Object.hasOwn(into.sections[name], `${prefix}${key}`);
    // parameters and resources share one namespace: a Ref names either
    const shared = name === 'Parameters' ? 'Resources' : name === 'Resources' ? 'Parameters' : undefined;
    if (taken || (shared && Object.hasOwn(into.sections[shared], `${prefix}${key}`))) {
      into.errors.push(`${prefix}${key} of ${part.name} clashes with a name another instance brings`);
      return;
    }
    into.sections[name][`${prefix}${key}`] = value;
  };
  for (const [name, declaration] of Object.entries(section(part.body, 'Parameters'))) {
    if (scope.fed.has(name)) continue;
    put('Parameters', name, structuredClone(declaration));
    const value = ownValue(part.parameter_values, name);
    if (value !== undefined && value.trim() !== '') into.parameterValues[`${prefix}${name}`] = value;
  }
  for (const [name, mapping] of Object.entries(section(part.body, 'Mappings'))) {
    put('Mappings', name, structuredClone(mapping));
  }
  for (const kind of ['Conditions', 'Rules'] as const) {
    for (const [name, expression] of Object.entries(section(part.body, kind))) {
      put(kind, name, rewriteCondition(expression, scope));
    }
  }
  for (const [id, resource] of Object.entries(section(part.body, 'Resources'))) {
    // a loop's key is no logical id, and the ids it makes cannot be renamed before it runs
    if (id.startsWith('Fn::ForEach::'))
      into.errors.push(`${part.name} uses ${id}, which a design cannot compose`);
    else put('Resources', id, composedResource(resource, scope));
  }
  const outputs = new Map<string, unknown>();
  for (const [key, output] of Object.entries(section(part.body, 'Outputs'))) {
    const composed = composedOutput(output, scope);
    outputs.set(key, composed.Value);
    put('Outputs', key, composed);
  }
  return outputs;
}

/** A resource with its references rewritten, and its DependsOn and Condition attributes renamed. */
function composedResource(resource: unknown, scope: Scope): unknown {
  if (!isPlainObject(resource)) return resource;
  const composed = rewrite(resource, scope) as Record<string, unknown>;
  const rename = (name: unknown) => (typeof name === 'string' ? `${scope.prefix}${name}` : name);
  const { DependsOn: dependsOn, Condition: condition } = resource;
  if (dependsOn !== undefined)
    composed.DependsOn = Array.isArray(dependsOn) ? dependsOn.map(rename) : rename(dependsOn);
  if (condition !== undefined) composed.Condition = rename(condition);
  return composed;
}

/**
 * An output with its Value rewritten, its Condition renamed, and its export name prefixed with the
 * instance's name: exports are unique per account and region, and two instances of one template
 * would otherwise export the same name.
 */
function composedOutput(output: unknown, scope: Scope): Record<string, unknown> {
  if (!isPlainObject(output)) return { Value: output };
  const composed = rewrite(output, scope) as Record<string, unknown>;
  if (typeof output.Condition === 'string') composed.Condition = `${scope.prefix}${output.Condition}`;
  const exported = isPlainObject(composed.Export) ? composed.Export : undefined;
  if (exported?.Name !== undefined) {
    composed.Export = { ...exported, Name: { 'Fn::Join': ['-', [scope.prefix, exported.Name]] } };
  }
  return composed;
}
