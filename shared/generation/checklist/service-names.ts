/**
 * Services a brief may name, with the CloudFormation types that build them: the checklist's
 * reading of "the brief named X; is X in the template?". Patterns run on the lower-cased brief
 * (English, and the Arabic names people write). The planner's own service vocabulary decides
 * what to build; this table only checks what was named against what was made.
 */
export interface NamedService {
  name: string;
  pattern: RegExp;
  /** type names or `AWS::Service::` prefixes; any one present meets the requirement */
  types: readonly string[];
}

export const NAMED_SERVICES: readonly NamedService[] = [
  {
    name: 'AWS Lambda',
    pattern: /\b(lambdas?|serverless functions?)\b|لامدا/,
    types: ['AWS::Lambda::Function', 'AWS::Serverless::Function'],
  },
  {
    name: 'Amazon S3',
    pattern: /\b(s3|object storage|buckets?)\b|حاوي(ة|ات) s3/,
    types: ['AWS::S3::Bucket'],
  },
  { name: 'Amazon DynamoDB', pattern: /\b(dynamo ?db|dynamo)\b|داينا?مو|دينامو/, types: ['AWS::DynamoDB::'] },
  {
    name: 'Amazon SQS',
    pattern: /\b(sqs|message queues?|queues?)\b|طابور|طوابير/,
    types: ['AWS::SQS::Queue'],
  },
  { name: 'Amazon SNS', pattern: /\b(sns|fan[- ]?out|pub\/?sub)\b/, types: ['AWS::SNS::Topic'] },
  { name: 'Amazon Kinesis', pattern: /\b(kinesis)\b/, types: ['AWS::Kinesis::', 'AWS::KinesisFirehose::'] },
  { name: 'Amazon MSK (Kafka)', pattern: /\b(kafka|msk)\b|كافكا/, types: ['AWS::MSK::'] },
  { name: 'Amazon MQ', pattern: /\b(amazon mq|rabbitmq|activemq)\b/, types: ['AWS::AmazonMQ::'] },
  {
    name: 'AWS Step Functions',
    pattern: /\b(step functions?|state machines?|workflow orchestration)\b/,
    types: ['AWS::StepFunctions::'],
  },
  {
    name: 'Amazon EventBridge',
    pattern: /\b(eventbridge|event bus|event rules?)\b/,
    types: ['AWS::Events::', 'AWS::Scheduler::', 'AWS::Pipes::'],
  },
  { name: 'EventBridge Pipes', pattern: /\b(eventbridge pipes?|pipes? from)\b/, types: ['AWS::Pipes::Pipe'] },
  { name: 'EventBridge Scheduler', pattern: /\b(eventbridge scheduler)\b/, types: ['AWS::Scheduler::'] },
  {
    name: 'Amazon API Gateway',
    pattern: /\b(api gateway|rest api|http api|websocket api|websockets?)\b/,
    types: ['AWS::ApiGateway::', 'AWS::ApiGatewayV2::'],
  },
  { name: 'AWS AppSync', pattern: /\b(appsync|graphql)\b/, types: ['AWS::AppSync::'] },
  { name: 'Amazon CloudFront', pattern: /\b(cloudfront|cdn)\b/, types: ['AWS::CloudFront::Distribution'] },
  {
    name: 'Amazon RDS',
    pattern: /\b(rds|postgres(ql)?|mysql|mariadb|relational database)\b|قاعدة بيانات علائقية/,
    types: ['AWS::RDS::'],
  },
  { name: 'Amazon Aurora', pattern: /\b(aurora)\b/, types: ['AWS::RDS::DBCluster'] },
  {
    name: 'Amazon ElastiCache',
    pattern: /\b(elasticache|redis|memcached|valkey)\b/,
    types: ['AWS::ElastiCache::'],
  },
  { name: 'Amazon MemoryDB', pattern: /\b(memorydb)\b/, types: ['AWS::MemoryDB::'] },
  { name: 'Amazon DocumentDB', pattern: /\b(documentdb|mongo ?db)\b/, types: ['AWS::DocDB::'] },
  {
    name: 'Amazon Timestream',
    pattern: /\b(timestream|time[- ]series database)\b/,
    types: ['AWS::Timestream::'],
  },
  {
    name: 'Amazon Redshift',
    pattern: /\b(redshift|data warehouse)\b/,
    types: ['AWS::Redshift::', 'AWS::RedshiftServerless::'],
  },
  {
    name: 'Amazon OpenSearch',
    pattern: /\b(open ?search|elastic ?search)\b/,
    types: ['AWS::OpenSearchService::', 'AWS::OpenSearchServerless::'],
  },
  { name: 'Amazon Athena', pattern: /\b(athena)\b/, types: ['AWS::Athena::'] },
  { name: 'AWS Glue', pattern: /\b(glue)\b/, types: ['AWS::Glue::'] },
  {
    name: 'An ETL job (Glue, or Step Functions with Batch or Fargate)',
    pattern: /\b(etl|extract[, ]+transform)\b/,
    types: ['AWS::Glue::Job', 'AWS::StepFunctions::StateMachine', 'AWS::Batch::'],
  },
  {
    name: 'Amazon Cognito',
    pattern: /\b(cognito|user sign[- ]?in|user pools?)\b/,
    types: ['AWS::Cognito::'],
  },
  { name: 'Amazon ECS', pattern: /\b(ecs|fargate)\b/, types: ['AWS::ECS::'] },
  { name: 'Amazon EKS', pattern: /\b(eks|kubernetes|k8s)\b/, types: ['AWS::EKS::'] },
  { name: 'Amazon ECR', pattern: /\b(ecr|container registry)\b/, types: ['AWS::ECR::'] },
  { name: 'AWS CodeBuild', pattern: /\b(codebuild)\b/, types: ['AWS::CodeBuild::'] },
  { name: 'AWS CodePipeline', pattern: /\b(codepipeline)\b/, types: ['AWS::CodePipeline::'] },
  { name: 'AWS App Runner', pattern: /\b(app runner)\b/, types: ['AWS::AppRunner::'] },
  { name: 'AWS Amplify Hosting', pattern: /\b(amplify)\b/, types: ['AWS::Amplify::'] },
  { name: 'AWS Batch', pattern: /\b(aws batch)\b/, types: ['AWS::Batch::'] },
  { name: 'Amazon EFS', pattern: /\b(efs|elastic file system|nfs)\b/, types: ['AWS::EFS::'] },
  { name: 'Amazon FSx', pattern: /\b(fsx|windows file (share|server)|smb|lustre)\b/, types: ['AWS::FSx::'] },
  { name: 'AWS Transfer Family', pattern: /\b(sftp|ftps|transfer family)\b/, types: ['AWS::Transfer::'] },
  {
    name: 'Amazon SES',
    pattern: /\b(ses|simple email service|send(ing)? e-?mails?)\b/,
    types: ['AWS::SES::'],
  },
  { name: 'AWS IoT Core', pattern: /\b(iot core|mqtt|iot devices?)\b/, types: ['AWS::IoT::'] },
  { name: 'Amazon SageMaker', pattern: /\b(sagemaker)\b/, types: ['AWS::SageMaker::'] },
  { name: 'Amazon Bedrock', pattern: /\b(bedrock)\b/, types: ['AWS::Bedrock::', 'AWS::Lambda::Function'] },
  { name: 'Amazon Kendra', pattern: /\b(kendra)\b/, types: ['AWS::Kendra::'] },
  { name: 'AWS WAF', pattern: /\b(waf|web application firewall)\b/, types: ['AWS::WAFv2::'] },
  { name: 'Amazon GuardDuty', pattern: /\b(guardduty|guard duty)\b/, types: ['AWS::GuardDuty::'] },
  { name: 'AWS Security Hub', pattern: /\b(security hub)\b/, types: ['AWS::SecurityHub::'] },
  { name: 'AWS Config', pattern: /\b(aws config|config rules?)\b/, types: ['AWS::Config::'] },
  { name: 'Amazon Inspector', pattern: /\b(inspector)\b/, types: ['AWS::InspectorV2::', 'AWS::Inspector::'] },
  { name: 'Amazon Macie', pattern: /\b(macie)\b/, types: ['AWS::Macie::'] },
  {
    name: 'AWS Systems Manager',
    pattern: /\b(session manager|systems manager|ssm)\b/,
    types: ['AWS::SSM::', 'AWS::EC2::VPCEndpoint'],
  },
  { name: 'Amazon Route 53', pattern: /\b(route ?53|dns)\b/, types: ['AWS::Route53::'] },
  {
    name: 'AWS Certificate Manager',
    pattern: /\b(acm|certificate manager|tls certificates?)\b/,
    types: ['AWS::CertificateManager::'],
  },
  { name: 'Amazon WorkSpaces', pattern: /\b(workspaces|virtual desktops?)\b/, types: ['AWS::WorkSpaces::'] },
  {
    name: 'AWS Directory Service',
    pattern: /\b(active directory|directory service)\b/,
    types: ['AWS::DirectoryService::'],
  },
  { name: 'AWS Secrets Manager', pattern: /\b(secrets manager)\b/, types: ['AWS::SecretsManager::'] },
  { name: 'AWS KMS', pattern: /\b(kms|customer[- ]managed keys?)\b/, types: ['AWS::KMS::Key'] },
  {
    name: 'Amazon EC2',
    pattern: /\b(ec2|virtual machines?|vms?)\b/,
    types: ['AWS::EC2::Instance', 'AWS::AutoScaling::AutoScalingGroup'],
  },
  {
    name: 'Elastic Load Balancing',
    pattern: /\b(load balanc(er|ers|ing)|alb|nlb)\b/,
    types: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  },
  { name: 'Amazon VPC', pattern: /\b(vpc|private subnets?|public subnets?)\b/, types: ['AWS::EC2::VPC'] },
  { name: 'NAT gateway', pattern: /\b(nat gateways?)\b/, types: ['AWS::EC2::NatGateway'] },
];

/** Whether a resource type builds the service (an exact type, or any type under a prefix). */
export const buildsService = (service: NamedService, type: string) =>
  service.types.some((t) => (t.endsWith('::') ? type.startsWith(t) : type === t));
