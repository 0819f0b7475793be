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
  /** Checkov check ids, as we know them (open-source Checkov carries no severity) */
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

export const PEER_ROWS: readonly PeerRow[] = [
  { rule: 's3-bucket-policy-no-public-read', prowler: ['s3_bucket_public_access'], checkov: 'CKV_AWS_70' },
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
    prowler: ['rds_instance_storage_encrypted'],
    checkov: 'CKV_AWS_16',
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'rds-multi-az',
    prowler: ['rds_instance_multi_az'],
    checkov: 'CKV_AWS_157',
    note: 'was high: availability, not security',
  },
  { rule: 'rds-backup-retention', prowler: ['rds_instance_backup_enabled'], checkov: 'CKV_AWS_133' },
  {
    rule: 'backup-plan-exists',
    prowler: ['rds_instance_protected_by_backup_plan'],
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
  { rule: 'ec2-launch-template-imdsv2', prowler: ['ec2_launch_template_imdsv2_required'] },
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
    ],
    checkov: 'CKV_AWS_1, CKV_AWS_62',
  },
  {
    rule: 'iam-role-no-admin-managed-policy',
    prowler: ['iam_role_administratoraccess_policy'],
    checkov: 'CKV_AWS_274',
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
    prowler: ['elb_ssl_listeners', 'elbv2_insecure_ssl_ciphers'],
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
    scope: 'Lambda and ECS variables, user data, parameter defaults, outputs',
    prowler: [
      'awslambda_function_no_secrets_in_variables',
      'ecs_task_definitions_no_environment_secrets',
      'ec2_instance_secrets_user_data',
      'ec2_launch_template_no_secrets',
      'cloudformation_stack_outputs_find_secrets',
      'batch_job_definition_no_secrets',
      'codebuild_project_no_secrets_in_variables',
    ],
    checkov: 'CKV_AWS_45, CKV_AWS_46, CKV_SECRET_*',
    reasons: { lower: 'the template reader is not everyone; high by policy' },
  },
  {
    rule: 'eks-endpoint-not-public',
    prowler: ['eks_cluster_not_publicly_accessible'],
    checkov: 'CKV_AWS_39',
  },
  {
    rule: 'eks-secrets-encryption',
    prowler: ['eks_cluster_kms_cmk_encryption_in_secrets_enabled'],
    checkov: 'CKV_AWS_58',
  },
  {
    rule: 'eks-control-plane-logging',
    prowler: ['eks_control_plane_logging_all_types_enabled'],
    checkov: 'CKV_AWS_37',
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
    checkov: 'CKV_AWS_66',
  },
  {
    rule: 'docdb-storage-encrypted',
    prowler: ['documentdb_cluster_storage_encrypted'],
    reasons: { higher: DATA_AT_REST },
  },
  { rule: 'neptune-storage-encrypted', prowler: ['neptune_cluster_storage_encrypted'] },
  { rule: 'neptune-iam-authentication', prowler: ['neptune_cluster_iam_authentication_enabled'] },
  {
    rule: 'sagemaker-notebook-no-direct-internet',
    prowler: ['sagemaker_notebook_instance_without_direct_internet_access_configured'],
  },
  { rule: 'sagemaker-notebook-no-root', prowler: ['sagemaker_notebook_instance_root_access_disabled'] },
  {
    rule: 'glue-job-security-configuration',
    prowler: [
      'glue_etl_jobs_amazon_s3_encryption_enabled',
      'glue_etl_jobs_cloudwatch_logs_encryption_enabled',
      'glue_etl_jobs_job_bookmark_encryption_enabled',
    ],
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
    reasons: { higher: 'a broker reachable from the internet is direct exposure of its queues and console' },
  },
  { rule: 'msk-encryption-in-transit', prowler: ['kafka_cluster_in_transit_encryption_enabled'] },
  { rule: 'transfer-server-no-ftp', prowler: ['transfer_server_in_transit_encryption_enabled'] },
  { rule: 'appsync-logging', prowler: ['appsync_field_level_logging_enabled'] },
  {
    rule: 'events-bus-policy-no-public',
    prowler: ['eventbridge_bus_exposed'],
    reasons: { higher: 'anyone can inject events that run the functions and workflows behind the bus' },
  },
  {
    rule: 'ec2-volume-encrypted',
    prowler: ['ec2_ebs_volume_encryption'],
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
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'elb-access-logs',
    prowler: ['elbv2_logging_enabled'],
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
  },
  {
    rule: 'cloudfront-access-logs',
    prowler: ['cloudfront_distributions_logging_enabled'],
  },
  {
    rule: 'cloudfront-waf',
    prowler: ['cloudfront_distributions_using_waf'],
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
  },
  {
    rule: 'ecr-scan-on-push',
    prowler: ['ecr_repositories_scan_images_on_push_enabled'],
  },
  {
    rule: 'ecr-immutable-tags',
    prowler: ['ecr_repositories_tag_immutability'],
    reasons: { lower: 'hygiene: a mutable tag exposes nothing' },
  },
  {
    rule: 'lambda-no-public-permission',
    prowler: ['awslambda_function_not_publicly_accessible'],
  },
  {
    rule: 'lambda-in-vpc',
    prowler: ['awslambda_function_inside_vpc'],
    reasons: {
      higher: 'outside a VPC the function reaches the internet and data stores without network controls',
    },
  },
  {
    rule: 'lambda-runtime-supported',
    prowler: ['awslambda_function_using_supported_runtimes'],
  },
  {
    rule: 'lambda-dlq',
    prowler: ['awslambda_function_no_dead_letter_queue'],
    reasons: { lower: "lost events are an availability gap that the function's own retries partly cover" },
  },
  {
    rule: 'lambda-env-kms',
    prowler: ['awslambda_function_env_vars_not_encrypted_with_cmk'],
  },
  {
    rule: 'apigateway-stage-logging',
    prowler: ['apigateway_restapi_logging_enabled'],
  },
  {
    rule: 'apigateway-waf',
    prowler: ['apigateway_restapi_waf_acl_attached'],
  },
  {
    rule: 'apigateway-authorization',
    prowler: ['apigateway_restapi_authorizers_enabled'],
    reasons: { higher: 'an API without authorisation lets anyone call its backend: public compute' },
  },
  {
    rule: 'logs-kms-encryption',
    prowler: ['cloudwatch_log_group_kms_encryption_enabled'],
  },
  {
    rule: 'elasticache-automatic-backup',
    prowler: ['elasticache_redis_cluster_backup_enabled'],
    reasons: { lower: 'a cache is usually rebuilt from its source; backup gaps are medium by policy' },
  },
  {
    rule: 'elasticache-transit-encryption',
    prowler: ['elasticache_redis_cluster_in_transit_encryption_enabled'],
    reasons: { higher: IN_TRANSIT },
  },
  {
    rule: 'elasticache-at-rest-encryption',
    prowler: ['elasticache_redis_cluster_rest_encryption_enabled'],
    reasons: { higher: DATA_AT_REST },
  },
  {
    rule: 'backup-vault-encrypted',
    prowler: ['backup_vaults_encrypted'],
  },
  {
    rule: 'cloudtrail-multi-region',
    prowler: ['cloudtrail_multi_region_enabled'],
    reasons: {
      lower:
        'a single-region trail still records the regions it covers; logging gaps are medium by policy (the frameworks that require every region rate it higher with their reason)',
    },
  },
  {
    rule: 'cloudtrail-kms-encryption',
    prowler: ['cloudtrail_kms_encryption_enabled'],
  },
  {
    rule: 'cloudtrail-log-validation',
    prowler: ['cloudtrail_log_file_validation_enabled'],
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
];
