import { describe, expect, it } from 'vitest';
import { designOfBrief, valuesInDesign } from '#test/fixtures/generation';

/**
 * Names and identifiers a brief states reach the template as written, however the brief writes
 * them: in English, Gulf or MSA Arabic, mixed, with typos.
 */
describe('a stated identifier reaches the template as written', () => {
  it('keeps a key attribute written in camel case, never spell-corrected into a word', () => {
    for (const brief of [
      'A DynamoDB table for store sales with partition key storeId.',
      'نبي جدول داينمو للمبيعات، مفتاح التقسيم storeId',
      'نريد جدول DynamoDB للمبيعات مفتاحه storeId',
      'dynamo tabel for sales, partiton key storeId',
    ])
      expect(valuesInDesign(brief, 'AWS::DynamoDB::Table', 'KeySchema.AttributeName'), brief).toContain(
        'storeId',
      );
  });
});

/** The values the template gives a property of a type, lists flattened. */
const valuesOf = (brief: string, type: string, path: string) => valuesInDesign(brief, type, path).flat();

describe('an identifier known by its shape answers what the template asks at deployment', () => {
  it('serves a static site on the DNS name the brief gives, whatever words lead to it', () => {
    for (const [brief, name] of [
      ['A static website on S3 and CloudFront at www.najd-shop.sa', 'www.najd-shop.sa'],
      ['نبي موقع ثابت على S3 و CloudFront على الدومين shop.najd.sa', 'shop.najd.sa'],
      ['نريد موقعاً ثابتاً عبر CloudFront على النطاق www.example-store.sa', 'www.example-store.sa'],
      ['static sit on cloudfrnt for docs.madrasa.edu.sa pls', 'docs.madrasa.edu.sa'],
    ])
      expect(valuesOf(brief, 'AWS::CloudFront::Distribution', 'DistributionConfig.Aliases'), brief).toEqual([
        name,
      ]);
  });

  it('puts an existing certificate given by its ARN on the HTTPS listener', () => {
    const arn = 'arn:aws:acm:me-central-1:111122223333:certificate/7f3c2a10-5b1d-4e8a-9c6f-0d2e4b1a8c33';
    for (const brief of [
      `Web servers behind an application load balancer, HTTPS on 443 with our certificate ${arn}.`,
      `سيرفرات ويب خلف load balancer، HTTPS على 443 بالشهادة الموجودة ${arn}`,
    ])
      expect(
        valuesOf(brief, 'AWS::ElasticLoadBalancingV2::Listener', 'Certificates.CertificateArn'),
        brief,
      ).toContain(arn);
  });

  it('verifies in SES the domain the brief sends from, given alone or by an address', () => {
    for (const brief of [
      'A Lambda function that sends receipts by email through SES from billing@matjar.sa',
      'Send newsletters with SES from the domain matjar.sa',
      'لامدا ترسل الفواتير بالإيميل عن طريق SES من billing@matjar.sa',
    ])
      expect(valuesOf(brief, 'AWS::SES::EmailIdentity', 'EmailIdentity'), brief).toEqual(['matjar.sa']);
  });

  it('names a record by the whole DNS name written after its type, in the zone that name ends in', () => {
    const brief =
      'pls add an A recrod api.souqna.com -> 203.0.113.25 in our exisitng hosted zoen souqna.com, ttl 300';
    expect(valuesOf(brief, 'AWS::Route53::RecordSet', 'Name')).toEqual(['api.souqna.com']);
  });

  it('never asks again for what the brief answered: the parameter goes', () => {
    const { resources } = designOfBrief('A static website on S3 and CloudFront at www.najd-shop.sa');
    expect(JSON.stringify(resources)).not.toContain('SiteDomainName');
  });
});
