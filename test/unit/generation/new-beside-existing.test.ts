import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { connectionItems } from '#shared/generation/checklist/connections';
import { designOfBrief, valuesInDesign } from '#test/fixtures/generation';

/**
 * A thing the account has, and a new one of its family the brief asks for beside it ("we have a
 * bucket raw-data ... into a new bucket clean-data"): the one it has is not built, the new one is.
 */
describe('a new one beside one the account has', () => {
  it.each([
    [
      'English',
      'We have an existing S3 bucket raw-data. Add a Lambda that copies each new file into a new bucket called clean-data.',
      'clean-data',
      'raw-data',
    ],
    [
      'Gulf',
      'عندنا باكت موجود اسمه shop-uploads فيه صور العملاء. نبي لامدا تسوي نسخة مصغرة من كل صورة وتحطها في باكت جديد اسمه shop-thumbs.',
      'shop-thumbs',
      'shop-uploads',
    ],
    [
      'MSA',
      'لدينا حاوية S3 قائمة باسم hr-archive. نريد دالة Lambda تنقل الملفات إلى حاوية S3 جديدة باسم hr-reports.',
      'hr-reports',
      'hr-archive',
    ],
    [
      'Arabizi',
      '3ndna bucket mawjood esmo souq-raw, abi lambda t7ot el reports fi bucket jdeed esmo souq-reports',
      'souq-reports',
      'souq-raw',
    ],
  ])('%s: %s', (_, brief, built, had) => {
    const names = valuesInDesign(brief, 'AWS::S3::Bucket', 'BucketName');
    expect(names).toContain(built);
    expect(names).not.toContain(had);
  });

  it.each([
    [
      'refused as new too',
      'The DynamoDB table sessions already exists, do not create a new one. A Lambda cleans it every night.',
    ],
    [
      'Arabizi',
      'el DynamoDB table sessions mawjood 3ndna, la tsawe wa7ed jdeed. abi lambda tnadefo kel lail.',
    ],
  ])('a thing the account has and no new one asked (%s) is not built', (_, brief) => {
    expect(designOfBrief(brief).resources.map((r) => r.type)).not.toContain('AWS::DynamoDB::Table');
  });
});

/**
 * A database the brief refuses ("MySQL runs on the box itself, so no RDS") is not built, and so
 * no edge of the design reaches it: the server's edges are all wired.
 */
describe('no edge reaches a workload the brief refuses', () => {
  it.each([
    'One EC2 server for our WordPress site, t3.small. MySQL runs on the box itself, so no RDS, and no load balancer.',
    'one ec2 machine t3.small for my wordpres site, the mysql databse lives on the same machine, we dont want RDS.',
    'نبي سيرفر EC2 واحد للووردبريس، وقاعدة البيانات MySQL على نفس السيرفر، ما نبي RDS.',
  ])('%s', (brief) => {
    const { requirements, resources, edges } = designOfBrief(brief);
    expect(resources.map((r) => r.type)).toContain('AWS::EC2::Instance');
    expect(resources.map((r) => r.type)).not.toContain('AWS::RDS::DBInstance');
    expect(requirements.connections ?? []).toEqual([]);
    expect(connectionItems(edges, resources).filter((i) => i.status !== 'met')).toEqual([]);
    expect(requirementsFromBrief({ prompt: brief }).connections?.some((c) => c.to === 'Database')).not.toBe(
      true,
    );
  });
});

describe('a new one the brief refuses in its own clause stays refused', () => {
  it.each([
    [
      'Gulf, a joined particle',
      'عندنا REST API موجود في API Gateway (id: a1b2c3d4e5). نبي WAF عليه بس، لاتسوي API جديد.',
      /^AWS::ApiGateway::RestApi$/,
    ],
    [
      'Arabizi',
      '3ndna DynamoDB table mawjood esmo orders, la tsawe table jdeed. abi lambda t8ra mno kel sa3a.',
      /^AWS::DynamoDB::Table$/,
    ],
  ])('%s: %s', (_, brief, absent) => {
    expect(
      designOfBrief(brief)
        .resources.map((r) => r.type)
        .filter((t) => absent.test(t)),
    ).toEqual([]);
  });
});
