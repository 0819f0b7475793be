import type { TemplateValidator } from '#shared/cfn/diagnostic';
import {
  chiefArchitect,
  costAgent,
  leadArchitect,
  securityAgent,
  synthesize,
  validityGate,
} from '../generation/index';
import type { Agents } from '../sessions/agents';
import type { GenerationPorts } from '../sessions/ports';
import { agentModel } from './model';
import { sessionPorts } from './sessions';

/**
 * THE composition root, generation part: the session ports and the agents, for the generation
 * workflow's task functions only (the HTTP routes never bundle the engines or the model).
 */
export function generationPorts(): GenerationPorts {
  return { ...sessionPorts(), agents: stageAgents() };
}

/**
 * AWS's validator is imported only by the gate: it reads its WebAssembly from beside the package
 * at load, and only the gate's Lambda bundle carries that file.
 */
async function validator(): Promise<TemplateValidator> {
  const { getTemplateValidator } = await import('../adapters/aws/cloudformation-validator');
  return getTemplateValidator();
}

function stageAgents(): Agents {
  const ports = { model: agentModel() };
  return {
    chiefArchitect: (request) => chiefArchitect(request, ports),
    leadArchitect: (requirements, repair) =>
      leadArchitect(
        requirements,
        ports,
        repair && { round: repair.round, previous_plan: repair.plan, diagnostics: repair.validity.errors },
      ),
    synthesize: async (plan, requirements) => synthesize(plan, requirements),
    securityReview: async (template, requirements) => securityAgent(template.text, requirements),
    costReview: async (template, requirements) => costAgent(template.text, requirements),
    validity: async (template, region) => validityGate(template, { validator: await validator() }, region),
  };
}
