import { describe, expect, it } from 'vitest';
import { evaluateAll } from '#shared/generation/checklist/assertions';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * Schedules and backups as an architect reads them: each brief states when work runs (a clock in
 * English or Arabic, a zone, days, a rate) or what is backed up and for how long, and the template
 * must start its jobs or backup rules at that instant. These briefs are this test's own wording.
 */

type Resources = Awaited<ReturnType<typeof architectDesignOfBrief>>['resources'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
/** The fixed offsets of the zones these briefs name (none keeps summer time). */
const OFFSET: Record<string, number> = { UTC: 0, 'Asia/Riyadh': 180, 'Asia/Dubai': 240, 'Etc/GMT-3': 180 };

interface Start {
  type: string;
  /** a rate, or the UTC start times (minutes after midnight) on UTC days */
  rate?: string;
  starts: { day: string; minutes: number }[];
  /** the cron's day-of-month field */
  dayOfMonth?: string;
}

/** Expands one cron day-of-week field (`?`, `*`, `MON-FRI`, `SUN,WED`) to day names. */
function daysOf(field: string): string[] {
  if (field === '?' || field === '*') return DAYS;
  return field.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map((d) => DAYS.indexOf(d.slice(0, 3).toUpperCase()));
    if (a === undefined || a < 0) return DAYS;
    if (b === undefined) return [DAYS[a] as string];
    const out: string[] = [];
    for (let d = a; ; d = (d + 1) % 7) {
      out.push(DAYS[d] as string);
      if (d === b) break;
    }
    return out;
  });
}

/** Every schedule of a template (rules, schedules and backup plan rules) as UTC starts. */
function startsOf(resources: Resources): Start[] {
  const timed = resources.flatMap((r) => {
    if (r.type === 'AWS::Backup::BackupPlan')
      return (
        (r.props.BackupPlan as { BackupPlanRule?: Record<string, unknown>[] })?.BackupPlanRule ?? []
      ).map((rule) => ({ type: r.type, props: rule }));
    if (r.type === 'AWS::Events::Rule' || r.type === 'AWS::Scheduler::Schedule')
      return [{ type: r.type, props: r.props }];
    return [];
  });
  return timed.flatMap(({ type, props }): Start[] => {
    const expression = props.ScheduleExpression;
    if (typeof expression !== 'string') return [];
    if (expression.startsWith('rate(')) return [{ type, rate: expression, starts: [] }];
    const [m, h, dom, , dow] = expression.slice(5, -1).split(' ') as string[];
    const offset = OFFSET[String(props.ScheduleExpressionTimezone ?? 'UTC')] ?? 0;
    const starts = daysOf(dow ?? '?').flatMap((day) =>
      String(h)
        .split(',')
        .flatMap((hour) =>
          String(m)
            .split(',')
            .map((minute) => {
              const local = Number(hour) * 60 + Number(minute) - offset;
              const shift = local < 0 ? -1 : local >= 1440 ? 1 : 0;
              return {
                day: DAYS[(DAYS.indexOf(day) + shift + 7) % 7] as string,
                minutes: (local + 1440) % 1440,
              };
            }),
        ),
    );
    return [{ type, starts, dayOfMonth: dom }];
  });
}

const at = (h: number, m = 0) => h * 60 + m;
const jobsOf = (resources: Resources) =>
  startsOf(resources).filter((s) => s.type !== 'AWS::Backup::BackupPlan');
const backupRulesOf = (resources: Resources) =>
  startsOf(resources).filter((s) => s.type === 'AWS::Backup::BackupPlan');
const deleteAfter = (resources: Resources) =>
  resources
    .filter((r) => r.type === 'AWS::Backup::BackupPlan')
    .flatMap(
      (r) =>
        (r.props.BackupPlan as { BackupPlanRule?: { Lifecycle?: { DeleteAfterDays?: number } }[] })
          .BackupPlanRule ?? [],
    )
    .map((rule) => rule.Lifecycle?.DeleteAfterDays);

