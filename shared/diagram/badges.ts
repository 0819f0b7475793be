/**
 * What the diagram shows for a resource type: a category colour (those of AWS's architecture
 * icons), a short badge text and a readable type name. Keyed first by the whole type, because one
 * service mixes categories (EC2 holds instances, but also routes, gateways and security groups),
 * then by service; anything else gets a neutral badge with its first letters.
 */
const CATEGORY_COLOURS = {
  compute: '#ED7100',
  storage: '#7AA116',
  database: '#C925D1',
  network: '#8C4FFF',
  security: '#DD344C',
  integration: '#E7157B',
  management: '#E7157B',
  analytics: '#8C4FFF',
  other: '#5A6B86',
} as const;

export type Category = keyof typeof CATEGORY_COLOURS;

/** [category, badge text, type name]; the type name is left out when the kind reads well split. */
type Look = [Category, string, string?];

const TYPES: Record<string, Look> = {
  'AWS::EC2::Instance': ['compute', 'EC2', 'EC2 instance'],
  'AWS::EC2::LaunchTemplate': ['compute', 'LT', 'Launch template'],
  'AWS::EC2::Volume': ['storage', 'EBS', 'EBS volume'],
  'AWS::EC2::VPC': ['network', 'VPC', 'VPC'],
  'AWS::EC2::Subnet': ['network', 'SN', 'Subnet'],
  'AWS::EC2::RouteTable': ['network', 'RT', 'Route table'],
  'AWS::EC2::Route': ['network', 'RT', 'Route'],
  'AWS::EC2::SubnetRouteTableAssociation': ['network', 'RT', 'Route table association'],
  'AWS::EC2::InternetGateway': ['network', 'IGW', 'Internet gateway'],
  'AWS::EC2::VPCGatewayAttachment': ['network', 'IGW', 'Gateway attachment'],
  'AWS::EC2::NatGateway': ['network', 'NAT', 'NAT gateway'],
  'AWS::EC2::EIP': ['network', 'EIP', 'Elastic IP'],
  'AWS::EC2::EIPAssociation': ['network', 'EIP', 'Elastic IP association'],
  'AWS::EC2::VPCEndpoint': ['network', 'VPCE', 'VPC endpoint'],
  'AWS::EC2::TransitGateway': ['network', 'TGW', 'Transit gateway'],
  'AWS::EC2::FlowLog': ['management', 'FLOW', 'VPC flow log'],
  'AWS::EC2::SecurityGroup': ['security', 'SG', 'Security group'],
  'AWS::EC2::SecurityGroupIngress': ['security', 'SG', 'Ingress rule'],
  'AWS::EC2::SecurityGroupEgress': ['security', 'SG', 'Egress rule'],
  'AWS::EC2::NetworkAcl': ['security', 'NACL', 'Network ACL'],
  'AWS::EC2::NetworkAclEntry': ['security', 'NACL', 'Network ACL entry'],
  'AWS::EC2::KeyPair': ['security', 'KEY', 'Key pair'],
  'AWS::ElasticLoadBalancingV2::LoadBalancer': ['network', 'ELB', 'Load balancer'],
  'AWS::ElasticLoadBalancingV2::TargetGroup': ['network', 'ELB', 'Target group'],
  'AWS::ElasticLoadBalancingV2::Listener': ['network', 'ELB', 'Listener'],
  'AWS::AutoScaling::AutoScalingGroup': ['compute', 'ASG', 'Auto Scaling group'],
  'AWS::AutoScaling::ScalingPolicy': ['compute', 'ASG', 'Scaling policy'],
  'AWS::IAM::Role': ['security', 'IAM', 'IAM role'],
  'AWS::IAM::InstanceProfile': ['security', 'IAM', 'Instance profile'],
  'AWS::IAM::Policy': ['security', 'IAM', 'IAM policy'],
  'AWS::IAM::ManagedPolicy': ['security', 'IAM', 'Managed policy'],
  'AWS::KMS::Key': ['security', 'KMS', 'KMS key'],
  'AWS::S3::Bucket': ['storage', 'S3', 'S3 bucket'],
  'AWS::S3::BucketPolicy': ['storage', 'S3', 'Bucket policy'],
  'AWS::RDS::DBInstance': ['database', 'RDS', 'RDS database'],
  'AWS::RDS::DBCluster': ['database', 'RDS', 'RDS cluster'],
  'AWS::RDS::DBSubnetGroup': ['database', 'RDS', 'DB subnet group'],
  'AWS::Lambda::Function': ['compute', 'λ', 'Lambda function'],
  'AWS::Lambda::Permission': ['compute', 'λ', 'Lambda permission'],
  'AWS::Logs::LogGroup': ['management', 'LOG', 'Log group'],
  'AWS::DynamoDB::Table': ['database', 'DDB', 'DynamoDB table'],
  'AWS::SQS::Queue': ['integration', 'SQS', 'SQS queue'],
  'AWS::SNS::Topic': ['integration', 'SNS', 'SNS topic'],
  'AWS::CloudTrail::Trail': ['management', 'CT', 'CloudTrail trail'],
  'AWS::WAFv2::WebACL': ['security', 'WAF', 'WAF web ACL'],
  'AWS::ECS::Service': ['compute', 'ECS', 'ECS service'],
  'AWS::ECS::Cluster': ['compute', 'ECS', 'ECS cluster'],
  'AWS::CloudFront::Distribution': ['network', 'CF', 'CloudFront distribution'],
  'AWS::ApiGateway::RestApi': ['network', 'API', 'REST API'],
};

