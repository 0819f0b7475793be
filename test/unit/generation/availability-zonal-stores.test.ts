import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

const subnets = {
  SubnetA: { Type: 'AWS::EC2::Subnet', Properties: { AvailabilityZone: 'me-south-1a' } },
  SubnetB: { Type: 'AWS::EC2::Subnet', Properties: { AvailabilityZone: 'me-south-1b' } },
};

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
