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
