import { describe, expect, it } from 'vitest';
import { evaluateAll } from '#shared/generation/checklist/index';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { templateBody } from '#test/fixtures/compliance';

const subnets = {
  SubnetA: { Type: 'AWS::EC2::Subnet', Properties: { AvailabilityZone: 'me-south-1a' } },
  SubnetB: { Type: 'AWS::EC2::Subnet', Properties: { AvailabilityZone: 'me-south-1b' } },
};

const templateOf = (store: Record<string, { Type: string; Properties: Record<string, unknown> }>) =>
  JSON.stringify(templateBody({ ...subnets, ...store }));

const availabilityOf = (
  brief: string,
  store: Record<string, { Type: string; Properties: Record<string, unknown> }>,
) => itemOf(checklistFor(brief, { ...subnets, ...store }), 'availability');

describe('a design across two zones keeps every store that lives in a zone in more than one', () => {
  it.each([
    [
      'Amazon MQ for RabbitMQ on mq.m5.large across two availability zones for high availability.',
      'AWS::AmazonMQ::Broker',
      { DeploymentMode: 'SINGLE_INSTANCE' },
      { DeploymentMode: 'CLUSTER_MULTI_AZ' },
    ],
    [
      'A Redis cache on ElastiCache that must run across two availability zones.',
      'AWS::ElastiCache::ReplicationGroup',
      { MultiAZEnabled: false },
      { MultiAZEnabled: true },
    ],
    [
      'An OpenSearch domain for product search that runs across two availability zones.',
      'AWS::OpenSearchService::Domain',
      { ClusterConfig: { ZoneAwarenessEnabled: false } },
      { ClusterConfig: { ZoneAwarenessEnabled: true } },
    ],
  ])('%s', (brief, type, single, spread) => {
    expect(availabilityOf(brief, { Store: { Type: type, Properties: single } }).status).toBe('partly');
    expect(availabilityOf(brief, { Store: { Type: type, Properties: spread } }).status).toBe('met');
  });
});

describe('a stated spread is carried as assertions the template is checked against again', () => {
  const database = (multiAz: boolean) => ({
    Db: { Type: 'AWS::RDS::DBInstance', Properties: { MultiAZ: multiAz } },
  });
  it.each([
    'A PostgreSQL database on RDS across two availability zones.',
    'قاعدة بيانات PostgreSQL على RDS عالية التوفر.',
  ])('%s', (brief) => {
    // arrange / act
    const standby = availabilityOf(brief, database(true));
    const single = availabilityOf(brief, database(false));
    // assert: the status is what the entry's own assertions return on each template
    expect(standby.status).toBe('met');
    expect(evaluateAll(standby.assertions ?? [], templateOf(database(true))).status).toBe('met');
    expect(single.status).not.toBe('met');
    expect(evaluateAll(single.assertions ?? [], templateOf(database(false))).status).not.toBe('met');
  });
});
