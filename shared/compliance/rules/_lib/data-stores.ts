/**
 * Resource types that hold customer data at rest: the scope of the residency and classification
 * rules. Compute, network and identity resources are left out on purpose: they hold no data a
 * classification or a residency clause is about.
 */
export const DATA_STORE_TYPES: readonly string[] = [
  'AWS::Backup::BackupVault',
  'AWS::DocDB::DBCluster',
  'AWS::DynamoDB::GlobalTable',
  'AWS::DynamoDB::Table',
  'AWS::EC2::Volume',
  'AWS::ECR::Repository',
  'AWS::EFS::FileSystem',
  'AWS::ElastiCache::CacheCluster',
  'AWS::ElastiCache::ReplicationGroup',
  'AWS::ElastiCache::ServerlessCache',
  'AWS::Elasticsearch::Domain',
  'AWS::FSx::FileSystem',
  'AWS::Kinesis::Stream',
  'AWS::KinesisFirehose::DeliveryStream',
  'AWS::Logs::LogGroup',
  'AWS::MemoryDB::Cluster',
  'AWS::MSK::Cluster',
  'AWS::Neptune::DBCluster',
  'AWS::OpenSearchServerless::Collection',
  'AWS::OpenSearchService::Domain',
  'AWS::RDS::DBCluster',
  'AWS::RDS::DBInstance',
  'AWS::Redshift::Cluster',
  'AWS::S3::Bucket',
  'AWS::SecretsManager::Secret',
  'AWS::SNS::Topic',
  'AWS::SQS::Queue',
  'AWS::Timestream::Database',
];

/**
 * Stores whose content an owner classifies. Log groups, backup vaults, image repositories and
 * secrets are left out: they hold copies or by-products whose class follows their source (and
 * secrets are sensitive by definition), so tagging them adds noise rather than evidence.
 */
const DERIVED_STORES = new Set([
  'AWS::Backup::BackupVault',
  'AWS::ECR::Repository',
  'AWS::Logs::LogGroup',
  'AWS::SecretsManager::Secret',
]);

export const CLASSIFIABLE_STORE_TYPES: readonly string[] = DATA_STORE_TYPES.filter(
  (t) => !DERIVED_STORES.has(t),
);
