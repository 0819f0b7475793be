import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { secretsmanagerCmk } from '#shared/compliance/rules/secretsmanager/secretsmanager-cmk';
import { secretsmanagerRotation } from '#shared/compliance/rules/secretsmanager/secretsmanager-rotation';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const secret = (props: Record<string, unknown> = {}) =>
  makeResource('DbSecret', 'AWS::SecretsManager::Secret', props);

describe(secretsmanagerCmk.id, () => {
  it('Noncompliance 1: no KmsKeyId', () => {
    expect(evaluate(secretsmanagerCmk, secret()).status).toBe('fail');
  });

  it('Noncompliance 2: the AWS managed alias named explicitly', () => {
    expect(evaluate(secretsmanagerCmk, secret({ KmsKeyId: 'alias/aws/secretsmanager' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(secretsmanagerCmk, secret({ KmsKeyId: ref('SecretKey') })).status).toBe('pass');
    expect(evaluate(secretsmanagerCmk, secret({ KmsKeyId: 'alias/app-secrets' })).status).toBe('pass');
  });

  it('Unknown: KmsKeyId comes from a parameter without a default', () => {
    const result = evaluate(
      secretsmanagerCmk,
      secret({ KmsKeyId: unknownValue('parameter KeyArn, which has no default') }),
    );
    expect(result.status).toBe('unknown');
  });
});

describe(secretsmanagerRotation.id, () => {
  it('Noncompliance 1: no rotation schedule', () => {
    expect(evaluate(secretsmanagerRotation, secret())).toEqual({
      status: 'fail',
      message: "Secrets Manager secret 'DbSecret' has no rotation schedule.",
    });
  });

  it('Noncompliance 2: a schedule for another secret', () => {
    const schedule = makeResource('Rotation', 'AWS::SecretsManager::RotationSchedule', {
      SecretId: ref('Other'),
    });
    expect(evaluate(secretsmanagerRotation, secret(), [schedule]).status).toBe('fail');
  });

  it('Compliance', () => {
    const schedule = makeResource('Rotation', 'AWS::SecretsManager::RotationSchedule', {
      SecretId: ref('DbSecret'),
    });
    expect(evaluate(secretsmanagerRotation, secret(), [schedule]).status).toBe('pass');
    const byName = makeResource('Rotation', 'AWS::SecretsManager::RotationSchedule', { SecretId: 'prod/db' });
    expect(evaluate(secretsmanagerRotation, secret({ Name: 'prod/db' }), [byName]).status).toBe('pass');
  });

  it('Unknown: a schedule names its secret through an import', () => {
    const schedule = makeResource('Rotation', 'AWS::SecretsManager::RotationSchedule', {
      SecretId: unknownValue('an imported value'),
    });
    expect(evaluate(secretsmanagerRotation, secret(), [schedule]).status).toBe('unknown');
  });
});
