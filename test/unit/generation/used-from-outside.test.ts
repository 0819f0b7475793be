import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

const typesOf = (brief: string) => resourcesOfBrief(brief).map((r) => r.type);

/**
 * What people or the customer's own tools use (a firewall in front of a site, an App Runner
 * service people visit, builds started from their CI, configuration their applications read) is
 * named with nothing of the design calling it: no function is invented to call it.
 */
describe('a service used from outside the design gets no function invented to call it', () => {
  it.each([
    [
      'a firewall before a static site',
      'A static site on S3 and CloudFront with a WAF that blocks any IP above 2000 requests in 5 minutes.',
      'AWS::WAFv2::WebACL',
    ],
    [
      'a firewall, MSA',
      'موقع ثابت على حاوية S3 مع توزيع CloudFront أمامها، وجدار حماية WAF يحجب أي عنوان يتجاوز ألف طلب خلال خمس دقائق.',
      'AWS::WAFv2::WebACL',
    ],
    [
      'a firewall, Gulf with a typo',
      'نبي موقع ستاتك على S3 وكلاودفرونت، ونبي WAF يحد الطلبات بـ ٥٠٠ طلب لكل IP',
      'AWS::WAFv2::WebACL',
    ],
    [
      'App Runner people visit',
      'Run our Node.js web app on App Runner from the ECR image shop-web, 1 vCPU and 2 GB, port 8080.',
      'AWS::AppRunner::Service',
    ],
    [
      'App Runner, MSA',
      'نريد تشغيل تطبيق ويب من صورة حاوية باستخدام خدمة App Runner بذاكرة ٢ غيغابايت على المنفذ ٣٠٠٠.',
      'AWS::AppRunner::Service',
    ],
    [
      'builds started from CI',
      'A CodeBuild project api-build with a 15 minute timeout; builds are started from GitHub Actions.',
      'AWS::CodeBuild::Project',
    ],
    [
      'builds, mixed',
      'نبي CodeBuild project اسمه web-bild للـ tests، الـ timeout عشرين دقيقة',
      'AWS::CodeBuild::Project',
    ],
    [
      'configuration apps read',
      'An AppConfig application with a feature-flags configuration profile for our mobile backend.',
      'AWS::AppConfig::Application',
    ],
  ])('%s: %s', (_, brief, type) => {
    const types = typesOf(brief);
    expect(types).toContain(type);
    expect(types).not.toContain('AWS::Lambda::Function');
  });
});

/**
 * A name written as an identifier ("tracker-api", "order-events") names the thing it is given
 * to: the service words inside its letters ask for nothing ("api" there is no API Gateway).
 */
describe('the letters of an identifier name nothing', () => {
  it.each([
    [
      'repositories named after APIs',
      'Two ECR repositories, tracker-api and tracker-worker, scan on push.',
      'AWS::ECR::Repository',
      /^AWS::ApiGateway/,
    ],
    [
      'a build project',
      'A CodeBuild project api-image-build with a 20 minute timeout.',
      'AWS::CodeBuild::Project',
      /^AWS::(ApiGateway|Lambda)/,
    ],
    [
      'a queue named for events',
      'An SQS queue billing-events with a visibility timeout of 120 seconds.',
      'AWS::SQS::Queue',
      /^AWS::Events::EventBus$/,
    ],
    [
      'Gulf, a repository',
      'نبي مستودع ECR للصور، الريبو clinic-api يمسح الصور عند الرفع',
      'AWS::ECR::Repository',
      /^AWS::ApiGateway/,
    ],
    [
      'MSA, a topic',
      'نريد موضوع SNS يحمل الاسم alerts-queue لإشعارات الفريق.',
      'AWS::SNS::Topic',
      /^AWS::SQS::Queue$/,
    ],
  ])('%s: %s', (_, brief, type, absent) => {
    const types = typesOf(brief);
    expect(types).toContain(type);
    expect(types.filter((t) => absent.test(t))).toEqual([]);
  });

  it.each([
    [
      'a compound adjective keeps its service',
      'A Lambda-backed REST API for orders.',
      'AWS::Lambda::Function',
    ],
    [
      'a name the vocabulary covers whole',
      'Send an e-mail to ops@clinic.sa when the queue backs up.',
      'AWS::SNS::Topic',
    ],
  ])('%s: %s', (_, brief, type) => {
    expect(typesOf(brief)).toContain(type);
  });
});
