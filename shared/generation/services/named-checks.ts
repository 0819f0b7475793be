/**
 * How the requirements checklist holds a brief to each service it names ("the brief named X; is X
 * in the template?"): the family whose `names` name it, the plainer words the checklist also
 * counts as naming it ("queues", "object storage", "kubernetes"), and the resource types that
 * build it (an exact type, or every type under an `AWS::<Service>::` prefix). An entry with no
 * family is a part no family builds on its own (a NAT gateway, the design's key). Words run on the
 * lower-cased brief.
 */
import type { RefusablePart } from './kinds';

export interface NamedCheck {
  /** the checklist's name for it */
  name: string;
  /** the vocabulary id whose `names` name it */
  service?: string;
  /** the vocabulary ids it stands for, when not only `service`: refused by the reader, it is asked to be absent */
  of?: readonly string[];
  /** words beyond the family's names */
  words?: RegExp;
  types: readonly string[];
  /**
   * the types one of it is, where `types` holds its helpers too (an ECS service, not the cluster
   * and task definition beside it): a stated count ("two Fargate services") is a count of these
   */
  counted?: readonly string[];
  /** the design-wide part it is (see REFUSABLE_PARTS): refused by the reader ("no NAT"), it is asked to be absent */
  part?: RefusablePart;
}

