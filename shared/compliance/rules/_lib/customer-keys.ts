/**
 * The rules that ask for a customer managed KMS key, as data a design reads to know where one is
 * wanted (the rules' own evaluations are what decide; this says the same of them in one place):
 * `always`, on every resource of the rule's types; `sensitive`, only on data classified sensitive
 * (rules gated by unlessSensitive). SNS topics are here because the AWS services that publish to
 * them (alarms, events, notifications) can use no AWS managed key: encrypted, they need one.
 * Rules content with an AWS managed key (sqs-encrypted, kinesis-stream-encrypted, rds-storage-encrypted)
 * are not.
 */
export const CUSTOMER_KEY_RULES: Readonly<Record<string, 'always' | 'sensitive'>> = {
  'logs-kms-encryption': 'always',
  'lambda-env-kms': 'always',
  'sns-encrypted': 'always',
  'stepfunctions-cmk': 'always',
  'secretsmanager-cmk': 'always',
  'backup-vault-encrypted': 'always',
  'msk-cmk': 'always',
  'cloudtrail-kms-encryption': 'always',
  'sagemaker-notebook-kms': 'always',
  'sagemaker-endpoint-config-kms': 'always',
  's3-bucket-kms-encryption': 'sensitive',
  'dynamodb-kms-encryption': 'sensitive',
  'residency-classified-data-cmk': 'sensitive',
};
