import { getAtt, ref } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { KEY_ID, retained } from '../parts';

/** A DynamoDB table with the design's key, point-in-time recovery and deletion protection. */
export function keyValueTable(ctx: SynthesisContext, block: BlockOfKind<'key-value-table'>): void {
  const id = `${block.name}Table`;
  const provisioned = block.options.billing === 'provisioned';
  ctx.add(block, id, {
    Type: 'AWS::DynamoDB::Table',
    ...retained,
    Properties: {
      BillingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
      ...(provisioned ? { ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 } } : {}),
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: ref(KEY_ID) },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: ctx.production,
      Tags: ctx.tags(),
    },
  });
  ctx.dataAccess.push({
    actions: [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:Query',
    ],
    resources: [getAtt(id, 'Arn')],
  });
  ctx.backupTargets.push(getAtt(id, 'Arn'));
  ctx.output(`${id}Name`, ref(id), `Name of the ${block.name} table`);
}