export const NAMED_CHECKS: readonly NamedCheck[] = [
  {
    name: 'AWS Lambda',
    service: 'lambda',
    words: /\b(lambdas|serverless functions?)\b|لامدا/,
    types: ['AWS::Lambda::Function', 'AWS::Serverless::Function'],
  },
  {
    name: 'Amazon S3',
    service: 's3',
    words: /\b(object storage|buckets?)\b|حاوي(ة|ات) s3/,
    types: ['AWS::S3::Bucket'],
  },
  {
    name: 'Amazon DynamoDB',
    service: 'dynamodb',
    words: /داينا?مو|دينامو/,
    types: ['AWS::DynamoDB::'],
    counted: ['AWS::DynamoDB::Table', 'AWS::DynamoDB::GlobalTable'],
  },
  {
    name: 'Amazon SQS',
    service: 'sqs',
    words: /\b(message queues?|queues?)\b|طابور|طوابير/,
    types: ['AWS::SQS::Queue'],
  },
  { name: 'Amazon SNS', service: 'sns', words: /\b(fan[- ]?out|pub\/?sub)\b/, types: ['AWS::SNS::Topic'] },
  {
    name: 'Amazon Kinesis',
    service: 'kinesis',
    types: ['AWS::Kinesis::', 'AWS::KinesisFirehose::'],
    counted: ['AWS::Kinesis::Stream'],
  },
  {
    name: 'Amazon MSK (Kafka)',
    service: 'msk',
    words: /كافكا/,
    types: ['AWS::MSK::'],
    counted: ['AWS::MSK::Cluster', 'AWS::MSK::ServerlessCluster'],
  },
  { name: 'Amazon MQ', service: 'amazon-mq', types: ['AWS::AmazonMQ::'], counted: ['AWS::AmazonMQ::Broker'] },
  {
    name: 'AWS Step Functions',
    service: 'step-functions',
    words: /\bworkflow orchestration\b/,
    types: ['AWS::StepFunctions::'],
    counted: ['AWS::StepFunctions::StateMachine'],
  },
  {
    name: 'Amazon EventBridge',
    service: 'eventbridge',
    words: /\b(event bus|event rules?)\b/,
    types: ['AWS::Events::', 'AWS::Scheduler::', 'AWS::Pipes::'],
  },
  {
    name: 'EventBridge Pipes',
    service: 'eventbridge-pipes',
    words: /\bpipes? from\b/,
    types: ['AWS::Pipes::Pipe'],
  },
  {
    name: 'EventBridge Scheduler',
    service: 'eventbridge-scheduler',
    types: ['AWS::Scheduler::'],
    counted: ['AWS::Scheduler::Schedule'],
  },
  {
    name: 'Amazon API Gateway',
    service: 'api-gateway',
    words: /\b(rest api|http api|websocket api|websockets?)\b/,
    types: ['AWS::ApiGateway::', 'AWS::ApiGatewayV2::'],
    counted: ['AWS::ApiGateway::RestApi', 'AWS::ApiGatewayV2::Api'],
  },
  {
    name: 'AWS AppSync',
    service: 'appsync',
    types: ['AWS::AppSync::'],
    counted: ['AWS::AppSync::GraphQLApi'],
  },
  { name: 'Amazon CloudFront', service: 'cloudfront', types: ['AWS::CloudFront::Distribution'] },
  {
    name: 'Amazon RDS',
    service: 'rds',
    words: /\brelational database\b|قاعدة بيانات علائقية/,
    types: ['AWS::RDS::'],
    counted: ['AWS::RDS::DBInstance'],
  },
  { name: 'Amazon Aurora', service: 'aurora', types: ['AWS::RDS::DBCluster'] },
  {
    name: 'Amazon ElastiCache',
    service: 'elasticache',
    types: ['AWS::ElastiCache::'],
    counted: [
      'AWS::ElastiCache::ReplicationGroup',
      'AWS::ElastiCache::CacheCluster',
      'AWS::ElastiCache::ServerlessCache',
    ],
  },
  {
    name: 'Amazon MemoryDB',
    service: 'memorydb',
    types: ['AWS::MemoryDB::'],
    counted: ['AWS::MemoryDB::Cluster'],
  },
  {
    name: 'Amazon DocumentDB',
    service: 'documentdb',
    types: ['AWS::DocDB::'],
    counted: ['AWS::DocDB::DBCluster'],
  },
  {
    name: 'Amazon Timestream',
    service: 'timestream',
    words: /\btime[- ]series database\b/,
    types: ['AWS::Timestream::'],
  },
  {
    name: 'Amazon Redshift',
    service: 'redshift-serverless',
    words: /\bdata warehouse\b/,
    types: ['AWS::Redshift::', 'AWS::RedshiftServerless::'],
    counted: ['AWS::Redshift::Cluster', 'AWS::RedshiftServerless::Workgroup'],
  },
  {
    name: 'Amazon OpenSearch',
    service: 'opensearch',
    words: /\b(open search|elastic search)\b/,
    types: ['AWS::OpenSearchService::', 'AWS::OpenSearchServerless::'],
    counted: ['AWS::OpenSearchService::Domain', 'AWS::OpenSearchServerless::Collection'],
  },
  // the glue family's words name both ("Athena later, not now" refuses the family, so the entry asks for neither)
  { name: 'Amazon Athena', of: ['glue'], words: /\bathena\b/, types: ['AWS::Athena::'] },
  { name: 'AWS Glue', of: ['glue'], words: /\bglue\b/, types: ['AWS::Glue::'] },
  {
    name: 'An ETL job (Glue, or Step Functions with Batch or Fargate)',
    words: /\b(etl|extract[, ]+transform)\b/,
    types: ['AWS::Glue::Job', 'AWS::StepFunctions::StateMachine', 'AWS::Batch::'],
  },
  {
    name: 'Amazon Cognito',
    service: 'cognito',
    words: /\b(user sign[- ]?in|user pools?)\b/,
    types: ['AWS::Cognito::'],
    counted: ['AWS::Cognito::UserPool'],
  },
  { name: 'Amazon ECS', service: 'ecs-service', types: ['AWS::ECS::'], counted: ['AWS::ECS::Service'] },
  {
    name: 'Amazon EKS',
    service: 'eks',
    words: /\b(kubernetes|k8s)\b/,
    types: ['AWS::EKS::'],
    counted: ['AWS::EKS::Cluster'],
  },
  {
    name: 'Amazon ECR',
    service: 'ecr',
    words: /\bcontainer registry\b/,
    types: ['AWS::ECR::'],
    counted: ['AWS::ECR::Repository'],
  },
  {
    name: 'AWS CodeBuild',
    service: 'codebuild',
    types: ['AWS::CodeBuild::'],
    counted: ['AWS::CodeBuild::Project'],
  },
  {
    name: 'AWS CodePipeline',
    service: 'codepipeline',
    types: ['AWS::CodePipeline::'],
    counted: ['AWS::CodePipeline::Pipeline'],
  },
  {
    name: 'AWS App Runner',
    service: 'app-runner',
    types: ['AWS::AppRunner::'],
    counted: ['AWS::AppRunner::Service'],
  },
  {
    name: 'AWS Amplify Hosting',
    service: 'amplify',
    types: ['AWS::Amplify::'],
    counted: ['AWS::Amplify::App'],
  },
  { name: 'AWS Batch', words: /\baws batch\b/, types: ['AWS::Batch::'] },
  {
    name: 'Amazon EFS',
    service: 'efs',
    words: /\bnfs\b/,
    types: ['AWS::EFS::'],
    counted: ['AWS::EFS::FileSystem'],
  },
  {
    name: 'Amazon FSx',
    service: 'fsx-windows',
    words: /\b(windows file (share|server)|smb|lustre)\b/,
    types: ['AWS::FSx::'],
    counted: ['AWS::FSx::FileSystem'],
  },
  {
    name: 'AWS Transfer Family',
    service: 'transfer',
    types: ['AWS::Transfer::'],
    counted: ['AWS::Transfer::Server'],
  },
  { name: 'AWS Site-to-Site VPN', service: 'site-to-site-vpn', types: ['AWS::EC2::VPNConnection'] },
  { name: 'Systems Manager Patch Manager', service: 'patch-manager', types: ['AWS::SSM::PatchBaseline'] },
  {
    name: 'Amazon SES',
    service: 'ses',
    words: /\bsend(ing)? e-?mails?\b/,
    types: ['AWS::SES::'],
  },
  { name: 'AWS IoT Core', service: 'iot', words: /\b(mqtt|iot devices?)\b/, types: ['AWS::IoT::'] },
  { name: 'Amazon SageMaker', service: 'sagemaker', types: ['AWS::SageMaker::'] },
  { name: 'Amazon Bedrock', words: /\bbedrock\b/, types: ['AWS::Bedrock::', 'AWS::Lambda::Function'] },
  { name: 'Amazon Kendra', service: 'kendra', types: ['AWS::Kendra::'] },
  { name: 'AWS WAF', service: 'waf', types: ['AWS::WAFv2::'], counted: ['AWS::WAFv2::WebACL'] },
  { name: 'Amazon GuardDuty', service: 'guardduty', types: ['AWS::GuardDuty::'] },
  { name: 'AWS Security Hub', service: 'security-hub', types: ['AWS::SecurityHub::'] },
  { name: 'AWS Config', service: 'config', types: ['AWS::Config::'] },
  { name: 'Amazon Inspector', service: 'inspector', types: ['AWS::InspectorV2::', 'AWS::Inspector::'] },
  { name: 'Amazon Macie', service: 'macie', types: ['AWS::Macie::'] },
  {
    name: 'AWS Systems Manager',
    service: 'session-manager',
    types: ['AWS::SSM::', 'AWS::EC2::VPCEndpoint'],
  },
  { name: 'Amazon Route 53', service: 'route53', words: /\bdns\b/, types: ['AWS::Route53::'] },
  {
    name: 'AWS Certificate Manager',
    service: 'certificate-manager',
    words: /\btls certificates?\b/,
    types: ['AWS::CertificateManager::'],
  },
  { name: 'Amazon WorkSpaces', words: /\b(workspaces|virtual desktops?)\b/, types: ['AWS::WorkSpaces::'] },
  { name: 'AWS Directory Service', service: 'directory-service', types: ['AWS::DirectoryService::'] },
  {
    name: 'AWS Secrets Manager',
    service: 'secrets-manager',
    types: ['AWS::SecretsManager::'],
    counted: ['AWS::SecretsManager::Secret'],
  },
  { name: 'AWS KMS', words: /\b(kms|customer[- ]managed keys?)\b/, types: ['AWS::KMS::Key'] },
  {
    name: 'Amazon EC2',
    of: ['ec2-instance', 'ec2'],
    words: /\b(ec2|virtual machines?|vms?)\b/,
    types: ['AWS::EC2::Instance', 'AWS::AutoScaling::AutoScalingGroup'],
  },
  {
    name: 'Elastic Load Balancing',
    service: 'load-balancer',
    words: /\b(load balanc(er|ers|ing)|alb|nlb)\b/,
    types: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
  },
  {
    name: 'Amazon VPC',
    service: 'vpc',
    words: /\b(private subnets?|public subnets?)\b/,
    types: ['AWS::EC2::VPC'],
  },
  { name: 'NAT gateway', words: /\bnat gateways?\b/, types: ['AWS::EC2::NatGateway'], part: 'nat-gateway' },
  {
    name: 'internet gateway',
    words: /\b(?:internet gateways?|igws?)\b/,
    types: ['AWS::EC2::InternetGateway'],
    part: 'internet-gateway',
  },
];

