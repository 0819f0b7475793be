import type { RepairContext } from '../agents/model-calls';
import type { ArchitecturePlan } from '../plan';
import type { Requirements } from '../requirements';
import { MAX_REPAIR_ROUNDS } from '../stages';
import { synthesize } from '../synthesis/index';
import { dropRaw } from './drop';
import { blockIds, screenRawResources } from './guard';
import { refusedByValidator } from './validator';

export { type DroppedRaw, dropRaw } from './drop';
export { reviewWithRuleGate } from './rules';

/**
 * The architect's plan as the workflow keeps it: raw resources the guard refuses (types, size,
 * logical ids, IAM escalation) and, in a repair round, those AWS's validator refused and the
 * architect could not mend, are taken out and listed under "Not built, and why".
 */
export function gatePlan(
  plan: ArchitecturePlan,
  requirements: Requirements,
  repair?: RepairContext,
): ArchitecturePlan {
  if (plan.extra_resources.length === 0) return plan;
  const taken = blockIds(plan, (blocks) => synthesize(blocks, requirements));
  const screened = screenRawResources(plan.extra_resources, taken);
  const refused = repair
    ? refusedByValidator(
        { ...plan, extra_resources: screened.kept },
        repair.previous_plan,
        repair.diagnostics,
        repair.round >= MAX_REPAIR_ROUNDS,
      )
    : [];
  return dropRaw(plan, [...screened.dropped, ...refused]);
}
