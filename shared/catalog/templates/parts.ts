/**
 * Pieces of YAML that several catalog templates write the same way, kept once so a fix to one
 * (a tighter condition, a renamed managed policy) reaches every template. Each piece is text at
 * the indent its place in a template takes, without a final line break.
 */

/** A customer managed key's first statement: the account administers the key through IAM. */
export const KEY_ADMINISTRATION = `          - Sid: AccountAdministration
            Effect: Allow
            Principal: { AWS: !Sub 'arn:\${AWS::Partition}:iam::\${AWS::AccountId}:root' }
            Action: 'kms:*'
            Resource: '*'`;

/** CloudWatch Logs in this region may encrypt with the key, for this account's log groups only. */
export const LOGS_KEY_USE = `          - Sid: CloudWatchLogsUse
            Effect: Allow
            Principal: { Service: !Sub 'logs.\${AWS::Region}.amazonaws.com' }
            Action: [kms:Encrypt*, kms:Decrypt*, kms:ReEncrypt*, kms:GenerateDataKey*, kms:Describe*]
            Resource: '*'
            Condition:
              ArnLike:
                kms:EncryptionContext:aws:logs:arn: !Sub 'arn:\${AWS::Partition}:logs:\${AWS::Region}:\${AWS::AccountId}:log-group:*'`;

/** A bucket's properties that keep it private: no public ACL or policy, and the bucket owns every object. */
export const NO_PUBLIC_ACCESS = `      PublicAccessBlockConfiguration:
        BlockPublicAcls: true
        BlockPublicPolicy: true
        IgnorePublicAcls: true
        RestrictPublicBuckets: true
      OwnershipControls:
        Rules:
          - ObjectOwnership: BucketOwnerEnforced`;

/** The role AWS Backup assumes to back up and restore (a template may add managed policies after it). */
export const BACKUP_ROLE = `  BackupRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: { Service: backup.amazonaws.com }
            Action: sts:AssumeRole
      ManagedPolicyArns:
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup'
        - !Sub 'arn:\${AWS::Partition}:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores'`;

/** A resource policy statement refusing `action` on `resource` unless the request came over TLS. */
export const denyInsecureTransport = (
  action: string,
  resource: string,
) => `          - Sid: DenyInsecureTransport
            Effect: Deny
            Principal: '*'
            Action: ${action}
            Resource: ${resource}
            Condition:
              Bool: { aws:SecureTransport: 'false' }`;

/** The same refusal for a bucket (logical id `bucket`) and every object in it. */
export const denyInsecureS3 = (bucket: string) =>
  denyInsecureTransport("'s3:*'", `[!GetAtt ${bucket}.Arn, !Sub '\${${bucket}.Arn}/*']`);

/**
 * The bucket a load balancer writes its access logs to, and its policy: the region's Elastic Load
 * Balancing account may put objects under this account's prefix (the template maps it, see
 * ELB_LOG_ACCOUNT_MAPPING), logs go after a year.
 */
export const LOAD_BALANCER_LOG_BUCKET = `  AccessLogBucket:
    Type: AWS::S3::Bucket
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      # Load balancer access logs support only S3-managed encryption.
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault: { SSEAlgorithm: AES256 }
${NO_PUBLIC_ACCESS}
      VersioningConfiguration: { Status: Enabled }
      LifecycleConfiguration:
        Rules:
          - Id: keep-logs-one-year
            Status: Enabled
            ExpirationInDays: 365
            NoncurrentVersionExpiration: { NoncurrentDays: 30 }
      Tags:
        - { Key: DataClassification, Value: Internal }

  AccessLogBucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref AccessLogBucket
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
${denyInsecureS3('AccessLogBucket')}
          - Sid: LoadBalancerLogDelivery
            Effect: Allow
            Principal:
              AWS: !Sub
                - 'arn:\${AWS::Partition}:iam::\${ElbAccount}:root'
                - ElbAccount: !FindInMap [ElbLogAccount, !Ref AWS::Region, AccountId]
            Action: s3:PutObject
            Resource: !Sub '\${AccessLogBucket.Arn}/AWSLogs/\${AWS::AccountId}/*'`;

