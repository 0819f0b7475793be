import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { isTemplateError, type ParsedTemplate, resolveTemplate } from '#shared/cfn/index';
import { replacementOfUpdate } from '#shared/cfn/replacement';
import { type AccountView, creationFailure } from './account-view';
import { type KnownResource, referencedNames, substituteKnown } from './references';
import { templateFormatError } from './refusals';
import { fallbackAttribute, type KindContext, kindOf } from './resource-kinds';
import type { CheckedTemplate } from './template-checks';

export interface PlanInput {
  checked: CheckedTemplate;
  parameters: Record<string, string>;
  accountId: string;
  region: string;
  stackName: string;
  stackId: string;
  /** what already exists in the account, for refusals only the account state can cause */
  account: AccountView;
  /** IAM's refusal of what CloudFormation asks to create this resource (planned: those before it) */
  authorise?: (resource: SandboxResource, planned: SandboxResource[]) => string | undefined;
  /**
   * An update: the stack's resources before it, by logical id. A resource whose change
   * CloudFormation answers with Replacement True gets a new physical resource (a new id), or
   * fails when its custom name cannot be given to a second copy.
   */
  previous?: ReadonlyMap<string, SandboxResource>;
}

export interface StackPlan {
  description?: string;
  resources: SandboxResource[];
  outputs: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Everything CloudFormation will do for a new stack, decided up front: which resources exist
 * (Conditions), in which order (Ref, GetAtt, Sub, DependsOn), their physical ids and attributes,
 * resolved properties, outputs, and which resource will fail and why.
 */
export function planStack(input: PlanInput): StackPlan {
  try {
    return plan(input);
  } catch (error) {
    // the resolver's budget: a template whose functions would build gigabytes of text
    if (isTemplateError(error)) throw templateFormatError(error.message);
    throw error;
  }
}

function plan(input: PlanInput): StackPlan {
  const { checked, parameters, accountId, region, stackName, stackId } = input;
  const body = checked.parsed.body;
  const resolveOptions = { parameters, region, accountId, stackName };
  const included = new Set(resolveTemplate(checked.parsed, resolveOptions).map((r) => r.logicalId));
  const order = dependencyOrder(checked.resources, included, parameters, body);

  const known = new Map<string, KnownResource>([
    ['AWS::StackId', { ref: stackId, attribute: () => undefined }],
    ['AWS::NotificationARNs', { ref: [], attribute: () => undefined }],
  ]);
  const resolveOne = (logicalId: string, definition: unknown) => {
    const parsed: ParsedTemplate = {
      ...checked.parsed,
      body: { ...body, Resources: { [logicalId]: substituteKnown(definition, known) } },
      resourceLocations: new Map(),
    };
    return resolveTemplate(parsed, resolveOptions)[0];
  };

  const resources: SandboxResource[] = [];
  for (const { logicalId, dependsOn } of order) {
    const definition = checked.resources[logicalId];
    const resolved = resolveOne(logicalId, definition);
    if (!resolved) continue;
    const kind = kindOf(resolved.type);
    const old = input.previous?.get(logicalId);
    const replacing =
      old !== undefined &&
      old.type === resolved.type &&
      replacementOfUpdate(resolved.type, old.properties, resolved.properties).replacement === 'True';
    const ctx: KindContext = {
      // a replacement is a new copy: ids derived from the old one, so never the same twice
      seed: replacing ? `${stackId}:${logicalId}:after:${old.physicalId}` : `${stackId}:${logicalId}`,
      accountId,
      region,
      stackName,
      logicalId,
      props: resolved.properties,
    };
    const made = kind.create(ctx);
    // updated in place, it is the same resource: the id it has now, which an earlier replacement
    // may have derived from another copy, not the id a first create would give it
    const inPlace = old !== undefined && old.type === resolved.type && !replacing;
    const created = inPlace ? { ...made, physicalId: old.physicalId, attributes: old.attributes } : made;
    known.set(logicalId, {
      ref: created.physicalId,
      attribute: (name) => created.attributes[name] ?? fallbackAttribute(resolved.type, created, name, ctx),
    });
    const resource: SandboxResource = {
      logicalId,
      type: resolved.type,
      physicalId: created.physicalId,
      properties: resolved.properties,
      attributes: created.attributes,
      dependsOn,
      seconds: kind.seconds,
    };
    if (typeof resolved.deletionPolicy === 'string') resource.deletionPolicy = resolved.deletionPolicy;
    const errors = checked.propertyErrors.get(logicalId);
    const customNamed = replacing && old.physicalId === created.physicalId && kind.nameProperty !== undefined;
    const failure = errors
      ? `Properties validation failed for resource ${logicalId} with message: [${errors.join(', ')}]`
      : customNamed
        ? `CloudFormation cannot update a stack when a custom-named resource requires replacing. Rename ${created.physicalId} and update the stack again.`
        : (creationFailure(resource, kind.nameProperty, input.account) ??
          input.authorise?.(resource, [...resources, resource]));
    if (failure) resource.failure = failure;
    input.account.add(resource, kind.nameProperty);
    resources.push(resource);
  }
  return {
    description: typeof body.Description === 'string' ? body.Description : undefined,
    resources,
    outputs: resolveOutputs(checked.parsed, known, resolveOptions),
  };
}

/** Resources in an order where each comes after everything it references or DependsOn. */
function dependencyOrder(
  resources: Record<string, Record<string, unknown>>,
  included: ReadonlySet<string>,
  parameters: Record<string, string>,
  body: Record<string, unknown>,
): { logicalId: string; dependsOn: string[] }[] {
  const declared = new Set(Object.keys(resources));
  const names = new Set([
    ...Object.keys(isObject(body.Parameters) ? body.Parameters : {}),
    ...Object.keys(parameters),
  ]);
  const dependencies = new Map<string, string[]>();
  const unresolved = new Set<string>();
  for (const id of included) {
    const definition = resources[id] ?? {};
    const explicit = [definition.DependsOn ?? []].flat().map(String);
    const referenced = [...referencedNames({ ...definition, DependsOn: undefined })];
    for (const name of [...explicit, ...referenced]) {
      if (!declared.has(name) && !names.has(name) && !name.startsWith('AWS::')) unresolved.add(name);
    }
    dependencies.set(
      id,
      [...new Set([...explicit, ...referenced])].filter((name) => included.has(name)),
    );
  }
  if (unresolved.size > 0) {
    throw templateFormatError(
      `Unresolved resource dependencies [${[...unresolved].join(', ')}] in the Resources block of the template`,
    );
  }
  const ordered: { logicalId: string; dependsOn: string[] }[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      const cycle = path.slice(path.indexOf(id));
      throw templateFormatError(`Circular dependency between resources: [${cycle.sort().join(', ')}]`);
    }
    state.set(id, 'visiting');
    for (const dependency of dependencies.get(id) ?? []) visit(dependency, [...path, id]);
    state.set(id, 'done');
    ordered.push({ logicalId: id, dependsOn: dependencies.get(id) ?? [] });
  };
  for (const id of Object.keys(resources)) if (included.has(id)) visit(id, []);
  return ordered;
}

/** Outputs through the same resolver: each becomes a stand-in resource carrying its Condition. */
function resolveOutputs(
  parsed: ParsedTemplate,
  known: ReadonlyMap<string, KnownResource>,
  options: Parameters<typeof resolveTemplate>[1],
): Record<string, string> {
  const declared = isObject(parsed.body.Outputs) ? parsed.body.Outputs : {};
  const standIns: Record<string, unknown> = {};
  for (const [name, output] of Object.entries(declared)) {
    if (!isObject(output)) continue;
    standIns[name] = {
      Type: 'AWS::CloudFormation::WaitConditionHandle',
      ...(output.Condition !== undefined && { Condition: output.Condition }),
      Properties: { Value: substituteKnown(output.Value, known) },
    };
  }
  const body = { ...parsed.body, Resources: standIns };
  const outputs: Record<string, string> = {};
  for (const resource of resolveTemplate({ ...parsed, body, resourceLocations: new Map() }, options)) {
    const value = resource.properties.Value;
    outputs[resource.logicalId] = Array.isArray(value)
      ? value.join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return outputs;
}
