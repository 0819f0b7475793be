import type { Requirements } from '#shared/generation/requirements';
import type { SynthesizedTemplate } from '#shared/generation/reviews';
import { scanSettingsOf } from '#shared/residency/settings';
import { residencyFor } from '../../settings/residency';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';

/** Step 4a (parallel with cost): the engine's findings, its automatic fixes and a verdict. */
export function securityStep(ports: GenerationPorts, input: GenerationInput) {
  return runStage(ports, input, 'security', async () => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    const template = await readWork<SynthesizedTemplate>(ports, input, WORK.template);
    // the setting in force now (the user's, else the operator's): the builder and scans use the same
    const residency = await residencyFor(ports.residency, input.userId);
    const review = await ports.agents.securityReview(template, requirements, scanSettingsOf(residency));
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.security, review);
    const scores = review.frameworks
      .map((framework) => `${framework} ${review.scores[framework]}%`)
      .join(', ');
    return {
      summary: `${scores}; ${review.fixes_applied.length} fixes applied, ${review.remaining.length} findings remain.`,
      verdict: `${review.verdict}: ${review.summary}`,
    };
  });
}
