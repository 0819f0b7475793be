import type { Rule } from '../types';
import { acmCertificateKeyStrength } from './acm/acm-certificate-key-strength';
import { acmCertificateTransparency } from './acm/acm-certificate-transparency';
import { apigatewayAuthorization } from './apigateway/apigateway-authorization';
import { apigatewayCacheEncrypted } from './apigateway/apigateway-cache-encrypted';
import { apigatewayDomainTls } from './apigateway/apigateway-domain-tls';
import { apigatewayStageLogging } from './apigateway/apigateway-stage-logging';
import { apigatewayStageTracing } from './apigateway/apigateway-stage-tracing';
import { apigatewayWaf } from './apigateway/apigateway-waf';
import { appsyncLogging } from './appsync/appsync-logging';
import { appsyncNoApiKey } from './appsync/appsync-no-api-key';
import { athenaWorkgroupEncryption } from './athena/athena-workgroup-encryption';
import { autoscalingElbHealthCheck } from './autoscaling/autoscaling-elb-health-check';
import { autoscalingLaunchTemplate } from './autoscaling/autoscaling-launch-template';
import { autoscalingMultiAz } from './autoscaling/autoscaling-multi-az';
import { backupPlanExists } from './backup/backup-plan-exists';
import { backupPlanRetention } from './backup/backup-plan-retention';
import { backupVaultEncrypted } from './backup/backup-vault-encrypted';
import { cloudfrontAccessLogs } from './cloudfront/cloudfront-access-logs';
import { cloudfrontMinTls } from './cloudfront/cloudfront-min-tls';
import { cloudfrontOriginAccessControl } from './cloudfront/cloudfront-origin-access-control';
import { cloudfrontOriginHttps } from './cloudfront/cloudfront-origin-https';
import { cloudfrontSni } from './cloudfront/cloudfront-sni';
import { cloudfrontViewerHttps } from './cloudfront/cloudfront-viewer-https';
import { cloudfrontWaf } from './cloudfront/cloudfront-waf';
import { cloudtrailBucketExists } from './cloudtrail/cloudtrail-bucket-exists';
import { cloudtrailCloudwatchLogs } from './cloudtrail/cloudtrail-cloudwatch-logs';
import { cloudtrailInsights } from './cloudtrail/cloudtrail-insights';
import { cloudtrailKmsEncryption } from './cloudtrail/cloudtrail-kms-encryption';
import { cloudtrailLogValidation } from './cloudtrail/cloudtrail-log-validation';
import { cloudtrailLoggingOn } from './cloudtrail/cloudtrail-logging-on';
import { cloudtrailMultiRegion } from './cloudtrail/cloudtrail-multi-region';
import { cloudtrailS3DataEvents } from './cloudtrail/cloudtrail-s3-data-events';
import { codebuildLogging } from './codebuild/codebuild-logging';
import { codebuildProjectPrivate } from './codebuild/codebuild-project-private';
import { codebuildReportExportEncrypted } from './codebuild/codebuild-report-export-encrypted';
import { codebuildS3LogsEncrypted } from './codebuild/codebuild-s3-logs-encrypted';
import { codebuildSourceNoCredentials } from './codebuild/codebuild-source-no-credentials';
import { cognitoAdvancedSecurity } from './cognito/cognito-advanced-security';
import { cognitoIdentityPoolNoGuests } from './cognito/cognito-identity-pool-no-guests';
import { cognitoPasswordPolicy } from './cognito/cognito-password-policy';
import { cognitoUserPoolMfa } from './cognito/cognito-user-pool-mfa';
import { DECLARED_RULES } from './declared/index';
import { dmsEndpointSsl } from './dms/dms-endpoint-ssl';
import { dmsInstanceMultiAz } from './dms/dms-instance-multi-az';
import { dmsInstanceNotPublic } from './dms/dms-instance-not-public';
import { docdbBackupRetention } from './docdb/docdb-backup-retention';
import { docdbDeletionProtection } from './docdb/docdb-deletion-protection';
import { docdbLogExports } from './docdb/docdb-log-exports';
import { docdbStorageEncrypted } from './docdb/docdb-storage-encrypted';
import { dynamodbDeletionProtection } from './dynamodb/dynamodb-deletion-protection';
import { dynamodbKmsEncryption } from './dynamodb/dynamodb-kms-encryption';
import { dynamodbPitr } from './dynamodb/dynamodb-pitr';
import { ec2InstanceDetailedMonitoring } from './ec2/ec2-instance-detailed-monitoring';
import { ec2InstanceEbsEncrypted } from './ec2/ec2-instance-ebs-encrypted';
import { ec2InstanceImdsv2 } from './ec2/ec2-instance-imdsv2';
import { ec2InstanceNoPublicIp } from './ec2/ec2-instance-no-public-ip';
import { ec2InstanceNotDefaultVpc } from './ec2/ec2-instance-not-default-vpc';
import { ec2LaunchTemplateEbsEncrypted } from './ec2/ec2-launch-template-ebs-encrypted';
import { ec2LaunchTemplateImdsv2 } from './ec2/ec2-launch-template-imdsv2';
import { ec2LaunchTemplateNoPublicIp } from './ec2/ec2-launch-template-no-public-ip';
import { ec2ResourceNotDefaultVpc } from './ec2/ec2-resource-not-default-vpc';
import { ec2SgNoOpenAdminPorts } from './ec2/ec2-sg-no-open-admin-ports';
import { ec2SgNoOpenDatabasePorts } from './ec2/ec2-sg-no-open-database-ports';
import { ec2SgNoOpenHighRiskPorts } from './ec2/ec2-sg-no-open-high-risk-ports';
import { ec2SgNoOpenRiskyPorts } from './ec2/ec2-sg-no-open-risky-ports';
import { ec2SgNoUnrestrictedIngress } from './ec2/ec2-sg-no-unrestricted-ingress';
import { ec2SgRuleCount } from './ec2/ec2-sg-rule-count';
import { ec2SubnetNoAutoPublicIp } from './ec2/ec2-subnet-no-auto-public-ip';
import { ec2TransitGatewayNoAutoAccept } from './ec2/ec2-transit-gateway-no-auto-accept';
import { ec2VolumeEncrypted } from './ec2/ec2-volume-encrypted';
import { ec2VpcFlowLogs } from './ec2/ec2-vpc-flow-logs';
import { ecrImmutableTags } from './ecr/ecr-immutable-tags';
import { ecrPolicyNoPublic } from './ecr/ecr-policy-no-public';
import { ecrScanOnPush } from './ecr/ecr-scan-on-push';
import { ecsContainerInsights } from './ecs/ecs-container-insights';
import { ecsHostNetworkNonRoot } from './ecs/ecs-host-network-non-root';
import { ecsLogging } from './ecs/ecs-logging';
import { ecsNoHostPid } from './ecs/ecs-no-host-pid';
import { ecsNoPrivileged } from './ecs/ecs-no-privileged';
import { ecsNonRootUser } from './ecs/ecs-non-root-user';
import { ecsReadonlyRootFs } from './ecs/ecs-readonly-root-fs';
import { ecsServiceNoPublicIp } from './ecs/ecs-service-no-public-ip';
import { efsAccessPointPosixUser } from './efs/efs-access-point-posix-user';
import { efsAccessPointRootDirectory } from './efs/efs-access-point-root-directory';
import { efsBackupPolicy } from './efs/efs-backup-policy';
import { efsEncrypted } from './efs/efs-encrypted';
import { efsPolicyNoPublic } from './efs/efs-policy-no-public';
import { eksControlPlaneLogging } from './eks/eks-control-plane-logging';
import { eksEndpointNotPublic } from './eks/eks-endpoint-not-public';
import { eksSecretsEncryption } from './eks/eks-secrets-encryption';
import { elasticacheAtRestEncryption } from './elasticache/elasticache-at-rest-encryption';
import { elasticacheAutomaticBackup } from './elasticache/elasticache-automatic-backup';
import { elasticacheTransitEncryption } from './elasticache/elasticache-transit-encryption';
import { elbAccessLogs } from './elb/elb-access-logs';
import { elbClassicAccessLogs } from './elb/elb-classic-access-logs';
import { elbClassicAcmCertificate } from './elb/elb-classic-acm-certificate';
import { elbClassicConnectionDraining } from './elb/elb-classic-connection-draining';
import { elbClassicCrossZone } from './elb/elb-classic-cross-zone';
import { elbClassicMultiAz } from './elb/elb-classic-multi-az';
import { elbDeletionProtection } from './elb/elb-deletion-protection';
import { elbDesyncMitigation } from './elb/elb-desync-mitigation';
import { elbDropInvalidHeaders } from './elb/elb-drop-invalid-headers';
import { elbListenerHttps } from './elb/elb-listener-https';
import { elbListenerTlsPolicy } from './elb/elb-listener-tls-policy';
import { elbWaf } from './elb/elb-waf';
import { eventsBusPolicyNoPublic } from './events/events-bus-policy-no-public';
import { glueConnectionSsl } from './glue/glue-connection-ssl';
import { glueDataCatalogEncrypted } from './glue/glue-data-catalog-encrypted';
import { glueJobSecurityConfiguration } from './glue/glue-job-security-configuration';
import { glueSecurityConfigurationEncrypted } from './glue/glue-security-configuration-encrypted';
import { iamNoAccessKeys } from './iam/iam-no-access-keys';
import { iamNoAdminPolicy } from './iam/iam-no-admin-policy';
import { iamNoIamUsers } from './iam/iam-no-iam-users';
import { iamNoWildcardSensitiveActions } from './iam/iam-no-wildcard-sensitive-actions';
import { iamRoleNoAdminManagedPolicy } from './iam/iam-role-no-admin-managed-policy';
import { iamRoleTrustRestricted } from './iam/iam-role-trust-restricted';
import { iamUserNoInlineAdmin } from './iam/iam-user-no-inline-admin';
import { iamUserNoPolicies } from './iam/iam-user-no-policies';
import { firehoseEncrypted } from './kinesis/firehose-encrypted';
import { kinesisStreamEncrypted } from './kinesis/kinesis-stream-encrypted';
import { kmsKeyDeletionWindow } from './kms/kms-key-deletion-window';
import { kmsKeyPolicyNoPublic } from './kms/kms-key-policy-no-public';
import { kmsKeyRotation } from './kms/kms-key-rotation';
import { kmsKeySingleRegion } from './kms/kms-key-single-region';
import { lambdaConcurrency } from './lambda/lambda-concurrency';
import { lambdaDlq } from './lambda/lambda-dlq';
import { lambdaEnvKms } from './lambda/lambda-env-kms';
import { lambdaInVpc } from './lambda/lambda-in-vpc';
import { lambdaNoPublicPermission } from './lambda/lambda-no-public-permission';
import { lambdaRuntimeSupported } from './lambda/lambda-runtime-supported';
import { lambdaUrlAuth } from './lambda/lambda-url-auth';
import { lambdaUrlCors } from './lambda/lambda-url-cors';
import { lambdaVpcMultiAz } from './lambda/lambda-vpc-multi-az';
import { logsKmsEncryption } from './logs/logs-kms-encryption';
import { logsRetention365 } from './logs/logs-retention-365';
import { cloudwatchAlarmActions } from './monitoring/cloudwatch-alarm-actions';
import { configRecorderAll } from './monitoring/config-recorder-all';
import { guarddutyEnabled } from './monitoring/guardduty-enabled';
import { mqBrokerAutoMinorUpgrade } from './mq/mq-broker-auto-minor-upgrade';
import { mqBrokerLogging } from './mq/mq-broker-logging';
import { mqBrokerMultiAz } from './mq/mq-broker-multi-az';
import { mqBrokerNotPublic } from './mq/mq-broker-not-public';
import { mskClientAuthentication } from './msk/msk-client-authentication';
import { mskCmk } from './msk/msk-cmk';
import { mskEncryptionInTransit } from './msk/msk-encryption-in-transit';
import { mskEnhancedMonitoring } from './msk/msk-enhanced-monitoring';
import { mskNotPublic } from './msk/msk-not-public';
import { neptuneBackupRetention } from './neptune/neptune-backup-retention';
import { neptuneIamAuthentication } from './neptune/neptune-iam-authentication';
import { neptuneStorageEncrypted } from './neptune/neptune-storage-encrypted';
import { networkfirewallMultiAz } from './networkfirewall/networkfirewall-multi-az';
import { networkfirewallPolicyDropsByDefault } from './networkfirewall/networkfirewall-policy-drops-by-default';
import { networkfirewallPolicyHasRules } from './networkfirewall/networkfirewall-policy-has-rules';
import { opensearchAuditLogs } from './opensearch/opensearch-audit-logs';
import { opensearchEncryptionAtRest } from './opensearch/opensearch-encryption-at-rest';
import { opensearchFineGrainedAccess } from './opensearch/opensearch-fine-grained-access';
import { opensearchHttpsOnly } from './opensearch/opensearch-https-only';
import { opensearchInVpc } from './opensearch/opensearch-in-vpc';
import { opensearchNoInternalUsers } from './opensearch/opensearch-no-internal-users';
import { opensearchNodeToNodeEncryption } from './opensearch/opensearch-node-to-node-encryption';
import { opensearchPolicyNoPublic } from './opensearch/opensearch-policy-no-public';
import { opensearchSlowLogs } from './opensearch/opensearch-slow-logs';
import { rdsAutoMinorUpgrade } from './rds/rds-auto-minor-upgrade';
import { rdsBackupRetention } from './rds/rds-backup-retention';
import { rdsCopyTagsToSnapshots } from './rds/rds-copy-tags-to-snapshots';
import { rdsDeletionProtection } from './rds/rds-deletion-protection';
import { rdsEnhancedMonitoring } from './rds/rds-enhanced-monitoring';
import { rdsIamAuthentication } from './rds/rds-iam-authentication';
import { rdsLogExports } from './rds/rds-log-exports';
import { rdsMultiAz } from './rds/rds-multi-az';
import { rdsNonDefaultAdmin } from './rds/rds-non-default-admin';
import { rdsNotPubliclyAccessible } from './rds/rds-not-publicly-accessible';
import { rdsStorageEncrypted } from './rds/rds-storage-encrypted';
import { redshiftAuditLogging } from './redshift/redshift-audit-logging';
import { redshiftAutoUpgrade } from './redshift/redshift-auto-upgrade';
import { redshiftAutomatedSnapshots } from './redshift/redshift-automated-snapshots';
import { redshiftEncrypted } from './redshift/redshift-encrypted';
import { redshiftEnhancedVpcRouting } from './redshift/redshift-enhanced-vpc-routing';
import { redshiftNonDefaultAdmin } from './redshift/redshift-non-default-admin';
import { redshiftNonDefaultDatabase } from './redshift/redshift-non-default-database';
import { redshiftNotPubliclyAccessible } from './redshift/redshift-not-publicly-accessible';
import { redshiftTlsOnly } from './redshift/redshift-tls-only';
import { residencyClassifiedDataCmk } from './residency/residency-classified-data-cmk';
import { residencyRegionInKingdom } from './residency/residency-region-in-kingdom';
import { residencyReplicationInKingdom } from './residency/residency-replication-in-kingdom';
import { s3AccessPointPublicAccessBlock } from './s3/s3-access-point-public-access-block';
import { s3BucketAccessLogging } from './s3/s3-bucket-access-logging';
import { s3BucketAclsDisabled } from './s3/s3-bucket-acls-disabled';
import { s3BucketEncryption } from './s3/s3-bucket-encryption';
import { s3BucketKmsEncryption } from './s3/s3-bucket-kms-encryption';
import { s3BucketLogRetention } from './s3/s3-bucket-log-retention';
import { s3BucketNoPublicAcl } from './s3/s3-bucket-no-public-acl';
import { s3BucketPolicyNoPublicRead } from './s3/s3-bucket-policy-no-public-read';
import { s3BucketReplicationInKingdom } from './s3/s3-bucket-replication-in-kingdom';
import { s3BucketTlsOnly } from './s3/s3-bucket-tls-only';
import { s3BucketVersioning } from './s3/s3-bucket-versioning';
import { s3PublicAccessBlock } from './s3/s3-public-access-block';
import { sagemakerDomainVpcOnly } from './sagemaker/sagemaker-domain-vpc-only';
import { sagemakerEndpointConfigKms } from './sagemaker/sagemaker-endpoint-config-kms';
import { sagemakerModelNetworkIsolation } from './sagemaker/sagemaker-model-network-isolation';
import { sagemakerNotebookKms } from './sagemaker/sagemaker-notebook-kms';
import { sagemakerNotebookNoDirectInternet } from './sagemaker/sagemaker-notebook-no-direct-internet';
import { sagemakerNotebookNoRoot } from './sagemaker/sagemaker-notebook-no-root';
import { secretsNoHardcoded } from './secrets/secrets-no-hardcoded';
import { secretsmanagerCmk } from './secretsmanager/secretsmanager-cmk';
import { secretsmanagerPolicyNoPublic } from './secretsmanager/secretsmanager-policy-no-public';
import { secretsmanagerRotation } from './secretsmanager/secretsmanager-rotation';
import { snsEncrypted } from './sns/sns-encrypted';
import { snsPolicyNoPublic } from './sns/sns-policy-no-public';
import { snsSubscriptionHttps } from './sns/sns-subscription-https';
import { snsTlsOnly } from './sns/sns-tls-only';
import { sqsDlq } from './sqs/sqs-dlq';
import { sqsEncrypted } from './sqs/sqs-encrypted';
import { sqsPolicyNoPublic } from './sqs/sqs-policy-no-public';
import { sqsTlsOnly } from './sqs/sqs-tls-only';
import { stepfunctionsCmk } from './stepfunctions/stepfunctions-cmk';
import { stepfunctionsLogging } from './stepfunctions/stepfunctions-logging';
import { stepfunctionsTracing } from './stepfunctions/stepfunctions-tracing';
import { taggingDataClassification } from './tagging/tagging-data-classification';
import { transferServerNoFtp } from './transfer/transfer-server-no-ftp';
import { wafClassicRuleHasConditions } from './waf/waf-classic-rule-has-conditions';
import { wafWebaclHasRules } from './waf/waf-webacl-has-rules';
import { wafWebaclManagedRules } from './waf/waf-webacl-managed-rules';
import { wafv2Metrics } from './waf/wafv2-metrics';

