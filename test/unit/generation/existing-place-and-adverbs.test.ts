import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * Things the account has already, said in ways the reader used to miss: an adverb of "already"
 * closing the clause ("في Route 53 من قبل", "مسبقاً", "from before"), and the place an existing
 * thing lives in ("an image that already exists in our ECR repository", "صورة موجودة مسبقاً في
 * مستودع ECR"): that place is the account's too. It is referred to, never built again, and its
 * ledger entry is met only while the template does not build it.
 */
const typesOf = async (brief: string) =>
  new Set((await architectDesignOfBrief(brief)).resources.map((r) => r.type));

describe('an adverb of "already" at the end of the clause', () => {
  it.each([
    [
      'Gulf, "من قبل"',
      'عندنا دومين madrasat-alnoor.edu.sa في Route 53 من قبل. نبي موقع المدرسة الثابت على S3 وCloudFront مع شهادة ACM.',
    ],
    [
      'MSA, "مسبقاً"',
      'لدينا نطاق example-school.sa في Route 53 مسبقاً، ونريد موقعاً ثابتاً على S3 وCloudFront مع شهادة ACM.',
    ],
    [
      'English, "from before"',
      'We have the domain alnoor-school.org in Route 53 from before. A static site on S3 and CloudFront with an ACM certificate.',
    ],
  ])("%s: the hosted zone is the account's", async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    const built = itemOf(
      checklistFor(brief, { Zone: { Type: 'AWS::Route53::HostedZone' } }),
      'service',
      /Route 53/,
    );
    // assert
    expect(types).toContain('AWS::CloudFront::Distribution');
    expect(types).not.toContain('AWS::Route53::HostedZone');
    expect(built.status).not.toBe('met');
  });

  it('"من قبل" before who does a thing ("by the team") says nothing of existence', async () => {
    // arrange / act
    const types = await typesOf('نبي جدول DynamoDB يُدار من قبل فريق المبيعات، ودالة Lambda تكتب فيه.');
    // assert
    expect(types).toContain('AWS::DynamoDB::Table');
  });
});

describe("a domain's zone the account has", () => {
  it.each([
    [
      'English',
      'A static status page on S3 and CloudFront, and a Route 53 alias record in our existing clinic.health zone.',
    ],
    [
      'English, "our current"',
      'Add an A record in Route 53 under our current clinic.health zone for the CloudFront site on S3.',
    ],
  ])('%s: no hosted zone is built for it', async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    // assert
    expect(types).toContain('AWS::CloudFront::Distribution');
    expect(types).not.toContain('AWS::Route53::HostedZone');
  });
});

describe('the place an existing thing lives in', () => {
  it.each([
    [
      'MSA',
      'نودّ نشر تطبيق ويب من صورة حاوية موجودة مسبقاً في مستودع ECR باسم portal-web باستخدام App Runner على المنفذ 3000.',
    ],
    [
      'English',
      'Run our web app on App Runner from an image that already exists in our ECR repository portal-web, port 3000.',
    ],
    ['Gulf mixed', 'نبي App Runner يشغل image موجودة في ECR repo اسمه portal-web، على بورت 3000.'],
  ])('%s: the ECR repository is not built again', async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    const built = itemOf(
      checklistFor(brief, {
        Repo: { Type: 'AWS::ECR::Repository' },
        App: { Type: 'AWS::AppRunner::Service' },
      }),
      'service',
      /ECR/,
    );
    // assert
    expect(types).toContain('AWS::AppRunner::Service');
    expect(types).not.toContain('AWS::ECR::Repository');
    expect(built.status).not.toBe('met');
  });

  it('the place is what the preposition governs, not a thing joined after it by "and"', async () => {
    // arrange / act
    const types = await typesOf(
      'كل أحد الساعة ٨ الصبح لامدا تشتغل وترسل تذكير عن طريق SNS. المواعيد موجودة في نظامنا الحالي واللامدا توصله بالـAPI حقه.',
    );
    // assert
    expect(types).toContain('AWS::Lambda::Function');
  });
});
