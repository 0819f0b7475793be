import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { readRealWorldTemplate } from '#test/fixtures/real-world';

const OPTIONS = { region: 'me-south-1' };
type Body = {
  Parameters?: Record<string, Record<string, unknown>>;
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
};
const bodyOf = (text: string) => parseTemplate(text).body as Body;
const failing = (text: string, ruleId: string) =>
  scanTemplate(text, OPTIONS).violations.filter((v) => v.rule_id === ruleId && v.status === 'fail');
const fixOnly = (text: string, ruleId: string) =>
  fixViolations(
    text,
    failing(text, ruleId).map((v) => v.violation_id),
    OPTIONS,
  );

describe('fixes keep working systems working', () => {
  it('sns-tls-only keeps the default account statement and the alarms publishing, adding only the Deny', () => {
    const text = readRealWorldTemplate('monitored-database.yaml');
    const fixed = fixOnly(text, 'sns-tls-only');
    expect(fixed.changes.map((c) => c.ruleId)).toEqual(['sns-tls-only']);
    const policy = Object.values(bodyOf(fixed.text).Resources).find(
      (r) => r.Type === 'AWS::SNS::TopicPolicy',
    );
    const document = policy?.Properties?.PolicyDocument as
      | { Statement: Record<string, unknown>[] }
      | undefined;
    const statements = document?.Statement ?? [];
    const allows = statements.filter((s) => s.Effect === 'Allow');
    const denies = statements.filter((s) => s.Effect === 'Deny');
    expect(denies).toHaveLength(1);
    expect(denies[0].Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
    // the account's own statement, as SNS's default policy has it
    const owner = allows.find((s) => JSON.stringify(s.Condition).includes('AWS:SourceOwner'));
    expect(owner?.Action).toEqual(
      expect.arrayContaining(['SNS:Publish', 'SNS:Subscribe', 'SNS:SetTopicAttributes']),
    );
    // the alarms' service, from this account only
    const alarms = allows.find(
      (s) => JSON.stringify(s.Principal) === '{"Service":"cloudwatch.amazonaws.com"}',
    );
    expect(alarms?.Action).toBe('sns:Publish');
    expect(JSON.stringify(alarms?.Condition)).toContain('aws:SourceAccount');
    // and the result passes, with no public-policy finding the kept statements could raise
    expect(failing(fixed.text, 'sns-tls-only')).toEqual([]);
    expect(failing(fixed.text, 'sns-policy-no-public')).toEqual([]);
  });

  it('sns-encrypted does not put the AWS-managed key on a topic AWS Config or alarms publish to', () => {
    for (const [file, service] of [
      ['config-recorder.yaml', 'config.amazonaws.com'],
      ['monitored-database.yaml', 'cloudwatch.amazonaws.com'],
    ]) {
      const text = readRealWorldTemplate(file);
      const [finding] = failing(text, 'sns-encrypted');
      expect(finding.auto_fix_available, file).toBe(false);
      expect(finding.remediation).toContain(`${service} publish to this topic`);
      const fixed = fixOnly(text, 'sns-encrypted');
      expect(fixed.text).toBe(text);
      expect(fixed.text).not.toContain('alias/aws/sns');
    }
  });

  it('deletion protection the author left to a parameter stays a suggestion, the Default untouched', () => {
    const text = readRealWorldTemplate('monitored-database.yaml');
    const [finding] = failing(text, 'rds-deletion-protection');
    expect(finding.auto_fix_available).toBe(false);
    expect(finding.remediation).toContain('parameter EnableDeletionProtection');
    const fixed = fixOnly(text, 'rds-deletion-protection');
    expect(bodyOf(fixed.text).Parameters?.EnableDeletionProtection.Default).toBe('false');
    expect(fixed.suggestions.map((s) => s.ruleId)).toEqual(['rds-deletion-protection']);
  });

  it('findings on resources an Fn::ForEach loop makes claim no fix, and the fixer changes nothing', () => {
    const text = readRealWorldTemplate('looped-tables.yaml');
    const looped = scanTemplate(text, OPTIONS).violations.filter(
      (v) =>
        v.status === 'fail' &&
        /^(Alpha|Beta|Gamma)Table$/.test(v.resource) &&
        v.rule_id.startsWith('dynamodb-'),
    );
    expect(looped.length).toBeGreaterThanOrEqual(6);
    for (const v of looped) {
      expect(v.auto_fix_available, `${v.rule_id} ${v.resource}`).toBe(false);
      expect(v.remediation).toContain('Fn::ForEach');
    }
    const fixed = fixViolations(
      text,
      looped.map((v) => v.violation_id),
      OPTIONS,
    );
    expect(fixed.text).toBe(text);
    expect(fixed.notes).toEqual([]);
  });

  it('the encryption fix of a database or file system is a migration note, not a change', () => {
    for (const [file, ruleId] of [
      ['monitored-database.yaml', 'rds-storage-encrypted'],
      ['looped-tables.yaml', 'efs-encrypted'],
    ]) {
      const text = readRealWorldTemplate(file);
      const [finding] = failing(text, ruleId);
      expect(finding.auto_fix_available, ruleId).toBe(false);
      expect(finding.remediation).toMatch(/replace .* with a new, empty one.*snapshot.*restore.*switch/);
      expect(fixOnly(text, ruleId).text).toBe(text);
    }
  });
});
