import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * A spread across zones said of a store that lives in a zone ("an ActiveMQ broker,
 * active/standby across two AZs") is that store's: a template without it has nothing spread, so
 * the entry is not met, never met by "no subnets, regional services". A design of regional
 * services alone ("Lambda and DynamoDB across two zones") still meets it.
 */
const availabilityOf = (
  brief: string,
  resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>,
) =>
  // arrange / act
  itemOf(checklistFor(brief, resources), 'availability');

describe('a spread across zones said of a zonal store', () => {
  it.each([
    ['English', 'Amazon MQ for ActiveMQ: broker mq.m5.large, active/standby across two AZs, not public.'],
    ['Gulf mixed', 'نبي Amazon MQ broker نوع ActiveMQ، active/standby across 2 AZs، مو public.'],
    ['typo', 'amazon mq brokr for activemq, active standby acros two AZs please'],
  ])('%s: without the broker it is not met, with a standby it is', (_, brief) => {
    const none = availabilityOf(brief, { Secret: { Type: 'AWS::SecretsManager::Secret' } });
    const spread = availabilityOf(brief, {
      Broker: { Type: 'AWS::AmazonMQ::Broker', Properties: { DeploymentMode: 'ACTIVE_STANDBY_MULTI_AZ' } },
    });
    // assert
    expect(none.status).not.toBe('met');
    expect(spread.status).toBe('met');
  });

  it('regional services alone still meet a spread said of them', () => {
    const item = availabilityOf('A Lambda function and a DynamoDB table, running across two AZs.', {
      Fn: { Type: 'AWS::Lambda::Function' },
      Table: { Type: 'AWS::DynamoDB::Table' },
    });
    // assert
    expect(item.status).toBe('met');
  });
});

describe('a move of what runs on premises builds it', () => {
  it('"moving the on-prem ActiveMQ" to Amazon MQ builds the broker', () => {
    // arrange / act
    const types = typesOfBrief(
      "We're moving the on-prem ActiveMQ that our ERP uses. Amazon MQ, ActiveMQ engine, mq.m5.large, active/standby across two AZs.",
    );
    // assert
    expect(types).toContain('AWS::AmazonMQ::Broker');
  });
});
