import { renderDiagram } from '#shared/generation/artifacts/diagram';
import type { ArchitecturePlan } from '#shared/generation/plan';
import type { Requirements } from '#shared/generation/requirements';
import type { SecurityReview } from '#shared/generation/reviews';
import { WORK } from '../agents';
import type { GenerationInput, GenerationPorts } from '../ports';
import { readWork } from '../read-work';
import { runStage } from '../run-stage';

/** Step 6: the final template as a graph (VPC > zone > subnet boxes, reference edges), laid out and drawn. */
export function diagramStep(ports: GenerationPorts, input: GenerationInput) {
  return runStage(ports, input, 'diagram', async () => {
    const requirements = await readWork<Requirements>(ports, input, WORK.requirements);
    const plan = await readWork<ArchitecturePlan>(ports, input, WORK.plan);
    const security = await readWork<SecurityReview>(ports, input, WORK.security);
    const diagram = await renderDiagram(security.template, requirements.region, plan.summary);
    await ports.sessions.putWork(input.userId, input.sessionId, WORK.diagram, diagram);
    const { graph } = diagram;
    return {
      summary: `${graph.nodes.length} resources in ${graph.containers.length} network boxes, ${graph.edges.length} connections.`,
    };
  });
}
