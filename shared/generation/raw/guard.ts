import type { ArchitecturePlan, ExtraResource } from '../plan';
import type { DroppedRaw } from './drop';
import { iamEscalation } from './iam';

/** The size of one raw resource's properties, as JSON: a template body is at most 1 MB. */
export const MAX_RAW_PROPERTY_CHARS = 16_000;

/** Families a raw resource may never be: what they run or grant the gates cannot judge. */
const REFUSED_TYPES: readonly [RegExp, string][] = [
  [
    /^AWS::IAM::(User|AccessKey|UserToGroupAddition|Group|GroupPolicy|UserPolicy)$/,
    'IAM users, groups and access keys are long-lived credentials; the design grants access through its own roles',
  ],
  [
    /^AWS::CloudFormation::/,
    'nested stacks, macros and custom resources bring in templates and code the gates cannot read',
  ],
  [
    /^AWS::(Organizations|SSO|IdentityStore)::/,
    'changes to the organization or its sign-in are outside a workload stack',
  ],
];

/**
 * Reads the architect's raw resources before synthesis: only `AWS::` types outside the refused
 * families, a bounded size, a logical id no block resource or earlier raw resource has, and no
 * IAM escalation. What fails is dropped with the reason; the rest goes on to the same gates as
 * the building blocks (the compliance rules, AWS's validator, the repair loop).
 */
export function screenRawResources(
  resources: readonly ExtraResource[],
  /** logical ids the building blocks already use */
  taken: ReadonlySet<string>,
): { kept: ExtraResource[]; dropped: DroppedRaw[] } {
  const kept: ExtraResource[] = [];
  const dropped: DroppedRaw[] = [];
  const seen = new Set<string>();
  for (const resource of resources) {
    const why = refusal(resource, taken, seen);
    if (why) dropped.push({ logical_id: resource.logical_id, type: resource.type, reason: why });
    else kept.push(resource);
    seen.add(resource.logical_id);
  }
  return { kept, dropped };
}

function refusal(
  resource: ExtraResource,
  taken: ReadonlySet<string>,
  seen: ReadonlySet<string>,
): string | undefined {
  if (!/^AWS::[A-Za-z0-9]+::[A-Za-z0-9]+$/.test(resource.type))
    return `${resource.type} is not an AWS resource type; only AWS:: types are built.`;
  const family = REFUSED_TYPES.find(([pattern]) => pattern.test(resource.type));
  if (family) return `${resource.type}: ${family[1]}.`;
  if (taken.has(resource.logical_id))
    return `the logical id ${resource.logical_id} is already a resource of the building blocks.`;
  if (seen.has(resource.logical_id)) return `the logical id ${resource.logical_id} was used twice.`;
  const size = JSON.stringify(resource.properties).length;
  if (size > MAX_RAW_PROPERTY_CHARS)
    return `its properties are ${size} characters; a raw resource may have at most ${MAX_RAW_PROPERTY_CHARS}.`;
  const escalation = iamEscalation(resource.properties);
  if (escalation) return `IAM escalation: ${escalation}.`;
  return undefined;
}

/** The logical ids of a plan's building blocks, from synthesizing it without raw resources. */
export function blockIds(
  plan: ArchitecturePlan,
  build: (plan: ArchitecturePlan) => { text: string; origins: Record<string, string> },
): Set<string> {
  try {
    return new Set(Object.keys(build({ ...plan, extra_resources: [] }).origins));
  } catch {
    // a plan synthesis refuses goes back to the architect anyway; no block ids to guard then
    return new Set();
  }
}
