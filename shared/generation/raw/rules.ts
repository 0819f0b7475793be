import type { ArchitecturePlan } from '../plan';
import type { Requirements } from '../requirements';
import type { SecurityReview, SynthesizedTemplate } from '../reviews';
import { type DroppedRaw, dropRaw } from './drop';

/** What the gate needs of the agents: synthesis and the security agent, as the workflow has them. */
export interface RuleGateAgents {
  synthesize(
    plan: ArchitecturePlan,
    requirements: Requirements,
  ): SynthesizedTemplate | Promise<SynthesizedTemplate>;
  securityReview(template: SynthesizedTemplate): SecurityReview | Promise<SecurityReview>;
}

const BLOCKING = new Set(['critical', 'high']);

/**
 * Raw resources that still break a critical or high rule after the security agent's automatic
 * fixes: the same findings that would reject a design, on resources only the architect wrote.
 */
export function breakingRules(
  review: SecurityReview,
  template: SynthesizedTemplate,
  plan: ArchitecturePlan,
): DroppedRaw[] {
  const types = new Map(plan.extra_resources.map((r) => [r.logical_id, r.type]));
  const byId = new Map<string, string[]>();
  for (const finding of review.remaining) {
    if (template.origins[finding.resource] !== 'extra' || !types.has(finding.resource)) continue;
    if (finding.status !== 'fail' || !BLOCKING.has(finding.severity)) continue;
    const words = `${finding.rule_id} (${finding.severity}: ${finding.title})`;
    byId.set(finding.resource, [...(byId.get(finding.resource) ?? []), words]);
  }
  return [...byId].map(([id, rules]) => ({
    logical_id: id,
    type: types.get(id) ?? 'AWS::',
    reason: `it breaks ${rules.slice(0, 3).join('; ')} and no automatic fix repairs it.`,
  }));
}

/**
 * The security review with the compliance rules as a gate on raw resources: one that still breaks
 * a critical or high rule after the fixes is dropped (and listed as not built), the plan is
 * synthesized again without it and reviewed again. Blocks are never dropped here.
 */
export async function reviewWithRuleGate(
  plan: ArchitecturePlan,
  requirements: Requirements,
  template: SynthesizedTemplate,
  agents: RuleGateAgents,
): Promise<{
  plan: ArchitecturePlan;
  template: SynthesizedTemplate;
  review: SecurityReview;
  dropped: DroppedRaw[];
}> {
  const review = await agents.securityReview(template);
  const dropped = breakingRules(review, template, plan);
  if (dropped.length === 0) return { plan, template, review, dropped };
  const kept = dropRaw(plan, dropped);
  const rebuilt = await agents.synthesize(kept, requirements);
  return { plan: kept, template: rebuilt, review: await agents.securityReview(rebuilt), dropped };
}
