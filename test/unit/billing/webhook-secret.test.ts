import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretsManagerSecret } from '#functions/lib/adapters/aws/secrets-manager-secret';
import { fileSecret } from '#functions/lib/adapters/local/file-secret';

const ARN = 'arn:aws:secretsmanager:me-south-1:123456789012:secret:sahab/paddle-webhook-AbCdEf';
const sm = mockClient(SecretsManagerClient);
beforeEach(() => sm.reset());

// Recorded shape of a GetSecretValue answer (fields as the service returns them).
const answer = (SecretString: string) => ({
  ARN,
  Name: 'sahab/paddle-webhook',
  VersionId: 'f2a4c6e8-0000-4000-8000-000000000001',
  SecretString,
  VersionStages: ['AWSCURRENT'],
  CreatedDate: new Date('2026-03-01T00:00:00Z'),
});

describe('secretsManagerSecret', () => {
  it('reads the secret by ARN once per cold start', async () => {
    sm.on(GetSecretValueCommand).resolves(answer('pdl_ntfset_01abc_secret'));
    const source = secretsManagerSecret(new SecretsManagerClient({ region: 'me-south-1' }), ARN);
    // act
    const values = [await source.getSecret(), await source.getSecret()];
    // assert
    expect(values).toEqual(['pdl_ntfset_01abc_secret', 'pdl_ntfset_01abc_secret']);
    expect(sm).toHaveReceivedCommandTimes(GetSecretValueCommand, 1);
    expect(sm).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: ARN });
  });

  it('accepts a JSON secret with a "secret" field', async () => {
    sm.on(GetSecretValueCommand).resolves(answer('{"secret":"pdl_ntfset_01json"}'));
    const source = secretsManagerSecret(new SecretsManagerClient({}), ARN);
    expect(await source.getSecret()).toBe('pdl_ntfset_01json');
  });

  it('rejects JSON without a "secret" field and a secret with no string value', async () => {
    sm.on(GetSecretValueCommand)
      .resolvesOnce(answer('{"key":"x"}'))
      .resolvesOnce({ ARN, SecretBinary: new Uint8Array([1]) });
    const source = secretsManagerSecret(new SecretsManagerClient({}), ARN);
    await expect(source.getSecret()).rejects.toThrow(/"secret"/);
    await expect(source.getSecret()).rejects.toThrow(/no string value/);
  });

  it('does not cache a failure: the next request tries again', async () => {
    sm.on(GetSecretValueCommand)
      .rejectsOnce(new ResourceNotFoundException({ message: 'not found', $metadata: {} }))
      .resolves(answer('pdl_ntfset_01later'));
    const source = secretsManagerSecret(new SecretsManagerClient({}), ARN);
    await expect(source.getSecret()).rejects.toBeInstanceOf(ResourceNotFoundException);
    expect(await source.getSecret()).toBe('pdl_ntfset_01later');
    expect(sm).toHaveReceivedCommandTimes(GetSecretValueCommand, 2);
  });
});

describe('fileSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sahab-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('generates a secret once, owner-readable only, and reuses it after a restart', async () => {
    const path = join(dir, 'nested', 'paddle-webhook-secret');
    const first = await fileSecret(path).getSecret();
    const afterRestart = await fileSecret(path).getSecret();
    expect(first).toMatch(/^pdl_ntfset_local_[0-9a-f]{48}$/);
    expect(afterRestart).toBe(first);
    expect((await readFile(path, 'utf8')).trim()).toBe(first);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('agrees on one secret when two processes start at once', async () => {
    const path = join(dir, 'paddle-webhook-secret');
    const [a, b] = await Promise.all([fileSecret(path).getSecret(), fileSecret(path).getSecret()]);
    expect(a).toBe(b);
  });
});
