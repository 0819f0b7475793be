import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import type { Checklist } from '#shared/generation/checklist/types';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 120_000);

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
    expect(status('retention')).toBe('met');
    expect(status('schedule')).toBe('met');
    // the database audit log is not built yet: the checklist says so rather than claiming it
    expect(status('audit')).toBe('partly');
  }, 120_000);
});