/**
 * A fleet resized to a count ("scale out to 5 instances", "raises the minimum to 4", "back up to
 * 2", "نرفع العدد إلى ٥", "يُخفض عدد الخوادم إلى اثنين"): said with a time, it is the scaling
 * group's scheduled action to that size (see TIMED_ACTIONS), not a job. The count is the first
 * group, or the second in Arabic (number words read as figures first); "to at least N" is N.
 */
export const SCALE_TO_WORDS =
  /\b(?:scal(?:e|es|ed|ing)(?: (?:it|them|the (?:group|fleet|cluster)))?(?: (?:out|in|up|down|back))?|(?:raise|lower|increase|decrease|reduce)[sd]?(?: (?:it|the (?:minimum|min|size|capacity|count)))?|(?:drop|grow|shrink)(?:s|ped)?|back (?:up|down)|bring (?:it |them )?(?:back )?(?:up|down))\b[^.;\n]{0,30}?\bto (?:at least |a minimum of |min(?:imum)? )?(\d{1,4}|one)\b|(?:[نيت]?(?:رفع|ُرفع|زود|زيد|كبر|نزل|خفض|ُخفض|قلل|صغر)|زياد[ةه]|تقليل|تخفيض|تكبير|تصغير|رفع)(?![\u0621-\u064a]{3})[^.؛\n]{0,30}?(?:إلى|الى|لـ?)\s*(\d{1,4})(?!\d)/;