/** A job starts at this UTC time (on these UTC days, every day when none are given), and no job at another. */
function expectJobsAt(resources: Resources, minutes: number[], days: string[] = DAYS) {
  const jobs = jobsOf(resources);
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) {
    expect(job.rate).toBeUndefined();
    expect([...new Set(job.starts.map((s) => s.minutes))].sort((a, b) => a - b)).toEqual(minutes);
    expect([...new Set(job.starts.map((s) => s.day))].sort()).toEqual([...days].sort());
  }
}

describe('a clock time in the brief starts the job at that instant', () => {
  it.each([
    ['A Lambda function purges expired sessions from a DynamoDB table at 6 am UTC each day.', [at(6)]],
    ['Each day at 14:45 Riyadh time a Lambda function sends a digest of new orders via SES.', [at(11, 45)]],
    ['At noon KSA time every day, a function refreshes the currency rates kept in DynamoDB.', [at(9)]],
    ['At midnight UTC every day, a function closes stale tickets in our DynamoDB table.', [at(0)]],
    ['A lambda cleans temporary uploads out of an S3 bucket every night at 11:30 pm GMT+3.', [at(20, 30)]],
    [
      'Run a Lambda job twice a day, at 8 am and 8 pm UTC, to sync the price list into DynamoDB.',
      [at(8), at(20)],
    ],
  ])('%s', async (brief, minutes) => {
    expectJobsAt((await architectDesignOfBrief(brief)).resources, minutes);
  });

  it.each([
    ['دالة لامدا تحذف الملفات المؤقتة من حاوية S3 كل يوم الساعة ٣ فجرا بتوقيت الرياض', [at(0)]],
    ['دالة Lambda ترسل تقريرا يوميا الساعة ٧:٣٠ صباحا بتوقيت السعودية عبر SES', [at(4, 30)]],
    ['وظيفة مجدولة بلامدا تعمل يوميا الساعة 10 مساء بتوقيت الرياض لتنظيف جدول DynamoDB', [at(19)]],
    // the half of the day with a preposition attached ("بالليل") or apart ("في الصباح")
    ['نبي Lambda تنظف جدول DynamoDB كل يوم الساعة 11 بالليل بتوقيت الرياض', [at(20)]],
    ['دالة لامدا ترسل ملخص الطلبات عبر SES يوميا الساعة 7 في الصباح بتوقيت السعودية', [at(4)]],
  ])('%s', async (brief, minutes) => {
    expectJobsAt((await architectDesignOfBrief(brief)).resources, minutes);
  });
});

describe('days of the week and of the month', () => {
  it('weekdays are Monday to Friday, as the brief says', async () => {
    const { resources } = await architectDesignOfBrief(
      'On weekdays at 8:15 am Riyadh time a Lambda function emails the on-call rota through SES.',
    );
    expectJobsAt(resources, [at(5, 15)], ['MON', 'TUE', 'WED', 'THU', 'FRI']);
  });

  it('a named day at an early hour in Riyadh moves to the day before in UTC', async () => {
    const { resources } = await architectDesignOfBrief(
      'Every Monday at 1 am Riyadh time a Lambda function archives last week’s rows from DynamoDB to S3.',
    );
    expectJobsAt(resources, [at(22)], ['SUN']);
  });

  it('an Arabic day and time: every Thursday at 5 pm Riyadh', async () => {
    const { resources } = await architectDesignOfBrief(
      'دالة لامدا تعمل كل يوم خميس الساعة ٥ مساء بتوقيت الرياض وتكتب ملخص الأسبوع في جدول DynamoDB',
    );
    expectJobsAt(resources, [at(14)], ['THU']);
  });

  it('the first day of each month at 02:00 UTC', async () => {
    const { resources } = await architectDesignOfBrief(
      'On the first day of each month at 02:00 UTC a Lambda function totals the invoices in DynamoDB.',
    );
    expectJobsAt(resources, [at(2)]);
    expect(jobsOf(resources).map((j) => j.dayOfMonth)).toEqual(jobsOf(resources).map(() => '1'));
  });
});

