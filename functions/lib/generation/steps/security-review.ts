import { statedAcceptanceOn } from '#shared/generation/agents/stated-acceptances';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { reviewWithRuleGate } from '#shared/generation/raw/index';
import type { Requirements } from '#shared/generation/requirements';
import type { SynthesizedTemplate } from '#shared/generation/reviews';
import { scanSettingsOf } from '#shared/residency/settings';
import { residencyFor } from '../../settings/residency';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';

/**
 * Step 4a (parallel with cost): the engine's findings, its automatic fixes and a verdict. A raw
 * resource of the architect's that still breaks a critical or high rule after the fixes is
 * dropped here (the plan and template are kept without it, and it is listed as not built).
 */
export function securityStep(ports: GenerationPorts, input: GenerationInput) {
  return runStage(ports, input, 'security', async () => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    const template = await readWork<SynthesizedTemplate>(ports, input, WORK.template);
    const plan = await readWork<ArchitecturePlan>(ports, input, WORK.plan);
    // the setting in force now (the user's, else the operator's): the builder and scans use the same
    const residency = await residencyFor(ports.residency, input.userId);
    const settings = scanSettingsOf(residency);
    // the target account's baseline: its controls count in the scores when the account has them
    const baseline = await ports.baseline?.baselineFor(input.userId, requirements.region);
    const gated = await reviewWithRuleGate(plan, requirements, template, {
      synthesize: (kept, req) => ports.agents.synthesize(kept, req),
      securityReview: (text) =>
        ports.agents.securityReview(text, requirements, settings, baseline, statedAcceptanceOn(ports.now())),
    });
    if (gated.dropped.length > 0) {
      await ports.sessions.putWork(input.userId, input.sessionId, WORK.plan, gated.plan);
      await ports.sessions.putWork(input.userId, input.sessionId, WORK.template, gated.template);
    }
    const review = baseline ? { ...gated.review, account_baseline: baseline } : gated.review;
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.security, review);
    const scores = review.frameworks
      .map((framework) => `${framework} ${review.scores[framework]}%`)
      .join(', ');
    const dropped = gated.dropped.length
      ? ` Dropped ${gated.dropped.map((d) => d.logical_id).join(', ')}: raw resources that break a rule no fix repairs.`
      : '';
    return {
      summary: `${scores}; ${review.fixes_applied.length} fixes applied, ${review.remaining.length} findings remain.${dropped}`,
      verdict: `${review.verdict}: ${review.summary}`,
    };
  });
}
