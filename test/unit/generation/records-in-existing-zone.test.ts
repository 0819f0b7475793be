import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { resourcesOfBrief } from '#test/fixtures/generation';

const recordsOf = (brief: string) => {
  const resources = resourcesOfBrief(brief);
  return {
    zones: resources.filter((r) => r.type === 'AWS::Route53::HostedZone'),
    records: resources.filter((r) => r.type === 'AWS::Route53::RecordSet'),
  };
};

/**
 * A DNS record the brief asks for is built as one, and in the account's own hosted zone (by name)
 * where the brief says the zone exists already: no second zone for the same domain.
 */
describe('a record asked in a hosted zone the account has goes into that zone', () => {
  it.each([
    [
      'English',
      'Add a CNAME record docs.alnoor.sa pointing to alnoor.gitbook.io in our existing hosted zone',
    ],
    ['typos', 'pls add an A record api.qimma.sa -> 198.51.100.7 in our exisitng hosted zone'],
    [
      'already hosted',
      'We already host qimma.sa in Route 53. Add an A record for app.qimma.sa to 198.51.100.7 with TTL 600.',
    ],
    [
      'Gulf Arabic',
      'الـ hosted zone حق qimma.sa موجودة في Route 53، نبي سجل CNAME للـ www.qimma.sa يوجه على qimma.netlify.app',
    ],
    [
      'MSA Arabic',
      'المنطقة المستضافة qimma.sa موجودة مسبقاً في Route 53، أضيفوا سجل A باسم app.qimma.sa يشير إلى 198.51.100.7',
    ],
  ])('%s', (_, brief) => {
    // act
    const { zones, records } = recordsOf(brief);
    // assert
    expect(zones).toEqual([]);
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records[0]?.props)).toMatch(/"HostedZoneName"/);
  });

  it('writes the record as stated: its name, type, target and TTL, in the zone it belongs to', () => {
    const [record] = recordsOf(
      'We already host qimma.sa in Route 53. Add an A record for app.qimma.sa to 198.51.100.7 with TTL 600.',
    ).records;
    expect(record?.props).toMatchObject({
      Name: 'app.qimma.sa',
      Type: 'A',
      TTL: '600',
      ResourceRecords: ['198.51.100.7'],
    });
  });

  it('builds a new zone and the record in it when the zone is not said to exist', () => {
    const { zones, records } = recordsOf(
      'A Route 53 hosted zone for qimma.sa with a CNAME record www.qimma.sa pointing to qimma.netlify.app',
    );
    expect(zones).toHaveLength(1);
    expect(records[0]?.props).toMatchObject({ Type: 'CNAME', ResourceRecords: ['qimma.netlify.app'] });
  });

  it('says the existing zone is not built again, and holds that beside the record', () => {
    const brief = 'pls add an A record api.qimma.sa -> 198.51.100.7 in our existing Route 53 zone';
    const item = itemOf(
      checklistFor(brief, { DnsRecord: { Type: 'AWS::Route53::RecordSet' } }),
      'service',
      /Route 53/,
    );
    expect(item).toMatchObject({ status: 'met' });
    expect(item.requirement).toMatch(/already in the account/);
  });
});
