import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { withNumerals } from '#shared/generation/number-words';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { statedSettings } from '#shared/generation/reading/stated-settings';
import { serviceById } from '#shared/generation/services/index';

describe('numbers written in words or Arabic-Indic digits', () => {
  it('composes English and Arabic number words into one figure', () => {
    expect(withNumerals('five hundred twelve MB, one hundred and twenty seconds, twenty-five GB')).toBe(
      '512 MB, 120 seconds, 25 GB',
    );
    expect(withNumerals('خمسة وعشرين يوما و ثلاثة عشر يوما و ثلاثمائة ميجا و ثلاثة آلاف طلب')).toBe(
      '25 يوما و 13 يوما و 300 ميجا و 3000 طلب',
    );
    expect(withNumerals('بعد ٦٠ يوما، الإصدار ١٥٫٢')).toBe('بعد 60 يوما، الإصدار 15.2');
  });

  it('reads a number whose first word carries the article or an attached preposition', () => {
    expect(withNumerals('فوق التسعين لثلاث فترات بالخمسين ألف')).toBe('فوق 90 ل 3 فترات ب 50000');
    // a word that only starts like a number stays ("لست": I am not; "الواحد" alone is a word)
    expect(withNumerals('لست متأكدا من الواحد')).toBe('لست متأكدا من الواحد');
  });

  it('reads a number word whose final "ة" is typed as "ه", as Gulf briefs often write it', () => {
    expect(withNumerals('الـ retention سته شهور و خمسه وعشرين يوم و عشره ايام')).toBe(
      'الـ retention 6 شهور و 25 يوم و 10 ايام',
    );
    // a word that is no number stays as written
    expect(withNumerals('ميزانيه شهريه')).toBe('ميزانيه شهريه');
  });

  it('never joins two numbers that are not one', () => {
    expect(withNumerals('three and four queues')).toBe('3 and 4 queues');
    expect(withNumerals('keep fourteen, then seven')).toBe('keep 14, then 7');
    // a lone "one" or "zero" is a word of the language; a number joined to a word by a hyphen is a figure
    expect(withNumerals('a one-off reminder, one of the queues, لمرة واحدة, zero-ETL, a two-tier app')).toBe(
      'a one-off reminder, one of the queues, لمرة واحدة, zero-ETL, a 2-tier app',
    );
  });

  it('reads an hour and its minutes said aloud after a word that leads a time as a clock, never as their sum', () => {
    expect(
      withNumerals('every morning at seven thirty, by six forty-five pm, from two fifteen to three ten'),
    ).toBe('every morning at 7:30, by 6:45 pm, from 2:15 to 3:10');
    // a unit after the second figure makes it a quantity; without a lead word nothing is a clock
    expect(withNumerals('at 7 30 minutes past, keep seven thirty-day snapshots')).toBe(
      'at 7 30 minutes past, keep 7 30-day snapshots',
    );
  });

  it('reaches the stated settings: a retention written in words is read as days', () => {
    const brief = normaliseBrief(
      'A worker lambda on a queue. Keep its logs for fourteen days, no longer.',
    ).original;
    const [first] = statedProperties(brief)[0]?.targets ?? [];
    expect(`${first?.type} ${first?.path}=${first?.value}`).toBe('AWS::Logs::LogGroup RetentionInDays=14');
  });

  // the families' count words read figures only: a number in words reaches them through the
  // normalised text, in any form the normaliser reads (Arabic, hyphenated, past ten)
  it.each([
    ['ec2', 'سبعة خوادم خلف موازن أحمال', 'min_instances', 7],
    ['ec2', 'a fleet of twelve web servers', 'min_instances', 12],
    ['ecs-service', 'run it as five-containers on fargate', 'desired_tasks', 5],
    ['kinesis', 'a kinesis stream with eleven shards', 'shards', 11],
    ['opensearch', 'an opensearch domain on a four-node cluster', 'instance_count', 4],
    ['vpc', 'شبكة على ثلاث مناطق', 'availability_zones', 3],
  ])('%s reads "%s" as %s = %s', (id, brief, key, value) => {
    const spec = serviceById(id);
    if (!spec) throw new Error(id);
    const { text, original } = normaliseBrief(brief);
    expect(statedSettings(spec, text, text, original)[key]).toBe(value);
  });

  it('reads "two factor" however the number is written', () => {
    const spec = serviceById('cognito');
    if (!spec) throw new Error('cognito');
    for (const brief of ['two factor authentication is required', 'two-factor authentication is required']) {
      const { text, original } = normaliseBrief(brief);
      expect(statedSettings(spec, text, text, original).mfa).toBe('ON');
    }
  });
});
