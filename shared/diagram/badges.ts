/**
 * AWS-style service badges: the category colours of AWS's architecture icons and a short name.
 * Services not listed get a neutral badge with their first letters.
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

type Category = keyof typeof CATEGORY_COLOURS;

const SERVICES: Record<string, [Category, string]> = {
  EC2: ['compute', 'EC2'],
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
  VPC: ['network', 'VPC'],
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

export interface Badge {
  colour: string;
  text: string;
}

export function badgeFor(service: string): Badge {
  const known = Object.hasOwn(SERVICES, service) ? SERVICES[service] : undefined;
  if (known) return { colour: CATEGORY_COLOURS[known[0]], text: known[1] };
  return { colour: CATEGORY_COLOURS.other, text: service.slice(0, 3).toUpperCase() || '?' };
}
