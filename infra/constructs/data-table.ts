import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { type KeyAttribute, TABLE_SCHEMA } from '#shared/store/table-schema';

const attribute = (key: KeyAttribute) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/**
 * The single DynamoDB table, built from the key schema module the local runtime (dynalite) also
 * uses, so the two never drift. On-demand, point-in-time recovery, encrypted, never deleted.
 */
export class DataTable extends Construct {
  readonly table: Table;
  readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: attribute(TABLE_SCHEMA.partitionKey),
      sortKey: attribute(TABLE_SCHEMA.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      timeToLiveAttribute: TABLE_SCHEMA.timeToLiveAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_SCHEMA.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
      });
    }
    this.indexNames = TABLE_SCHEMA.globalSecondaryIndexes.map((index) => index.indexName);
  }
}
