import { control, type Framework } from './types';

const DATA = '3-3 Subscriber Data';
const PROT = '3-4 Subscriber Data Protection';
const PROV = 'Provider obligations';

/**
 * CST (formerly CITC) Cloud Computing Regulatory Framework v3. The section numbers are from the
 * published framework; the clause-level ids below are our reading and are marked unverified so
 * they can be corrected here in one place.
 */
export const CITC: Framework = {
  id: 'CITC',
  name: 'CST Cloud Computing Regulatory Framework',
  version: '3 (2020)',
  controls: [
    control('3-1', 'Cloud service provider registration', PROV),
    control('3-2', 'Contract terms with subscribers', PROV),
    control(
      '3-3-1',
      'Subscriber content is classified (government or non-government data)',
      DATA,
      [
        ['tagging-data-classification', 'high'],
        ['residency-classified-data-cmk', 'high'],
      ],
      { unverified: true },
    ),
    control(
      '3-3-2',
      'Government and sensitive data stays in permitted locations, including replicas and backups',
      DATA,
      [
        ['residency-region-in-kingdom', 'critical'],
        ['residency-replication-in-kingdom', 'critical'],
        ['s3-bucket-replication-in-kingdom', 'critical'],
      ],
      { unverified: true },
    ),
    control(
      '3-4-1',
      'Subscriber data is encrypted',
      PROT,
      [
        ['account-ebs-default-encryption', 'high'],
        ['s3-bucket-encryption', 'high'],
        ['s3-bucket-kms-encryption', 'high'],
        ['ec2-volume-encrypted', 'high'],
        ['ec2-instance-ebs-encrypted', 'high'],
        ['ec2-launch-template-ebs-encrypted', 'high'],
        ['rds-storage-encrypted', 'high'],
        ['neptune-storage-encrypted', 'high'],
        ['docdb-storage-encrypted', 'high'],
        ['redshift-encrypted', 'high'],
        ['eks-secrets-encryption', 'medium'],
        ['efs-encrypted', 'high'],
        ['elasticache-at-rest-encryption', 'high'],
        ['opensearch-encryption-at-rest', 'high'],
        ['dynamodb-kms-encryption', 'medium'],
        ['kinesis-stream-encrypted', 'medium'],
        ['glue-job-security-configuration', 'medium'],
        ['firehose-encrypted', 'medium'],
        ['sqs-encrypted', 'medium'],
        ['sns-encrypted', 'medium'],
        ['secretsmanager-cmk', 'medium'],
        ['backup-vault-encrypted', 'medium'],
        ['s3-bucket-tls-only', 'medium'],
        ['redshift-tls-only', 'medium'],
        ['elb-listener-https', 'medium'],
        ['transfer-server-no-ftp', 'medium'],
        ['cloudfront-viewer-https', 'medium'],
      ],
      { unverified: true },
    ),
    control(
      '3-4-2',
      'Access to subscriber data is restricted',
      PROT,
      [
        ['account-root-mfa', 'high'],
        ['account-s3-public-access-block', 'high'],
        ['s3-public-access-block', 'critical'],
        ['s3-bucket-policy-no-public-read', 'critical'],
        ['s3-bucket-no-public-acl', 'critical'],
        ['rds-not-publicly-accessible', 'critical'],
        ['mq-broker-not-public', 'critical'],
        ['redshift-not-publicly-accessible', 'critical'],
        ['iam-no-admin-policy', 'high'],
        ['kms-key-policy-no-public', 'high'],
        ['sns-policy-no-public', 'high'],
        ['events-bus-policy-no-public', 'high'],
        ['sqs-policy-no-public', 'high'],
        ['opensearch-policy-no-public', 'high'],
        ['secrets-no-hardcoded', 'high'],
        ['ec2-sg-no-open-database-ports', 'high'],
      ],
      { unverified: true },
    ),
    control(
      '3-4-3',
      'Access to subscriber data is logged',
      PROT,
      [
        ['account-cloudtrail-enabled', 'high'],
        ['cloudtrail-multi-region', 'high'],
        ['cloudtrail-logging-on', 'high'],
        ['s3-bucket-access-logging', 'medium'],
        ['redshift-audit-logging', 'medium'],
        ['eks-control-plane-logging', 'medium'],
        ['logs-retention-365', 'medium'],
        ['ec2-vpc-flow-logs', 'medium'],
      ],
      { unverified: true },
    ),
    control(
      '3-4-4',
      'Breaches of subscriber data can be detected',
      PROT,
      [
        ['account-config-recording', 'medium'],
        ['account-guardduty-enabled', 'medium'],
        ['guardduty-enabled', 'high'],
        ['config-recorder-all', 'medium'],
        ['cloudtrail-log-validation', 'medium'],
      ],
      { unverified: true },
    ),
    control('3-5', 'Subscriber notification of breaches and incidents', PROV),
  ],
};
