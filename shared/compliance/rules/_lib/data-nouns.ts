import type { Resource } from '#shared/cfn/types';
import { nameOf } from './nouns';

/** How findings of the data, storage and network rules name a resource type in a sentence. */
const DATA_NOUNS: Record<string, string> = {
  'AWS::S3::Bucket': 'S3 bucket',
  'AWS::S3::BucketPolicy': 'S3 bucket policy',
  'AWS::EC2::SecurityGroup': 'Security group',
  'AWS::EC2::SecurityGroupIngress': 'Security group ingress rule',
  'AWS::EC2::Instance': 'EC2 instance',
  'AWS::EC2::LaunchTemplate': 'Launch template',
  'AWS::EC2::Subnet': 'Subnet',
  'AWS::EC2::VPC': 'VPC',
  'AWS::ElastiCache::ReplicationGroup': 'ElastiCache replication group',
  'AWS::ElastiCache::CacheCluster': 'ElastiCache cluster',
  'AWS::ElastiCache::ServerlessCache': 'ElastiCache serverless cache',
  'AWS::Kinesis::Stream': 'Kinesis stream',
  'AWS::KinesisFirehose::DeliveryStream': 'Firehose delivery stream',
  'AWS::OpenSearchService::Domain': 'OpenSearch domain',
  'AWS::Elasticsearch::Domain': 'Elasticsearch domain',
  'AWS::Redshift::Cluster': 'Redshift cluster',
  'AWS::DocDB::DBCluster': 'DocumentDB cluster',
  'AWS::Neptune::DBCluster': 'Neptune cluster',
  'AWS::FSx::FileSystem': 'FSx file system',
  'AWS::MSK::Cluster': 'MSK cluster',
  'AWS::MemoryDB::Cluster': 'MemoryDB cluster',
  'AWS::Timestream::Database': 'Timestream database',
  'AWS::OpenSearchServerless::Collection': 'OpenSearch Serverless collection',
  'AWS::ECR::ReplicationConfiguration': 'ECR replication configuration',
  'AWS::RDS::DBSubnetGroup': 'RDS DB subnet group',
  'AWS::ElastiCache::SubnetGroup': 'ElastiCache subnet group',
  'AWS::Redshift::ClusterSubnetGroup': 'Redshift subnet group',
  'AWS::DocDB::DBSubnetGroup': 'DocumentDB subnet group',
  'AWS::Neptune::DBSubnetGroup': 'Neptune subnet group',
  'AWS::DAX::SubnetGroup': 'DAX subnet group',
  'AWS::MemoryDB::SubnetGroup': 'MemoryDB subnet group',
  'AWS::EFS::MountTarget': 'EFS mount target',
  'AWS::EC2::FlowLog': 'Flow log',
  'AWS::EC2::EIP': 'Elastic IP',
  'AWS::ElasticLoadBalancing::LoadBalancer': 'Classic load balancer',
  'AWS::Config::DeliveryChannel': 'Config delivery channel',
};

/** "S3 bucket 'LogsBucket'": the resource as findings name it (platform nouns as fallback). */
export function resourceLabel(resource: Resource): string {
  const noun = DATA_NOUNS[resource.type];
  return noun ? `${noun} '${resource.logicalId}'` : nameOf(resource);
}
