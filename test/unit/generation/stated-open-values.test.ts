import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * Probes of stated settings that missed the template for a reason of the vocabulary, not of one
 * brief: a value AWS defines that the registry schema leaves open (a cache's engine, a broker's
 * deployment mode), a duration said by the verb for taking time ("can take up to 10 minutes"), a
 * setting whose type the sentence names only through the design's other type of the same family
 * (a database's backups read for its cluster).
 */
const propsOf = (prompt: string, type: string) =>
  resourcesOfBrief(prompt)
    .filter((r) => r.type === type)
    .map((r) => r.props);

describe('a value AWS defines that the schema leaves open', () => {
  it.each([
    'A web shop with a Redis cache for sessions and a PostgreSQL database.',
    'ودي بكاش ريدز قدام الداتابيس حق المتجر',
    'متجر إلكتروني مع ذاكرة تخزين مؤقت Redis للجلسات',
    'Session store on ElastiCache for Redis, one primary and one replica.',
  ])('keeps the stated engine over the default: %s', (brief) => {
    const [cache] = propsOf(brief, 'AWS::ElastiCache::ReplicationGroup');
    expect(cache?.Engine).toBe('redis');
  });

  it('keeps the default engine where none is stated', () => {
    const [cache] = propsOf(
      'A web shop with an ElastiCache cache for sessions.',
      'AWS::ElastiCache::ReplicationGroup',
    );
    expect(cache?.Engine).toBe('valkey');
  });

  it.each([
    [
      'Amazon MQ for RabbitMQ on mq.m5.large, as a cluster deployment for high availability.',
      'CLUSTER_MULTI_AZ',
    ],
    ['An ActiveMQ broker on Amazon MQ in active/standby mode.', 'ACTIVE_STANDBY_MULTI_AZ'],
  ])('sets a broker’s deployment mode said in words: %s', (brief, mode) => {
    const [broker] = propsOf(brief, 'AWS::AmazonMQ::Broker');
    expect(broker?.DeploymentMode).toBe(mode);
  });
});

describe('a storage class named alone', () => {
  it.each([
    'An S3 bucket for scans whose objects move to Glacier after 90 days.',
    'باكت S3 للأرشيف، الملفات تنتقل إلى Glacier بعد ٩٠ يوم',
  ])('keeps the one transition the brief states: %s', (brief) => {
    const buckets = propsOf(brief, 'AWS::S3::Bucket');
    const transitions = buckets.flatMap((b) =>
      (
        (b.LifecycleConfiguration as { Rules?: { Transitions?: unknown[] }[] } | undefined)?.Rules ?? []
      ).flatMap((r) => r.Transitions ?? []),
    );
    expect(transitions).toContainEqual({ StorageClass: 'GLACIER', TransitionInDays: 90 });
  });
});

describe('a duration said by the verb for taking time', () => {
  it.each([
    [
      'Every night run a Python function that exports the orders table to S3. It can take up to 10 minutes.',
      600,
    ],
    ['A functon that calls a slow partner API and may take up to five minutes per run.', 300],
    ['نبي لامدا تطلع تقرير مبيعات كل يوم، التقرير ياخذ تقريبا ١٠ دقايق عشان يخلص.', 600],
    ['لامدا تعالج الفواتير كل ليلة، الشغلة تاخذ حوالي عشر دقايق', 600],
  ])('sets the function’s timeout: %s', (brief, seconds) => {
    const timeouts = propsOf(brief, 'AWS::Lambda::Function').map((f) => f.Timeout);
    expect(timeouts).toContain(seconds);
  });
});

describe('a setting read for the family’s other type', () => {
  it.each([
    'قاعدة بيانات بوستجري بنسخ احتياطية تُحفظ أربعة عشر يوماً، وبدون أي وصول عام إليها.',
    'قاعدة بيانات بوستجري والنسخ الاحتياطية تنحفظ ١٤ يوم',
  ])('sets a database’s backup retention: %s', (brief) => {
    const [db] = propsOf(brief, 'AWS::RDS::DBInstance');
    expect(db?.BackupRetentionPeriod).toBe(14);
  });
});
