import type { Rule } from '../types';
import { dynamodbDeletionProtection } from './dynamodb/dynamodb-deletion-protection';
import { dynamodbKmsEncryption } from './dynamodb/dynamodb-kms-encryption';
import { dynamodbPitr } from './dynamodb/dynamodb-pitr';
import { ec2InstanceDetailedMonitoring } from './ec2/ec2-instance-detailed-monitoring';
import { ec2InstanceEbsEncrypted } from './ec2/ec2-instance-ebs-encrypted';
import { ec2InstanceImdsv2 } from './ec2/ec2-instance-imdsv2';
import { ec2InstanceNoPublicIp } from './ec2/ec2-instance-no-public-ip';
import { ec2LaunchTemplateEbsEncrypted } from './ec2/ec2-launch-template-ebs-encrypted';
import { ec2LaunchTemplateImdsv2 } from './ec2/ec2-launch-template-imdsv2';
import { ec2LaunchTemplateNoPublicIp } from './ec2/ec2-launch-template-no-public-ip';
import { ec2SgNoOpenAdminPorts } from './ec2/ec2-sg-no-open-admin-ports';
import { ec2SgNoOpenDatabasePorts } from './ec2/ec2-sg-no-open-database-ports';
import { ec2SgNoUnrestrictedIngress } from './ec2/ec2-sg-no-unrestricted-ingress';
import { ec2SubnetNoAutoPublicIp } from './ec2/ec2-subnet-no-auto-public-ip';
import { ec2VolumeEncrypted } from './ec2/ec2-volume-encrypted';
import { ec2VpcFlowLogs } from './ec2/ec2-vpc-flow-logs';
import { efsBackupPolicy } from './efs/efs-backup-policy';
import { efsEncrypted } from './efs/efs-encrypted';
import { elasticacheAtRestEncryption } from './elasticache/elasticache-at-rest-encryption';
import { elasticacheAutomaticBackup } from './elasticache/elasticache-automatic-backup';
import { elasticacheTransitEncryption } from './elasticache/elasticache-transit-encryption';
import { firehoseEncrypted } from './kinesis/firehose-encrypted';
import { kinesisStreamEncrypted } from './kinesis/kinesis-stream-encrypted';
import { opensearchEncryptionAtRest } from './opensearch/opensearch-encryption-at-rest';
import { opensearchHttpsOnly } from './opensearch/opensearch-https-only';
import { opensearchInVpc } from './opensearch/opensearch-in-vpc';
import { opensearchNodeToNodeEncryption } from './opensearch/opensearch-node-to-node-encryption';
import { rdsAutoMinorUpgrade } from './rds/rds-auto-minor-upgrade';
import { rdsBackupRetention } from './rds/rds-backup-retention';
import { rdsDeletionProtection } from './rds/rds-deletion-protection';
import { rdsIamAuthentication } from './rds/rds-iam-authentication';
import { rdsLogExports } from './rds/rds-log-exports';
import { rdsMultiAz } from './rds/rds-multi-az';
import { rdsNotPubliclyAccessible } from './rds/rds-not-publicly-accessible';
import { rdsStorageEncrypted } from './rds/rds-storage-encrypted';
import { residencyClassifiedDataCmk } from './residency/residency-classified-data-cmk';
import { residencyRegionInKingdom } from './residency/residency-region-in-kingdom';
import { residencyReplicationInKingdom } from './residency/residency-replication-in-kingdom';
import { s3BucketAccessLogging } from './s3/s3-bucket-access-logging';
import { s3BucketEncryption } from './s3/s3-bucket-encryption';
import { s3BucketKmsEncryption } from './s3/s3-bucket-kms-encryption';
import { s3BucketLogRetention } from './s3/s3-bucket-log-retention';
import { s3BucketPolicyNoPublicRead } from './s3/s3-bucket-policy-no-public-read';
import { s3BucketReplicationInKingdom } from './s3/s3-bucket-replication-in-kingdom';
import { s3BucketTlsOnly } from './s3/s3-bucket-tls-only';
import { s3BucketVersioning } from './s3/s3-bucket-versioning';
import { s3PublicAccessBlock } from './s3/s3-public-access-block';
import { taggingDataClassification } from './tagging/tagging-data-classification';

/** Storage, database, network and residency rules, sorted by id. */
export const dataRules: readonly Rule[] = [
  dynamodbDeletionProtection,
  dynamodbKmsEncryption,
  dynamodbPitr,
  ec2InstanceDetailedMonitoring,
  ec2InstanceEbsEncrypted,
  ec2InstanceImdsv2,
  ec2InstanceNoPublicIp,
  ec2LaunchTemplateEbsEncrypted,
  ec2LaunchTemplateImdsv2,
  ec2LaunchTemplateNoPublicIp,
  ec2SgNoOpenAdminPorts,
  ec2SgNoOpenDatabasePorts,
  ec2SgNoUnrestrictedIngress,
  ec2SubnetNoAutoPublicIp,
  ec2VolumeEncrypted,
  ec2VpcFlowLogs,
  efsBackupPolicy,
  efsEncrypted,
  elasticacheAtRestEncryption,
  elasticacheAutomaticBackup,
  elasticacheTransitEncryption,
  firehoseEncrypted,
  kinesisStreamEncrypted,
  opensearchEncryptionAtRest,
  opensearchHttpsOnly,
  opensearchInVpc,
  opensearchNodeToNodeEncryption,
  rdsAutoMinorUpgrade,
  rdsBackupRetention,
  rdsDeletionProtection,
  rdsIamAuthentication,
  rdsLogExports,
  rdsMultiAz,
  rdsNotPubliclyAccessible,
  rdsStorageEncrypted,
  residencyClassifiedDataCmk,
  residencyRegionInKingdom,
  residencyReplicationInKingdom,
  s3BucketAccessLogging,
  s3BucketEncryption,
  s3BucketKmsEncryption,
  s3BucketLogRetention,
  s3BucketPolicyNoPublicRead,
  s3BucketReplicationInKingdom,
  s3BucketTlsOnly,
  s3BucketVersioning,
  s3PublicAccessBlock,
  taggingDataClassification,
];
