import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { estimateTemplateCost, monthlyCostRange, PRICERS } from '#shared/cost/index';
import { estimateFor, fixtureTemplates, priceOf, resourceIn } from '#test/fixtures/cost';

const bucket = { Type: 'AWS::S3::Bucket', Properties: {} };

describe('estimateTemplateCost', () => {
  it('lists a kind outside the cost model as unpriced and leaves it out of the total', () => {
    const estimate = estimateFor({
      Crawler: { Type: 'AWS::Glue::Crawler', Properties: {} },
      Ip: { Type: 'AWS::EC2::EIP' },
    });
    expect(estimate.unpriced).toEqual([
      {
        logicalId: 'Crawler',
        type: 'AWS::Glue::Crawler',
        reasons: ['AWS::Glue::Crawler is not in the cost model.'],
      },
    ]);
    expect(estimate.total.max).toBeCloseTo(resourceIn(estimate, 'Ip').monthly.max, 2);
  });

  it('says a region the price list does not cover has no prices', () => {
    const estimate = estimateFor({ Bucket: bucket }, { region: 'sa-east-1' });
    expect(resourceIn(estimate, 'Bucket').status).toBe('unpriced');
    expect(estimate.unpriced[0].reasons[0]).toMatch(/no prices for sa-east-1/);
  });

  it('counts a resource whose condition is undecidable only at the high end', () => {
    const estimate = estimateFor(
      { Ip: { Type: 'AWS::EC2::EIP', Condition: 'WantsIp' } },
      { sections: { Conditions: { WantsIp: { 'Fn::Equals': [{ Ref: 'AWS::AccountId' }, '123'] } } } },
    );
    const ip = resourceIn(estimate, 'Ip');
    expect(ip.monthly.min).toBe(0);
    expect(ip.monthly.max).toBeCloseTo(
      730 * priceOf('VPC', 'public IPv4 address in use (incl. Elastic IP attached)'),
      6,
    );
  });

  it('names the source and date of every price it uses', () => {
    const estimate = estimateFor({ Bucket: bucket });
    const line = resourceIn(estimate, 'Bucket').lines[0];
    expect(line.price.source).toMatch(/aws-price-watcher/);
    expect(estimate.priceDates).toEqual([line.price.source_date]);
  });

  it('gives the catalog a range, or nothing when no resource could be priced', () => {
    const text = JSON.stringify({ Resources: { Bucket: bucket } });
    expect(monthlyCostRange(text, 'me-south-1')).toEqual(
      estimateTemplateCost(text, { region: 'me-south-1' }).total,
    );
    expect(
      monthlyCostRange(JSON.stringify({ Resources: { R: { Type: 'AWS::Glue::Crawler' } } }), 'me-south-1'),
    ).toBeUndefined();
  });

  it.each(['me-south-1', 'us-east-1', 'me-central-1', 'ap-southeast-1', 'sa-east-1'])(
    'runs on every fixture template in %s with a sound range',
    (region) => {
      for (const { name, text } of fixtureTemplates()) {
        const estimate = estimateTemplateCost(text, { region });
        expect(estimate.resources.length, name).toBeGreaterThan(0);
        expect(Number.isFinite(estimate.total.max), name).toBe(true);
        expect(estimate.total.min, name).toBeLessThanOrEqual(estimate.total.max);
        for (const r of estimate.resources)
          expect(r.status === 'unpriced' ? r.unpriced.length : 1, r.logicalId).toBeGreaterThan(0);
      }
    },
  );

  it('prices every kind it registers without throwing on empty properties', () => {
    for (const type of Object.keys(PRICERS)) {
      expect(() => estimateFor({ R: { Type: type, Properties: {} } }), type).not.toThrow();
    }
  });
});

describe('the copied price list', () => {
  const original = new URL('../../../../shared/data/aws-prices.json', import.meta.url);

  it.skipIf(!existsSync(original))('matches the shared price file row for row', () => {
    const copied = JSON.parse(
      readFileSync(new URL('../../../shared/cost/prices.json', import.meta.url), 'utf8'),
    );
    const rows = JSON.parse(readFileSync(original, 'utf8')) as Record<string, unknown>[];
    const expected = rows.map(({ notes: _notes, ...row }) => row);
    expect(copied).toEqual(expected);
  });
});
