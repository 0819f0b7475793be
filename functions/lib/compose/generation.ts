import { stageAgents } from '../generation/agents';
import type { GenerationPorts } from '../generation/ports';
import { agentModel } from './model';
import { sessionPorts } from './sessions';
import { templateValidator } from './validator';

/**
 * THE composition root, generation part: the session ports and the agents, for the generation
 * workflow's task functions only (the HTTP routes never bundle the engines or the model).
 */
export function generationPorts(): GenerationPorts {
  return { ...sessionPorts(), agents: stageAgents({ model: agentModel(), validator: templateValidator }) };
}
