import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { stageAgents } from '../generation/agents';
import type { GenerationPorts } from '../generation/ports';
import { agentModel } from './model';
import { sessionPorts } from './sessions';

/**
 * THE composition root, generation part: the session ports and the agents, for the generation
 * workflow's task functions only (the HTTP routes never bundle the engines or the model).
 */
export function generationPorts(): GenerationPorts {
  return { ...sessionPorts(), agents: stageAgents({ model: agentModel(), validator }) };
}

/**
 * AWS's validator is imported only by the gate: it reads its WebAssembly from beside the package
 * at load, and only the gate's Lambda bundle carries that file.
 */
async function validator(): Promise<TemplateValidator> {
  const { getTemplateValidator } = await import('../adapters/aws/cloudformation-validator');
  return getTemplateValidator();
}
