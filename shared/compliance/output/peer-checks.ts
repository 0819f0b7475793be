import { DECLARED_SPECS } from '../rules/declared/index';
/**
 * Which peer checks answer the same question as a Sahab rule, for docs/severity-comparison.md.
 * Only the pairing and our reasons are written here: both sides' severities are read from data
 * (the rule's own level; Prowler's from its check metadata, copied by bin/severity-comparison.ts),
 * and whether we are higher, lower or the same is computed, so the document cannot drift.
 */
export type Comparison = 'same' | 'higher' | 'lower';

export interface PeerRow {
  rule: string;
  /** what the rule also covers, shown after its id */
  scope?: string;
  /** Prowler check ids (must exist in Prowler's metadata) */
  prowler: readonly string[];
  /**
   * Checkov's CloudFormation check ids that ask the same question (open-source Checkov carries no
   * severity). Only CloudFormation checks: a template's `checkov:skip` can name no other, and the
   * ids are checked against Checkov's source (test/unit/compliance/peer-rule-ids.json). Where
   * Checkov asks the opposite question (CKV_AWS_66: a log group sets any retention) no id is given.
   */
  checkov?: string;
  /**
   * Why we differ, by how we compare with Prowler's highest level for the row: the generator
   * refuses a row that differs without the reason for that direction.
   */
  reasons?: Partial<Record<Exclude<Comparison, 'same'>, string>>;
  /** said whatever the comparison (a calibration, a history) */
  note?: string;
}

const DATA_AT_REST = 'policy puts data-at-rest protection on data stores at high';
const IN_TRANSIT = 'in-transit protection of a data store';

