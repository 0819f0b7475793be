import { type ArchitecturePlan, MAX_NOT_BUILT, type NotBuilt } from '../plan';

/** A raw resource a gate refused, and the gate's reason in words fit for the review. */
export interface DroppedRaw {
  logical_id: string;
  type: string;
  reason: string;
}

/**
 * The plan without the dropped raw resources, each listed under "Not built, and why" with the
 * gate's reason, so nothing the architect asked for disappears without a word.
 */
export function dropRaw(plan: ArchitecturePlan, dropped: readonly DroppedRaw[]): ArchitecturePlan {
  if (dropped.length === 0) return plan;
  const ids = new Set(dropped.map((d) => d.logical_id));
  const notes: NotBuilt[] = dropped.map((d) => ({
    phrase: d.logical_id,
    service: d.type.slice(0, 60),
    reason: `Raw CloudFormation from the architect, not built: ${d.reason}`.slice(0, 400),
  }));
  const kept = (plan.not_built ?? []).filter((n) => !ids.has(n.phrase));
  return {
    ...plan,
    extra_resources: plan.extra_resources.filter((r) => !ids.has(r.logical_id)),
    not_built: [...kept, ...notes].slice(0, MAX_NOT_BUILT),
  };
}
