import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { valuesInDesign as valuesOf } from '#test/fixtures/generation';

/**
 * A stated quantity reaches the template however its number is written: in words ("ninety",
 * "تسعين"), in Arabic-Indic digits ("٩٠"), or with the marks a careful writer of Arabic adds
 * ("يُحتفظ", "يومًا"); and "its logs" said with an attached possessive on a plural ("سجلاتها") says
 * logs. These briefs are this test's own wording.
 */

describe('a number written in words, in Arabic-Indic digits or with Arabic marks', () => {
  it("keeps a function's logs as long as stated", () => {
    for (const brief of [
      'A Lambda function that renders invoices; keep its logs for ninety days.',
      'نبي لامدا تطبع الفواتير، وسجلاتها تنحفظ ٩٠ يوم',
      'دالة لامدا لطباعة الفواتير، مع الاحتفاظ بسجلاتها تسعين يومًا.',
    ])
      expect(valuesOf(brief, 'AWS::Logs::LogGroup', 'RetentionInDays'), brief).toContain(90);
  });

  it('reads the figure a number word or Arabic-Indic digits say, with the unit as marked', () => {
    for (const [brief, days] of [
      ['طابور SQS للمرتجعات يُحتفظ فيه بالرسائل أربعة أيام', 4],
      ['طابور SQS للمرتجعات يحتفظ بالرسائل ٤ أيام', 4],
      ['An SQS queue for refunds whose messages are retained for eleven days.', 11],
    ] as const) {
      const seconds = statedProperties(brief)
        .flatMap((r) => r.targets)
        .filter((t) => t.type === 'AWS::SQS::Queue' && t.path === 'MessageRetentionPeriod')
        .map((t) => t.value);
      expect(seconds, brief).toEqual([days * 86400]);
    }
  });
});
