import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A retention the brief corrects later ("Retention 400 days. EDIT: 400 is wrong, ... set it to
 * 731 days", "٤٠٠ غلط، خلها ٧٣١ يوم"): the ledger's entry is the corrected period. It kept the
 * first, and marked it met on a template that kept the value the brief had withdrawn.
 */
const logGroup = (days: number) => ({
  Logs: { Type: 'AWS::Logs::LogGroup', Properties: { LogGroupName: '/shop/api', RetentionInDays: days } },
});

describe('a retention period corrected later in the brief', () => {
  it.each([
    [
      'English ticket',
      'Create a CloudWatch Logs log group named /shop/api. Retention 400 days. EDIT (compliance): 400 is wrong, legal wants two years, so set it to 731 days.',
    ],
    ['Gulf', 'نبي log group اسمه /shop/api والاحتفاظ بالسجلات ٤٠٠ يوم. تعديل: ٤٠٠ غلط، خلها ٧٣١ يوم.'],
    [
      'MSA',
      'أنشئ مجموعة سجلات CloudWatch باسم /shop/api مع الاحتفاظ بالسجلات لمدة ٤٠٠ يوم. تصحيح: الرقم ٤٠٠ خطأ، والصحيح ٧٣١ يوماً.',
    ],
    ['mixed with a typo', 'log gruop /shop/api, keep logs 400 days... wait 400 is wrong, make it 731 days'],
  ])('%s: the entry is the corrected period', (_, brief) => {
    // arrange / act
    const withdrawn = itemOf(checklistFor(brief, logGroup(400)), 'retention');
    const corrected = itemOf(checklistFor(brief, logGroup(731)), 'retention');
    // assert
    expect(withdrawn.status).not.toBe('met');
    expect(corrected.status).toBe('met');
  });

  it('a period said once, and a number called wrong elsewhere, keep the stated period', () => {
    // arrange
    const brief =
      'A log group /shop/api, keep logs 400 days. The old alarm threshold of 5 is wrong; use 10 errors.';
    // act
    const item = itemOf(checklistFor(brief, logGroup(400)), 'retention');
    // assert
    expect(item.status).toBe('met');
  });
});