describe('rates', () => {
  it.each([
    [
      'A Lambda function polls the partner API every 10 minutes and stores results in DynamoDB.',
      'rate(10 minutes)',
    ],
    ['Every 4 hours a function copies new S3 objects into a DynamoDB index.', 'rate(4 hours)'],
    ['دالة لامدا تفحص حالة الطلبات كل ٣٠ دقيقة وتحدث جدول DynamoDB', 'rate(30 minutes)'],
  ])('%s', async (brief, rate) => {
    const jobs = jobsOf((await architectDesignOfBrief(brief)).resources);
    expect(jobs.map((j) => j.rate)).toContain(rate);
  });
});

describe('backups are AWS Backup plan rules at the stated time, kept as long as stated', () => {
  it('a nightly database backup at 1:30 Riyadh is the backup rule, not a scheduled function', async () => {
    const { resources } = await architectDesignOfBrief(
      'Our orders live in a PostgreSQL database. Back it up every night at 1:30 am Riyadh time and keep each backup 14 days.',
    );
    expect(resources.filter((r) => r.type === 'AWS::Lambda::Function')).toEqual([]);
    const rules = backupRulesOf(resources);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.starts.map((s) => s.minutes)).toContain(at(22, 30));
    expect(deleteAfter(resources)).toEqual(deleteAfter(resources).map(() => 14));
  });

  it('weekly backups of a DynamoDB table on Sundays at 03:00 UTC, kept 90 days', async () => {
    const { resources } = await architectDesignOfBrief(
      'We keep customer profiles in a DynamoDB table. Take a backup with AWS Backup every Sunday at 03:00 UTC and retain it for 90 days.',
    );
    const rules = backupRulesOf(resources);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect([...new Set(rule.starts.map((s) => s.day))]).toEqual(['SUN']);
      expect([...new Set(rule.starts.map((s) => s.minutes))]).toEqual([at(3)]);
    }
    expect(deleteAfter(resources)).toEqual(deleteAfter(resources).map(() => 90));
    expect(resources.filter((r) => r.type === 'AWS::Lambda::Function')).toEqual([]);
  });

  it('an Arabic backup brief with its time and days kept', async () => {
    const { resources } = await architectDesignOfBrief(
      'نسخ احتياطي لقاعدة بيانات PostgreSQL كل ليلة الساعة ٢ فجرا بتوقيت الرياض مع الاحتفاظ بالنسخ لمدة 60 يوم',
    );
    const rules = backupRulesOf(resources);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.starts.map((s) => s.minutes)).toContain(at(23));
    expect(deleteAfter(resources)).toEqual(deleteAfter(resources).map(() => 60));
  });
});

describe('how long a scheduled job runs decides what runs it', () => {
  it('a nightly job that takes about two hours is not a Lambda function', async () => {
    const { resources } = await architectDesignOfBrief(
      'Every night at 2 am UTC we rebuild the search index from our PostgreSQL database; a run takes about two hours.',
    );
    expect(
      resources.some((r) => r.type === 'AWS::ECS::TaskDefinition' || r.type.startsWith('AWS::Batch::')),
    ).toBe(true);
    expectJobsAt(resources, [at(2)]);
  });
});

describe('the checklist item for a stated time is what the template does', () => {
  it('a Sunday 3 am Riyadh job is met only when the template starts it then', async () => {
    const { resources, requirements } = await architectDesignOfBrief(
      'Every Sunday at 3 am Riyadh time a Lambda function exports the week’s orders from DynamoDB to S3.',
    );
    expect(requirements.stated?.starts_at).toBeDefined();
    expectJobsAt(resources, [at(0)], ['SUN']);
    const assertion = {
      kind: 'schedule',
      quantifier: 'every',
      minutes: at(3),
      relation: 'at',
      zone: 'Asia/Riyadh',
      day: 'SUN',
    } as const;
    expect(evaluateAll([assertion], resources).status).toBe('met');
  });
});

