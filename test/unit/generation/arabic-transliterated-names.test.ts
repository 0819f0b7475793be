import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { designOfBrief } from '#test/fixtures/generation';

const read = (brief: string) => normaliseBrief(brief).text;
const types = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

/**
 * Product names written in Arabic letters as they sound, in spellings no vocabulary file holds,
 * are read as the vocabulary's English words; Arabic words are never read so.
 */
describe('English names written in Arabic letters', () => {
  it.each([
    ['two words', 'ابي كلود فرونت قدام الباكت', 'cloudfront'],
    ['ch written as تش', 'نبي اوبن سيرتش للبحث', 'opensearch'],
    ['an article on it', 'نبي الكونتينر يشتغل على ECS', 'container'],
    ['another family', 'ابي ويب سوكت للدردشة', 'websocket'],
    ['a name of two English words', 'فعّلوا سيكيورتي هب', 'securityhub'],
  ])('%s: "%s" reads %s', (_, brief, word) => {
    expect(read(brief)).toContain(word);
  });

  it('leaves Arabic words as they are, however they sound', () => {
    const brief = 'نريد نقل النتائج إلى منطقة البحرين والفواتير كل شهر, وترسل النقر إلى المدارس';
    expect(read(brief)).toBe(brief);
  });

  it('leaves a spelling that sounds like two words of the vocabulary alone ("سبنت": subnet or spent)', () => {
    expect(read('سبنت عامة')).toBe('سبنت عامة');
  });

  it('builds what the name names', () => {
    expect(types('ابي موقع ثابت على S3 مع كلود فرونت')).toContain('AWS::CloudFront::Distribution');
    expect(types('نبي اوبن سيرتش للسجلات')).toContain('AWS::OpenSearchService::Domain');
    expect(types('فعّلوا سيكيورتي هب في الحساب')).toContain('AWS::SecurityHub::Hub');
  });
});
