import { afterEach, describe, expect, it } from 'vitest';
import { chatModel } from '#functions/lib/adapters/openai/chat-model';
import { leadArchitect } from '#functions/lib/generation/architects';
import { ModelError } from '#functions/lib/ports/model';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { startChatStub, toolCallReply } from '#test/fixtures/chat-stub';
import { sampleRequirements } from '#test/fixtures/generation';
import { RAW } from '#test/fixtures/raw-resources';

const BRIEF = { prompt: 'A web shop with a PostgreSQL database in Riyadh' };
let stub: Awaited<ReturnType<typeof startChatStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});
const model = (url: string, timeoutMs = 5_000) =>
  chatModel({ baseUrl: url, model: 'qwen3:8b', apiKey: 'local-key', timeoutMs, sleep: async () => {} });

describe('OpenAI-compatible chat model adapter', () => {
  it('forces the agent function with the zod schema as parameters and returns the checked answer', async () => {
    const requirements = sampleRequirements();
    stub = await startChatStub([toolCallReply('record_requirements', JSON.stringify(requirements))]);
    await expect(model(stub.url).ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
    const [request] = stub.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer local-key');
    expect(request?.body).toMatchObject({
      model: 'qwen3:8b',
      tool_choice: { type: 'function', function: { name: 'record_requirements' } },
    });
    const tools = request?.body.tools as { function: { parameters: { required: string[] } } }[];
    expect(tools[0]?.function.parameters.required).toEqual(expect.arrayContaining(['workloads', 'region']));
  });

  it('sends the raw-resource contract as the system message; the gate drops a raw resource whose id a block has', async () => {
    const requirements = sampleRequirements();
    const offline = planFromRequirements(requirements);
    const clash = { ...RAW.good, logical_id: 'DataKey' };
    const plan = { ...offline, extra_resources: [clash, RAW.ruleBreaking] };
    stub = await startChatStub([toolCallReply('record_plan', JSON.stringify(plan))]);
    const gated = await leadArchitect(requirements, { model: model(stub.url) });
    const messages = stub.requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/logical ids a block already uses or that repeat/);
    expect(gated.extra_resources.map((r) => r.logical_id)).toEqual(['AdminAccess']);
    expect(gated.not_built?.find((n) => n.phrase === 'DataKey')?.reason).toMatch(
      /already a resource of the building blocks/,
    );
  });

  it('repairs invalid JSON once, sending the error as the tool result', async () => {
    const requirements = sampleRequirements();
    stub = await startChatStub([
      toolCallReply('record_requirements', '{"summary": '),
      toolCallReply('record_requirements', JSON.stringify(requirements)),
    ]);
    await expect(model(stub.url).ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
    const messages = stub.requests[1]?.body.messages as {
      role: string;
      content: string;
      tool_call_id?: string;
    }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(messages[3]?.tool_call_id).toBe('call_1');
    expect(messages[3]?.content).toContain('not valid JSON');
  });

  it('fails clearly after a second answer that breaks the schema', async () => {
    stub = await startChatStub([
      toolCallReply('record_plan', JSON.stringify({ summary: 'x', blocks: [{ kind: 'mainframe' }] })),
    ]);
    const failure = await model(stub.url)
      .ask('lead-architect', { requirements: sampleRequirements() })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ModelError);
    expect(failure).toMatchObject({ reason: 'invalid-answer', message: expect.stringContaining('blocks') });
    expect(stub.requests).toHaveLength(2);
  });

  it('accepts the JSON as text from servers without tool calls', async () => {
    const requirements = sampleRequirements();
    stub = await startChatStub([
      {
        status: 200,
        body: { choices: [{ message: { role: 'assistant', content: JSON.stringify(requirements) } }] },
      },
    ]);
    await expect(model(stub.url).ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
  });

  it('retries 429 and 5xx, then fails as throttled when they persist', async () => {
    const requirements = sampleRequirements();
    stub = await startChatStub([
      { status: 429, body: { error: { message: 'rate limited' } } },
      { status: 503, body: { error: { message: 'loading model' } } },
      toolCallReply('record_requirements', JSON.stringify(requirements)),
    ]);
    await expect(model(stub.url).ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
    await stub.close();
    stub = await startChatStub([{ status: 429, body: { error: { message: 'rate limited' } } }]);
    await expect(model(stub.url).ask('chief-architect', BRIEF)).rejects.toMatchObject({
      reason: 'throttled',
    });
    expect(stub.requests).toHaveLength(4);
  });

  it('fails as a timeout when the endpoint does not answer in time', async () => {
    stub = await startChatStub(['hang']);
    await expect(model(stub.url, 50).ask('chief-architect', BRIEF)).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('names the endpoint when it refuses the request', async () => {
    stub = await startChatStub([{ status: 404, body: { error: { message: 'model qwen3:8b not found' } } }]);
    await expect(model(stub.url).ask('chief-architect', BRIEF)).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringContaining('model qwen3:8b not found'),
    });
  });
});
