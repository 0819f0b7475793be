import { describe, expect, it } from 'vitest';
import { refineBasis } from '#shared/generation/refine/compose';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A follow-up that refuses what the earlier brief asked for ("no failover" after "with automatic
 * failover") leaves one wish, the later one: the earlier words go, as a removed service's do, so
 * neither the design nor the ledger keeps the earlier one.
 */
const earlierOf = (prompt: string, instruction: string) =>
  refineBasis({ prompt, options: {} }, { instruction }).prompt.split('\n\n')[0] ?? '';

const CACHE =
  'Session cache on ElastiCache Redis, cache.t4g.small, two nodes with automatic failover, encryption in transit.';
const CACHE_AR = 'كاش Redis على ElastiCache بحجم cache.t4g.small مع automatic failover وتشفير أثناء النقل.';

describe('a refusal in a follow-up takes out what the earlier brief asked for', () => {
  it.each([
    ['English', CACHE, "It's only staging: make it cheaper, no failover."],
    ['English, refused after', CACHE, 'Failover is not needed any more.'],
    ['English, we do not want', CACHE, "We don't want failover on staging."],
    ['Gulf Arabic', CACHE_AR, 'خله أرخص، ما نبي failover.'],
    ['MSA', CACHE_AR, 'اجعله أقل تكلفة دون failover.'],
    ['Arabizi', CACHE, 'khalah arkhas, ma nabi failover'],
    ['typos', CACHE, 'make it cheeper pls, no failover'],
  ])('%s', (_, before, instruction) => {
    const earlier = earlierOf(before, instruction);
    expect(earlier).not.toMatch(/failover/i);
    // what the instruction does not refuse stays
    expect(earlier).toMatch(/ElastiCache/);
    expect(earlier).toMatch(/encryption in transit|تشفير أثناء النقل/);
  });

  it('keeps the earlier brief whole when the refusal names nothing it asked for', () => {
    expect(earlierOf(CACHE, 'No public access.')).toBe(CACHE);
    // nor a word of it said of something else
    const site = 'A public website on S3 and CloudFront.';
    expect(earlierOf(site, 'No public access.')).toBe(site);
  });

  it('builds the refined design without the refused setting', () => {
    const refined = refineBasis(
      { prompt: CACHE, options: {} },
      { instruction: 'Make it cheaper, no failover.' },
    );
    const group = resourcesOfBrief(refined.prompt).find(
      (r) => r.type === 'AWS::ElastiCache::ReplicationGroup',
    );
    expect(group?.props.AutomaticFailoverEnabled).not.toBe(true);
  });
});

describe('a removal in every language, and how far it reaches', () => {
  const API = 'An HTTP API calls one Lambda function that reads timetables from a DynamoDB table.';
  it.each([
    ['MSA, to many', 'احذفوا جدول DynamoDB.'],
    ['MSA, with an attached and', 'وأزيلوا جدول DynamoDB.'],
    ['Gulf', 'شيلوا جدول الـ DynamoDB'],
    ['Arabizi', 'sheelo el dynamodb table'],
  ])('%s: takes the table out', (_, instruction) => {
    const refined = refineBasis({ prompt: API, options: {} }, { instruction });
    expect(refined.removed).toEqual(['Amazon DynamoDB table']);
  });

  it.each([
    ['MSA', 'احذفوا جدول DynamoDB، فسنقرأ الجداول من ملف JSON في حاوية S3 اسمها school-timetables.'],
    ['English', 'Drop the DynamoDB table, the function reads a JSON file from an S3 bucket now.'],
  ])('%s: stops at a comma that opens a clause of its own', (_, instruction) => {
    const refined = refineBasis({ prompt: API, options: {} }, { instruction });
    expect(refined.removed).toEqual(['Amazon DynamoDB table']);
    expect(refined.prompt.split('\n\n')[1]).toMatch(/S3/);
  });

  it('carries on along a list after a comma', () => {
    const refined = refineBasis(
      { prompt: 'A Lambda function with an SQS queue, an SNS topic and a DynamoDB table.', options: {} },
      { instruction: 'Remove the queue, the topic and the table.' },
    );
    expect(refined.removed.join(', ')).toMatch(/SQS.*SNS|SNS.*SQS/);
  });

  it('takes out a NAT gateway, never the network it is a word of', () => {
    const refined = refineBasis(
      { prompt: 'نبي VPC جديدة فيها subnets عامة وخاصة و NAT Gateway للخاصة.', options: {} },
      { instruction: 'شيل الـ NAT Gateway، غالية علينا.' },
    );
    expect(refined.removed).toEqual(['NAT gateway']);
    expect(refined.prompt).toMatch(/VPC/);
    expect(refined.prompt.split('\n\n')[0]).not.toMatch(/NAT/);
  });
});
