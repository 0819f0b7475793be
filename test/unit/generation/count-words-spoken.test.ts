import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

const countOf = (brief: string, type: string) =>
  designOfBrief(brief).resources.filter((r) => r.type === type && !/DeadLetters/.test(r.id)).length;

/**
 * Counts as briefs write them beyond the standard forms: the spoken forms of Arabic number words
 * ("تلات", "اتنين": Levantine and Egyptian say ث as ت; Gulf "ثنتين"), and a count whose noun is
 * glossed in English in brackets ("ثلاث نسخ (instances)").
 */
describe('spoken Arabic number words count what they stand before', () => {
  it.each([
    ['Levantine three', 'بدنا تلات طوابير SQS للطلبات', 'AWS::SQS::Queue', 3],
    ['Egyptian two, mixed', 'عايزين اتنين Lambda functions للصور', 'AWS::Lambda::Function', 2],
    ['Gulf two', 'نبي ثنتين queues في SQS للفواتير', 'AWS::SQS::Queue', 2],
    ['Levantine three, feminine', 'بدنا تلاتة topics في SNS', 'AWS::SNS::Topic', 3],
  ])('%s: %s', (_, brief, type, n) => {
    expect(countOf(brief, type)).toBe(n);
  });
});

describe('a count whose noun is glossed in brackets counts by the gloss', () => {
  it.each([
    ['Gulf', 'نبي قاعدة بيانات DocumentDB فيها ثلاث نسخ (instances) من نوع db.r6g.large'],
    ['MSA, Arabic-Indic digits', 'عنقود DocumentDB يضم ٣ نسخ (instances) مشفرة.'],
  ])('%s: %s', (_, brief) => {
    expect(countOf(brief, 'AWS::DocDB::DBInstance')).toBe(3);
  });
});