const SERVICES: Record<string, Look> = {
  EC2: ['network', 'EC2'],
  AutoScaling: ['compute', 'ASG'],
  Lambda: ['compute', 'λ'],
  Serverless: ['compute', 'SAM'],
  ECS: ['compute', 'ECS'],
  EKS: ['compute', 'EKS'],
  ECR: ['compute', 'ECR'],
  Batch: ['compute', 'BAT'],
  S3: ['storage', 'S3'],
  EFS: ['storage', 'EFS'],
  Backup: ['storage', 'BKP'],
  FSx: ['storage', 'FSx'],
  RDS: ['database', 'RDS'],
  DynamoDB: ['database', 'DDB'],
  ElastiCache: ['database', 'EC'],
  DocDB: ['database', 'DOC'],
  Neptune: ['database', 'NEP'],
  Redshift: ['analytics', 'RS'],
  ElasticLoadBalancing: ['network', 'ELB'],
  ElasticLoadBalancingV2: ['network', 'ELB'],
  CloudFront: ['network', 'CF'],
  Route53: ['network', 'R53'],
  ApiGateway: ['network', 'API'],
  ApiGatewayV2: ['network', 'API'],
  IAM: ['security', 'IAM'],
  KMS: ['security', 'KMS'],
  SecretsManager: ['security', 'SM'],
  WAFv2: ['security', 'WAF'],
  CertificateManager: ['security', 'ACM'],
  Cognito: ['security', 'COG'],
  GuardDuty: ['security', 'GD'],
  SecurityHub: ['security', 'SH'],
  SQS: ['integration', 'SQS'],
  SNS: ['integration', 'SNS'],
  Events: ['integration', 'EB'],
  Scheduler: ['integration', 'EB'],
  StepFunctions: ['integration', 'SFN'],
  Logs: ['management', 'LOG'],
  CloudWatch: ['management', 'CW'],
  CloudTrail: ['management', 'CT'],
  Config: ['management', 'CFG'],
  SSM: ['management', 'SSM'],
  CloudFormation: ['management', 'CFN'],
  Glue: ['analytics', 'GLU'],
  Athena: ['analytics', 'ATH'],
  Kinesis: ['analytics', 'KIN'],
  OpenSearchService: ['analytics', 'OS'],
  Elasticsearch: ['analytics', 'ES'],
};

/** Short service names for type names built from the type ("Backup vault", "ELB listener rule"). */
const SERVICE_NAMES: Record<string, string> = {
  ElasticLoadBalancingV2: 'ELB',
  ElasticLoadBalancing: 'ELB',
  AutoScaling: 'Auto Scaling',
  Logs: 'CloudWatch Logs',
  ApiGateway: 'API Gateway',
  ApiGatewayV2: 'API Gateway',
  SecretsManager: 'Secrets Manager',
  StepFunctions: 'Step Functions',
  Events: 'EventBridge',
};

export interface Badge {
  colour: string;
  text: string;
  category: Category;
}

const lookOf = (type: string): Look | undefined => {
  if (Object.hasOwn(TYPES, type)) return TYPES[type];
  const service = type.split('::')[1] ?? '';
  return Object.hasOwn(SERVICES, service) ? SERVICES[service] : undefined;
};

/** The category the table gives this exact type, if it lists it (no fallback to the service's). */
export function listedCategory(type: string): Category | undefined {
  return Object.hasOwn(TYPES, type) ? TYPES[type][0] : undefined;
}

/** The badge of a resource type (`AWS::EC2::NatGateway`), or of a bare service name (`S3`). */
export function badgeFor(typeOrService: string): Badge {
  const type = typeOrService.includes('::') ? typeOrService : `AWS::${typeOrService}::`;
  const look = lookOf(type);
  if (look) return { colour: CATEGORY_COLOURS[look[0]], text: look[1], category: look[0] };
  const service = type.split('::')[1] || typeOrService;
  return {
    colour: CATEGORY_COLOURS.other,
    text: service.slice(0, 3).toUpperCase() || '?',
    category: 'other',
  };
}

/** "NAT gateway", "S3 bucket"; otherwise the service and the kind split into words ("Backup vault"). */
export function typeLabel(type: string): string {
  const named = Object.hasOwn(TYPES, type) ? TYPES[type][2] : undefined;
  if (named) return named;
  const [, service = type, kind = ''] = type.split('::');
  const serviceName = Object.hasOwn(SERVICE_NAMES, service) ? SERVICE_NAMES[service] : service;
  const words = kind
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter((word) => word && word !== service)
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word));
  return [serviceName, ...words].join(' ').trim() || type;
}
