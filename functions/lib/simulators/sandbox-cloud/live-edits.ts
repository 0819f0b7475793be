import type { PropertyDrift, ResourceDrift } from '#functions/lib/ports/drift-detector';
import type { SandboxResource } from '#functions/lib/ports/sandbox-cloud-store';
import { validationError } from './refusals';

/**
 * Changes made to a live resource by hand in the sandbox console, outside CloudFormation: what
 * drift detection finds. Each is a JSON pointer under the resource's Properties and its live
 * value as JSON text (`null`: the property was removed), kept as text so any value fits a table item.
 */
export type LiveEdits = Record<string, string>;

const editValue = (json: string): unknown => JSON.parse(json);

const MAX_DEPTH = 8;

/** `/A/0/B` as its segments, JSON pointer escapes (~1, ~0) undone. */
export function pointerSegments(pointer: string): string[] {
  if (!pointer.startsWith('/') || pointer.length < 2) {
    throw validationError(`Property path ${pointer} must start with / and name a property`);
  }
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments.length > MAX_DEPTH || segments.some((s) => s === '' || s === '__proto__')) {
    throw validationError(`Property path ${pointer} is not a property of this resource`);
  }
  return segments;
}

export function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

/** A copy of `root` with the value at `pointer` replaced (or removed, for null). */
function withValue(root: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  const segments = pointerSegments(pointer);
  let node: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    if (next === null || typeof next !== 'object') node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  const last = segments[segments.length - 1] as string;
  if (value === null) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** The resource as it is in the account: its planned properties with the hand changes applied. */
export function liveProperties(resource: SandboxResource): Record<string, unknown> {
  let properties = resource.properties;
  for (const [pointer, json] of Object.entries(resource.liveEdits ?? {})) {
    properties = withValue(properties, pointer, editValue(json));
  }
  return properties;
}

export const hasLiveEdits = (resource: SandboxResource) => Object.keys(resource.liveEdits ?? {}).length > 0;

/** The resources as they are live: what a drift-reverting update starts from. */
export function liveResources(resources: SandboxResource[]): SandboxResource[] {
  return resources.map((r) => (hasLiveEdits(r) ? { ...r, properties: liveProperties(r) } : r));
}

/**
 * After an ordinary update, CloudFormation leaves a drifted property alone unless the new
 * template changes it: a hand change survives on a resource kept in place whose template value
 * at that path did not change.
 */
export function carryLiveEdits(previous: SandboxResource[], next: SandboxResource[]): SandboxResource[] {
  const before = new Map(previous.map((r) => [r.logicalId, r]));
  return next.map((resource) => {
    const old = before.get(resource.logicalId);
    if (!old || !hasLiveEdits(old) || old.physicalId !== resource.physicalId) return resource;
    const kept = Object.entries(old.liveEdits ?? {}).filter(
      ([pointer]) =>
        JSON.stringify(valueAt(old.properties, pointer)) ===
        JSON.stringify(valueAt(resource.properties, pointer)),
    );
    return kept.length > 0 ? { ...resource, liveEdits: Object.fromEntries(kept) } : resource;
  });
}

const asJson = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value));

/** DescribeStackResourceDrifts for the sandbox: each hand change whose value differs from the plan. */
export function resourceDrift(resource: SandboxResource, physicalId: string | undefined): ResourceDrift {
  const properties: PropertyDrift[] = [];
  for (const [pointer, json] of Object.entries(resource.liveEdits ?? {})) {
    const actual = editValue(json);
    const expected = valueAt(resource.properties, pointer);
    if (JSON.stringify(expected) === JSON.stringify(actual)) continue;
    properties.push({
      path: pointer,
      expected: asJson(expected),
      actual: asJson(actual),
      difference: expected === undefined ? 'ADD' : actual === null ? 'REMOVE' : 'NOT_EQUAL',
    });
  }
  return {
    logicalId: resource.logicalId,
    ...(physicalId && { physicalId }),
    type: resource.type,
    status: properties.length > 0 ? 'MODIFIED' : 'IN_SYNC',
    properties,
  };
}
