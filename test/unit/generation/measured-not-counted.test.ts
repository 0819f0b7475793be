import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** A figure before a word of measure measures the thing after it ("a 32 character password"): one of it, not 32. */
describe('a measure before a name is no count', () => {
  it.each([
    'A Secrets Manager secret with a 32 character password.',
    'secrets manager secret for the POS app, 24 char password, rotated monthly',
    'نبي secret في Secrets Manager مع 16 characters password',
  ])('%s', (brief) => {
    const secrets = resourcesOfBrief(brief).filter((r) => r.type === 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
  });
});