/**
 * What a stated time starts when its words say an action rather than a service: servers scaled
 * at a time ("scale out to 4 instances at 07:00", "a scheduled action raises the minimum",
 * "نزيد السيرفرات الساعة 2") are an Auto Scaling group's scheduled action, and no other job
 * starting then meets the time.
 */
export const TIMED_ACTIONS: readonly { name: string; words: RegExp; types: readonly string[] }[] = [
  {
    name: 'Amazon EC2 Auto Scaling',
    words: new RegExp(
      `${/\b(?:scheduled (?:scaling )?actions?|scheduled scaling|scal(?:e|es|ing)[- ](?:out|in|up|down)|(?:raise|raises|raising|lower|lowers|lowering|set|sets) (?:the )?(?:minimum|min|desired|capacity)|(?:minimum|min|desired capacity|desired) (?:size )?to \d+)\b|(?<![\u0621-\u064a])(?:ن|ي|ت)?(?:زيد|نقص|وسع)(?:و|ون)? (?:عدد )?(?:ال)?(?:سيرفرات|خوادم|نسخ|instances)|(?:زياد[ةه]|تقليل|رفع) (?:عدد )?(?:ال)?(?:سيرفرات|خوادم|نسخ|instances)|(?:رفع|خفض) (?:ال)?حد (?:ال)?[أا]دنى/.source}|${SCALE_TO_WORDS.source}`,
    ),
    types: ['AWS::AutoScaling::ScheduledAction'],
  },
];
