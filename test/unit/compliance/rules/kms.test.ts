import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { kmsKeyDeletionWindow } from '#shared/compliance/rules/kms/kms-key-deletion-window';
import { kmsKeyPolicyNoPublic } from '#shared/compliance/rules/kms/kms-key-policy-no-public';
import { kmsKeyRotation } from '#shared/compliance/rules/kms/kms-key-rotation';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');

describe(kmsKeyRotation.id, () => {
  it('Noncompliance 1: rotation not set on a symmetric key', () => {
    const key = makeResource('DataKey', 'AWS::KMS::Key');
    const result = evaluate(kmsKeyRotation, key);
    expect(result).toEqual({
      status: 'fail',
      message: "KMS key 'DataKey' does not rotate its key material automatically.",
    });
  });

  it('Noncompliance 2: rotation "false" as a string on SYMMETRIC_DEFAULT', () => {
    const key = makeResource('DataKey', 'AWS::KMS::Key', {
      KeySpec: 'SYMMETRIC_DEFAULT',
      EnableKeyRotation: 'false',
    });
    expect(evaluate(kmsKeyRotation, key).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(
      evaluate(kmsKeyRotation, makeResource('K', 'AWS::KMS::Key', { EnableKeyRotation: true })).status,
    ).toBe('pass');
    expect(
      evaluate(kmsKeyRotation, makeResource('K', 'AWS::KMS::Key', { EnableKeyRotation: 'true' })).status,
    ).toBe('pass');
  });

  it('Not applicable: asymmetric and imported keys cannot rotate automatically', () => {
    expect(evaluate(kmsKeyRotation, makeResource('K', 'AWS::KMS::Key', { KeySpec: 'RSA_2048' })).status).toBe(
      'not_applicable',
    );
    expect(evaluate(kmsKeyRotation, makeResource('K', 'AWS::KMS::Key', { Origin: 'EXTERNAL' })).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: EnableKeyRotation is set by a condition', () => {
    const result = evaluate(
      kmsKeyRotation,
      makeResource('K', 'AWS::KMS::Key', { EnableKeyRotation: CONDITION }),
    );
    expect(result).toEqual({
      status: 'unknown',
      reason: 'EnableKeyRotation is set by a condition that cannot be resolved',
    });
  });

  it('Fix sets EnableKeyRotation true', () => {
    const key = makeResource('K', 'AWS::KMS::Key');
    expect(kmsKeyRotation.fix?.(key, makeContext([key]))).toEqual([
      { op: 'set', path: ['Resources', 'K', 'Properties', 'EnableKeyRotation'], value: true },
    ]);
  });
});

describe(kmsKeyPolicyNoPublic.id, () => {
  const policy = (statement: Record<string, unknown>) => ({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: 'arn:aws:iam::111122223333:root' },
        Action: 'kms:*',
        Resource: '*',
      },
      statement,
    ],
  });

  it('Noncompliance 1: Allow to Principal "*" without condition', () => {
    const key = makeResource('K', 'AWS::KMS::Key', {
      KeyPolicy: policy({ Effect: 'Allow', Principal: '*', Action: 'kms:Decrypt', Resource: '*' }),
    });
    expect(evaluate(kmsKeyPolicyNoPublic, key).status).toBe('fail');
  });

  it('Noncompliance 2: Allow with NotPrincipal reaches everyone else', () => {
    const key = makeResource('K', 'AWS::KMS::Key', {
      KeyPolicy: policy({
        Effect: 'Allow',
        NotPrincipal: { AWS: 'arn:aws:iam::1:root' },
        Action: 'kms:Decrypt',
        Resource: '*',
      }),
    });
    expect(evaluate(kmsKeyPolicyNoPublic, key).status).toBe('fail');
  });

  it('Compliance', () => {
    const conditioned = policy({
      Effect: 'Allow',
      Principal: { AWS: '*' },
      Action: 'kms:Decrypt',
      Resource: '*',
      Condition: { StringEquals: { 'kms:CallerAccount': '111122223333' } },
    });
    expect(
      evaluate(kmsKeyPolicyNoPublic, makeResource('K', 'AWS::KMS::Key', { KeyPolicy: conditioned })).status,
    ).toBe('pass');
    expect(evaluate(kmsKeyPolicyNoPublic, makeResource('K', 'AWS::KMS::Key')).status).toBe('pass');
  });

  it('Compliance: the account root built with Fn::Sub is not everyone', () => {
    const root = unknownValue('text built from AWS::AccountId, known only at deployment');
    const key = makeResource('K', 'AWS::KMS::Key', {
      KeyPolicy: {
        Statement: [{ Effect: 'Allow', Principal: { AWS: root }, Action: 'kms:*', Resource: '*' }],
      },
    });
    expect(evaluate(kmsKeyPolicyNoPublic, key).status).toBe('pass');
  });

  it('Unknown: the principal comes from a parameter that could be "*"', () => {
    const principal = unknownValue('parameter Consumer, which has no default and no value was given');
    const key = makeResource('K', 'AWS::KMS::Key', {
      KeyPolicy: {
        Statement: [{ Effect: 'Allow', Principal: { AWS: principal }, Action: 'kms:Decrypt', Resource: '*' }],
      },
    });
    expect(evaluate(kmsKeyPolicyNoPublic, key).status).toBe('unknown');
  });

  it('Unknown: the Condition is set by a condition', () => {
    const key = makeResource('K', 'AWS::KMS::Key', {
      KeyPolicy: policy({
        Effect: 'Allow',
        Principal: '*',
        Action: 'kms:Decrypt',
        Resource: '*',
        Condition: CONDITION,
      }),
    });
    expect(evaluate(kmsKeyPolicyNoPublic, key).status).toBe('unknown');
  });
});

describe(kmsKeyDeletionWindow.id, () => {
  it('Noncompliance 1: the minimum 7-day window', () => {
    const result = evaluate(
      kmsKeyDeletionWindow,
      makeResource('K', 'AWS::KMS::Key', { PendingWindowInDays: 7 }),
    );
    expect(result.status === 'fail' && result.message).toContain('after 7 days');
  });

  it('Noncompliance 2: a shorter window written as a string', () => {
    expect(
      evaluate(kmsKeyDeletionWindow, makeResource('K', 'AWS::KMS::Key', { PendingWindowInDays: '14' }))
        .status,
    ).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(kmsKeyDeletionWindow, makeResource('K', 'AWS::KMS::Key')).status).toBe('pass');
    expect(
      evaluate(kmsKeyDeletionWindow, makeResource('K', 'AWS::KMS::Key', { PendingWindowInDays: 30 })).status,
    ).toBe('pass');
  });

  it('Unknown: PendingWindowInDays comes from a parameter without a default', () => {
    const key = makeResource('K', 'AWS::KMS::Key', {
      PendingWindowInDays: unknownValue('a parameter with no default'),
    });
    expect(evaluate(kmsKeyDeletionWindow, key).status).toBe('unknown');
  });
});
