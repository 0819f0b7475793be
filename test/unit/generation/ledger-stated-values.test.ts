import { describe, expect, it } from 'vitest';
import { statedRetention } from '#shared/generation/checklist/stated';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * An entry's assertion holds every value its clause states: a move to another storage class is
 * a transition at its days (not the data's lifetime), and a window of time is both of its ends.
 * A template that keeps one of the values and not the other is not "met".
 */

const bucket = (rules: Record<string, unknown>[]) => ({
  Archive: {
    Type: 'AWS::S3::Bucket',
    Properties: {
      ObjectLockEnabled: true,
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 1 } },
      },
      LifecycleConfiguration: { Rules: rules.map((r, i) => ({ Id: `r${i}`, Status: 'Enabled', ...r })) },
    },
  },
});

const backupPlan = (days: number) => ({
  Plan: {
    Type: 'AWS::Backup::BackupPlan',
    Properties: {
      BackupPlan: {
        BackupPlanName: 'p',
        BackupPlanRule: [{ RuleName: 'r', Lifecycle: { DeleteAfterDays: days } }],
      },
    },
  },
});

describe('a move to another storage class is a transition, not how long data is kept', () => {
  it.each([
    ['archive the files to glacier after 30 days and keep them for 5 years.', 1825, 30],
    ['objects transition to glacier after 90 days; retain them for 7 years.', 2555, 90],
    ['الملفات تنتقل للأرشيف بعد 90 يوم ونحتفظ فيها لمدة 3 سنوات', 1095, 90],
  ])('%s', (brief, days, transition) => {
    const stated = statedRetention(brief);
    expect(stated?.days).toBe(days);
    expect(stated?.transitions?.map((t) => t.days)).toEqual([transition]);
  });

  it.each([
    'scans move to glacier deep archive after 180 days and are deleted after 10 years.',
    'تنتقل الملفات إلى glacier deep archive بعد 180 يوم وتحذف بعد 7 سنوات',
  ])('is never a retention of the days before the move: %s', (brief) => {
    expect(statedRetention(brief)?.days).not.toBe(180);
  });

  const brief =
    'A versioned S3 bucket for scans; scans move to Glacier Deep Archive after 180 days and are kept for 10 years.';

  it('is not met when the lifecycle deletes at the stated age but never moves the data', () => {
    const checklist = checklistFor(brief, { ...bucket([{ ExpirationInDays: 3650 }]), ...backupPlan(3650) });
    expect(itemOf(checklist, 'retention').status).not.toBe('met');
  });

  it('is not met when the lifecycle moves the data but deletes it at the transition', () => {
    const checklist = checklistFor(brief, {
      ...bucket([
        { ExpirationInDays: 180, Transitions: [{ StorageClass: 'DEEP_ARCHIVE', TransitionInDays: 180 }] },
      ]),
      ...backupPlan(3650),
    });
    expect(itemOf(checklist, 'retention').status).not.toBe('met');
  });

  it('is met when the lifecycle moves at the transition and deletes at the stated age', () => {
    const checklist = checklistFor(brief, {
      ...bucket([
        { ExpirationInDays: 3650, Transitions: [{ StorageClass: 'DEEP_ARCHIVE', TransitionInDays: 180 }] },
      ]),
      ...backupPlan(3650),
    });
    expect(itemOf(checklist, 'retention')).toMatchObject({ status: 'met' });
    expect(itemOf(checklist, 'retention').requirement).toMatch(
      /^Data kept for 10 years, moved .* after 180 days$/,
    );
  });
});

describe('a window of time is one entry holding both of its ends', () => {
  const brief =
    'A PostgreSQL database on RDS with automated backups kept for 14 days, taken between 01:00 and 02:00 Riyadh time.';
  const rds = (window: string) => ({
    Db: {
      Type: 'AWS::RDS::DBInstance',
      Properties: { Engine: 'postgres', BackupRetentionPeriod: 14, PreferredBackupWindow: window },
    },
  });
  const schedules = (checklist: ReturnType<typeof checklistFor>) =>
    checklist.items.filter((i) => i.kind === 'schedule');

  it('asks for the backups between the two times', () => {
    const items = schedules(checklistFor(brief, rds('22:00-23:00')));
    expect(items.map((i) => i.requirement)).toEqual(['Backups run between 01:00 and 02:00 Asia/Riyadh']);
  });

  it('is met by a backup window inside it (RDS windows are in UTC)', () => {
    expect(schedules(checklistFor(brief, rds('22:00-23:00')))[0]?.status).toBe('met');
  });

  it('is not met by a backup window outside it', () => {
    expect(schedules(checklistFor(brief, rds('02:00-03:00')))[0]?.status).not.toBe('met');
  });

  it('is not met by a backup plan that starts after the window closes', () => {
    const checklist = checklistFor(brief, {
      Plan: {
        Type: 'AWS::Backup::BackupPlan',
        Properties: {
          BackupPlan: {
            BackupPlanName: 'p',
            BackupPlanRule: [
              {
                RuleName: 'daily',
                ScheduleExpression: 'cron(0 2 * * ? *)',
                Lifecycle: { DeleteAfterDays: 14 },
              },
            ],
          },
        },
      },
    });
    expect(schedules(checklist)[0]?.status).not.toBe('met');
  });
});