/** A vault under the template's key and a plan that backs up daily at 02:00 UTC and keeps 35 days. */
export const DAILY_BACKUP_PLAN = `  BackupVault:
    Type: AWS::Backup::BackupVault
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      BackupVaultName: !Sub '\${AWS::StackName}-vault'
      EncryptionKeyArn: !GetAtt DataKey.Arn

  BackupPlan:
    Type: AWS::Backup::BackupPlan
    Properties:
      BackupPlan:
        BackupPlanName: !Sub '\${AWS::StackName}-daily'
        BackupPlanRule:
          - RuleName: daily-35-days
            TargetBackupVault: !Ref BackupVault
            ScheduleExpression: cron(0 2 * * ? *)
            StartWindowMinutes: 60
            CompletionWindowMinutes: 360
            Lifecycle: { DeleteAfterDays: 35 }`;

/** AWS managed rule groups a web ACL may run, by the metric name each reports under. */
const MANAGED_RULE_GROUPS = {
  'aws-common': 'AWSManagedRulesCommonRuleSet',
  'aws-known-bad-inputs': 'AWSManagedRulesKnownBadInputsRuleSet',
  'aws-ip-reputation': 'AWSManagedRulesAmazonIpReputationList',
} as const;

interface WebAclOptions {
  scope: 'REGIONAL' | 'CLOUDFRONT';
  /** the suffix of the ACL's metric name after the stack's name */
  metric: string;
  groups: readonly (keyof typeof MANAGED_RULE_GROUPS)[];
  /** the logical id of a key whose policy lets CloudWatch Logs use it (LOGS_KEY_USE) */
  logKey: string;
  /** a condition the ACL and its logging are created under */
  condition?: string;
}

/**
 * A web ACL (logical id WebAcl) running AWS managed rule groups, and its request log: without a
 * logging configuration the requests it blocked or let through leave no trace to investigate. WAF
 * takes only a log group whose name starts with aws-waf-logs-, and only its ARN without the ':*'
 * that the log group's Arn attribute ends in, so the ARN is built from the name.
 */
export function webAclWithLogs({ scope, metric, groups, logKey, condition }: WebAclOptions): string {
  const when = condition ? `\n    Condition: ${condition}` : '';
  const rules = groups.map(
    (name, priority) => `        - Name: ${name}
          Priority: ${priority}
          OverrideAction: { None: {} }
          Statement:
            ManagedRuleGroupStatement: { VendorName: AWS, Name: ${MANAGED_RULE_GROUPS[name]} }
          VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: ${name} }`,
  );
  return `  WebAcl:
    Type: AWS::WAFv2::WebACL${when}
    Properties:
      Scope: ${scope}
      DefaultAction: { Allow: {} }
      VisibilityConfig:
        SampledRequestsEnabled: true
        CloudWatchMetricsEnabled: true
        MetricName: !Sub '\${AWS::StackName}-${metric}'
      Rules:
${rules.join('\n')}

  WebAclLogGroup:
    Type: AWS::Logs::LogGroup${when}
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      LogGroupName: !Sub 'aws-waf-logs-\${AWS::StackName}'
      RetentionInDays: 365
      KmsKeyId: !GetAtt ${logKey}.Arn

  WebAclLogging:
    Type: AWS::WAFv2::LoggingConfiguration${when}
    Properties:
      ResourceArn: !GetAtt WebAcl.Arn
      LogDestinationConfigs:
        - !Sub 'arn:\${AWS::Partition}:logs:\${AWS::Region}:\${AWS::AccountId}:log-group:\${WebAclLogGroup}'`;
}

/**
 * A customer managed key (rotated yearly, 30 days' grace before deletion) whose policy starts with
 * the account's administration; a template writes its further statements right after it.
 */
export const customerKey = (id: string, description: string, condition?: string) => `  ${id}:
    Type: AWS::KMS::Key${condition ? `\n    Condition: ${condition}` : ''}
    DeletionPolicy: Retain
    UpdateReplacePolicy: Retain
    Properties:
      Description: ${description}
      EnableKeyRotation: true
      PendingWindowInDays: 30
      KeyPolicy:
        Version: '2012-10-17'
        Statement:
${KEY_ADMINISTRATION}`;

/** A key that only encrypts log groups (for a template with no other key). */
export const logKey = (description: string, condition?: string) =>
  `${customerKey('LogKey', description, condition)}\n${LOGS_KEY_USE}`;
