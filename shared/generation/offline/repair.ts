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
  if (dropped.length === 0) return plan;
  return {
    ...plan,
    extra_resources: kept,
    decisions: [...plan.decisions, `Dropped ${dropped.join(', ')}: AWS's validator refused them.`].slice(
      0,
      30,
    ),
  };
}
