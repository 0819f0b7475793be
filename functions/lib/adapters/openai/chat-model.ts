import { AGENT_SPECS, type ModelAgent, type ModelCalls } from '#shared/generation/agents/model-calls';
import { checkAnswer, taskText, toolInputSchema } from '#shared/generation/agents/model-io';
import { type AgentModel, ModelError } from '../../ports/model';

export interface ChatModelOptions {
  /** the endpoint's base URL, up to and including `/v1` (Ollama: http://localhost:11434/v1) */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** per agent call, retries included */
  timeoutMs?: number;
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

type ChatMessage = {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};

/**
 * The model port on any OpenAI-compatible chat completions endpoint (Ollama, vLLM, a gateway):
 * the agent is one forced function whose parameters are the agent's zod schema. An answer that
 * fails the schema gets one repair request with the errors as the tool's result; 429 and 5xx
 * are retried with backoff under one deadline.
 */
export function chatModel(options: ChatModelOptions): AgentModel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const send = options.fetch ?? fetch;
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const complete = async (agent: ModelAgent, messages: ChatMessage[], signal: AbortSignal) => {
    const spec = AGENT_SPECS[agent];
    const body = JSON.stringify({
      model: options.model,
      temperature: 0,
      messages,
      tools: [
        {
          type: 'function',
          function: { name: spec.tool, description: spec.description, parameters: toolInputSchema(agent) },
        },
      ],
      tool_choice: { type: 'function', function: { name: spec.tool } },
    });
    for (let attempt = 1; ; attempt++) {
      const response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body,
        signal,
      });
      if (response.ok) return (await response.json()) as { choices?: { message?: ChatMessage }[] };
      const text = (await response.text()).slice(0, 300);
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= attempts) {
        throw new ModelError(
          response.status === 429 ? 'throttled' : 'unavailable',
          `${options.model} at ${options.baseUrl} answered ${response.status}: ${text}`,
        );
      }
      await sleep(Math.min(5_000, 200 * 2 ** (attempt - 1)));
    }
  };
  return {
    kind: 'openai-compatible',
    modelId: options.model,
    async ask<A extends ModelAgent>(
      agent: A,
      input: ModelCalls[A]['input'],
    ): Promise<ModelCalls[A]['output']> {
      const spec = AGENT_SPECS[agent];
      const messages: ChatMessage[] = [
        { role: 'system', content: spec.system },
        { role: 'user', content: taskText(agent, input) },
      ];
      return withDeadline(options.timeoutMs ?? 120_000, options.model, async (signal) => {
        for (let attempt = 0; ; attempt++) {
          const reply = (await complete(agent, messages, signal)).choices?.[0]?.message;
          const call =
            reply?.tool_calls?.find((c) => c.function?.name === spec.tool) ?? reply?.tool_calls?.[0];
          // servers without tool support may still answer with the JSON as text
          const checked = checkAnswer(
            agent,
            call ? call.function.arguments : reply?.content?.trim() ? reply.content : undefined,
          );
          if (checked.ok) return checked.value;
          if (attempt >= 1) {
            throw new ModelError(
              'invalid-answer',
              `${options.model} gave no valid ${agent} answer after one repair request: ${checked.errors}`,
            );
          }
          const fix = `${checked.errors} Call ${spec.tool} again with arguments that match its schema.`;
          if (call) {
            messages.push({ role: 'assistant', content: reply?.content ?? null, tool_calls: [call] });
            messages.push({ role: 'tool', tool_call_id: call.id, content: fix });
          } else {
            messages.push({ role: 'assistant', content: reply?.content ?? '' });
            messages.push({ role: 'user', content: fix });
          }
        }
      });
    },
  };
}

async function withDeadline<T>(
  ms: number,
  model: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await work(controller.signal);
  } catch (error) {
    if (error instanceof ModelError) throw error;
    if (controller.signal.aborted)
      throw new ModelError('timeout', `${model} did not answer within ${Math.round(ms / 1000)} s.`);
    throw new ModelError(
      'unavailable',
      `${model} could not be reached: ${(error as Error)?.message ?? String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
