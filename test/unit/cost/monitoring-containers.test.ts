import { describe, expect, it } from 'vitest';
import { FREE_TIERS, HOURS_PER_MONTH as H, USAGE } from '#shared/cost/index';
import { estimateFor, priceOf, resourceIn } from '#test/fixtures/cost';

describe('CloudWatch', () => {
  it('prices log ingestion after the free 5 GB and archived storage', () => {
    const logs = resourceIn(estimateFor({ Logs: { Type: 'AWS::Logs::LogGroup', Properties: {} } }), 'Logs');
    const ingestion = priceOf('CloudWatch', 'Logs ingestion, Standard class (custom logs)');
    const storage = priceOf('CloudWatch', 'Logs storage (archived)');
    expect(logs.monthly.max).toBeCloseTo(
      (USAGE.logIngestionGb.max - FREE_TIERS['logs-ingestion'].quantity) * ingestion +
        USAGE.logStorageGb.max * storage,
      6,
    );
  });

  it('prices alarms beyond the free 10', () => {
    const alarms = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `Alarm${i}`,
        { Type: 'AWS::CloudWatch::Alarm', Properties: { Period: 300 } },
      ]),
    );
    const estimate = estimateFor(alarms);
    expect(estimate.total.min).toBeCloseTo(
      (12 - FREE_TIERS['cloudwatch-alarms'].quantity) *
        priceOf('CloudWatch', 'standard-resolution alarm metric'),
      2,
    );
  });
});

describe('ECS service on Fargate', () => {
  it('prices vCPU and memory hours of its task definition times the desired count', () => {
    const estimate = estimateFor({
      Task: {
        Type: 'AWS::ECS::TaskDefinition',
        Properties: {
          Cpu: '512',
          Memory: '1 GB',
          RuntimePlatform: { CpuArchitecture: 'ARM64' },
          ContainerDefinitions: [],
        },
      },
      Service: {
        Type: 'AWS::ECS::Service',
        Properties: { LaunchType: 'FARGATE', TaskDefinition: { Ref: 'Task' }, DesiredCount: 3 },
      },
    });
    const expected =
      3 *
      H *
      (0.5 * priceOf('ECS Fargate', 'Fargate Linux/ARM vCPU') +
        1 * priceOf('ECS Fargate', 'Fargate Linux/ARM memory'));
    expect(resourceIn(estimate, 'Service').monthly.min).toBeCloseTo(expected, 6);
    expect(resourceIn(estimate, 'Task').status).toBe('no charge');
  });
});

describe('CloudFront distribution', () => {
  it('prices HTTPS requests and transfer at the edge locations near the region, after the free tier', () => {
    const cdn = resourceIn(
      estimateFor({ Cdn: { Type: 'AWS::CloudFront::Distribution', Properties: {} } }),
      'Cdn',
    );
    const request = priceOf('CloudFront', "HTTPS requests, edge location group 'Middle East'", 'global');
    const transfer = priceOf(
      'CloudFront',
      "data transfer out to internet, first 10 TB, 'South Africa, Kenya, Middle East'",
      'global',
    );
    expect(cdn.monthly.min).toBe(0);
    expect(cdn.monthly.max).toBeCloseTo(
      (USAGE.cdnRequests.max - FREE_TIERS['cloudfront-requests'].quantity) * request +
        (USAGE.cdnTransferGb.max - FREE_TIERS['cloudfront-transfer'].quantity) * transfer,
      6,
    );
  });

  it('says so when the price list has no edge group near the region', () => {
    const estimate = estimateFor(
      { Cdn: { Type: 'AWS::CloudFront::Distribution', Properties: {} } },
      { region: 'ap-southeast-1' },
    );
    expect(resourceIn(estimate, 'Cdn').status).toBe('unpriced');
  });
});
