import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { logsKmsEncryption } from '#shared/compliance/rules/logs/logs-kms-encryption';
import { logsRetention365 } from '#shared/compliance/rules/logs/logs-retention-365';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const group = (props: Record<string, unknown> = {}) => makeResource('AppLogs', 'AWS::Logs::LogGroup', props);

describe(logsRetention365.id, () => {
  it('Noncompliance 1: 90 days', () => {
    expect(evaluate(logsRetention365, group({ RetentionInDays: 90 }))).toEqual({
      status: 'fail',
      message: "Log group 'AppLogs' keeps events for 90 days, less than 365.",
    });
  });

  it('Noncompliance 2: 30 days written as a string', () => {
    expect(evaluate(logsRetention365, group({ RetentionInDays: '30' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(logsRetention365, group()).status).toBe('pass');
    expect(evaluate(logsRetention365, group({ RetentionInDays: 400 })).status).toBe('pass');
  });

  it('Unknown: RetentionInDays is set by a condition', () => {
    expect(evaluate(logsRetention365, group({ RetentionInDays: CONDITION })).status).toBe('unknown');
  });

  it('Fix sets 365 days', () => {
    const resource = group({ RetentionInDays: 7 });
    expect(logsRetention365.fix?.(resource, makeContext([resource]))).toEqual([
      { op: 'set', path: ['Resources', 'AppLogs', 'Properties', 'RetentionInDays'], value: 365 },
    ]);
  });
});

describe(logsKmsEncryption.id, () => {
  it('Noncompliance 1: no KmsKeyId', () => {
    expect(evaluate(logsKmsEncryption, group()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(logsKmsEncryption, group({ KmsKeyId: 'arn:aws:kms:me-south-1:1:key/abc' })).status).toBe(
      'pass',
    );
  });

  it('Unknown: KmsKeyId is set by a condition', () => {
    expect(evaluate(logsKmsEncryption, group({ KmsKeyId: CONDITION })).status).toBe('unknown');
  });
});