/** Every rule the engine runs: the one roster, sorted by id (a rule's file name is its id). */
/** Rules written as code, one file each. */
const WRITTEN_RULES: readonly Rule[] = [
  acmCertificateKeyStrength,
  acmCertificateTransparency,
  apigatewayAuthorization,
  apigatewayCacheEncrypted,
  apigatewayDomainTls,
  apigatewayStageLogging,
  apigatewayStageTracing,
  apigatewayWaf,
  appsyncLogging,
  appsyncNoApiKey,
  athenaWorkgroupEncryption,
  autoscalingElbHealthCheck,
  autoscalingLaunchTemplate,
  autoscalingMultiAz,
  backupPlanExists,
  backupPlanRetention,
  backupVaultEncrypted,
  cloudfrontAccessLogs,
  cloudfrontMinTls,
  cloudfrontOriginAccessControl,
  cloudfrontOriginHttps,
  cloudfrontSni,
  cloudfrontViewerHttps,
  cloudfrontWaf,
  cloudtrailBucketExists,
  cloudtrailCloudwatchLogs,
  cloudtrailInsights,
  cloudtrailKmsEncryption,
  cloudtrailLogValidation,
  cloudtrailLoggingOn,
  cloudtrailMultiRegion,
  cloudtrailS3DataEvents,
  cloudwatchAlarmActions,
  codebuildLogging,
  codebuildProjectPrivate,
  codebuildReportExportEncrypted,
  codebuildS3LogsEncrypted,
  codebuildSourceNoCredentials,
  cognitoAdvancedSecurity,
  cognitoIdentityPoolNoGuests,
  cognitoPasswordPolicy,
  cognitoUserPoolMfa,
  configRecorderAll,
  dmsEndpointSsl,
  dmsInstanceMultiAz,
  dmsInstanceNotPublic,
  docdbBackupRetention,
  docdbDeletionProtection,
  docdbLogExports,
  docdbStorageEncrypted,
  dynamodbDeletionProtection,
  dynamodbKmsEncryption,
  dynamodbPitr,
  ec2InstanceDetailedMonitoring,
  ec2InstanceEbsEncrypted,
  ec2InstanceImdsv2,
  ec2InstanceNoPublicIp,
  ec2InstanceNotDefaultVpc,
  ec2LaunchTemplateEbsEncrypted,
  ec2LaunchTemplateImdsv2,
  ec2LaunchTemplateNoPublicIp,
  ec2ResourceNotDefaultVpc,
  ec2SgNoOpenAdminPorts,
  ec2SgNoOpenDatabasePorts,
  ec2SgNoOpenHighRiskPorts,
  ec2SgNoOpenRiskyPorts,
  ec2SgNoUnrestrictedIngress,
  ec2SgRuleCount,
  ec2SubnetNoAutoPublicIp,
  ec2TransitGatewayNoAutoAccept,
  ec2VolumeEncrypted,
  ec2VpcFlowLogs,
  ecrImmutableTags,
  ecrPolicyNoPublic,
  ecrScanOnPush,
  ecsContainerInsights,
  ecsHostNetworkNonRoot,
  ecsLogging,
  ecsNoHostPid,
  ecsNoPrivileged,
  ecsNonRootUser,
  ecsReadonlyRootFs,
  ecsServiceNoPublicIp,
  efsAccessPointPosixUser,
  efsAccessPointRootDirectory,
  efsBackupPolicy,
  efsEncrypted,
  efsPolicyNoPublic,
  eksControlPlaneLogging,
  eksEndpointNotPublic,
  eksSecretsEncryption,
  elasticacheAtRestEncryption,
  elasticacheAutomaticBackup,
  elasticacheTransitEncryption,
  elbAccessLogs,
  elbClassicAccessLogs,
  elbClassicAcmCertificate,
  elbClassicConnectionDraining,
  elbClassicCrossZone,
  elbClassicMultiAz,
  elbDeletionProtection,
  elbDesyncMitigation,
  elbDropInvalidHeaders,
  elbListenerHttps,
  elbListenerTlsPolicy,
  elbWaf,
  eventsBusPolicyNoPublic,
  firehoseEncrypted,
  glueConnectionSsl,
  glueDataCatalogEncrypted,
  glueJobSecurityConfiguration,
  glueSecurityConfigurationEncrypted,
  guarddutyEnabled,
  iamNoAccessKeys,
  iamNoAdminPolicy,
  iamNoIamUsers,
  iamNoWildcardSensitiveActions,
  iamRoleNoAdminManagedPolicy,
  iamRoleTrustRestricted,
  iamUserNoInlineAdmin,
  iamUserNoPolicies,
  kinesisStreamEncrypted,
  kmsKeyDeletionWindow,
  kmsKeyPolicyNoPublic,
  kmsKeyRotation,
  kmsKeySingleRegion,
  lambdaConcurrency,
  lambdaDlq,
  lambdaEnvKms,
  lambdaInVpc,
  lambdaNoPublicPermission,
  lambdaRuntimeSupported,
  lambdaUrlAuth,
  lambdaUrlCors,
  lambdaVpcMultiAz,
  logsKmsEncryption,
  logsRetention365,
  mqBrokerAutoMinorUpgrade,
  mqBrokerLogging,
  mqBrokerMultiAz,
  mqBrokerNotPublic,
  mskClientAuthentication,
  mskCmk,
  mskEncryptionInTransit,
  mskEnhancedMonitoring,
  mskNotPublic,
  neptuneBackupRetention,
  neptuneIamAuthentication,
  neptuneStorageEncrypted,
  networkfirewallMultiAz,
  networkfirewallPolicyDropsByDefault,
  networkfirewallPolicyHasRules,
  opensearchAuditLogs,
  opensearchEncryptionAtRest,
  opensearchFineGrainedAccess,
  opensearchHttpsOnly,
  opensearchInVpc,
  opensearchNoInternalUsers,
  opensearchNodeToNodeEncryption,
  opensearchPolicyNoPublic,
  opensearchSlowLogs,
  rdsAutoMinorUpgrade,
  rdsBackupRetention,
  rdsCopyTagsToSnapshots,
  rdsDeletionProtection,
  rdsEnhancedMonitoring,
  rdsIamAuthentication,
  rdsLogExports,
  rdsMultiAz,
  rdsNonDefaultAdmin,
  rdsNotPubliclyAccessible,
  rdsStorageEncrypted,
  redshiftAuditLogging,
  redshiftAutoUpgrade,
  redshiftAutomatedSnapshots,
  redshiftEncrypted,
  redshiftEnhancedVpcRouting,
  redshiftNonDefaultAdmin,
  redshiftNonDefaultDatabase,
  redshiftNotPubliclyAccessible,
  redshiftTlsOnly,
  residencyClassifiedDataCmk,
  residencyRegionInKingdom,
  residencyReplicationInKingdom,
  s3AccessPointPublicAccessBlock,
  s3BucketAccessLogging,
  s3BucketAclsDisabled,
  s3BucketEncryption,
  s3BucketKmsEncryption,
  s3BucketLogRetention,
  s3BucketNoPublicAcl,
  s3BucketPolicyNoPublicRead,
  s3BucketReplicationInKingdom,
  s3BucketTlsOnly,
  s3BucketVersioning,
  s3PublicAccessBlock,
  sagemakerDomainVpcOnly,
  sagemakerEndpointConfigKms,
  sagemakerModelNetworkIsolation,
  sagemakerNotebookKms,
  sagemakerNotebookNoDirectInternet,
  sagemakerNotebookNoRoot,
  secretsNoHardcoded,
  secretsmanagerCmk,
  secretsmanagerPolicyNoPublic,
  secretsmanagerRotation,
  snsEncrypted,
  snsPolicyNoPublic,
  snsSubscriptionHttps,
  snsTlsOnly,
  sqsDlq,
  sqsEncrypted,
  sqsPolicyNoPublic,
  sqsTlsOnly,
  stepfunctionsCmk,
  stepfunctionsLogging,
  stepfunctionsTracing,
  taggingDataClassification,
  transferServerNoFtp,
  wafClassicRuleHasConditions,
  wafWebaclHasRules,
  wafWebaclManagedRules,
  wafv2Metrics,
];

/** Every resource rule, written and declared (rules/declared/), sorted by id. */
export const ALL_RULES: readonly Rule[] = [...WRITTEN_RULES, ...DECLARED_RULES].sort((a, b) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
);
