import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';

interface TargetIndex {
  policies: readonly Resource[];
  /** positions of the policies whose target value mentions a logical id, by that id */
  byId: Map<string, number[]>;
  /** positions of the policies that might target anything: literal names, unresolved values */
  anywhere: number[];
}

/** How a kind of policy names the resources it applies to. */
export interface PolicyTargeting {
  policyType: string;
  /** the property naming the targets, e.g. a bucket policy's Bucket */
  targetOf(policy: Resource): unknown;
  /**
   * true when an unresolved value in place of the whole property (a list built by Fn::If or
   * Fn::Split) may name resources besides those it refers to
   */
  wholeUnknownMayNameOthers: boolean;
}

/**
 * Collects the logical ids a target value refers to; false when the value could also name a
 * resource another way (a literal string, or a value whose references are unknown).
 */
function referencedIds(value: unknown, ids: Set<string>, wholeMayNameOthers: boolean): boolean {
  if (isUnknown(value)) {
    const refs = value.refs ?? [];
    for (const id of refs) ids.add(id);
    return refs.length > 0 && !wholeMayNameOthers;
  }
  if (typeof value === 'string') return false;
  if (value === null || typeof value !== 'object') return true;
  for (const child of Object.values(value)) if (!referencedIds(child, ids, false)) return false;
  return true;
}

const indexes = new WeakMap<ScanContext, Map<string, TargetIndex>>();

function targetIndex(ctx: ScanContext, kind: PolicyTargeting) {
  let byType = indexes.get(ctx);
  if (!byType) {
    byType = new Map();
    indexes.set(ctx, byType);
  }
  let index = byType.get(kind.policyType);
  if (index) return index;
  index = { policies: ctx.ofType(kind.policyType), byId: new Map(), anywhere: [] };
  index.policies.forEach((policy, position) => {
    const ids = new Set<string>();
    if (!referencedIds(kind.targetOf(policy), ids, kind.wholeUnknownMayNameOthers)) {
      index.anywhere.push(position);
    } else for (const id of ids) index.byId.set(id, [...(index.byId.get(id) ?? []), position]);
  });
  byType.set(kind.policyType, index);
  return index;
}

/**
 * The policies of `policyType` that may target `target`, in template order: those whose target
 * property refers to it, and those that could name it in a way only the caller can check. Rules
 * still decide each candidate exactly; the index only spares them the policies that refer to
 * other resources alone, so a template with a policy per bucket or queue scans in linear time.
 * One `PolicyTargeting` per policy type: the index is kept per scan and type.
 */
export function candidatePolicies(ctx: ScanContext, kind: PolicyTargeting, target: Resource): Resource[] {
  const index = targetIndex(ctx, kind);
  const mine = index.byId.get(target.logicalId) ?? [];
  if (index.anywhere.length === 0) return mine.map((position) => index.policies[position]!);
  const positions = [...new Set([...mine, ...index.anywhere])].sort((a, b) => a - b);
  return positions.map((position) => index.policies[position]!);
}
