import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * Things the account has, said in ways the reader missed and built anyway, with their ledger
 * entries "met": words of existence with "ours" before the place the thing lives in ("موجودة عندنا
 * في Route 53", "موجودة لدينا في مستودع ECR", "already exists on our side in ECR"); words of
 * existence after a thing and its quoted name ("the DynamoDB table 'orders' (already exists)");
 * and "both" / "الثنتين" before them, which speak of every thing the sentence named before.
 */
const typesOf = async (brief: string) =>
  new Set((await architectDesignOfBrief(brief)).resources.map((r) => r.type));

describe('words of existence, then "ours", then the place the thing lives in', () => {
  it.each([
    [
      'Gulf, "عندنا"',
      'موقع مدرستنا صفحات ثابتة، نبيه على S3 وCloudFront بالدومين www.alnoor-school.sa (الزون موجودة عندنا في Route 53).',
    ],
    [
      'MSA, "لدينا"',
      'موقع ثابت على S3 وCloudFront للنطاق www.alnoor-school.sa، والمنطقة المستضافة موجودة لدينا في Route 53.',
    ],
    [
      'Arabizi, "3ndna"',
      'static site 3la S3 w CloudFront lel domain www.alnoor-school.sa, el zone mawjooda 3ndna fi Route 53.',
    ],
    [
      'English, "on our side"',
      'A static site on S3 and CloudFront for www.alnoor-school.sa; the zone already exists on our side in Route 53.',
    ],
  ])("%s: the hosted zone is the account's", async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    const entry = itemOf(
      checklistFor(brief, { Zone: { Type: 'AWS::Route53::HostedZone' } }),
      'service',
      /Route 53/,
    );
    // assert
    expect(types).toContain('AWS::CloudFront::Distribution');
    expect(types).not.toContain('AWS::Route53::HostedZone');
    expect(entry.status).not.toBe('met');
  });

  it.each([
    [
      'MSA',
      'نودّ تشغيل تطبيق الحجوزات على Fargate خلف موازن أحمال تطبيقات. صورة الحاوية موجودة لدينا في مستودع ECR اسمه booking-api، فلا تنشئوا مستودعاً جديداً.',
    ],
    [
      'Gulf with a typo',
      'نبي نشغل التطبيق على Fargate ورا لود بالنسر. الصوره موجوده عندنا في ECR ريبو اسمه booking-api.',
    ],
  ])("%s: the image's repository is the account's", async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    // assert
    expect(types).toContain('AWS::ECS::Service');
    expect(types).not.toContain('AWS::ECR::Repository');
  });
});

describe('words of existence after a thing and its quoted name', () => {
  it.each([
    [
      'Arabizi',
      "lambda kol yom sa3a 3: takhod el orders el 2adeema mn el DynamoDB table 'orders' (mawjood 3ndna, la tsawi wa7ed jdeed) w t7otha fi S3 bucket jdeed esmo orders-archive.",
    ],
    [
      'English',
      "A daily Lambda that moves old rows from the DynamoDB table 'orders' (already exists, do not create another) to a new S3 bucket called orders-archive.",
    ],
    [
      'Gulf',
      "لامدا كل يوم تنقل الطلبات القديمة من جدول DynamoDB 'orders' (موجود عندنا) الى S3 bucket جديد اسمه orders-archive.",
    ],
  ])("%s: the table is the account's", async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    // assert
    expect(types).toContain('AWS::S3::Bucket');
    expect(types).not.toContain('AWS::DynamoDB::Table');
  });
});

describe('the application an existing thing serves', () => {
  it.each([
    [
      'English',
      'We have an existing CloudFront distribution (E2ABCDEF123456) for our storefront and bots are hammering it. Create a WAF web ACL for it with a rate limit of 1,000 requests per 5 minutes per IP.',
    ],
    [
      'Gulf',
      'عندنا CloudFront distribution حالي لمتجرنا الإلكتروني والبوتات ضاغطة عليه. سوّوا WAF web ACL له بحد 1000 طلب كل 5 دقايق لكل IP.',
    ],
  ])("%s: the application is the customer's, only the web ACL is built", async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    // assert
    expect(types).toContain('AWS::WAFv2::WebACL');
    expect(types).not.toContain('AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(types).not.toContain('AWS::CloudFront::Distribution');
  });

  it('a new thing for our application builds the application', async () => {
    // arrange / act
    const types = await typesOf('A PostgreSQL database for our new booking website on ECS Fargate.');
    // assert
    expect(types).toContain('AWS::ECS::Service');
  });
});

describe('"both" before words of existence', () => {
  it.each([
    [
      'Gulf',
      'عندنا EFS شغال (fs-0abc1234) وقاعدة RDS اسمها clinic-db، الثنتين موجودات من قبل. نبي خطة AWS Backup يومية تاخذ نسخة منهم ونحتفظ بالنسخ ٣٥ يوم.',
    ],
    [
      'MSA',
      'لدينا نظام ملفات EFS وقاعدة بيانات RDS باسم clinic-db، وكلاهما موجودان مسبقاً. نريد خطة AWS Backup يومية تحتفظ بالنسخ ٣٥ يوماً.',
    ],
    [
      'English',
      'We run an EFS file system and an RDS database called clinic-db, both already exist. We want a daily AWS Backup plan keeping copies 35 days.',
    ],
  ])("%s: every thing the sentence named is the account's", async (_, brief) => {
    // arrange / act
    const types = await typesOf(brief);
    // assert
    expect(types).toContain('AWS::Backup::BackupPlan');
    expect(types).not.toContain('AWS::EFS::FileSystem');
    expect(types).not.toContain('AWS::RDS::DBInstance');
  });

  it('"both" after things we ask for builds them', async () => {
    // arrange / act
    const types = await typesOf('We want an SQS queue and an SNS topic, both encrypted with KMS.');
    // assert
    expect(types).toContain('AWS::SQS::Queue');
    expect(types).toContain('AWS::SNS::Topic');
  });
});
