import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { OWNERS_DECISION } from '#shared/compliance/fix/fix-template';
import { dynamodbDeletionProtection } from '#shared/compliance/rules/dynamodb/dynamodb-deletion-protection';
import { dynamodbKmsEncryption } from '#shared/compliance/rules/dynamodb/dynamodb-kms-encryption';
import { dynamodbPitr } from '#shared/compliance/rules/dynamodb/dynamodb-pitr';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const KEYS = {
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  BillingMode: 'PAY_PER_REQUEST',
};
const table = (props: Record<string, unknown> = {}) =>
  makeResource('Orders', 'AWS::DynamoDB::Table', { ...KEYS, ...props });
const globalTable = (...Replicas: Record<string, unknown>[]) =>
  makeResource('Orders', 'AWS::DynamoDB::GlobalTable', {
    ...KEYS,
    StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    Replicas,
  });
const secret = [{ Key: 'DataClassification', Value: 'Secret' }];
const pitrOn = { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } };

describe(dynamodbPitr.id, () => {
  it('Noncompliance 1: table without PITR', () => {
    const result = evaluate(dynamodbPitr, table());
    expect(result.status === 'fail' && result.message).toBe(
      "DynamoDB table 'Orders' cannot be restored to a point in time: PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled is not true.",
    );
  });

  it('Noncompliance 2: one global table replica without PITR', () => {
    const result = evaluate(
      dynamodbPitr,
      globalTable({ Region: 'me-south-1', ...pitrOn }, { Region: 'me-central-1' }),
    );
    expect(result.status === 'fail' && result.message).toContain('in me-central-1');
  });

  it('Compliance', () => {
    expect(evaluate(dynamodbPitr, table(pitrOn)).status).toBe('pass');
    expect(evaluate(dynamodbPitr, globalTable({ Region: 'me-south-1', ...pitrOn })).status).toBe('pass');
  });

  it('Unknown: PITR set by a condition', () => {
    const props = { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: CONDITION } };
    expect(evaluate(dynamodbPitr, table(props)).status).toBe('unknown');
  });

  it('Fix 1: a table', () => {
    const run = fixAndRescan(
      dynamodbPitr,
      { Orders: { Type: 'AWS::DynamoDB::Table', Properties: KEYS } },
      'Orders',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });

  it('Fix 2: every replica of a global table', () => {
    const properties = {
      ...KEYS,
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      Replicas: [{ Region: 'me-south-1' }, { Region: 'me-central-1', ...pitrOn }],
    };
    const run = fixAndRescan(
      dynamodbPitr,
      { Orders: { Type: 'AWS::DynamoDB::GlobalTable', Properties: properties } },
      'Orders',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(dynamodbDeletionProtection.id, () => {
  it('Noncompliance 1: table without deletion protection', () => {
    expect(evaluate(dynamodbDeletionProtection, table({ DeletionProtectionEnabled: false })).status).toBe(
      'fail',
    );
  });

  it('Compliance', () => {
    expect(evaluate(dynamodbDeletionProtection, table({ DeletionProtectionEnabled: 'true' })).status).toBe(
      'pass',
    );
  });

  it('Unknown: set by a condition on a replica', () => {
    expect(
      evaluate(
        dynamodbDeletionProtection,
        globalTable({ Region: 'me-south-1', DeletionProtectionEnabled: CONDITION }),
      ).status,
    ).toBe('unknown');
  });

  it("Fix: only suggested (an owner's decision), and not at all on DeletionPolicy: Delete", () => {
    const run = fixAndRescan(
      dynamodbDeletionProtection,
      { Orders: { Type: 'AWS::DynamoDB::Table', Properties: KEYS } },
      'Orders',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'fail']);
    expect(run.suggestions).toEqual([OWNERS_DECISION]);
    const nightly = fixAndRescan(
      dynamodbDeletionProtection,
      { Orders: { Type: 'AWS::DynamoDB::Table', Properties: KEYS, DeletionPolicy: 'Delete' } },
      'Orders',
    );
    expect(nightly.suggestions).toEqual([]);
    expect(nightly.notes.join()).toContain('DeletionPolicy: Delete');
  });
});

describe(dynamodbKmsEncryption.id, () => {
  const key = makeResource('OrdersKey', 'AWS::KMS::Key', {});

  it('Noncompliance 1: a Secret table on the AWS owned key', () => {
    const result = evaluate(dynamodbKmsEncryption, table({ Tags: secret }));
    expect(result.status === 'fail' && result.message).toContain('AWS owned key');
  });

  it('Noncompliance 2: KMS with the AWS managed key', () => {
    const result = evaluate(
      dynamodbKmsEncryption,
      table({ Tags: secret, SSESpecification: { SSEEnabled: true, SSEType: 'KMS' } }),
    );
    expect(result.status === 'fail' && result.message).toContain('AWS managed key');
  });

  it('Compliance: customer key on a table and on global table replicas', () => {
    const sse = { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: ref('OrdersKey') };
    expect(
      evaluate(dynamodbKmsEncryption, table({ Tags: secret, SSESpecification: sse }), [key]).status,
    ).toBe('pass');
    const replicated = makeResource('Orders', 'AWS::DynamoDB::GlobalTable', {
      ...KEYS,
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      Replicas: [
        { Region: 'me-south-1', Tags: secret, SSESpecification: { KMSMasterKeyId: 'alias/orders' } },
      ],
    });
    expect(evaluate(dynamodbKmsEncryption, replicated).status).toBe('pass');
  });

  it('Not applicable: a table classified Public', () => {
    expect(
      evaluate(dynamodbKmsEncryption, table({ Tags: [{ Key: 'DataClassification', Value: 'Public' }] }))
        .status,
    ).toBe('not_applicable');
  });

  it('Unknown: the classification tag is a parameter without value', () => {
    expect(
      evaluate(dynamodbKmsEncryption, table({ Tags: [{ Key: 'DataClassification', Value: CONDITION }] }))
        .status,
    ).toBe('unknown');
  });
});
