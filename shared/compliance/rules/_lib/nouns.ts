import type { Resource } from '#shared/cfn/types';

/** How findings name a resource type in a sentence. */
const NOUNS: Record<string, string> = {
  'AWS::ApiGateway::DomainName': 'API Gateway domain name',
  'AWS::ApiGateway::Method': 'API Gateway method',
  'AWS::ApiGateway::Stage': 'API Gateway stage',
  'AWS::ApiGatewayV2::DomainName': 'API Gateway v2 domain name',
  'AWS::ApiGatewayV2::Route': 'API Gateway v2 route',
  'AWS::ApiGatewayV2::Stage': 'API Gateway v2 stage',
  'AWS::AutoScaling::LaunchConfiguration': 'Launch configuration',
  'AWS::Backup::BackupPlan': 'Backup plan',
  'AWS::Backup::BackupVault': 'Backup vault',
  'AWS::CloudFront::Distribution': 'CloudFront distribution',
  'AWS::CloudTrail::Trail': 'CloudTrail trail',
  'AWS::Config::ConfigurationRecorder': 'Config recorder',
  'AWS::Config::DeliveryChannel': 'Config delivery channel',
  'AWS::DAX::SubnetGroup': 'DAX subnet group',
  'AWS::DocDB::DBCluster': 'DocumentDB cluster',
  'AWS::DocDB::DBSubnetGroup': 'DocumentDB subnet group',
  'AWS::DynamoDB::GlobalTable': 'DynamoDB global table',
  'AWS::DynamoDB::Table': 'DynamoDB table',
  'AWS::EC2::EIP': 'Elastic IP',
  'AWS::EC2::FlowLog': 'Flow log',
  'AWS::EC2::Instance': 'EC2 instance',
  'AWS::EC2::LaunchTemplate': 'Launch template',
  'AWS::EC2::SecurityGroup': 'Security group',
  'AWS::EC2::SecurityGroupIngress': 'Security group ingress rule',
  'AWS::EC2::Subnet': 'Subnet',
  'AWS::EC2::VPC': 'VPC',
  'AWS::EC2::Volume': 'EBS volume',
  'AWS::ECR::ReplicationConfiguration': 'ECR replication configuration',
  'AWS::ECR::Repository': 'ECR repository',
  'AWS::ECS::TaskDefinition': 'ECS task definition',
  'AWS::EKS::Cluster': 'EKS cluster',
  'AWS::EFS::FileSystem': 'EFS file system',
  'AWS::EFS::MountTarget': 'EFS mount target',
  'AWS::ElastiCache::CacheCluster': 'ElastiCache cluster',
  'AWS::ElastiCache::ReplicationGroup': 'ElastiCache replication group',
  'AWS::ElastiCache::ServerlessCache': 'ElastiCache serverless cache',
  'AWS::ElastiCache::SubnetGroup': 'ElastiCache subnet group',
  'AWS::ElasticLoadBalancing::LoadBalancer': 'Classic load balancer',
  'AWS::ElasticLoadBalancingV2::Listener': 'Load balancer listener',
  'AWS::ElasticLoadBalancingV2::LoadBalancer': 'Load balancer',
  'AWS::Elasticsearch::Domain': 'Elasticsearch domain',
  'AWS::FSx::FileSystem': 'FSx file system',
  'AWS::GuardDuty::Detector': 'GuardDuty detector',
  'AWS::IAM::AccessKey': 'IAM access key',
  'AWS::IAM::Group': 'IAM group',
  'AWS::IAM::GroupPolicy': 'IAM group policy',
  'AWS::IAM::ManagedPolicy': 'IAM managed policy',
  'AWS::IAM::Policy': 'IAM policy',
  'AWS::IAM::Role': 'IAM role',
  'AWS::IAM::RolePolicy': 'IAM role policy',
  'AWS::IAM::User': 'IAM user',
  'AWS::IAM::UserPolicy': 'IAM user policy',
  'AWS::KMS::Key': 'KMS key',
  'AWS::Kinesis::Stream': 'Kinesis stream',
  'AWS::KinesisFirehose::DeliveryStream': 'Firehose delivery stream',
  'AWS::Lambda::Function': 'Lambda function',
  'AWS::Lambda::Permission': 'Lambda permission',
  'AWS::Lambda::Url': 'Lambda function URL',
  'AWS::Logs::LogGroup': 'Log group',
  'AWS::MSK::Cluster': 'MSK cluster',
  'AWS::MemoryDB::Cluster': 'MemoryDB cluster',
  'AWS::MemoryDB::SubnetGroup': 'MemoryDB subnet group',
  'AWS::Neptune::DBCluster': 'Neptune cluster',
  'AWS::Neptune::DBSubnetGroup': 'Neptune subnet group',
  'AWS::OpenSearchServerless::Collection': 'OpenSearch Serverless collection',
  'AWS::OpenSearchService::Domain': 'OpenSearch domain',
  'AWS::RDS::DBCluster': 'RDS DB cluster',
  'AWS::RDS::DBInstance': 'RDS DB instance',
  'AWS::RDS::DBSubnetGroup': 'RDS DB subnet group',
  'AWS::Redshift::Cluster': 'Redshift cluster',
  'AWS::Redshift::ClusterSubnetGroup': 'Redshift subnet group',
  'AWS::S3::Bucket': 'S3 bucket',
  'AWS::S3::BucketPolicy': 'S3 bucket policy',
  'AWS::SNS::Topic': 'SNS topic',
  'AWS::SNS::TopicPolicy': 'SNS topic policy',
  'AWS::SQS::Queue': 'SQS queue',
  'AWS::SQS::QueuePolicy': 'SQS queue policy',
  'AWS::SecretsManager::Secret': 'Secrets Manager secret',
  'AWS::Serverless::Function': 'Serverless function',
  'AWS::StepFunctions::StateMachine': 'Step Functions state machine',
  'AWS::Timestream::Database': 'Timestream database',
  'AWS::WAFv2::WebACL': 'WAF web ACL',
  // template entries (sections.ts), not resources
  Output: 'Output',
  Parameter: 'Parameter',
};

/** "KMS key 'DataKey'": the one way a finding names a resource. */
export function nameOf(resource: Resource): string {
  // The engine runs every rule on one resource before the next, and the report names findings
  // resource by resource: the last resource's name answers nearly every call, and its findings'
  // sentences share one name string instead of building one each (they live to the scan's end).
  if (resource !== named || resource.type !== namedType || resource.logicalId !== namedId) {
    named = resource;
    namedType = resource.type;
    namedId = resource.logicalId;
    name = `${NOUNS[resource.type] ?? resource.type} '${resource.logicalId}'`;
  }
  return name;
}

let named: Resource | undefined;
let namedType = '';
let namedId = '';
let name = '';
