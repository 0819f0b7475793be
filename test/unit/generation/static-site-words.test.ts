import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A site said to be static, landing or a blog is a static site (a bucket behind CloudFront) in
 * Arabic and Arabizi as in English: the word for a site alone ("موقع") is no web application then.
 */
describe('a static site said in Arabic or Arabizi', () => {
  it.each([
    'موقع ثابت للشركة',
    'أبغى موقع تعريفي ثابت لمطعمنا',
    'نحتاج موقعاً ثابتاً على S3 مع CloudFront',
    'abi mawqi3 static lel sharika',
    'موقع static بسيط للشركة بدون سيرفرات',
  ])('%s', (brief) => {
    const types = new Set(resourcesOfBrief(brief).map((r) => r.type));
    expect(
      types.has('AWS::S3::Bucket') && types.has('AWS::CloudFront::Distribution'),
      [...types].join(' '),
    ).toBe(true);
    expect(types.has('AWS::AutoScaling::AutoScalingGroup') || types.has('AWS::EC2::Instance')).toBe(false);
  });

  it('a site with sign-in stays an application', () => {
    const types = new Set(
      resourcesOfBrief('موقع للحجوزات مع تسجيل دخول للعملاء وقاعدة بيانات').map((r) => r.type),
    );
    const serves = ['AWS::AutoScaling::AutoScalingGroup', 'AWS::ECS::Service', 'AWS::Lambda::Function'];
    expect(
      serves.some((t) => types.has(t)),
      [...types].join(' '),
    ).toBe(true);
  });
});
