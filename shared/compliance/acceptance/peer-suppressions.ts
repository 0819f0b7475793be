import { PEER_ROWS } from '../output/peer-checks';

/**
 * Which of our rules another tool's rule id answers, so its suppression in a template's Metadata
 * accepts our finding too. Only pairs that check the same thing are listed; a suppression of any
 * other id is ignored. Checkov's ids come from the peer table (output/peer-checks.ts), the one
 * home of our Checkov pairing.
 */
export const PEER_SUPPRESSIONS: Readonly<
  Record<'cfn-nag' | 'cfn-guard' | 'cdk-nag', Record<string, readonly string[]>>
> = {
  'cfn-nag': {
    W2: ['ec2-sg-no-unrestricted-ingress'],
    W10: ['cloudfront-access-logs'],
    W11: ['iam-no-wildcard-sensitive-actions'],
    W12: ['iam-no-wildcard-sensitive-actions'],
    W33: ['ec2-subnet-no-auto-public-ip'],
    W35: ['s3-bucket-access-logging'],
    W41: ['s3-bucket-encryption'],
    W47: ['sns-encrypted'],
    W48: ['sqs-encrypted'],
    W52: ['elb-access-logs'],
    W60: ['ec2-vpc-flow-logs'],
    W69: ['apigateway-stage-logging'],
    W70: ['cloudfront-min-tls'],
    W74: ['dynamodb-kms-encryption'],
    W84: ['logs-kms-encryption'],
    W86: ['logs-retention-365'],
    W89: ['lambda-in-vpc'],
    W92: ['lambda-concurrency'],
  },
  'cfn-guard': {
    S3_BUCKET_LOGGING_ENABLED: ['s3-bucket-access-logging'],
    S3_BUCKET_VERSIONING_ENABLED: ['s3-bucket-versioning'],
    S3_BUCKET_SSL_REQUESTS_ONLY: ['s3-bucket-tls-only'],
    S3_BUCKET_SERVER_SIDE_ENCRYPTION_ENABLED: ['s3-bucket-encryption'],
    S3_DEFAULT_ENCRYPTION_KMS: ['s3-bucket-kms-encryption'],
    S3_BUCKET_PUBLIC_READ_PROHIBITED: ['s3-bucket-no-public-acl', 's3-bucket-policy-no-public-read'],
    S3_BUCKET_PUBLIC_WRITE_PROHIBITED: ['s3-bucket-no-public-acl', 's3-bucket-policy-no-public-read'],
    S3_BUCKET_LEVEL_PUBLIC_ACCESS_PROHIBITED: ['s3-public-access-block'],
    RDS_STORAGE_ENCRYPTED: ['rds-storage-encrypted'],
    RDS_INSTANCE_PUBLIC_ACCESS_CHECK: ['rds-not-publicly-accessible'],
    RDS_MULTI_AZ_SUPPORT: ['rds-multi-az'],
    RDS_INSTANCE_DELETION_PROTECTION_ENABLED: ['rds-deletion-protection'],
    DB_INSTANCE_BACKUP_ENABLED: ['rds-backup-retention'],
    RDS_LOGGING_ENABLED: ['rds-log-exports'],
    DYNAMODB_PITR_ENABLED: ['dynamodb-pitr'],
    DYNAMODB_TABLE_ENCRYPTED_KMS: ['dynamodb-kms-encryption'],
    ENCRYPTED_VOLUMES: ['ec2-volume-encrypted'],
    EC2_INSTANCE_NO_PUBLIC_IP: ['ec2-instance-no-public-ip'],
    EC2_INSTANCE_DETAILED_MONITORING_ENABLED: ['ec2-instance-detailed-monitoring'],
    SUBNET_AUTO_ASSIGN_PUBLIC_IP_DISABLED: ['ec2-subnet-no-auto-public-ip'],
    VPC_FLOW_LOGS_ENABLED: ['ec2-vpc-flow-logs'],
    INCOMING_SSH_DISABLED: ['ec2-sg-no-open-admin-ports'],
    RESTRICTED_INCOMING_TRAFFIC: ['ec2-sg-no-open-admin-ports', 'ec2-sg-no-open-database-ports'],
    CLOUD_TRAIL_ENCRYPTION_ENABLED: ['cloudtrail-kms-encryption'],
    CLOUD_TRAIL_LOG_FILE_VALIDATION_ENABLED: ['cloudtrail-log-validation'],
    CLOUD_TRAIL_CLOUD_WATCH_LOGS_ENABLED: ['cloudtrail-cloudwatch-logs'],
    MULTI_REGION_CLOUD_TRAIL_ENABLED: ['cloudtrail-multi-region'],
    SNS_ENCRYPTED_KMS: ['sns-encrypted'],
    LAMBDA_INSIDE_VPC: ['lambda-in-vpc'],
    LAMBDA_CONCURRENCY_CHECK: ['lambda-concurrency'],
    LAMBDA_DLQ_CHECK: ['lambda-dlq'],
    LAMBDA_FUNCTION_PUBLIC_ACCESS_PROHIBITED: ['lambda-no-public-permission'],
    CMK_BACKING_KEY_ROTATION_ENABLED: ['kms-key-rotation'],
    ELB_DELETION_PROTECTION_ENABLED: ['elb-deletion-protection'],
    ELB_LOGGING_ENABLED: ['elb-access-logs'],
    SECRETSMANAGER_ROTATION_ENABLED_CHECK: ['secretsmanager-rotation'],
    EFS_ENCRYPTED_CHECK: ['efs-encrypted'],
    ELASTICACHE_REDIS_CLUSTER_AUTOMATIC_BACKUP_CHECK: ['elasticache-automatic-backup'],
    API_GW_EXECUTION_LOGGING_ENABLED: ['apigateway-stage-logging'],
    CLOUDWATCH_LOG_GROUP_ENCRYPTED: ['logs-kms-encryption'],
    REDSHIFT_CLUSTER_PUBLIC_ACCESS_CHECK: ['redshift-not-publicly-accessible'],
    ELASTICSEARCH_IN_VPC_ONLY: ['opensearch-in-vpc'],
    EKS_ENDPOINT_NO_PUBLIC_ACCESS: ['eks-endpoint-not-public'],
  },
  'cdk-nag': {
    'AwsSolutions-S1': ['s3-bucket-access-logging'],
    'AwsSolutions-S2': ['s3-public-access-block'],
    'AwsSolutions-S10': ['s3-bucket-tls-only'],
    'AwsSolutions-RDS2': ['rds-storage-encrypted'],
    'AwsSolutions-RDS3': ['rds-multi-az'],
    'AwsSolutions-RDS6': ['rds-iam-authentication'],
    'AwsSolutions-RDS10': ['rds-deletion-protection'],
    'AwsSolutions-RDS13': ['rds-backup-retention'],
    'AwsSolutions-DDB3': ['dynamodb-pitr'],
    'AwsSolutions-EC23': ['ec2-sg-no-unrestricted-ingress'],
    'AwsSolutions-EC26': [
      'ec2-volume-encrypted',
      'ec2-instance-ebs-encrypted',
      'ec2-launch-template-ebs-encrypted',
    ],
    'AwsSolutions-EC28': ['ec2-instance-detailed-monitoring'],
    'AwsSolutions-ELB2': ['elb-access-logs'],
    'AwsSolutions-VPC7': ['ec2-vpc-flow-logs'],
    'AwsSolutions-SNS2': ['sns-encrypted'],
    'AwsSolutions-SNS3': ['sns-tls-only'],
    'AwsSolutions-SQS2': ['sqs-encrypted'],
    'AwsSolutions-SQS3': ['sqs-dlq'],
    'AwsSolutions-SQS4': ['sqs-tls-only'],
    'AwsSolutions-IAM5': ['iam-no-wildcard-sensitive-actions'],
    'AwsSolutions-KMS5': ['kms-key-rotation'],
    'AwsSolutions-SMG4': ['secretsmanager-rotation'],
    'AwsSolutions-CFR2': ['cloudfront-waf'],
    'AwsSolutions-CFR3': ['cloudfront-access-logs'],
    'AwsSolutions-CFR4': ['cloudfront-min-tls'],
    'AwsSolutions-APIG1': ['apigateway-stage-logging'],
    'AwsSolutions-APIG3': ['apigateway-waf'],
    'AwsSolutions-APIG4': ['apigateway-authorization'],
    'AwsSolutions-APIG6': ['apigateway-stage-logging'],
    'AwsSolutions-L1': ['lambda-runtime-supported'],
    'AwsSolutions-ECS7': ['ecs-logging'],
    'AwsSolutions-EKS1': ['eks-endpoint-not-public'],
    'AwsSolutions-EKS2': ['eks-control-plane-logging'],
    'AwsSolutions-EFS1': ['efs-encrypted'],
    'AwsSolutions-OS1': ['opensearch-in-vpc'],
    'AwsSolutions-OS2': ['opensearch-node-to-node-encryption'],
    'AwsSolutions-ECR1': ['ecr-policy-no-public'],
    'AwsSolutions-SF1': ['stepfunctions-logging'],
    'AwsSolutions-SF2': ['stepfunctions-tracing'],
    'AwsSolutions-KDF1': ['firehose-encrypted'],
  },
};

/** Checkov ids of the peer table ("CKV_AWS_53-56", "CKV_AWS_24, CKV_AWS_25") to our rules. */
function checkovPairs(): Record<string, string[]> {
  const pairs: Record<string, string[]> = {};
  for (const row of PEER_ROWS) {
    for (const part of (row.checkov ?? '').split(',')) {
      const match = /^\s*(CKV2?_AWS_)(\d+)(?:-(\d+))?/.exec(part);
      if (!match) continue;
      const [, prefix, from, to] = match;
      for (let n = Number(from); n <= Number(to ?? from); n++) {
        const id = `${prefix}${n}`;
        pairs[id] = [...(pairs[id] ?? []), row.rule];
      }
    }
  }
  return pairs;
}

const CHECKOV = checkovPairs();

/** Our rules another tool's rule id answers (none when we have no such pairing). */
export function ourRulesFor(
  tool: 'cfn-nag' | 'cfn-guard' | 'cdk-nag' | 'checkov',
  id: string,
): readonly string[] {
  if (tool === 'checkov') return CHECKOV[id] ?? [];
  return PEER_SUPPRESSIONS[tool][id] ?? [];
}
