import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * A data lake the brief asks to crawl ("crawl it with Glue", "Glue catalogs what lands there",
 * "زاحف Glue", "فهرس بيانات من Glue يُحدَّث كل أحد") gets a Glue crawler over its raw zone, into its
 * catalog database, with a role that may read that zone; timed by the brief when it says when.
 */
describe('a crawler over the lake', () => {
  it.each([
    'Clickstream JSON lands in S3. Crawl it with Glue every day at 6 AM Riyadh time and let the analysts query it in Athena.',
    'A Kinesis stream feeds Firehose into an S3 bucket; Glue catalogs what lands there so analysts can query it with Athena.',
    'نريد زاحف Glue يعمل كل ليلة على بيانات المبيعات في S3 ومجموعة عمل Athena للمحللين',
    'نبي نحلل سجلات المبيعات في S3 بأثينا، مع فهرس بيانات من Glue يتحدث كل يوم أحد',
  ])('%s', async (brief) => {
    const { resources } = await architectDesignOfBrief(brief);
    const crawler = resources.find((r) => r.type === 'AWS::Glue::Crawler');
    const props = crawler?.props as {
      Role?: unknown;
      DatabaseName?: unknown;
      Targets?: { S3Targets?: unknown[] };
    };
    expect(props?.Targets?.S3Targets).toHaveLength(1);
    expect(props?.DatabaseName).toBeDefined();
    expect(props?.Role).toBeDefined();
  });

  it('runs at the time the brief gives, in UTC', async () => {
    const { resources } = await architectDesignOfBrief(
      'Clickstream JSON lands in S3. Crawl it with Glue every day at 6 AM Riyadh time and let the analysts query it in Athena.',
    );
    const crawler = resources.find((r) => r.type === 'AWS::Glue::Crawler');
    expect(
      (crawler?.props as { Schedule?: { ScheduleExpression?: string } } | undefined)?.Schedule
        ?.ScheduleExpression,
    ).toMatch(/^cron\(0 3 \* \* \? \*\)$/);
  });
});
