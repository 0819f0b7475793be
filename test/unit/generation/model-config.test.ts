import { describe, expect, it } from 'vitest';
import { modelConfigFrom } from '#functions/lib/generation/config';

describe('model configuration', () => {
  it('defaults to the offline planner', () => {
    expect(modelConfigFrom({})()).toMatchObject({ provider: 'offline', timeoutMs: 120_000 });
  });

  it('picks Bedrock from a model id and the OpenAI-compatible endpoint from its URL', () => {
    expect(modelConfigFrom({ SAHAB_BEDROCK_MODEL_ID: 'anthropic.claude-x' })()).toMatchObject({
      provider: 'bedrock',
      bedrockModelId: 'anthropic.claude-x',
    });
    expect(
      modelConfigFrom({
        SAHAB_OPENAI_BASE_URL: 'http://localhost:11434/v1',
        SAHAB_OPENAI_MODEL: 'qwen3:8b',
      })(),
    ).toMatchObject({ provider: 'openai-compatible', openai: { model: 'qwen3:8b' } });
  });

  it('refuses a named provider without its settings, naming what is missing', () => {
    expect(() => modelConfigFrom({ SAHAB_MODEL_PROVIDER: 'bedrock' })()).toThrow(
      /SAHAB_BEDROCK_MODEL_ID is required/,
    );
    expect(() => modelConfigFrom({ SAHAB_MODEL_PROVIDER: 'openai-compatible' })()).toThrow(
      /SAHAB_OPENAI_BASE_URL and SAHAB_OPENAI_MODEL are required/,
    );
  });
});
