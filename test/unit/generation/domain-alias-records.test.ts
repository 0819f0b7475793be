import { describe, expect, it } from 'vitest';
import { checklistFor } from '#test/fixtures/checklist';
import { resourcesOfBrief } from '#test/fixtures/generation';

const dnsOf = (brief: string) => {
  const resources = resourcesOfBrief(brief);
  return {
    zones: resources.filter((r) => r.type === 'AWS::Route53::HostedZone'),
    records: resources.filter((r) => r.type === 'AWS::Route53::RecordSet'),
    distributions: resources.filter((r) => r.type === 'AWS::CloudFront::Distribution'),
  };
};

/**
 * A brief that puts the site on a named domain gets the record that sends the domain to the
 * design's front door: an alias (A, and AAAA for CloudFront, which serves IPv6) in a new zone, or in
 * the account's own zone by name where the brief says it exists already.
 */
describe('a site on a named domain gets an alias record to its front door', () => {
  it.each([
    ['English', 'A static website for our bakery, host it at shop.example.sa'],
    ['Arabic', 'الموقع على الدومين store.example.com، موقع ثابت لمتجرنا'],
  ])('%s: a new zone with A and AAAA aliases to the distribution', (_, brief) => {
    const { zones, records, distributions } = dnsOf(brief);
    expect(zones).toHaveLength(1);
    expect(records.map((r) => r.props.Type).sort()).toEqual(['A', 'AAAA']);
    const config = distributions[0]?.props.DistributionConfig as { Aliases?: unknown[] } | undefined;
    for (const record of records) {
      expect(record.props.AliasTarget).toMatchObject({ HostedZoneId: 'Z2FDTNDATAQYW2' });
      // CloudFront answers only for the names it lists: the record's name is the distribution's alias
      expect(record.props.Name).toEqual(config?.Aliases?.[0]);
      expect(record.props.HostedZoneId).toBeDefined();
    }
  });

  it.each([
    [
      'English',
      'Our hosted zone example.sa already exists in Route 53. A web app on ECS Fargate behind a load balancer, host it at app.example.sa',
    ],
    [
      'Arabic',
      'المنطقة المستضافة example.sa موجودة مسبقاً في Route 53. تطبيق ويب على ECS Fargate خلف موازن أحمال على الدومين app.example.sa',
    ],
  ])('%s: an existing zone, by name, and an alias to the load balancer', (_, brief) => {
    const { zones, records } = dnsOf(brief);
    expect(zones).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]?.props).toMatchObject({ Name: 'app.example.sa', Type: 'A' });
    expect(JSON.stringify(records[0]?.props)).toMatch(/"HostedZoneName"/);
    expect(JSON.stringify(records[0]?.props.AliasTarget)).toMatch(/CanonicalHostedZoneID/);
  });

  it('holds the record in the ledger: met where it is built, not met where the design has no front door for it', () => {
    const brief = 'A static website for our bakery, host it at shop.example.sa';
    const designed = Object.fromEntries(
      resourcesOfBrief(brief).map((r) => [r.id, { Type: r.type, Properties: r.props }]),
    );
    const built = checklistFor(brief, designed).items.find((i) => /shop\.example\.sa/.test(i.requirement));
    expect(built).toMatchObject({ status: 'met' });
    expect(built?.assertions).toEqual([expect.objectContaining({ types: ['AWS::Route53::RecordSet'] })]);
    const missing = checklistFor(brief, {
      DnsHostedZone: { Type: 'AWS::Route53::HostedZone', Properties: { Name: 'example.sa' } },
    }).items.find((i) => /shop\.example\.sa/.test(i.requirement));
    expect(missing).toMatchObject({ status: 'not-met' });
  });
});