describe('clocks said in words, zones by their long names', () => {
  it.each([
    [
      'At half past two in the morning UTC a Lambda function compacts the audit table in DynamoDB.',
      [at(2, 30)],
    ],
    [
      'A function mails the shift roster through SES at a quarter to seven in the evening, UTC, every day.',
      [at(18, 45)],
    ],
    ['Every day at 9 o’clock UTC a Lambda function refreshes the exchange rates in DynamoDB.', [at(9)]],
    ['Each morning at 6 sharp (UTC) a Lambda function rebuilds the sitemap into S3.', [at(6)]],
    [
      'Every morning at seven thirty Riyadh time a Lambda function pulls the exchange rates into DynamoDB.',
      [at(4, 30)],
    ],
    [
      'At eleven forty-five pm UTC every night a Lambda function rolls the audit table in DynamoDB over.',
      [at(23, 45)],
    ],
    [
      'schedule: every day 06:30 Asia/Dubai. A Lambda function mails the sales digest through SES.',
      [at(2, 30)],
    ],
    // Arabizi's times and zone are read as its Arabic is; "واحد" (one) is no Sunday
    [
      'abi lambda function tshta8el kel yom el sa3a 10 bel lail b tawqeet el riyadh, tktb el report fi S3 bucket',
      [at(19)],
    ],
    ['نبي دالة لامدا كل يوم الساعة ٥ العصر بتوقيت الرياض تنسخ جدول DynamoDB، وما نبي غير واحد بس', [at(14)]],
    ['Daily at 08:00 Gulf Standard Time a Lambda function sends the stock summary through SES.', [at(4)]],
    ['A Lambda function closes the books at 23:00 Arabia Standard Time every day.', [at(20)]],
    ['كل يوم الساعة عشرة ونص الصبح بتوقيت الرياض دالة Lambda تحدث أسعار المنتجات في DynamoDB', [at(7, 30)]],
    ['دالة لامدا ترسل تقرير المبيعات عبر SES يوميا الساعة الثامنة والربع مساء بتوقيت غرينتش', [at(20, 15)]],
  ])('%s', async (brief, minutes) => {
    expectJobsAt((await architectDesignOfBrief(brief)).resources, minutes);
  });
});

describe('a cron expression pasted into the brief is the schedule', () => {
  it('a crontab line is read in UTC with its day of the week', async () => {
    const { resources } = await architectDesignOfBrief(
      'Move our crontab entry to AWS: `30 4 * * 1 /opt/jobs/rotate-keys.sh` becomes a Lambda function that rotates the API keys stored in DynamoDB.',
    );
    expectJobsAt(resources, [at(4, 30)], ['MON']);
  });

  it('a crontab line runs in the zone its sentence names', async () => {
    const { resources } = await architectDesignOfBrief(
      'Our crontab line `30 4 * * 1 /opt/jobs/rotate.sh` (the box clock is Asia/Dubai) becomes a Lambda function that rotates the keys kept in DynamoDB.',
    );
    expectJobsAt(resources, [at(0, 30)], ['MON']);
  });

  it('an EventBridge expression is kept as written', async () => {
    const { resources } = await architectDesignOfBrief(
      'A Lambda function that archives closed tickets from DynamoDB to S3, schedule cron(15 22 ? * THU *).',
    );
    expectJobsAt(resources, [at(22, 15)], ['THU']);
  });
});

describe('a rate inside a window of hours runs only in the window', () => {
  it.each([
    [
      'Every hour from 8 am to 5 pm UTC, Sunday to Thursday, a Lambda function syncs prices into DynamoDB.',
      8,
      17,
      ['SUN', 'MON', 'TUE', 'WED', 'THU'],
    ],
    [
      'A Lambda function checks the payment gateway every 15 minutes between 09:00 and 18:00 UTC and writes the result to DynamoDB.',
      9,
      18,
      DAYS,
    ],
    [
      'كل ساعة من الساعة ٧ الصبح إلى ٣ العصر بتوقيت غرينتش دالة Lambda تسحب الطلبات الجديدة إلى DynamoDB',
      7,
      15,
      DAYS,
    ],
  ])('%s', async (brief, first, last, days) => {
    const jobs = jobsOf((await architectDesignOfBrief(brief)).resources);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.rate).toBeUndefined();
      const minutes = [...new Set(job.starts.map((s) => s.minutes))].sort((a, b) => a - b);
      expect(minutes[0]).toBe(at(first));
      expect(minutes.at(-1)).toBeLessThanOrEqual(at(last));
      expect(minutes.at(-1)).toBeGreaterThanOrEqual(at(last - 1));
      expect([...new Set(job.starts.map((s) => s.day))].sort()).toEqual([...days].sort());
    }
  });
});
