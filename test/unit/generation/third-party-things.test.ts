import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

const WEB_APP = ['AWS::AutoScaling::AutoScalingGroup', 'AWS::RDS::DBInstance'];

/**
 * What another party runs ("our bank's API", "the supplier's SFTP server", "API حق البنك",
 * "سيرفر SFTP تبع المورد") is reached by the design, never built by it: the brief's own services
 * are. New wording, English and Arabic.
 */
describe("another party's service is reached, not built", () => {
  it.each<[string, { has: string[]; no: string[] }]>([
    [
      "Pull exchange rates from our bank's API every hour and store them in DynamoDB.",
      { has: ['AWS::DynamoDB::Table', 'AWS::Lambda::Function'], no: ['AWS::ApiGateway::RestApi'] },
    ],
    [
      "Every night, fetch the new files from our supplier's SFTP server and put them in S3.",
      { has: ['AWS::S3::Bucket'], no: ['AWS::Transfer::Server', 'AWS::EC2::Instance'] },
    ],
    [
      "A Lambda that posts each new order to our courier's webhook.",
      { has: ['AWS::Lambda::Function'], no: ['AWS::ApiGateway::RestApi'] },
    ],
    [
      "Run a Python script every 10 minutes that checks our partner's FTP site for new files and drops them into a bucket.",
      { has: ['AWS::S3::Bucket', 'AWS::Lambda::Function'], no: WEB_APP },
    ],
    [
      "Read the ministry's portal feed every morning at 7 and e-mail a summary to ops@najm.sa.",
      { has: [], no: WEB_APP },
    ],
    [
      "Post each signed contract to the vendor's REST API from a Lambda; the contracts come from an S3 bucket.",
      { has: ['AWS::S3::Bucket', 'AWS::Lambda::Function'], no: ['AWS::ApiGateway::RestApi'] },
    ],
    [
      'كل ساعة نسحب أسعار الصرف من API حق البنك ونحفظها في DynamoDB.',
      { has: ['AWS::DynamoDB::Table'], no: ['AWS::ApiGateway::RestApi'] },
    ],
    [
      'كل ليلة ننزل الملفات من سيرفر SFTP تبع المورد ونحطها في S3.',
      { has: ['AWS::S3::Bucket'], no: ['AWS::Transfer::Server', 'AWS::EC2::Instance'] },
    ],
  ])('%s', (brief, { has, no }) => {
    const types = resourcesOfBrief(brief).map((r) => r.type);
    for (const type of has) expect(types, `${type} built`).toContain(type);
    for (const type of no) expect(types, `${type} not built`).not.toContain(type);
  });

  it.each<[string, string]>([
    [
      "Our customers' invoices are stored in an S3 bucket and a Lambda e-mails them monthly.",
      'AWS::S3::Bucket',
    ],
    ["The API's throttling is 100 requests per second; the API runs on Lambda.", 'AWS::Lambda::Function'],
    ["A loyalty API for a bank's mobile app, storing the points in DynamoDB.", 'AWS::ApiGateway::RestApi'],
  ])('what the people it serves own, or the design itself, is built: %s', (brief, type) => {
    expect(resourcesOfBrief(brief).map((r) => r.type)).toContain(type);
  });
});
