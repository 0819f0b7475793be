import {
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  type ConverseCommandOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { AGENT_SPECS, type ModelAgent, type ModelCalls } from '#shared/generation/agents/model-calls';
import { checkAnswer, taskText, toolInputSchema } from '#shared/generation/agents/model-io';
import { CloudError } from '../../ports/cloud-error';
import { type AgentModel, ModelError } from '../../ports/model';
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from './throttling-retry';

export interface BedrockModelOptions {
  /** a model id or inference profile id/ARN, from configuration */
  modelId: string;
  client?: BedrockRuntimeClient;
  /** per agent call, retries included; a call that takes longer fails with reason `timeout` */
  timeoutMs?: number;
  retry?: RetryPolicy;
  maxTokens?: number;
}

/**
 * The model port on Amazon Bedrock's Converse API: each agent is one forced tool whose input schema
 * is the agent's zod schema. An answer that fails the schema gets one repair request carrying the
 * errors as the tool's error result; a second failure is a clear `invalid-answer` error.
 * Throttling and 5xx are retried with backoff; each call is bounded by `timeoutMs`.
 */
export function bedrockModel(options: BedrockModelOptions): AgentModel {
  const client = options.client ?? new BedrockRuntimeClient({ maxAttempts: 1 });
  const timeoutMs = options.timeoutMs ?? 120_000;
  const converse = (agent: ModelAgent, messages: Message[]) => {
    const spec = AGENT_SPECS[agent];
    const command = new ConverseCommand({
      modelId: options.modelId,
      system: [{ text: spec.system }],
      messages,
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: spec.tool,
              description: spec.description,
              inputSchema: { json: toolInputSchema(agent) as never },
            },
          },
        ],
        toolChoice: { tool: { name: spec.tool } },
      },
      inferenceConfig: { maxTokens: options.maxTokens ?? 8192, temperature: 0 },
    });
    // the deadline covers the retries too: a throttled model must not hold the workflow forever
    return withTimeout(
      (signal) =>
        withRetry(() => client.send(command, { abortSignal: signal }), options.retry ?? DEFAULT_RETRY),
      timeoutMs,
    );
  };
  return {
    kind: 'bedrock',
    modelId: options.modelId,
    async ask<A extends ModelAgent>(
      agent: A,
      input: ModelCalls[A]['input'],
    ): Promise<ModelCalls[A]['output']> {
      const messages: Message[] = [{ role: 'user', content: [{ text: taskText(agent, input) }] }];
      for (let attempt = 0; ; attempt++) {
        const response = await call(() => converse(agent, messages));
        const reply = response.output?.message;
        const toolUse = reply?.content?.find(
          (block): block is ContentBlock.ToolUseMember => 'toolUse' in block && !!block.toolUse,
        )?.toolUse;
        const checked = checkAnswer(agent, toolUse?.input);
        if (checked.ok) return checked.value;
        if (attempt >= 1) {
          throw new ModelError(
            'invalid-answer',
            `${options.modelId} gave no valid ${agent} answer after one repair request: ${checked.errors}`,
          );
        }
        messages.push(reply ?? { role: 'assistant', content: [{ text: '(no answer)' }] });
        messages.push({
          role: 'user',
          content: toolUse?.toolUseId
            ? [
                {
                  toolResult: {
                    toolUseId: toolUse.toolUseId,
                    status: 'error',
                    content: [
                      {
                        text: `${checked.errors} Call ${AGENT_SPECS[agent].tool} again with corrected arguments.`,
                      },
                    ],
                  },
                },
              ]
            : [
                {
                  text: `${checked.errors} Call ${AGENT_SPECS[agent].tool} with arguments that match its schema.`,
                },
              ],
        });
      }
    },
  };
}

/** Runs SDK calls under one deadline: the request is aborted and the call fails as a timeout. */
function withTimeout<T>(send: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ModelError('timeout', `The model did not answer within ${Math.round(ms / 1000)} s.`));
    }, ms);
  });
  return Promise.race([send(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

/** SDK and retry failures as ModelErrors with a reason the workflow can report. */
async function call(send: () => Promise<ConverseCommandOutput>): Promise<ConverseCommandOutput> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ModelError) throw error;
    if (error instanceof CloudError) {
      if (error.kind === 'throttled')
        throw new ModelError('throttled', `Bedrock kept throttling the request: ${error.message}`);
      if (error.code === 'ModelTimeoutException')
        throw new ModelError('timeout', `Bedrock timed out: ${error.message}`);
      throw new ModelError('unavailable', `Bedrock refused the request (${error.code}): ${error.message}`);
    }
    throw new ModelError(
      'unavailable',
      `Bedrock could not be reached: ${(error as Error)?.message ?? String(error)}`,
    );
  }
}
