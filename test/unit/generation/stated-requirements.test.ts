import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import type { Checklist } from '#shared/generation/checklist/types';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 120_000);

const TEN_YEARS = 3650;
type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const ofType = (resources: Resources, type: string) =>
  Object.values(resources).filter((r) => r.Type === type);

describe('what the brief states about keeping, auditing and timing reaches the template', () => {
  it('a clinic keeping records 10 years, auditing every access, loading files dropped at 02:00', async () => {
    const result = await generateOffline(
      'A records system for a clinic: patient records kept for 10 years, every access audited, a nightly job loads CSV files dropped at 02:00 into S3, PostgreSQL.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    const resources = parseTemplate(result.security.template).body.Resources as Resources;

    const rules = ofType(resources, 'AWS::Backup::BackupPlan').flatMap(
      (plan) =>
        (plan.Properties.BackupPlan as { BackupPlanRule: { Lifecycle: { DeleteAfterDays: number } }[] })
          .BackupPlanRule,
    );
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.Lifecycle.DeleteAfterDays).toBeGreaterThanOrEqual(3650);
    for (const group of ofType(resources, 'AWS::Logs::LogGroup'))
      expect(group.Properties.RetentionInDays).toBe(3653);
    const locked = ofType(resources, 'AWS::S3::Bucket').filter(
      (b) => b.Properties.ObjectLockEnabled === true,
    );
    expect(locked.length).toBeGreaterThan(0);
    expect(locked[0]?.Properties.ObjectLockConfiguration).toMatchObject({
      Rule: { DefaultRetention: { Years: 10 } },
    });
    // no lifecycle rule deletes a locked record, or an older version of one, before the ten years
    for (const bucket of locked) {
      const rules = (
        bucket.Properties.LifecycleConfiguration as { Rules?: Record<string, unknown>[] } | undefined
      )?.Rules;
      for (const rule of rules ?? []) {
        expect(Number(rule.ExpirationInDays ?? TEN_YEARS)).toBeGreaterThanOrEqual(TEN_YEARS);
        expect(
          Number(
            (rule.NoncurrentVersionExpiration as { NoncurrentDays?: number } | undefined)?.NoncurrentDays ??
              TEN_YEARS,
          ),
        ).toBeGreaterThanOrEqual(TEN_YEARS);
      }
    }

    const selectors = JSON.stringify(
      ofType(resources, 'AWS::CloudTrail::Trail').map((t) => t.Properties.AdvancedEventSelectors),
    );
    expect(selectors).toContain('"Data"');
    expect(selectors).toContain('AWS::S3::Object');

    const schedules = ofType(resources, 'AWS::Events::Rule').map((r) =>
      String(r.Properties.ScheduleExpression),
    );
    expect(schedules.length).toBeGreaterThan(0);
    for (const expression of schedules) {
      const [, minute, hour] = /^cron\((\d+) (\d+)/.exec(expression) ?? [];
      expect(Number(hour) * 60 + Number(minute)).toBeGreaterThanOrEqual(120);
    }

    const checklist = JSON.parse(
      result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}',
    ) as Checklist;
    const status = (kind: string) => checklist.items.find((i) => i.kind === kind)?.status;
    // backups and records kept 10 years; log groups at 3,653 days, the nearest CloudWatch takes: clamped, not met
    expect(status('retention')).toBe('partly');
    expect(checklist.items.find((i) => i.kind === 'retention')?.detail).toContain(
      'log groups are clamped to 3653 days',
    );
    expect(checklist.items.find((i) => i.kind === 'retention')?.detail).toContain(
      'Kept as stated: backups, object lock.',
    );
    expect(status('schedule')).toBe('met');
    // met in the template, but pgAudit's triggers need CREATE EXTENSION once after deploying
    expect(status('audit')).toBe('partly');
    const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
    const afterDeploying = /### After deploying\n\n([\s\S]*?)(\n\n|$)/.exec(review)?.[1] ?? '';
    expect(afterDeploying).toMatch(/^- Connect to DatabaseInstance once .*CREATE EXTENSION pgaudit;/);

    // the database's own audit log: pgAudit loaded by a parameter group of the pinned engine's
    // family, its records exported to CloudWatch Logs and kept as long as the records are
    const [db] = ofType(resources, 'AWS::RDS::DBInstance');
    const groupId = (db?.Properties.DBParameterGroupName as { Ref: string } | undefined)?.Ref ?? '';
    const group = resources[groupId];
    expect(group?.Type).toBe('AWS::RDS::DBParameterGroup');
    expect(group?.Properties.Family).toBe(`postgres${db?.Properties.EngineVersion}`);
    expect(group?.Properties.Parameters).toMatchObject({
      shared_preload_libraries: 'pgaudit',
      'pgaudit.log': 'all',
    });
    expect(db?.Properties.EnableCloudwatchLogsExports).toContain('postgresql');
    const audit = checklist.items.find((i) => i.kind === 'audit');
    expect(audit?.resources).toEqual(
      expect.arrayContaining([groupId, 'DatabaseInstance', 'DatabasePostgresqlLogs']),
    );
  }, 120_000);

  it('a MySQL database whose every access is audited runs the audit plugin and exports its log', async () => {
    const result = await generateOffline(
      'An inventory system for a pharmacy on MySQL; every access audited, records kept for 7 years.',
    );
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    const resources = parseTemplate(result.security.template).body.Resources as Resources;
    const [db] = ofType(resources, 'AWS::RDS::DBInstance');
    expect(db?.Properties.Engine).toBe('mysql');
    expect(db?.Properties.EnableCloudwatchLogsExports).toContain('audit');
    const options = resources[(db?.Properties.OptionGroupName as { Ref: string } | undefined)?.Ref ?? ''];
    expect(options?.Properties).toMatchObject({
      EngineName: 'mysql',
      MajorEngineVersion: String(db?.Properties.EngineVersion).split('.').slice(0, 2).join('.'),
      OptionConfigurations: [{ OptionName: 'MARIADB_AUDIT_PLUGIN' }],
    });
    const auditLogs = Object.entries(resources).find(
      ([, r]) =>
        r.Type === 'AWS::Logs::LogGroup' &&
        String(JSON.stringify(r.Properties.LogGroupName)).endsWith('/audit"}'),
    );
    expect(auditLogs?.[1].Properties.RetentionInDays).toBeGreaterThanOrEqual(7 * 365);
    const checklist = JSON.parse(
      result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}',
    ) as Checklist;
    expect(checklist.items.find((i) => i.kind === 'audit')).toMatchObject({
      status: 'met',
      resources: expect.arrayContaining(['DatabaseInstance', auditLogs?.[0]]),
    });
  }, 120_000);
});
