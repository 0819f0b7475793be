import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { architectDesignOfBrief, designOfBrief } from '#test/fixtures/generation';

const read = (brief: string) => normaliseBrief(brief).text;
const typesOf = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

/** The values of one property wherever it appears in a brief's design, as the chief architect builds it. */
async function valuesOf(brief: string, property: string): Promise<unknown[]> {
  const { resources } = await architectDesignOfBrief(brief);
  const found: unknown[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === property) found.push(inner);
        visit(inner);
      }
  };
  for (const r of resources) visit(r.props);
  return found;
}

/**
 * Issue 28 item 8: a misspelt word of the language data (units, days, keeping and refusing words)
 * is read as the word it strays from, as product names already are; ordinary English words near
 * one are left as written.
 */
describe('misspelt words of time, keeping and refusing', () => {
  it.each([
    ['a unit swapped', 'keep the logs 30 dyas', 'keep the logs 30 days'],
    ['a unit without a vowel', 'timeout 10 secnds', 'timeout 10 seconds'],
    ['a keeping word', 'log retension of two weeks', 'log retention of 2 weeks'],
    ['a day of the week', 'run it every sundya night', 'run it every sunday night'],
    ['a refusing word', 'containers wihtout a load balancer', 'containers without a load balancer'],
  ])('%s: "%s"', (_, brief, expected) => {
    expect(read(brief)).toBe(expected);
  });

  it.each([
    'a thorough review of the access logs',
    'the function sends an email when the import ends',
    'sessions expire after 24 hours',
    'an eks cluster, not ecs, with 3 nodes',
    'we watch each batch of files from the upload form',
    'hold the orders that were held back, then store them',
  ])('leaves words of the language as written: "%s"', (brief) => {
    expect(read(brief)).toBe(brief);
  });

  it('reads a period written with slips into the setting it states', async () => {
    expect(
      await valuesOf('An S3 bucket for invoices; delete the files after 90 dyas.', 'ExpirationInDays'),
    ).toContain(90);
    expect(
      await valuesOf(
        'An SQS queue that keeps unread messages for 4 dyas, consumed by a Lambda.',
        'MessageRetentionPeriod',
      ),
    ).toContain(345600);
  });
});

describe('names written in two words, and two words written as one', () => {
  it.each([
    ['cloud front in front of s3', 'cloudfront in front of s3'],
    ['event bridge bus for orders, fire hose to s3', 'eventbridge bus for orders, firehose to s3'],
    ['2 servers behind a loadbalancer', '2 servers behind a load balancer'],
  ])('"%s" reads "%s"', (brief, expected) => {
    expect(read(brief)).toBe(expected);
  });

  it('leaves words that are no name apart, and a name the vocabulary reads either way, as written', () => {
    for (const brief of ['a postgres data base', 'the code build step', 'a red line, an open door'])
      expect(read(brief)).toBe(brief);
  });

  it('builds what the name names', () => {
    expect(typesOf('cloud front in front of an s3 bucket')).toContain('AWS::CloudFront::Distribution');
    expect(typesOf('two servers behind a loadbalancer')).toContain(
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
    );
  });
});

describe('dialect and misspelt Arabic names', () => {
  it('reads a spelling between two of one family\'s Arabic names as that family ("كوبرنيتيس")', () => {
    expect(typesOf('بدي كلاستر كوبيرنيتس للتطبيقات')).toContain('AWS::EKS::Cluster');
    // a spelling the containers workload reads names the Kubernetes family too, not ECS
    const written = typesOf('بدي كلاستر كوبرنيتيس للتطبيقات');
    expect(written).toContain('AWS::EKS::Cluster');
    expect(written).not.toContain('AWS::ECS::Cluster');
  });

  it('reads the Moroccan "كل نهار" (every day) and "6 د الصباح" (six in the morning) as a daily time', async () => {
    expect(await valuesOf('بغيت فنكشن لامبدا تخدم كل نهار 6 د الصباح', 'ScheduleExpression')).toEqual([
      'cron(0 6 * * ? *)',
    ]);
  });

  it('reads "التايم اوت" and "الميموري" (timeout and memory in Arabic letters) as the settings they name', async () => {
    const brief = 'لامدا بدون VPC، التايم اوت 5 دقايق والميموري 1024';
    expect(await valuesOf(brief, 'Timeout')).toContain(300);
    expect(await valuesOf(brief, 'MemorySize')).toContain(1024);
  });

  it('reads the Moroccan Arabizi "bla" (without) as a refusal', () => {
    expect(typesOf('bghit site static 3la s3 m3a cloudfront, bla load balancer')).not.toContain(
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
    );
  });
});