/** Pairings of the rules written as code. */
const WRITTEN_ROWS: readonly PeerRow[] = [
  {
    rule: 's3-bucket-policy-no-public-read',
    scope: "every bucket, the trail's included",
    prowler: [
      's3_bucket_public_access',
      's3_bucket_policy_public_write_access',
      'cloudtrail_logs_s3_bucket_is_not_publicly_accessible',
    ],
  },
  { rule: 'account-root-mfa', scope: 'account scan', prowler: ['iam_root_mfa_enabled'] },
  {
    rule: 'account-password-policy',
    scope: 'account scan',
    prowler: [
      'iam_password_policy_minimum_length_14',
      'iam_password_policy_uppercase',
      'iam_password_policy_lowercase',
      'iam_password_policy_number',
      'iam_password_policy_symbol',
      'iam_password_policy_reuse_24',
    ],
  },
  {
    rule: 's3-bucket-no-public-acl',
    prowler: ['s3_bucket_public_list_acl', 's3_bucket_public_write_acl'],
    checkov: 'CKV_AWS_20, CKV_AWS_57',
  },
  {
    rule: 's3-public-access-block',
    prowler: ['s3_bucket_level_public_access_block'],
    checkov: 'CKV_AWS_53-56',
    reasons: {
      lower: 'without the block a later policy or ACL can publish the data, but nothing is public yet',
    },
  },
  {
    rule: 's3-bucket-encryption',
    prowler: ['s3_bucket_default_encryption'],
    checkov: 'CKV_AWS_19',
    reasons: {
      higher: `${DATA_AT_REST}; capped at low unless the bucket is classified sensitive (AWS encrypts every new object since January 2023)`,
    },
  },
  {
    rule: 's3-bucket-tls-only',
    prowler: ['s3_bucket_secure_transport_policy'],
    reasons: { higher: IN_TRANSIT },
  },
  { rule: 's3-bucket-versioning', prowler: ['s3_bucket_object_versioning'], checkov: 'CKV_AWS_21' },
  {
    rule: 's3-bucket-access-logging',
    prowler: ['s3_bucket_server_access_logging_enabled'],
    checkov: 'CKV_AWS_18',
  },
  { rule: 'rds-not-publicly-accessible', prowler: ['rds_instance_no_public_access'], checkov: 'CKV_AWS_17' },
  {
    rule: 'rds-storage-encrypted',
    prowler: ['rds_instance_storage_encrypted', 'rds_cluster_storage_encrypted'],
    checkov: 'CKV_AWS_16, CKV_AWS_96',
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'rds-multi-az',
    prowler: ['rds_instance_multi_az'],
    checkov: 'CKV_AWS_157',
    note: 'was high: availability, not security',
  },
  { rule: 'rds-backup-retention', prowler: ['rds_instance_backup_enabled'] },
  {
    rule: 'backup-plan-exists',
    prowler: [
      'rds_instance_protected_by_backup_plan',
      'dynamodb_table_protected_by_backup_plan',
      'rds_cluster_protected_by_backup_plan',
      'ec2_ebs_volume_protected_by_backup_plan',
    ],
    reasons: {
      lower:
        'a store can keep its own backups without AWS Backup; not applicable where it does (RDS >= 7 days, PITR, EFS policy) or is a replica',
    },
  },
  { rule: 'dynamodb-pitr', prowler: ['dynamodb_tables_pitr_enabled'], checkov: 'CKV_AWS_28' },
  {
    rule: 'dynamodb-kms-encryption',
    prowler: ['dynamodb_tables_kms_cmk_encryption_enabled'],
    checkov: 'CKV_AWS_119',
  },
  {
    rule: 'ec2-sg-no-open-admin-ports',
    prowler: [
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_22',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_3389',
      'ec2_instance_port_ssh_exposed_to_internet',
      'ec2_instance_port_rdp_exposed_to_internet',
    ],
    checkov: 'CKV_AWS_24, CKV_AWS_25',
    reasons: {
      higher:
        'admin access from the internet is direct exposure of control; medium on a group only load balancers use',
    },
  },
  {
    rule: 'ec2-sg-no-open-database-ports',
    prowler: [
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_mysql_3306',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_postgres_5432',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_oracle_1521_2483',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_sql_server_1433_1434',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_redis_6379',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_memcached_11211',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_mongodb_27017_27018',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_cassandra_7199_9160_8888',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_elasticsearch_kibana_9200_9300_5601',
      'ec2_instance_port_mysql_exposed_to_internet',
      'ec2_instance_port_postgresql_exposed_to_internet',
      'ec2_instance_port_oracle_exposed_to_internet',
      'ec2_instance_port_sqlserver_exposed_to_internet',
      'ec2_instance_port_redis_exposed_to_internet',
      'ec2_instance_port_memcached_exposed_to_internet',
      'ec2_instance_port_mongodb_exposed_to_internet',
      'ec2_instance_port_cassandra_exposed_to_internet',
      'ec2_instance_port_elasticsearch_kibana_exposed_to_internet',
    ],
    reasons: { higher: 'a database reachable from the internet' },
  },
  {
    rule: 'ec2-sg-no-unrestricted-ingress',
    prowler: [
      'ec2_securitygroup_allow_ingress_from_internet_to_any_port',
      'ec2_securitygroup_allow_wide_open_public_ipv4',
      'ec2_securitygroup_allow_ingress_from_internet_to_all_ports',
    ],
    reasons: {
      lower:
        'an open port exposes what listens on it; admin and database ports have their own critical rules, which supersede this one on the same group',
    },
    checkov: 'CKV_AWS_260 (port 80)',
    note: 'superseded by the admin/database rule on the same group',
  },
  {
    rule: 'ec2-instance-imdsv2',
    prowler: ['ec2_instance_imdsv2_enabled'],
    checkov: 'CKV_AWS_79',
    note: 'not raised on Amazon Linux 2023 images, which require IMDSv2 already',
  },
  {
    rule: 'ec2-launch-template-imdsv2',
    prowler: [
      'ec2_launch_template_imdsv2_required',
      'autoscaling_group_launch_configuration_requires_imdsv2',
    ],
  },
  {
    rule: 'ec2-instance-no-public-ip',
    prowler: ['ec2_instance_public_ip'],
    checkov: 'CKV_AWS_88',
    reasons: { higher: 'public compute' },
  },
  {
    rule: 'ec2-launch-template-ebs-encrypted',
    scope: 'also launch configurations',
    prowler: ['ec2_ebs_default_encryption'],
    checkov: 'CKV_AWS_8',
  },
  {
    rule: 'ec2-vpc-flow-logs',
    prowler: ['vpc_flow_logs_enabled'],
    note: 'was high',
  },
  {
    rule: 'iam-no-admin-policy',
    prowler: [
      'iam_inline_policy_no_administrative_privileges',
      'iam_customer_attached_policy_no_administrative_privileges',
      'iam_customer_unattached_policy_no_administrative_privileges',
    ],
    checkov: 'CKV_AWS_62',
  },
  {
    rule: 'iam-role-no-admin-managed-policy',
    prowler: [
      'iam_role_administratoraccess_policy',
      'iam_group_administrator_access_policy',
      'iam_user_administrator_access_policy',
      'iam_aws_attached_policy_no_administrative_privileges',
    ],
    reasons: { higher: 'the same privilege as an inline `*:*` policy (`iam-no-admin-policy`)' },
  },
  {
    rule: 'iam-role-trust-restricted',
    prowler: ['iam_role_cross_account_readonlyaccess_policy'],
    reasons: { higher: 'a trust to everyone lets anyone assume the role' },
  },
  { rule: 'kms-key-policy-no-public', prowler: ['kms_key_not_publicly_accessible'], checkov: 'CKV_AWS_33' },
  {
    rule: 'kms-key-rotation',
    prowler: ['kms_cmk_rotation_enabled'],
    checkov: 'CKV_AWS_7',
    reasons: {
      lower:
        'rotation limits how long a leaked key stays useful; access to the key is still held by its policy',
    },
  },
  { rule: 'sqs-policy-no-public', prowler: ['sqs_queues_not_publicly_accessible'] },
  {
    rule: 'sns-policy-no-public',
    prowler: ['sns_topics_not_publicly_accessible'],
    reasons: { higher: 'anyone may publish to or subscribe to the topic, as for a public queue' },
  },
  {
    rule: 'opensearch-policy-no-public',
    prowler: ['opensearch_service_domains_not_publicly_accessible'],
  },
  {
    rule: 'opensearch-https-only',
    prowler: ['opensearch_service_domains_https_communications_enforced'],
    checkov: 'CKV_AWS_83',
  },
  {
    rule: 'elb-listener-https',
    scope: 'also Classic ELB',
    prowler: ['elb_ssl_listeners', 'elbv2_insecure_ssl_ciphers', 'elbv2_ssl_listeners'],
    checkov: 'CKV_AWS_2',
    reasons: { higher: 'plain HTTP exposes credentials' },
  },
  {
    rule: 'cloudfront-viewer-https',
    prowler: ['cloudfront_distributions_https_enabled'],
    checkov: 'CKV_AWS_34',
    reasons: { higher: 'in-transit protection' },
  },
  {
    rule: 'lambda-url-auth',
    prowler: ['awslambda_function_url_public'],
    checkov: 'CKV_AWS_258',
    reasons: { higher: 'anyone on the internet can invoke' },
  },
  {
    rule: 'secrets-no-hardcoded',
    scope:
      'Lambda, ECS, Batch, CodeBuild, Amplify and API Gateway stage variables, user data, parameter defaults, outputs; credentials of a known format in inline function code, state machine definitions and notebook lifecycle scripts',
    prowler: [
      'awslambda_function_no_secrets_in_variables',
      'awslambda_function_no_secrets_in_code',
      'stepfunctions_statemachine_no_secrets_in_definition',
      'sagemaker_notebook_instance_no_secrets',
      'ecs_task_definitions_no_environment_secrets',
      'ec2_instance_secrets_user_data',
      'ec2_launch_template_no_secrets',
      'cloudformation_stack_outputs_find_secrets',
      'batch_job_definition_no_secrets',
      'codebuild_project_no_secrets_in_variables',
      'autoscaling_find_secrets_ec2_launch_configuration',
      'apigateway_restapi_no_secrets_in_stage_variables',
      'amplify_app_no_secrets_in_environment',
    ],
    checkov: 'CKV_AWS_45, CKV_AWS_46, CKV_AWS_384, CKV_SECRET_*',
    reasons: { lower: 'the template reader is not everyone; high by policy' },
  },
  {
    rule: 'eks-endpoint-not-public',
    prowler: ['eks_cluster_not_publicly_accessible'],
  },
  {
    rule: 'eks-secrets-encryption',
    prowler: ['eks_cluster_kms_cmk_encryption_in_secrets_enabled'],
    checkov: 'CKV_AWS_58',
  },
  {
    rule: 'eks-control-plane-logging',
    prowler: ['eks_control_plane_logging_all_types_enabled'],
  },
  {
    rule: 'redshift-not-publicly-accessible',
    prowler: ['redshift_cluster_public_access'],
    checkov: 'CKV_AWS_87',
  },
  {
    rule: 'redshift-encrypted',
    prowler: ['redshift_cluster_encrypted_at_rest'],
    checkov: 'CKV_AWS_64',
    reasons: { lower: DATA_AT_REST },
  },
  { rule: 'redshift-audit-logging', prowler: ['redshift_cluster_audit_logging'], checkov: 'CKV_AWS_71' },
  {
    rule: 'redshift-tls-only',
    prowler: ['redshift_cluster_in_transit_encryption_enabled'],
    checkov: 'CKV_AWS_105',
  },
  {
    rule: 'logs-retention-365',
    prowler: ['cloudwatch_log_group_retention_policy_specific_days_enabled'],
  },
  {
    rule: 'docdb-storage-encrypted',
    prowler: ['documentdb_cluster_storage_encrypted'],
    checkov: 'CKV_AWS_74',
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'neptune-storage-encrypted',
    prowler: ['neptune_cluster_storage_encrypted'],
    checkov: 'CKV_AWS_44',
  },
  { rule: 'neptune-iam-authentication', prowler: ['neptune_cluster_iam_authentication_enabled'] },
  {
    rule: 'sagemaker-notebook-no-direct-internet',
    prowler: [
      'sagemaker_notebook_instance_without_direct_internet_access_configured',
      'sagemaker_notebook_instance_vpc_settings_configured',
    ],
  },
  { rule: 'sagemaker-notebook-no-root', prowler: ['sagemaker_notebook_instance_root_access_disabled'] },
  {
    rule: 'glue-job-security-configuration',
    prowler: [
      'glue_etl_jobs_amazon_s3_encryption_enabled',
      'glue_etl_jobs_cloudwatch_logs_encryption_enabled',
      'glue_etl_jobs_job_bookmark_encryption_enabled',
    ],
    checkov: 'CKV_AWS_195',
    reasons: {
      lower:
        'one finding for the three settings a security configuration carries; the S3 output is still encrypted by the bucket’s default encryption',
    },
  },
  { rule: 'cognito-user-pool-mfa', prowler: ['cognito_user_pool_mfa_enabled'] },
  { rule: 'cognito-password-policy', prowler: ['cognito_user_pool_password_policy_minimum_length_14'] },
  { rule: 'cognito-advanced-security', prowler: ['cognito_user_pool_advanced_security_enabled'] },
  {
    rule: 'mq-broker-not-public',
    prowler: ['mq_broker_not_publicly_accessible'],
    checkov: 'CKV_AWS_69',
    reasons: { higher: 'a broker reachable from the internet is direct exposure of its queues and console' },
  },
  {
    rule: 'msk-encryption-in-transit',
    prowler: ['kafka_cluster_in_transit_encryption_enabled'],
    checkov: 'CKV_AWS_81',
  },
  { rule: 'transfer-server-no-ftp', prowler: ['transfer_server_in_transit_encryption_enabled'] },
  { rule: 'appsync-logging', prowler: ['appsync_field_level_logging_enabled'], checkov: 'CKV_AWS_193' },
  {
    rule: 'events-bus-policy-no-public',
    prowler: ['eventbridge_bus_exposed'],
    reasons: { higher: 'anyone can inject events that run the functions and workflows behind the bus' },
  },
  {
    rule: 'ec2-volume-encrypted',
    prowler: ['ec2_ebs_volume_encryption'],
    checkov: 'CKV_AWS_3',
    note: "medium when Encrypted is left out (the account's EBS default applies); high when written false",
  },
  {
    rule: 'ecs-no-privileged',
    prowler: ['ecs_task_definitions_no_privileged_containers'],
  },
  {
    rule: 'ecs-logging',
    prowler: ['ecs_task_definitions_logging_enabled'],
    reasons: { lower: 'logging and monitoring gaps are medium by policy' },
  },
  {
    rule: 'ecs-readonly-root-fs',
    prowler: ['ecs_task_definitions_containers_readonly_access'],
    reasons: { lower: 'hardening: a writable root file system exposes nothing by itself' },
  },
  {
    rule: 'efs-encrypted',
    prowler: ['efs_encryption_at_rest_enabled'],
    checkov: 'CKV_AWS_42',
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'elb-access-logs',
    prowler: ['elbv2_logging_enabled'],
    checkov: 'CKV_AWS_91',
  },
  {
    rule: 'elb-deletion-protection',
    prowler: ['elbv2_deletion_protection'],
    reasons: { lower: 'a load balancer holds no data; recreating it is tidy-up, not loss' },
  },
  {
    rule: 'elb-waf',
    prowler: ['elbv2_waf_acl_attached'],
  },
  {
    rule: 'elb-drop-invalid-headers',
    prowler: ['elbv2_alb_drop_invalid_header_fields_enabled'],
    checkov: 'CKV_AWS_131',
  },
  {
    rule: 'cloudfront-access-logs',
    prowler: ['cloudfront_distributions_logging_enabled'],
    checkov: 'CKV_AWS_86',
  },
  {
    rule: 'cloudfront-waf',
    prowler: ['cloudfront_distributions_using_waf'],
    checkov: 'CKV_AWS_68',
  },
  {
    rule: 'cloudfront-origin-https',
    prowler: ['cloudfront_distributions_origin_traffic_encrypted'],
  },
  {
    rule: 'cloudfront-origin-access-control',
    prowler: ['cloudfront_distributions_s3_origin_access_control'],
  },
  {
    rule: 'dynamodb-deletion-protection',
    prowler: ['dynamodb_table_deletion_protection_enabled'],
    note: "only suggested, never applied: the owner's decision",
  },
  {
    rule: 'ecr-policy-no-public',
    prowler: ['ecr_repositories_not_publicly_accessible'],
    checkov: 'CKV_AWS_32',
  },
  {
    rule: 'ecr-scan-on-push',
    prowler: ['ecr_repositories_scan_images_on_push_enabled'],
    checkov: 'CKV_AWS_163',
  },
  {
    rule: 'ecr-immutable-tags',
    prowler: ['ecr_repositories_tag_immutability'],
    checkov: 'CKV_AWS_51',
    reasons: { lower: 'hygiene: a mutable tag exposes nothing' },
  },
  {
    rule: 'lambda-no-public-permission',
    prowler: ['awslambda_function_not_publicly_accessible'],
  },
  {
    rule: 'lambda-in-vpc',
    prowler: ['awslambda_function_inside_vpc'],
    checkov: 'CKV_AWS_117',
    reasons: {
      higher: 'outside a VPC the function reaches the internet and data stores without network controls',
    },
  },
  {
    rule: 'lambda-runtime-supported',
    prowler: ['awslambda_function_using_supported_runtimes'],
    checkov: 'CKV_AWS_363',
  },
  {
    rule: 'lambda-dlq',
    prowler: ['awslambda_function_no_dead_letter_queue'],
    checkov: 'CKV_AWS_116',
    reasons: { lower: "lost events are an availability gap that the function's own retries partly cover" },
  },
  {
    rule: 'lambda-env-kms',
    prowler: ['awslambda_function_env_vars_not_encrypted_with_cmk'],
    checkov: 'CKV_AWS_173',
  },
  {
    rule: 'apigateway-stage-logging',
    prowler: ['apigateway_restapi_logging_enabled', 'apigatewayv2_api_access_logging_enabled'],
    checkov: 'CKV_AWS_76, CKV_AWS_95',
  },
  {
    rule: 'apigateway-waf',
    prowler: ['apigateway_restapi_waf_acl_attached'],
  },
  {
    rule: 'apigateway-authorization',
    prowler: [
      'apigateway_restapi_authorizers_enabled',
      'apigatewayv2_api_authorizers_enabled',
      'apigateway_restapi_public_with_authorizer',
    ],
    reasons: { higher: 'an API without authorisation lets anyone call its backend: public compute' },
  },
  {
    rule: 'logs-kms-encryption',
    prowler: ['cloudwatch_log_group_kms_encryption_enabled'],
    checkov: 'CKV_AWS_158',
  },
  {
    rule: 'elasticache-automatic-backup',
    prowler: ['elasticache_redis_cluster_backup_enabled'],
    reasons: { lower: 'a cache is usually rebuilt from its source; backup gaps are medium by policy' },
  },
  {
    rule: 'elasticache-transit-encryption',
    prowler: ['elasticache_redis_cluster_in_transit_encryption_enabled'],
    checkov: 'CKV_AWS_30',
    reasons: { higher: IN_TRANSIT },
  },
  {
    rule: 'elasticache-at-rest-encryption',
    prowler: ['elasticache_redis_cluster_rest_encryption_enabled'],
    checkov: 'CKV_AWS_29',
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'backup-vault-encrypted',
    prowler: ['backup_vaults_encrypted'],
    checkov: 'CKV_AWS_166',
  },
  {
    rule: 'cloudtrail-multi-region',
    prowler: ['cloudtrail_multi_region_enabled'],
    checkov: 'CKV_AWS_67',
    reasons: {
      lower:
        'a single-region trail still records the regions it covers; logging gaps are medium by policy (the frameworks that require every region rate it higher with their reason)',
    },
  },
  {
    rule: 'cloudtrail-kms-encryption',
    prowler: ['cloudtrail_kms_encryption_enabled'],
    checkov: 'CKV_AWS_35',
  },
  {
    rule: 'cloudtrail-log-validation',
    prowler: ['cloudtrail_log_file_validation_enabled'],
    checkov: 'CKV_AWS_36',
  },
  {
    rule: 'cloudtrail-cloudwatch-logs',
    prowler: ['cloudtrail_cloudwatch_logging_enabled'],
    reasons: {
      higher: 'without it no alarm can fire on what the trail records; monitoring gaps are medium by policy',
    },
  },
  {
    rule: 'secretsmanager-rotation',
    prowler: ['secretsmanager_automatic_rotation_enabled'],
    reasons: {
      lower:
        'a secret that is never rotated is not exposed by that alone; rotation is hardening, medium by policy',
    },
  },
  { rule: 'ec2-instance-detailed-monitoring', prowler: ['ec2_instance_detailed_monitoring_enabled'] },
  {
    rule: 'tagging-data-classification',
    prowler: [],
    note: 'was high: a missing tag is hygiene, not exposure',
  },
  {
    rule: 'residency-region-in-kingdom',
    prowler: [],
    note: 'Saudi-specific; without configured in-Kingdom regions it reports once per template, at low',
  },
  {
    rule: 'rds-deletion-protection',
    prowler: ['rds_instance_deletion_protection', 'rds_cluster_deletion_protection'],
    note: 'a suggestion only: never applied by a fix, and not raised where the template says DeletionPolicy: Delete',
  },
  {
    rule: 'rds-iam-authentication',
    prowler: ['rds_instance_iam_authentication_enabled', 'rds_cluster_iam_authentication_enabled'],
    checkov: 'CKV_AWS_161, CKV_AWS_162',
  },
  {
    rule: 'rds-auto-minor-upgrade',
    prowler: ['rds_instance_minor_version_upgrade_enabled', 'rds_cluster_minor_version_upgrade_enabled'],
  },
  {
    rule: 'rds-log-exports',
    prowler: ['rds_instance_integration_cloudwatch_logs', 'rds_cluster_integration_cloudwatch_logs'],
  },
  {
    rule: 'opensearch-encryption-at-rest',
    prowler: ['opensearch_service_domains_encryption_at_rest_enabled'],
    checkov: 'CKV_AWS_5',
    reasons: { lower: `${DATA_AT_REST}; critical is kept for data reachable by everyone` },
  },
  {
    rule: 'opensearch-node-to-node-encryption',
    prowler: ['opensearch_service_domains_node_to_node_encryption_enabled'],
    checkov: 'CKV_AWS_6',
  },
  { rule: 'kinesis-stream-encrypted', prowler: ['kinesis_stream_encrypted_at_rest'], checkov: 'CKV_AWS_43' },
  {
    rule: 'ec2-subnet-no-auto-public-ip',
    prowler: ['vpc_subnet_no_public_ip_by_default'],
    reasons: {
      lower:
        'a default for instances that do not choose: what is exposed is each instance with a public address, which ec2-instance-no-public-ip rates high',
    },
  },
  {
    rule: 'ec2-launch-template-no-public-ip',
    scope: 'also launch configurations',
    prowler: ['ec2_launch_template_no_public_ip', 'autoscaling_group_launch_configuration_no_public_ip'],
  },
  {
    rule: 'guardduty-enabled',
    prowler: ['guardduty_is_enabled'],
    reasons: {
      lower:
        'a missing detector leaves threats unseen but exposes nothing; monitoring gaps are medium by policy',
    },
  },
  {
    rule: 'sns-encrypted',
    prowler: ['sns_topics_kms_encryption_at_rest_enabled'],
    checkov: 'CKV_AWS_26',
    reasons: {
      lower:
        'a topic holds a message only until it is delivered; encryption at rest of transient notifications is medium by policy',
    },
  },
  { rule: 'sqs-encrypted', prowler: ['sqs_queues_server_side_encryption_enabled'], checkov: 'CKV_AWS_27' },
  { rule: 's3-bucket-kms-encryption', prowler: ['s3_bucket_kms_encryption'] },
  { rule: 'stepfunctions-logging', prowler: ['stepfunctions_statemachine_logging_enabled'] },
  { rule: 'efs-backup-policy', prowler: ['efs_have_backup_enabled'] },
  { rule: 'firehose-encrypted', prowler: ['firehose_stream_encrypted_at_rest'] },
  {
    rule: 'sagemaker-notebook-kms',
    prowler: ['sagemaker_notebook_instance_encryption_enabled'],
    checkov: 'CKV_AWS_187',
    reasons: {
      lower:
        'the volume is encrypted either way (an AWS managed key when KmsKeyId is unset); the customer key adds control over who can decrypt',
    },
  },
  {
    rule: 'apigateway-stage-tracing',
    prowler: ['apigateway_restapi_tracing_enabled'],
    checkov: 'CKV_AWS_73',
  },
  {
    rule: 'apigateway-cache-encrypted',
    prowler: ['apigateway_restapi_cache_encrypted'],
  },
  {
    rule: 'athena-workgroup-encryption',
    prowler: ['athena_workgroup_encryption'],
    checkov: 'CKV_AWS_82',
  },
  {
    rule: 'ecs-container-insights',
    prowler: ['ecs_cluster_container_insights_enabled'],
    checkov: 'CKV_AWS_65',
  },
  {
    rule: 'ecs-service-no-public-ip',
    prowler: ['ecs_service_no_assign_public_ip', 'ecs_task_set_no_assign_public_ip'],
  },
  {
    rule: 'ecs-no-host-pid',
    prowler: ['ecs_task_definitions_host_namespace_not_shared'],
  },
  {
    rule: 'mq-broker-auto-minor-upgrade',
    prowler: ['mq_broker_auto_minor_version_upgrades'],
  },
  {
    rule: 'mq-broker-logging',
    prowler: ['mq_broker_logging_enabled'],
    checkov: 'CKV_AWS_197',
  },
  {
    rule: 'msk-not-public',
    prowler: ['kafka_cluster_is_public'],
    checkov: 'CKV_AWS_291',
  },
  {
    rule: 'msk-client-authentication',
    prowler: ['kafka_cluster_unrestricted_access_disabled'],
  },
  {
    rule: 'msk-cmk',
    prowler: ['kafka_cluster_encryption_at_rest_uses_cmk'],
    checkov: 'CKV_AWS_81',
  },
  {
    rule: 'redshift-auto-upgrade',
    prowler: ['redshift_cluster_automatic_upgrades'],
  },
  {
    rule: 'redshift-enhanced-vpc-routing',
    prowler: ['redshift_cluster_enhanced_vpc_routing'],
  },
  {
    rule: 'redshift-automated-snapshots',
    prowler: ['redshift_cluster_automated_snapshot'],
  },
  {
    rule: 'dms-instance-not-public',
    prowler: ['dms_instance_no_public_access'],
    checkov: 'CKV_AWS_89',
  },
  {
    rule: 'dms-endpoint-ssl',
    prowler: ['dms_endpoint_ssl_enabled', 'dms_endpoint_redis_in_transit_encryption_enabled'],
  },
  {
    rule: 'codebuild-logging',
    prowler: ['codebuild_project_logging_enabled'],
  },
  {
    rule: 'codebuild-s3-logs-encrypted',
    prowler: ['codebuild_project_s3_logs_encrypted'],
  },
  {
    rule: 's3-bucket-acls-disabled',
    prowler: ['s3_bucket_acl_prohibited'],
  },
  {
    rule: 's3-access-point-public-access-block',
    prowler: ['s3_access_point_public_access_block', 's3_multi_region_access_point_public_access_block'],
  },
  {
    rule: 'secretsmanager-policy-no-public',
    prowler: ['secretsmanager_not_publicly_accessible'],
    reasons: { higher: 'a secret readable by everyone is direct exposure of a credential' },
  },
  {
    rule: 'appsync-no-api-key',
    prowler: ['appsync_graphql_api_no_api_key_authentication'],
    reasons: {
      lower:
        'an API key limits who finds the API rather than who may read the data, which the resolvers still guard; high is kept for access without any check',
    },
  },
  {
    rule: 'rds-enhanced-monitoring',
    prowler: ['rds_instance_enhanced_monitoring_enabled'],
    checkov: 'CKV_AWS_118',
  },
  {
    rule: 'rds-copy-tags-to-snapshots',
    prowler: [
      'rds_instance_copy_tags_to_snapshots',
      'rds_cluster_copy_tags_to_snapshots',
      'neptune_cluster_copy_tags_to_snapshots',
    ],
  },
  {
    rule: 'rds-non-default-admin',
    prowler: ['rds_instance_default_admin', 'rds_cluster_default_admin'],
  },
  {
    rule: 'docdb-backup-retention',
    prowler: ['documentdb_cluster_backup_enabled'],
    checkov: 'CKV_AWS_360',
  },
  {
    rule: 'docdb-log-exports',
    prowler: ['documentdb_cluster_cloudwatch_log_export'],
    checkov: 'CKV_AWS_85',
  },
  {
    rule: 'neptune-backup-retention',
    prowler: ['neptune_cluster_backup_enabled'],
    checkov: 'CKV_AWS_361',
  },
  {
    rule: 'opensearch-audit-logs',
    prowler: ['opensearch_service_domains_audit_logging_enabled'],
    checkov: 'CKV_AWS_317',
    reasons: {
      lower:
        'a missing log leaves misuse unseen but exposes nothing; logging gaps are medium by policy, as rds-log-exports',
    },
  },
  {
    rule: 'opensearch-fine-grained-access',
    prowler: ['opensearch_service_domains_access_control_enabled'],
    reasons: {
      lower:
        'the domain access policy still decides who reaches the domain (opensearch-policy-no-public rates an open one critical); this limits what each caller sees',
    },
  },
  {
    rule: 'opensearch-slow-logs',
    prowler: ['opensearch_service_domains_cloudwatch_logging_enabled'],
    checkov: 'CKV_AWS_84',
  },
  {
    rule: 'opensearch-no-internal-users',
    prowler: ['opensearch_service_domains_internal_user_database_enabled'],
  },
  {
    rule: 'elb-classic-access-logs',
    prowler: ['elb_logging_enabled'],
    checkov: 'CKV_AWS_92',
  },
  {
    rule: 'elb-classic-cross-zone',
    prowler: ['elb_cross_zone_load_balancing_enabled'],
  },
  {
    rule: 'elb-classic-connection-draining',
    prowler: ['elb_connection_draining_enabled'],
  },
  {
    rule: 'elb-desync-mitigation',
    prowler: ['elbv2_desync_mitigation_mode'],
  },
  {
    rule: 'sns-subscription-https',
    prowler: ['sns_subscription_not_using_http_endpoints'],
  },
  {
    rule: 'efs-access-point-root-directory',
    prowler: ['efs_access_point_enforce_root_directory'],
  },
  {
    rule: 'efs-access-point-posix-user',
    prowler: ['efs_access_point_enforce_user_identity'],
  },
  {
    rule: 'waf-webacl-has-rules',
    prowler: ['wafv2_webacl_with_rules', 'waf_global_webacl_with_rules', 'waf_regional_webacl_with_rules'],
  },
  {
    rule: 'ec2-sg-no-open-high-risk-ports',
    scope: 'SMB (445) is reported by ec2-sg-no-open-risky-ports',
    prowler: ['ec2_securitygroup_allow_ingress_from_internet_to_high_risk_tcp_ports'],
  },
  {
    rule: 'ec2-sg-no-open-risky-ports',
    prowler: [
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_telnet_23',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_ftp_20_21',
      'ec2_securitygroup_allow_ingress_from_internet_to_tcp_port_kafka_9092',
      'ec2_instance_port_telnet_exposed_to_internet',
      'ec2_instance_port_ftp_exposed_to_internet',
      'ec2_instance_port_kafka_exposed_to_internet',
      'ec2_instance_port_cifs_exposed_to_internet',
      'ec2_instance_port_ldap_exposed_to_internet',
      'ec2_instance_port_kerberos_exposed_to_internet',
    ],
    reasons: {
      lower:
        'not a data store or an admin console (those ports are critical in their own rules); high as other exposure of a service to the internet',
    },
  },
  {
    rule: 'redshift-non-default-admin',
    prowler: ['redshift_cluster_non_default_username'],
  },
  {
    rule: 'redshift-non-default-database',
    prowler: ['redshift_cluster_non_default_database_name'],
  },
  {
    rule: 'msk-enhanced-monitoring',
    prowler: ['kafka_cluster_enhanced_monitoring_enabled'],
  },
  {
    rule: 'dms-instance-multi-az',
    prowler: ['dms_instance_multi_az_enabled'],
  },
  {
    rule: 'docdb-deletion-protection',
    prowler: ['documentdb_cluster_deletion_protection'],
  },
  {
    rule: 'autoscaling-multi-az',
    prowler: ['autoscaling_group_multiple_az'],
  },
  {
    rule: 'autoscaling-elb-health-check',
    prowler: ['autoscaling_group_elb_health_check_enabled'],
  },
  {
    rule: 'autoscaling-launch-template',
    prowler: ['autoscaling_group_using_ec2_launch_template'],
  },
  {
    rule: 'stepfunctions-cmk',
    prowler: ['stepfunctions_statemachine_encrypted_with_cmk'],
  },
  {
    rule: 'kms-key-single-region',
    prowler: ['kms_cmk_not_multi_region'],
  },
  {
    rule: 'cloudfront-sni',
    prowler: ['cloudfront_distributions_https_sni_enabled'],
  },
  {
    rule: 'ecs-host-network-non-root',
    prowler: ['ecs_task_definitions_host_networking_mode_users'],
  },
  {
    rule: 'elb-classic-multi-az',
    prowler: ['elb_is_in_multiple_az'],
  },
  {
    rule: 'iam-no-wildcard-sensitive-actions',
    scope: 'iam, cloudtrail, kms, s3, dynamodb, secretsmanager, sts, organizations, ec2, lambda, rds',
    prowler: [
      'iam_inline_policy_no_full_access_to_kms',
      'iam_policy_no_full_access_to_kms',
      'iam_inline_policy_no_full_access_to_cloudtrail',
      'iam_policy_no_full_access_to_cloudtrail',
    ],
  },
  {
    rule: 'cloudtrail-insights',
    prowler: ['cloudtrail_insights_exist'],
  },
  {
    rule: 'cloudtrail-s3-data-events',
    prowler: ['cloudtrail_s3_dataevents_read_enabled', 'cloudtrail_s3_dataevents_write_enabled'],
  },
  {
    rule: 'cloudwatch-alarm-actions',
    prowler: ['cloudwatch_alarm_actions_enabled', 'cloudwatch_alarm_actions_alarm_state_configured'],
    reasons: {
      lower:
        'an alarm nobody hears is a monitoring gap, not an exposure; monitoring gaps are medium by policy',
    },
  },
  {
    rule: 'codebuild-project-private',
    prowler: ['codebuild_project_not_publicly_accessible'],
  },
  {
    rule: 'codebuild-source-no-credentials',
    prowler: ['codebuild_project_source_repo_url_no_sensitive_credentials'],
    reasons: {
      lower:
        'a credential readable by whoever reads the project, not by everyone; high by policy, as other hard-coded secrets',
    },
  },
  {
    rule: 'codebuild-report-export-encrypted',
    prowler: ['codebuild_report_group_export_encrypted'],
  },
  {
    rule: 'ec2-sg-rule-count',
    prowler: ['ec2_securitygroup_with_many_ingress_egress_rules'],
  },
  {
    rule: 'ec2-transit-gateway-no-auto-accept',
    prowler: ['ec2_transitgateway_auto_accept_vpc_attachments'],
  },
  {
    rule: 'efs-policy-no-public',
    prowler: ['efs_not_publicly_accessible', 'efs_mount_target_not_publicly_accessible'],
  },
  {
    rule: 'elb-classic-acm-certificate',
    prowler: ['elb_ssl_listeners_use_acm_certificate'],
  },
  {
    rule: 'networkfirewall-policy-drops-by-default',
    prowler: [
      'networkfirewall_policy_default_action_full_packets',
      'networkfirewall_policy_default_action_fragmented_packets',
    ],
  },
  {
    rule: 'networkfirewall-policy-has-rules',
    prowler: ['networkfirewall_policy_rule_group_associated'],
  },
  {
    rule: 'networkfirewall-multi-az',
    prowler: ['networkfirewall_multi_az'],
    reasons: {
      lower: 'availability, not exposure: when the zone fails traffic stops rather than passing uninspected',
    },
  },

  {
    rule: 'wafv2-metrics',
    prowler: ['wafv2_webacl_rule_logging_enabled'],
  },
  {
    rule: 'waf-classic-rule-has-conditions',
    prowler: ['waf_global_rule_with_conditions', 'waf_regional_rule_with_conditions'],
  },
  {
    rule: 'lambda-url-cors',
    prowler: ['awslambda_function_url_cors_policy'],
  },
  {
    rule: 'lambda-vpc-multi-az',
    prowler: ['awslambda_function_vpc_multi_az'],
  },
  {
    rule: 'iam-user-no-policies',
    prowler: ['iam_policy_attached_only_to_group_or_roles'],
    checkov: 'CKV_AWS_40',
  },
  {
    rule: 'mq-broker-multi-az',
    prowler: ['mq_broker_active_deployment_mode', 'mq_broker_cluster_deployment_mode'],
  },
  {
    rule: 'acm-certificate-transparency',
    prowler: ['acm_certificates_transparency_logs_enabled'],
  },
  {
    rule: 'acm-certificate-key-strength',
    prowler: ['acm_certificates_with_secure_key_algorithms'],
  },
];

/** Every pairing: the written rules', then each declared rule's own (rules/declared/). */
export const PEER_ROWS: readonly PeerRow[] = [
  ...WRITTEN_ROWS,
  ...DECLARED_SPECS.map(({ id, prowler, reasons }) => ({
    rule: id,
    prowler,
    ...(reasons ? { reasons } : {}),
  })),
];
