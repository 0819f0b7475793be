import type { Rule } from '../types';
import { apigatewayAuthorization } from './apigateway/apigateway-authorization';
import { apigatewayDomainTls } from './apigateway/apigateway-domain-tls';
import { apigatewayStageLogging } from './apigateway/apigateway-stage-logging';
import { apigatewayWaf } from './apigateway/apigateway-waf';
import { backupPlanExists } from './backup/backup-plan-exists';
import { backupPlanRetention } from './backup/backup-plan-retention';
import { backupVaultEncrypted } from './backup/backup-vault-encrypted';
import { cloudfrontAccessLogs } from './cloudfront/cloudfront-access-logs';
import { cloudfrontMinTls } from './cloudfront/cloudfront-min-tls';
import { cloudfrontOriginAccessControl } from './cloudfront/cloudfront-origin-access-control';
import { cloudfrontOriginHttps } from './cloudfront/cloudfront-origin-https';
import { cloudfrontViewerHttps } from './cloudfront/cloudfront-viewer-https';
import { cloudfrontWaf } from './cloudfront/cloudfront-waf';
import { cloudtrailBucketExists } from './cloudtrail/cloudtrail-bucket-exists';
import { cloudtrailCloudwatchLogs } from './cloudtrail/cloudtrail-cloudwatch-logs';
import { cloudtrailKmsEncryption } from './cloudtrail/cloudtrail-kms-encryption';
import { cloudtrailLogValidation } from './cloudtrail/cloudtrail-log-validation';
import { cloudtrailLoggingOn } from './cloudtrail/cloudtrail-logging-on';
import { cloudtrailMultiRegion } from './cloudtrail/cloudtrail-multi-region';
import { ecrImmutableTags } from './ecr/ecr-immutable-tags';
import { ecrPolicyNoPublic } from './ecr/ecr-policy-no-public';
import { ecrScanOnPush } from './ecr/ecr-scan-on-push';
import { ecsLogging } from './ecs/ecs-logging';
import { ecsNoPrivileged } from './ecs/ecs-no-privileged';
import { ecsNonRootUser } from './ecs/ecs-non-root-user';
import { ecsReadonlyRootFs } from './ecs/ecs-readonly-root-fs';
import { elbAccessLogs } from './elb/elb-access-logs';
import { elbDeletionProtection } from './elb/elb-deletion-protection';
import { elbDropInvalidHeaders } from './elb/elb-drop-invalid-headers';
import { elbListenerHttps } from './elb/elb-listener-https';
import { elbListenerTlsPolicy } from './elb/elb-listener-tls-policy';
import { elbWaf } from './elb/elb-waf';
import { iamNoAccessKeys } from './iam/iam-no-access-keys';
import { iamNoAdminPolicy } from './iam/iam-no-admin-policy';
import { iamNoIamUsers } from './iam/iam-no-iam-users';
import { iamNoWildcardSensitiveActions } from './iam/iam-no-wildcard-sensitive-actions';
import { iamRoleNoAdminManagedPolicy } from './iam/iam-role-no-admin-managed-policy';
import { iamRoleTrustRestricted } from './iam/iam-role-trust-restricted';
import { iamUserNoInlineAdmin } from './iam/iam-user-no-inline-admin';
import { kmsKeyDeletionWindow } from './kms/kms-key-deletion-window';
import { kmsKeyPolicyNoPublic } from './kms/kms-key-policy-no-public';
import { kmsKeyRotation } from './kms/kms-key-rotation';
import { lambdaConcurrency } from './lambda/lambda-concurrency';
import { lambdaDlq } from './lambda/lambda-dlq';
import { lambdaEnvKms } from './lambda/lambda-env-kms';
import { lambdaInVpc } from './lambda/lambda-in-vpc';
import { lambdaNoPublicPermission } from './lambda/lambda-no-public-permission';
import { lambdaRuntimeSupported } from './lambda/lambda-runtime-supported';
import { lambdaUrlAuth } from './lambda/lambda-url-auth';
import { logsKmsEncryption } from './logs/logs-kms-encryption';
import { logsRetention365 } from './logs/logs-retention-365';
import { configRecorderAll } from './monitoring/config-recorder-all';
import { guarddutyEnabled } from './monitoring/guardduty-enabled';
import { secretsmanagerCmk } from './secretsmanager/secretsmanager-cmk';
import { secretsmanagerRotation } from './secretsmanager/secretsmanager-rotation';
import { snsEncrypted } from './sns/sns-encrypted';
import { snsPolicyNoPublic } from './sns/sns-policy-no-public';
import { snsTlsOnly } from './sns/sns-tls-only';
import { sqsDlq } from './sqs/sqs-dlq';
import { sqsEncrypted } from './sqs/sqs-encrypted';
import { sqsPolicyNoPublic } from './sqs/sqs-policy-no-public';
import { sqsTlsOnly } from './sqs/sqs-tls-only';
import { stepfunctionsLogging } from './stepfunctions/stepfunctions-logging';
import { stepfunctionsTracing } from './stepfunctions/stepfunctions-tracing';
import { wafWebaclManagedRules } from './waf/waf-webacl-managed-rules';

/** Identity, keys, logging, compute, messaging and edge rules, sorted by id. */
export const platformRules: readonly Rule[] = [
  apigatewayAuthorization,
  apigatewayDomainTls,
  apigatewayStageLogging,
  apigatewayWaf,
  backupPlanExists,
  backupPlanRetention,
  backupVaultEncrypted,
  cloudfrontAccessLogs,
  cloudfrontMinTls,
  cloudfrontOriginAccessControl,
  cloudfrontOriginHttps,
  cloudfrontViewerHttps,
  cloudfrontWaf,
  cloudtrailBucketExists,
  cloudtrailCloudwatchLogs,
  cloudtrailKmsEncryption,
  cloudtrailLogValidation,
  cloudtrailLoggingOn,
  cloudtrailMultiRegion,
  configRecorderAll,
  ecrImmutableTags,
  ecrPolicyNoPublic,
  ecrScanOnPush,
  ecsLogging,
  ecsNoPrivileged,
  ecsNonRootUser,
  ecsReadonlyRootFs,
  elbAccessLogs,
  elbDeletionProtection,
  elbDropInvalidHeaders,
  elbListenerHttps,
  elbListenerTlsPolicy,
  elbWaf,
  guarddutyEnabled,
  iamNoAccessKeys,
  iamNoAdminPolicy,
  iamNoIamUsers,
  iamNoWildcardSensitiveActions,
  iamRoleNoAdminManagedPolicy,
  iamRoleTrustRestricted,
  iamUserNoInlineAdmin,
  kmsKeyDeletionWindow,
  kmsKeyPolicyNoPublic,
  kmsKeyRotation,
  lambdaConcurrency,
  lambdaDlq,
  lambdaEnvKms,
  lambdaInVpc,
  lambdaNoPublicPermission,
  lambdaRuntimeSupported,
  lambdaUrlAuth,
  logsKmsEncryption,
  logsRetention365,
  secretsmanagerCmk,
  secretsmanagerRotation,
  snsEncrypted,
  snsPolicyNoPublic,
  snsTlsOnly,
  sqsDlq,
  sqsEncrypted,
  sqsPolicyNoPublic,
  sqsTlsOnly,
  stepfunctionsLogging,
  stepfunctionsTracing,
  wafWebaclManagedRules,
];
