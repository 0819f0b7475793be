import type { Artifact } from '#shared/generation/artifacts';
import type { RenderedDiagram } from '#shared/generation/artifacts/diagram';
import { renderArtifacts } from '#shared/generation/artifacts/index';
import { briefWithAnswers, defaultedLines } from '#shared/generation/clarify/questions';
import type { ArchitecturePlan } from '#shared/generation/plan';
import type { Requirements } from '#shared/generation/requirements';
import type { SecurityReview, SynthesizedTemplate, ValidityResult } from '#shared/generation/reviews';
import { residencyFor } from '../../settings/residency';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { publishSession } from '../publish-session';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';
import { artifactWorkName } from '../session-artifacts';

/**
 * Step 7: every artifact of the run, each kept as its own item, then the session completes. All
 * kinds are made; the artifacts API withholds Terraform and the pipeline below Pro at read time.
 * The cost agent prices the final template again (the security fixes can add resources such as
 * keys and log buckets), so the cost shown is that of what would be deployed.
 */
export async function artifactsStep(ports: GenerationPorts, input: GenerationInput) {
  await runStage(ports, input, 'artifacts', async (session) => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    const plan = await readWork<ArchitecturePlan>(ports, input, WORK.plan);
    const synthesized = await readWork<SynthesizedTemplate>(ports, input, WORK.template);
    const security = await readWork<SecurityReview>(ports, input, WORK.security);
    const validity = await readWork<ValidityResult>(ports, input, WORK.validity);
    const diagram = await readWork<RenderedDiagram>(ports, input, WORK.diagram);
    const cost = await ports.agents.costReview({ ...synthesized, text: security.template }, requirements);
    const residency = await residencyFor(ports.residency, input.userId);
    const artifacts: Artifact[] = renderArtifacts({
      brief: briefWithAnswers(session.prompt, session.answered ?? []),
      defaulted: defaultedLines(session.answered ?? []),
      options: session.options,
      requirements,
      plan,
      template: security.template,
      security,
      cost,
      validity,
      diagram,
      edges: synthesized.edges,
      tier: 'premium',
      modelId: session.modelId,
      inKingdomRegions: residency.in_kingdom_regions,
    });
    for (const artifact of artifacts) {
      await ports.sessions.putWork(input.userId, input.sessionId, artifactWorkName(artifact.kind), artifact);
    }
    return {
      summary: `${artifacts.length} artifacts: ${artifacts.map((artifact) => artifact.kind).join(', ')}.`,
    };
  });
  const at = ports.now().toISOString();
  const ended = await ports.sessions.finish(
    input.userId,
    input.sessionId,
    { status: 'completed' },
    [{ at, actor: 'system', event: 'completed', detail: 'The design is ready.' }],
    at,
  );
  await publishSession(ports, ended);
}
