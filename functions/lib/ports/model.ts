import type { ModelAgent, ModelCalls } from '#shared/generation/agents/model-calls';

export type ModelKind = 'bedrock' | 'openai-compatible' | 'offline-planner';

/**
 * The agents' model. Each call returns an object already checked against the agent's zod schema;
 * a model that cannot produce one throws `ModelError`. The offline planner implements the same
 * port deterministically (the local default; the UI labels it as a simulator).
 */
export interface AgentModel {
  readonly kind: ModelKind;
  /** the configured model id, or `offline-planner` */
  readonly modelId: string;
  ask<A extends ModelAgent>(agent: A, input: ModelCalls[A]['input']): Promise<ModelCalls[A]['output']>;
}

export type ModelErrorReason = 'invalid-answer' | 'throttled' | 'timeout' | 'unavailable';

/** A model call that failed for good (after the adapter's own retries and its one repair request). */
export class ModelError extends Error {
  override name = 'ModelError';
  constructor(
    readonly reason: ModelErrorReason,
    message: string,
  ) {
    super(message);
  }
}
