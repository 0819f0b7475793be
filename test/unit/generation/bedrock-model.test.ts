import { BedrockRuntimeClient, ConverseCommand, type Message } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { bedrockModel } from '#functions/lib/adapters/aws/bedrock-model';
import { leadArchitect } from '#functions/lib/generation/architects';
import { ModelError } from '#functions/lib/ports/model';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { bedrockError, sampleRequirements, toolAnswer } from '#test/fixtures/generation';
import { RAW } from '#test/fixtures/raw-resources';

const bedrock = mockClient(BedrockRuntimeClient);
const MODEL_ID = 'anthropic.claude-sonnet-4-example-v1:0';
const noWait = { attempts: 3, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {}, random: () => 0 };
const model = (timeoutMs = 5_000) =>
  bedrockModel({ modelId: MODEL_ID, client: new BedrockRuntimeClient({}), retry: noWait, timeoutMs });
const BRIEF = { prompt: 'A web shop with a PostgreSQL database in Riyadh' };

beforeEach(() => bedrock.reset());

describe('Bedrock model adapter', () => {
  it('forces the agent tool, with the zod schema as its input schema, and returns the checked answer', async () => {
    const requirements = sampleRequirements();
    bedrock.on(ConverseCommand).resolves(toolAnswer('record_requirements', requirements));
    await expect(model().ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
    const input = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    expect(input?.modelId).toBe(MODEL_ID);
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_requirements' } });
    const schema = input?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json as { required: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['workloads', 'region', 'frameworks']));
    expect(JSON.stringify(input?.messages)).toContain('PostgreSQL database in Riyadh');
  });

  it("tells the lead architect the raw-resource contract, and the gate drops what breaks it from the model's plan", async () => {
    const requirements = sampleRequirements();
    const plan = {
      ...planFromRequirements(requirements),
      extra_resources: [RAW.good, RAW.escalating],
    };
    bedrock.on(ConverseCommand).resolves(toolAnswer('record_plan', plan));
    const gated = await leadArchitect(requirements, { model: model() });
    const system = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.system?.[0]?.text ?? '';
    expect(system).toMatch(/extra_resources: complete CloudFormation resources .* an AWS:: type/);
    expect(system).toMatch(/"Not built, and why"/);
    expect(system).toMatch(/AdministratorAccess/);
    expect(system).toContain('msk (Amazon MSK (Kafka) cluster)');
    expect(gated.extra_resources.map((r) => r.logical_id)).toEqual(['ReportSchedules']);
    expect(gated.not_built?.find((n) => n.phrase === 'OpsRole')?.reason).toMatch(/IAM escalation/);
  });

  it('sends one repair request with the errors when the answer is not valid JSON', async () => {
    const requirements = sampleRequirements();
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolAnswer('record_requirements', '{"summary": "cut off'))
      .resolvesOnce(toolAnswer('record_requirements', requirements));
    await expect(model().ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(2);
    const repair = calls[1]?.args[0].input.messages as Message[];
    expect(repair).toHaveLength(3);
    const result = repair[2]?.content?.[0]?.toolResult;
    expect(result?.status).toBe('error');
    expect(result?.toolUseId).toBe('call-1');
    expect(JSON.stringify(result?.content)).toContain('not valid JSON');
  });

  it('fails clearly when the answer breaks the schema twice', async () => {
    // (an empty workload list is valid now: a brief may name only services or only a network)
    const broken = { ...sampleRequirements(), region: 42 };
    bedrock.on(ConverseCommand).resolves(toolAnswer('record_requirements', broken));
    const failure = await model()
      .ask('chief-architect', BRIEF)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ModelError);
    expect((failure as ModelError).reason).toBe('invalid-answer');
    expect((failure as ModelError).message).toMatch(/after one repair request: .*region/);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('asks for the tool when the model answers in prose', async () => {
    const plan = { summary: 'x', blocks: [], extra_resources: [], decisions: [] };
    bedrock
      .on(ConverseCommand)
      .resolvesOnce({
        ...toolAnswer('x', {}),
        output: { message: { role: 'assistant', content: [{ text: 'Here is my plan' }] } },
      })
      .resolvesOnce(toolAnswer('record_plan', plan));
    const failure = await model()
      .ask('lead-architect', { requirements: sampleRequirements() })
      .catch((e: unknown) => e);
    expect((failure as ModelError).reason).toBe('invalid-answer');
    const repair = bedrock.commandCalls(ConverseCommand)[1]?.args[0].input.messages as Message[];
    expect(repair[2]?.content?.[0]?.text).toContain('No call to the tool record_plan');
  });

  it('retries throttling, then answers', async () => {
    const requirements = sampleRequirements();
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(bedrockError('ThrottlingException', 'Too many requests', 429))
      .rejectsOnce(bedrockError('ThrottlingException', 'Too many requests', 429))
      .resolvesOnce(toolAnswer('record_requirements', requirements));
    await expect(model().ask('chief-architect', BRIEF)).resolves.toEqual(requirements);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(3);
  });

  it('fails as throttled when throttling does not stop', async () => {
    bedrock.on(ConverseCommand).rejects(bedrockError('ThrottlingException', 'Too many requests', 429));
    await expect(model().ask('chief-architect', BRIEF)).rejects.toMatchObject({ reason: 'throttled' });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(noWait.attempts);
  });

  it('fails as a timeout when the model does not answer in time, and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    // an answer that never comes
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => {}));
    const client = new BedrockRuntimeClient({});
    const original = client.send.bind(client);
    client.send = ((command: ConverseCommand, options?: { abortSignal?: AbortSignal }) => {
      signal = options?.abortSignal;
      return original(command, options as never);
    }) as typeof client.send;
    const slow = bedrockModel({ modelId: MODEL_ID, client, retry: noWait, timeoutMs: 30 });
    await expect(slow.ask('chief-architect', BRIEF)).rejects.toMatchObject({ reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('reports access refusals as unavailable with AWS words', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(bedrockError('AccessDeniedException', 'You do not have access to the model', 403));
    await expect(model().ask('chief-architect', BRIEF)).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringContaining('You do not have access to the model'),
    });
  });
});
