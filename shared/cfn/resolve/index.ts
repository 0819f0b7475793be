import { isLoopFree } from '../loop-free';
import { isPlainObject } from '../plain';
import { checkResourceCount } from '../quotas';
import type { ParsedTemplate, Resource, SourceLocation } from '../types';
import { isUnknown, type UnknownValue, unknownValue } from '../unknown';
import type { Call } from './call';
import { evaluateCondition } from './conditions';
import { expandResources } from './for-each';
import { applySamGlobals } from './sam-globals';
import {
  NO_VALUE,
  pseudoParameters,
  type ResolveOptions,
  resolveParameters,
  type Scope,
  textBudget,
} from './scope';
import { flattenTags } from './tags';
import { resolveValue } from './values';

export type { ResolveOptions } from './scope';

export interface ResolvedTemplate {
  resources: Resource[];
  /** informational notes for the user, e.g. a `Fn::ForEach` loop that could not be expanded */
  notes: string[];
}

/** The template's resources with every intrinsic resolved that can be resolved statically. */
export function resolveTemplate(parsed: ParsedTemplate, options: ResolveOptions = {}): Resource[] {
  return resolveTemplateWithNotes(parsed, options).resources;
}

export function resolveTemplateWithNotes(
  parsed: ParsedTemplate,
  options: ResolveOptions = {},
): ResolvedTemplate {
  const { body } = parsed;
  const notes: string[] = [];
  const declared = isPlainObject(body.Resources) ? body.Resources : {};
  // Looked up in the section itself, not copied into a set: a Ref names a resource far less often
  // than a template has resources. Ids a loop or SAM's globals add are kept beside it.
  const added = new Set<string>();
  const resourceIds = {
    has: (id: string) => added.has(id) || (Object.hasOwn(declared, id) && !id.startsWith('Fn::ForEach::')),
  };
  const scope: Scope = {
    parameters: resolveParameters(body, options.parameters ?? {}),
    pseudo: pseudoParameters(options),
    resourceIds,
    mappings: isPlainObject(body.Mappings) ? body.Mappings : {},
    region: options.region,
    condition: namedConditions(body.Conditions, () => call),
    note: (message) => notes.push(message),
    spend: textBudget(),
  };
  const call: Call = { scope, resolve: (value) => resolveValue(value, scope) };

  const expanded = expandResources(declared, call, isLoopFree(body));
  const { origins } = expanded;
  const resources = applySamGlobals(body, expanded.resources);
  // The section as the parser listed it when nothing was expanded or merged into it.
  const ids = resources === declared && options.resourceIds ? options.resourceIds : Object.keys(resources);
  if (options.quotas !== false) checkResourceCount(ids.length);
  // The declared section itself (nothing expanded or merged) has no ids the set lacks.
  if (resources !== declared) for (const id of ids) added.add(id);
  const resolved: Resource[] = [];
  const { resourceLocations } = parsed;
  // Without a loop every id is its own origin: no second lookup per resource.
  const looped = origins.size > 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const location = resourceLocations.get(looped ? (origins.get(id) ?? id) : id);
    const resource = buildResource(id, resources[id], call, location);
    if (resource) resolved.push(resource);
  }
  return { resources: resolved, notes };
}

function buildResource(
  id: string,
  raw: unknown,
  call: Call,
  location?: SourceLocation,
): Resource | undefined {
  const { scope } = call;
  if (!isPlainObject(raw) || typeof raw.Type !== 'string') {
    scope.note(`Resources.${id} has no Type and was skipped.`);
    return undefined;
  }
  let condition: string | undefined;
  if (typeof raw.Condition === 'string') {
    const holds = scope.condition(raw.Condition);
    if (holds === false) return undefined; // CloudFormation does not create it
    if (isUnknown(holds)) condition = raw.Condition;
  }
  const properties =
    raw.Properties === undefined || raw.Properties === null ? {} : call.resolve(raw.Properties);
  const known = isPlainObject(properties) && !isUnknown(properties) ? properties : {};
  const tags = flattenTags(known.Tags);
  // The location written in the literal (where it sits in the key order): added afterwards, it
  // moved the resource to a new shape and a second block of properties, per resource.
  const resource: Resource = location
    ? { logicalId: id, type: raw.Type, properties: known, tags, location }
    : { logicalId: id, type: raw.Type, properties: known, tags };
  if (properties !== NO_VALUE && known !== properties) {
    resource.propertiesUnknown = isUnknown(properties)
      ? properties
      : unknownValue('Properties that are not a mapping');
  }
  if (condition) resource.condition = condition;
  const deletionPolicy = policy(raw.DeletionPolicy, call);
  if (deletionPolicy !== undefined) resource.deletionPolicy = deletionPolicy;
  const updateReplacePolicy = policy(raw.UpdateReplacePolicy, call);
  if (updateReplacePolicy !== undefined) resource.updateReplacePolicy = updateReplacePolicy;
  return resource;
}

function policy(value: unknown, call: Call): string | UnknownValue | undefined {
  if (value === undefined || value === null) return undefined;
  const resolved = call.resolve(value);
  return typeof resolved === 'string' || isUnknown(resolved) ? resolved : undefined;
}

/** Named conditions, each evaluated once; a condition that refers back to itself is unknown. */
function namedConditions(definitions: unknown, call: () => Call): Scope['condition'] {
  const declared = isPlainObject(definitions) ? definitions : {};
  const memo = new Map<string, boolean | UnknownValue>();
  const evaluating = new Set<string>();
  return (name) => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    if (!Object.hasOwn(declared, name))
      return unknownValue(`condition ${name}, which the template does not define`);
    if (evaluating.has(name)) return unknownValue(`condition ${name}, which refers to itself`);
    evaluating.add(name);
    const value = evaluateCondition(declared[name], call());
    evaluating.delete(name);
    memo.set(name, value);
    return value;
  };
}
