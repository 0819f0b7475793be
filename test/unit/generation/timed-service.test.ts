import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/** A rule at 03:00 UTC (06:00 in Riyadh), and a crawler with or without its own schedule. */
const template = (crawlerSchedule?: string) => ({
  Nightly: { Type: 'AWS::Events::Rule', Properties: { ScheduleExpression: 'cron(0 3 * * ? *)' } },
  Crawler: {
    Type: 'AWS::Glue::Crawler',
    Properties: crawlerSchedule ? { Schedule: { ScheduleExpression: crawlerSchedule } } : {},
  },
});

describe('a time the brief gives a service that runs on a schedule of its own', () => {
  it.each([
    [
      'English',
      'Crawl the clicks bucket with Glue every day at 6 AM Riyadh time, then query it in Athena.',
      /^AWS Glue runs every day at 06:00 Asia\/Riyadh/,
    ],
    // the ledger answers an Arabic brief in Arabic
    [
      'mixed Gulf',
      'نبي Glue crawler يزحف على الباكت كل يوم الساعة 6 الصبح بتوقيت الرياض',
      /^يعمل AWS Glue كل يوم عند 06:00 Asia\/Riyadh/,
    ],
  ])(
    '%s: is met by that service starting then, never by another job at that time',
    (_, brief, requirement) => {
      // arrange / act
      const unscheduled = itemOf(checklistFor(brief, template()), 'schedule');
      const scheduled = itemOf(checklistFor(brief, template('cron(0 3 * * ? *)')), 'schedule');
      // assert
      expect(unscheduled.requirement).toMatch(requirement);
      expect(unscheduled.status).toBe('not-met');
      expect(scheduled.status).toBe('met');
      expect(scheduled.resources).toEqual(['Crawler']);
    },
  );

  it('leaves a time that names no such service to any scheduled job', () => {
    const item = itemOf(checklistFor('A report job every day at 6 AM Riyadh time.', template()), 'schedule');
    expect(item.status).toBe('met');
  });
});
