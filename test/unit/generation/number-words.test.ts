import { describe, expect, it } from 'vitest';
import { withNumerals } from '#shared/generation/number-words';
import { normaliseBrief } from '#shared/generation/offline/normalise';
import { statedProperties } from '#shared/generation/offline/stated-properties';

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

  it('never joins two numbers that are not one', () => {
    expect(withNumerals('three and four queues')).toBe('3 and 4 queues');
    expect(withNumerals('keep fourteen, then seven')).toBe('keep 14, then 7');
    // a lone "one" and a number joined to a word are words of the language
    expect(withNumerals('a one-off reminder, one of the queues, لمرة واحدة, a two-tier app')).toBe(
      'a one-off reminder, one of the queues, لمرة واحدة, a two-tier app',
    );
  });

  it('reaches the stated settings: a retention written in words is read as days', () => {
    const brief = normaliseBrief(
      'A worker lambda on a queue. Keep its logs for fourteen days, no longer.',
    ).original;
    const [first] = statedProperties(brief)[0]?.targets ?? [];
    expect(`${first?.type} ${first?.path}=${first?.value}`).toBe('AWS::Logs::LogGroup RetentionInDays=14');
  });
});
