import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { efsBackupPolicy } from '#shared/compliance/rules/efs/efs-backup-policy';
import { efsEncrypted } from '#shared/compliance/rules/efs/efs-encrypted';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const fs = (props: Record<string, unknown> = {}) => makeResource('Share', 'AWS::EFS::FileSystem', props);
const fixShare = (rule: Parameters<typeof fixAndRescan>[0], Properties: Record<string, unknown> = {}) =>
  fixAndRescan(rule, { Share: { Type: 'AWS::EFS::FileSystem', Properties } }, 'Share');

describe(efsEncrypted.id, () => {
  it('Noncompliance 1: Encrypted absent', () => {
    const result = evaluate(efsEncrypted, fs());
    expect(result.status === 'fail' && result.message).toBe(
      "EFS file system 'Share' is not encrypted at rest: Encrypted is not true.",
    );
  });

  it('Compliance', () => {
    expect(evaluate(efsEncrypted, fs({ Encrypted: true })).status).toBe('pass');
  });

  it('Unknown: Encrypted set by a condition', () => {
    expect(evaluate(efsEncrypted, fs({ Encrypted: CONDITION })).status).toBe('unknown');
  });

  it('Fix: withheld, because Encrypted replaces the file system with an empty one', () => {
    const run = fixShare(efsEncrypted, { Encrypted: false });
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions[0]).toMatch(/changing Encrypted makes CloudFormation replace EFS file system/);
  });
});

describe(efsBackupPolicy.id, () => {
  it('Noncompliance 1: backups disabled', () => {
    expect(evaluate(efsBackupPolicy, fs({ BackupPolicy: { Status: 'DISABLED' } })).status).toBe('fail');
  });

  it('Noncompliance 2: no BackupPolicy', () => {
    expect(evaluate(efsBackupPolicy, fs()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(efsBackupPolicy, fs({ BackupPolicy: { Status: 'ENABLED' } })).status).toBe('pass');
  });

  it('Unknown: Status set by a condition', () => {
    expect(evaluate(efsBackupPolicy, fs({ BackupPolicy: { Status: CONDITION } })).status).toBe('unknown');
  });

  it('Fix', () => {
    const run = fixShare(efsBackupPolicy);
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});
