import type { Diagnostic } from '../../cfn/diagnostic';
import type { ArchitecturePlan } from '../plan';
import { leaveOutUnwired } from '../wiring-gate';

/**
 * The offline planner's answer to validator errors: its blocks are fixed code, so the only parts
 * it can change are its edges and what a model added. Edges the wiring check found broken are left
 * out and listed as not built; extra resources an error points at are dropped, with a decision
 * saying so; when no error points at either, the plan comes back unchanged and the gate fails the
 * run after its last round, naming the errors.
 */
export function repairPlan(plan: ArchitecturePlan, diagnostics: readonly Diagnostic[]): ArchitecturePlan {
  return dropRefused(leaveOutUnwired(plan, diagnostics), diagnostics);
}

function dropRefused(plan: ArchitecturePlan, diagnostics: readonly Diagnostic[]): ArchitecturePlan {
  const blamed = new Set(
    diagnostics
      .map((d) => /^Resources\/([^/]+)/.exec(d.path ?? '')?.[1])
      .filter((id): id is string => Boolean(id)),
  );
  const kept = plan.extra_resources.filter((r) => !blamed.has(r.logical_id));
  const dropped = plan.extra_resources.filter((r) => blamed.has(r.logical_id)).map((r) => r.logical_id);
  // a stated setting the validator refuses (on the property it names) is left at the default, and said
  const refusedProperties = new Set(
    diagnostics
      .map((d) => /^Resources\/[^/]+\/Properties\/([^/]+)/.exec(d.path ?? '')?.[1])
      .filter((name): name is string => Boolean(name)),
  );
  const stated = plan.stated_properties ?? [];
  const named = stated.filter((p) =>
    p.targets.some((t) => refusedProperties.has(t.path.split('.')[0] ?? '')),
  );
  // an error no stated setting is named in may still come of one (a billing mode without its
  // capacity): with nothing else to change, the stated settings go, so they never fail a run
  const refused = named.length > 0 || dropped.length > 0 ? named : stated;
  if (dropped.length === 0 && refused.length === 0) return plan;
  return {
    ...plan,
    extra_resources: kept,
    ...(refused.length > 0 ? { stated_properties: stated.filter((p) => !refused.includes(p)) } : {}),
    decisions: [
      ...plan.decisions,
      ...(dropped.length > 0 ? [`Dropped ${dropped.join(', ')}: AWS's validator refused them.`] : []),
      ...refused.map((p) => `The brief's "${p.quote}" is left at its default: AWS's validator refused it.`),
    ].slice(0, 30),
  };
}
