import { bedrockModel } from '../adapters/aws/bedrock-model';
import { chatModel } from '../adapters/openai/chat-model';
import { modelConfig } from '../generation/config';
import type { AgentModel } from '../ports/model';
import { offlinePlanner } from '../simulators/offline-planner/index';

let model: AgentModel | undefined;

/** The agents' model as configured (see generation/config.ts); the offline planner by default. */
export function agentModel(): AgentModel {
  if (model) return model;
  const config = modelConfig();
  if (config.provider === 'bedrock' && config.bedrockModelId) {
    model = bedrockModel({ modelId: config.bedrockModelId, timeoutMs: config.timeoutMs });
  } else if (config.provider === 'openai-compatible' && config.openai.baseUrl && config.openai.model) {
    model = chatModel({
      baseUrl: config.openai.baseUrl,
      model: config.openai.model,
      apiKey: config.openai.apiKey,
      timeoutMs: config.timeoutMs,
    });
  } else {
    model = offlinePlanner();
  }
  return model;
}

/** Tests put their own model where the workflow's tasks will look for it. */
export function installAgentModel(replacement: AgentModel | undefined): void {
  model = replacement;
}
