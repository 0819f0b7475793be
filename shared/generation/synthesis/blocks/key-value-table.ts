import { getAtt, ref } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import { attributeType } from '../../services/dynamodb';
import type { SynthesisContext } from '../context';
import { KEY_ID, retained } from '../parts';
import { secondaryKeyArn, secondaryRegion } from '../secondary';

/**
 * The table's key, a secondary index (global, or local where the brief says so and the table has a
 * sort key: the table's partition key with the index's as its sort key) and expiry on the
 * attributes the brief names, each key of the type the brief says, the index with the name and
 * sort key it is given; without a named key, the generic `pk` and `sk` a single-table design uses.
 */
function keysOf(options: BlockOfKind<'key-value-table'>['options'], provisioned: boolean) {
  const hash = options.partition_key ?? 'pk';
  const range = options.sort_key ?? (options.partition_key ? undefined : 'sk');
  // an index on the table's own key is that key read twice, unless the index is said to be its own (a name, a sort key)
  const own = Boolean(options.index_name || options.index_sort_key);
  const index =
    options.index_key && (own || ![hash, range].includes(options.index_key)) ? options.index_key : undefined;
  const indexRange =
    index && options.index_sort_key && options.index_sort_key !== index ? options.index_sort_key : undefined;
  // a local index is keyed by the table's partition key and sorts by its own: only a table with a sort key has one
  const local = Boolean(index && options.index_local && range && !indexRange);
  const types: Record<string, 'S' | 'N' | 'B'> = {
    [hash]: attributeType(options.partition_key_type),
    ...(range ? { [range]: attributeType(options.sort_key_type) } : {}),
    ...(index ? { [index]: attributeType(options.index_key_type) } : {}),
  };
  const named = [
    ...new Set([
      hash,
      ...(range ? [range] : []),
      ...(index ? [index] : []),
      ...(indexRange ? [indexRange] : []),
    ]),
  ];
  const indexed = index && {
    IndexName: (options.index_name ?? `by-${index}`).slice(0, 255),
    KeySchema: local
      ? [
          { AttributeName: hash, KeyType: 'HASH' },
          { AttributeName: index, KeyType: 'RANGE' },
        ]
      : [
          { AttributeName: index, KeyType: 'HASH' },
          ...(indexRange ? [{ AttributeName: indexRange, KeyType: 'RANGE' }] : []),
        ],
    Projection: { ProjectionType: 'ALL' },
    ...(provisioned && !local && { ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 } }),
  };
  return {
    AttributeDefinitions: named.map((AttributeName) => ({
      AttributeName,
      AttributeType: types[AttributeName] ?? 'S',
    })),
    KeySchema: [
      { AttributeName: hash, KeyType: 'HASH' },
      ...(range ? [{ AttributeName: range, KeyType: 'RANGE' }] : []),
    ],
    ...(indexed && (local ? { LocalSecondaryIndexes: [indexed] } : { GlobalSecondaryIndexes: [indexed] })),
    ...(options.ttl_attribute && {
      TimeToLiveSpecification: { AttributeName: options.ttl_attribute, Enabled: true },
    }),
  };
}

/** A DynamoDB table with the design's key, point-in-time recovery and deletion protection. */
export function keyValueTable(ctx: SynthesisContext, block: BlockOfKind<'key-value-table'>): void {
  const id = `${block.name}Table`;
  const provisioned = block.options.billing === 'provisioned';
  const secondary = secondaryRegion(ctx);
  if (secondary) globalTable(ctx, block, id, secondary);
  else
    ctx.add(block, id, {
      Type: 'AWS::DynamoDB::Table',
      ...retained,
      Properties: {
        BillingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
        ...(provisioned ? { ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 } } : {}),
        ...keysOf(block.options, provisioned),
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

/**
 * The same table as a global table with a replica in the second region, each replica encrypted
 * with a customer managed key of its own region. On-demand, so replicas need no capacity plan.
 */
function globalTable(
  ctx: SynthesisContext,
  block: BlockOfKind<'key-value-table'>,
  id: string,
  secondary: string,
) {
  const replica = (Region: unknown, key: unknown) => ({
    Region,
    SSESpecification: { KMSMasterKeyId: key },
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    DeletionProtectionEnabled: ctx.production,
    Tags: ctx.tags(),
  });
  ctx.add(block, id, {
    Type: 'AWS::DynamoDB::GlobalTable',
    ...retained,
    Properties: {
      BillingMode: 'PAY_PER_REQUEST',
      ...keysOf(block.options, false),
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      Replicas: [
        replica(ref('AWS::Region'), ref(KEY_ID)),
        replica(secondary, secondaryKeyArn(ctx, secondary)),
      ],
    },
  });
}
