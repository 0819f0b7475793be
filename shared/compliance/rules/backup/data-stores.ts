/**
 * Resource types that hold data AWS Backup can protect, with the ARN shape a selection uses for
 * them and the property holding their literal name (when the name is part of the ARN).
 */
export interface DataStoreKind {
  service: string;
  /** the resource part of the ARN before the name, e.g. "table/" */
  resourcePrefix: string;
  nameProperty?: string;
}

export const DATA_STORES: Readonly<Record<string, DataStoreKind>> = {
  'AWS::RDS::DBInstance': { service: 'rds', resourcePrefix: 'db:', nameProperty: 'DBInstanceIdentifier' },
  'AWS::RDS::DBCluster': { service: 'rds', resourcePrefix: 'cluster:', nameProperty: 'DBClusterIdentifier' },
  'AWS::DynamoDB::Table': { service: 'dynamodb', resourcePrefix: 'table/', nameProperty: 'TableName' },
  'AWS::DynamoDB::GlobalTable': { service: 'dynamodb', resourcePrefix: 'table/', nameProperty: 'TableName' },
  'AWS::EFS::FileSystem': { service: 'elasticfilesystem', resourcePrefix: 'file-system/' },
  'AWS::EC2::Volume': { service: 'ec2', resourcePrefix: 'volume/' },
};

export const DATA_STORE_TYPES: readonly string[] = Object.keys(DATA_STORES);
