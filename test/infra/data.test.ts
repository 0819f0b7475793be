import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SCHEMA } from '#shared/store/table-schema';
import { type InfraFixture, synthInfra } from '../fixtures/infra';

describe('data: the single DynamoDB table', () => {
  let infra: InfraFixture;
  beforeAll(() => {
    infra = synthInfra();
  });

  it('is on-demand, point-in-time recoverable, encrypted and deletion-protected', () => {
    infra.stateful.resourceCountIs('AWS::DynamoDB::Table', 1);
    infra.stateful.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
        TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.timeToLiveAttribute, Enabled: true },
      },
    });
  });

  it('has the key schema and indexes of the shared schema module (the one dynalite uses)', () => {
    const [index] = TABLE_SCHEMA.globalSecondaryIndexes;
    infra.stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey.name, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ],
    });
  });

  it('lives in the termination-protected stateful stack, apart from the app', () => {
    expect(infra.stacks.stateful.terminationProtection).toBe(true);
    infra.appStack.resourceCountIs('AWS::DynamoDB::Table', 0);
  });
});
