import type { FreeTierId } from './types';

/**
 * AWS's always-free monthly allowances that the estimator subtracts. These are not prices and are
 * not in the price file (its rows are before free tiers: SOURCES.md says the estimator has to
 * apply them). Only allowances that never expire are here; 12-month new-account offers (EC2, RDS,
 * S3, API Gateway, ELB...) are not applied because they depend on the account, not the template.
 * An allowance is per account and per month, so it is shared by every resource of a template.
 */
export const FREE_TIERS: Record<FreeTierId, { quantity: number; what: string; page: string }> = {
  'lambda-requests': {
    quantity: 1_000_000,
    what: 'Lambda: 1 million requests a month',
    page: 'https://aws.amazon.com/lambda/pricing/',
  },
  'lambda-compute': {
    quantity: 400_000,
    what: 'Lambda: 400,000 GB-seconds of compute a month',
    page: 'https://aws.amazon.com/lambda/pricing/',
  },
  'dynamodb-storage': {
    quantity: 25,
    what: 'DynamoDB: 25 GB of table storage',
    page: 'https://aws.amazon.com/dynamodb/pricing/provisioned/',
  },
  'dynamodb-rcu': {
    quantity: 25 * 730,
    what: 'DynamoDB: 25 provisioned read capacity units',
    page: 'https://aws.amazon.com/dynamodb/pricing/provisioned/',
  },
  'dynamodb-wcu': {
    quantity: 25 * 730,
    what: 'DynamoDB: 25 provisioned write capacity units',
    page: 'https://aws.amazon.com/dynamodb/pricing/provisioned/',
  },
  'sqs-requests': {
    quantity: 1_000_000,
    what: 'SQS: 1 million requests a month',
    page: 'https://aws.amazon.com/sqs/pricing/',
  },
  'sns-publishes': {
    quantity: 1_000_000,
    what: 'SNS: 1 million publishes a month',
    page: 'https://aws.amazon.com/sns/pricing/',
  },
  'sns-http': {
    quantity: 100_000,
    what: 'SNS: 100,000 HTTP/S deliveries a month',
    page: 'https://aws.amazon.com/sns/pricing/',
  },
  'sns-email': {
    quantity: 1_000,
    what: 'SNS: 1,000 email deliveries a month',
    page: 'https://aws.amazon.com/sns/pricing/',
  },
  'kms-requests': {
    quantity: 20_000,
    what: 'KMS: 20,000 requests a month',
    page: 'https://aws.amazon.com/kms/pricing/',
  },
  'cloudwatch-alarms': {
    quantity: 10,
    what: 'CloudWatch: 10 standard-resolution alarm metrics',
    page: 'https://aws.amazon.com/cloudwatch/pricing/',
  },
  'cloudwatch-metrics': {
    quantity: 10,
    what: 'CloudWatch: 10 custom metrics',
    page: 'https://aws.amazon.com/cloudwatch/pricing/',
  },
  'logs-ingestion': {
    quantity: 5,
    what: 'CloudWatch Logs: 5 GB of log data a month (applied to ingestion)',
    page: 'https://aws.amazon.com/cloudwatch/pricing/',
  },
  'stepfunctions-transitions': {
    quantity: 4_000,
    what: 'Step Functions: 4,000 standard-workflow state transitions a month',
    page: 'https://aws.amazon.com/step-functions/pricing/',
  },
  'cloudfront-requests': {
    quantity: 10_000_000,
    what: 'CloudFront: 10 million HTTP or HTTPS requests a month',
    page: 'https://aws.amazon.com/cloudfront/pricing/',
  },
  'cloudfront-transfer': {
    quantity: 1_024,
    what: 'CloudFront: 1 TB of data transfer out a month',
    page: 'https://aws.amazon.com/cloudfront/pricing/',
  },
  'cognito-mau': {
    quantity: 10_000,
    what: 'Cognito user pools (Lite and Essentials tiers): 10,000 monthly active users',
    page: 'https://aws.amazon.com/cognito/pricing/',
  },
};
