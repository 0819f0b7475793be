import type { Requirements } from '#shared/generation/requirements';
import type { SynthesizedTemplate } from '#shared/generation/reviews';
import { STUDIO } from '#shared/messages/studio';
import { countOf, formatUsd } from '#shared/text/format';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';

/** Step 4b (parallel with security): the cost model per resource and in total, with advice. */
export function costStep(ports: GenerationPorts, input: GenerationInput) {
  return runStage(ports, input, 'cost', async () => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    const template = await readWork<SynthesizedTemplate>(ports, input, WORK.template);
    const review = await ports.agents.costReview(template, requirements);
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.cost, review);
    const budget = review.budget_verdict ? ` ${STUDIO.cost.verdict[review.budget_verdict]}.` : '';
    return {
      summary: `About ${formatUsd(review.total.min)}–${formatUsd(review.total.max)} a month in ${review.region}; ${countOf(review.advice.length, 'piece of advice', 'pieces of advice')}.${budget}`,
    };
  });
}
