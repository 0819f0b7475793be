import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A refusal whose thing is a pronoun ("don't create a new one", "no new one, please", "لا تسوون
 * واحد جديد") refuses the thing the brief named just before it, in its sentence or the one
 * before: the account's own is used, none is built. New wording, English and Arabic.
 */
describe('a refusal of "one" refuses the thing named before it', () => {
  it.each<[string, string]>([
    [
      'A Lambda that deletes untagged images every night. We have the ECR repository already - no new one, please.',
      'AWS::ECR::Repository',
    ],
    [
      "An SQS queue feeding a Lambda that writes each order to DynamoDB. There is a DynamoDB table called orders already; don't build another one.",
      'AWS::DynamoDB::Table',
    ],
    [
      'عندنا جدول DynamoDB اسمه orders، لا تسوون واحد جديد. نبي Lambda تقرأ منه كل ساعة وترسل تقرير بالإيميل.',
      'AWS::DynamoDB::Table',
    ],
    [
      'The S3 bucket for uploads exists. We do not want a new one: just a Lambda that is triggered when files land in it.',
      'AWS::S3::Bucket',
    ],
    [
      'Our team keeps one SQS queue for all jobs and we do not want a second one; add a Lambda that polls it.',
      'AWS::SQS::Queue',
    ],
    [
      'القاعدة RDS PostgreSQL حقتنا شغالة، لا تبنون وحدة ثانية. نبي Lambda تقرأ منها كل ليلة.',
      'AWS::RDS::DBInstance',
    ],
  ])('%s', (brief, type) => {
    const types = resourcesOfBrief(brief).map((r) => r.type);
    expect(types).toContain('AWS::Lambda::Function');
    expect(types).not.toContain(type);
  });

  it.each<[string, string]>([
    ['An S3 bucket for the scans; no one outside the clinic may read it.', 'AWS::S3::Bucket'],
    [
      'A DynamoDB table for the carts, and not one Lambda more than needed: one function behind the API.',
      'AWS::DynamoDB::Table',
    ],
  ])('"no one" and a count are no pronoun for a thing: %s', (brief, type) => {
    expect(resourcesOfBrief(brief).map((r) => r.type)).toContain(type);
  });
});
