import type { Resource } from '#shared/cfn/types';

/** How findings of the platform rules name a resource type in a sentence. */
const NOUNS: Record<string, string> = {
  'AWS::IAM::Policy': 'IAM policy',
  'AWS::IAM::ManagedPolicy': 'IAM managed policy',
  'AWS::IAM::RolePolicy': 'IAM role policy',
  'AWS::IAM::UserPolicy': 'IAM user policy',
  'AWS::IAM::GroupPolicy': 'IAM group policy',
  'AWS::IAM::Role': 'IAM role',
  'AWS::IAM::User': 'IAM user',
  'AWS::IAM::Group': 'IAM group',
  'AWS::IAM::AccessKey': 'IAM access key',
  'AWS::KMS::Key': 'KMS key',
  'AWS::CloudTrail::Trail': 'CloudTrail trail',
  'AWS::Logs::LogGroup': 'Log group',
  'AWS::SQS::Queue': 'SQS queue',
  'AWS::SNS::Topic': 'SNS topic',
  'AWS::SecretsManager::Secret': 'Secrets Manager secret',
  'AWS::Backup::BackupVault': 'Backup vault',
  'AWS::Backup::BackupPlan': 'Backup plan',
  'AWS::RDS::DBInstance': 'RDS DB instance',
  'AWS::RDS::DBCluster': 'RDS DB cluster',
  'AWS::DynamoDB::Table': 'DynamoDB table',
  'AWS::DynamoDB::GlobalTable': 'DynamoDB global table',
  'AWS::EFS::FileSystem': 'EFS file system',
  'AWS::EC2::Volume': 'EBS volume',
  'AWS::ElasticLoadBalancingV2::Listener': 'Load balancer listener',
  'AWS::ElasticLoadBalancingV2::LoadBalancer': 'Load balancer',
  'AWS::CloudFront::Distribution': 'CloudFront distribution',
  'AWS::ApiGateway::Stage': 'API Gateway stage',
  'AWS::ApiGatewayV2::Stage': 'API Gateway v2 stage',
  'AWS::ApiGateway::DomainName': 'API Gateway domain name',
  'AWS::ApiGatewayV2::DomainName': 'API Gateway v2 domain name',
  'AWS::ApiGateway::Method': 'API Gateway method',
  'AWS::ApiGatewayV2::Route': 'API Gateway v2 route',
  'AWS::StepFunctions::StateMachine': 'Step Functions state machine',
  'AWS::WAFv2::WebACL': 'WAF web ACL',
  'AWS::Lambda::Function': 'Lambda function',
  'AWS::Serverless::Function': 'Serverless function',
  'AWS::ECS::TaskDefinition': 'ECS task definition',
  'AWS::ECR::Repository': 'ECR repository',
  'AWS::GuardDuty::Detector': 'GuardDuty detector',
  'AWS::Config::ConfigurationRecorder': 'Config recorder',
  'AWS::Lambda::Url': 'Lambda function URL',
  'AWS::Lambda::Permission': 'Lambda permission',
  'AWS::SQS::QueuePolicy': 'SQS queue policy',
  'AWS::SNS::TopicPolicy': 'SNS topic policy',
};

/** "KMS key 'DataKey'": the resource as findings name it. */
export function nameOf(resource: Resource): string {
  return `${NOUNS[resource.type] ?? resource.type} '${resource.logicalId}'`;
}
