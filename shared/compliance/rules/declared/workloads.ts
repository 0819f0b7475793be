import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Answer, Condition, DeclaredRuleSpec } from '../_lib/declared';
import { attachesManaged, ESCALATION_SETS, grantsNone } from '../_lib/escalation';
import { IDENTITY_POLICY_TYPES } from '../_lib/iam';
import { asList, dig, propOf } from '../_lib/props';

/** Compute, delivery and identity: instances, containers, clusters, CDN, builds and IAM grants. */

/** An Elastic Beanstalk option (Namespace + OptionName in OptionSettings) is one of `values`. */
function beanstalkOption(
  namespace: string,
  name: string,
  values: readonly string[],
  fallback: string,
): Condition {
  return {
    is: 'custom',
    test: (env: Resource): Answer => {
      const settings = asList(propOf(env, 'OptionSettings'));
      if (isUnknown(settings)) return settings;
      const entry = (settings ?? []).find(
        (s) => dig(s, 'Namespace') === namespace && dig(s, 'OptionName') === name,
      );
      const value = entry === undefined ? fallback : dig(entry, 'Value');
      if (isUnknown(value)) return value;
      return values.includes(String(value).toLowerCase());
    },
  };
}

/** Distributions that serve from an S3 origin (a bucket's domain or an S3OriginConfig). */
const servesFromS3: Condition = {
  is: 'custom',
  test: (distribution: Resource): Answer => {
    const origins = asList(propOf(distribution, 'DistributionConfig', 'Origins'));
    if (isUnknown(origins)) return origins;
    return (origins ?? []).some((o) => {
      const domain = dig(o, 'DomainName');
      const named = isUnknown(domain)
        ? /DomainName|s3/i.test(domain.reason)
        : typeof domain === 'string' && /\.s3[.-]/.test(domain);
      return dig(o, 'S3OriginConfig') !== undefined || named;
    });
  },
};

/** Webhook filters on who triggers a build or which branch builds are regular expressions: unanchored, they match more than meant. */
function anchoredFilters(project: Resource): Answer {
  const groups = asList(propOf(project, 'Triggers', 'FilterGroups'));
  if (isUnknown(groups)) return groups;
  for (const group of groups ?? []) {
    const filters = asList(group);
    if (isUnknown(filters)) return filters;
    for (const filter of filters ?? []) {
      const type = dig(filter, 'Type');
      const pattern = dig(filter, 'Pattern');
      if (isUnknown(pattern)) return pattern;
      if (!['ACTOR_ACCOUNT_ID', 'HEAD_REF', 'BASE_REF'].includes(String(type))) continue;
      if (typeof pattern === 'string' && !(pattern.startsWith('^') && pattern.endsWith('$'))) return false;
    }
  }
  return true;
}

export const WORKLOAD_RULES: readonly DeclaredRuleSpec[] = [
  {
    id: 'ec2-instance-profile',
    service: 'ec2',
    severity: 'medium',
    title: 'EC2 instances have an IAM role through an instance profile',
    description:
      'An instance without a role reaches AWS with keys stored on its disk, which never rotate and leak with the disk.',
    resourceTypes: ['AWS::EC2::Instance'],
    remediation:
      'Set IamInstanceProfile to an instance profile whose role has the permissions the instance needs.',
    prowler: ['ec2_instance_profile_attached'],
    controls: ['leastPrivilege'],
    check: { is: 'set', path: ['IamInstanceProfile'] },
    failure: '{name} has no instance profile (IamInstanceProfile is not set).',
  },
  {
    id: 'ec2-instance-single-eni',
    service: 'ec2',
    severity: 'low',
    title: 'EC2 instances use a single network interface',
    description:
      'An instance with interfaces in several subnets bridges networks that were meant to be apart.',
    resourceTypes: ['AWS::EC2::Instance'],
    remediation:
      'Keep one entry in NetworkInterfaces; reach other subnets through routing and security groups.',
    prowler: ['ec2_instance_uses_single_eni'],
    controls: ['segmentation'],
    check: { is: 'count', path: ['NetworkInterfaces'], min: 0, max: 1 },
    failure: '{name} has more than one network interface.',
  },
  {
    id: 'ec2-sg-not-launch-wizard',
    service: 'ec2',
    severity: 'medium',
    title: 'Security groups are not launch-wizard groups',
    description:
      'Launch wizard groups open SSH or RDP to the internet by default and are usually left behind unreviewed.',
    resourceTypes: ['AWS::EC2::SecurityGroup'],
    remediation: 'Name and describe the group for its purpose, with only the ingress it needs.',
    prowler: ['ec2_securitygroup_from_launch_wizard'],
    controls: ['segmentation'],
    check: {
      is: 'custom',
      test: (group) => {
        const name = propOf(group, 'GroupName');
        return isUnknown(name) ? name : !(typeof name === 'string' && name.startsWith('launch-wizard'));
      },
    },
    failure: '{name} is a launch-wizard group (its GroupName starts with launch-wizard).',
  },
  {
    id: 'eks-deletion-protection',
    service: 'eks',
    severity: 'medium',
    title: 'EKS clusters are protected from deletion',
    description: 'Deleting a cluster by mistake takes down every workload on it.',
    resourceTypes: ['AWS::EKS::Cluster'],
    remediation: 'Set DeletionProtection to true.',
    ownersDecision: true,
    prowler: ['eks_cluster_deletion_protection_enabled'],
    reasons: { lower: 'deletion protection is an owner’s decision, medium by policy like the databases’' },
    controls: ['availability'],
    check: { is: 'true', path: ['DeletionProtection'] },
    failure: '{name} can be deleted without first turning off protection (DeletionProtection is not true).',
  },
  {
    id: 'eks-private-endpoint',
    service: 'eks',
    severity: 'medium',
    title: 'EKS clusters reach their API server through a private endpoint',
    description: 'With private access off, nodes and pods reach the Kubernetes API over its public endpoint.',
    resourceTypes: ['AWS::EKS::Cluster'],
    remediation: 'Set ResourcesVpcConfig.EndpointPrivateAccess to true.',
    prowler: ['eks_cluster_private_nodes_enabled'],
    reasons: {
      lower:
        'hardening of the path inside the VPC; a public API endpoint itself is judged by eks-endpoint-not-public',
    },
    controls: ['segmentation'],
    check: { is: 'true', path: ['ResourcesVpcConfig', 'EndpointPrivateAccess'] },
    failure: '{name} has no private API endpoint (ResourcesVpcConfig.EndpointPrivateAccess is not true).',
  },
  {
    id: 'ecs-fargate-latest-platform',
    service: 'ecs',
    severity: 'medium',
    title: 'Fargate services run on the latest platform version',
    description: 'A pinned platform version stops receiving the kernel and runtime fixes of newer versions.',
    resourceTypes: ['AWS::ECS::Service'],
    remediation: 'Remove PlatformVersion or set it to LATEST.',
    prowler: ['ecs_service_fargate_latest_platform_version'],
    controls: ['patching'],
    when: { is: 'oneOf', path: ['LaunchType'], values: ['FARGATE'] },
    check: { is: 'oneOf', path: ['PlatformVersion'], values: ['LATEST'], fallback: 'LATEST' },
    failure: '{name} pins a Fargate platform version instead of LATEST.',
  },
  {
    id: 'ecr-lifecycle-policy',
    service: 'ecr',
    severity: 'low',
    title: 'ECR repositories expire old images',
    description: 'Without a lifecycle policy, old images with known vulnerabilities stay deployable forever.',
    resourceTypes: ['AWS::ECR::Repository'],
    remediation: 'Set LifecyclePolicy.LifecyclePolicyText to expire untagged and old images.',
    prowler: ['ecr_repositories_lifecycle_policy_enabled'],
    controls: ['vulnerabilities'],
    check: { is: 'set', path: ['LifecyclePolicy', 'LifecyclePolicyText'] },
    failure: '{name} has no lifecycle policy.',
  },
  {
    id: 'autoscaling-capacity-rebalance',
    service: 'autoscaling',
    severity: 'medium',
    title: 'Auto Scaling groups with Spot capacity rebalance ahead of interruptions',
    description:
      'Capacity Rebalancing replaces Spot instances at risk of interruption before they are taken away.',
    resourceTypes: ['AWS::AutoScaling::AutoScalingGroup'],
    remediation: 'Set CapacityRebalance to true.',
    prowler: ['autoscaling_group_capacity_rebalance_enabled'],
    controls: ['availability'],
    when: { is: 'set', path: ['MixedInstancesPolicy'] },
    check: { is: 'true', path: ['CapacityRebalance'] },
    failure: '{name} mixes instance purchases without Capacity Rebalancing (CapacityRebalance is not true).',
  },
  {
    id: 'autoscaling-multiple-instance-types',
    service: 'autoscaling',
    severity: 'medium',
    title: 'Auto Scaling groups can launch more than one instance type',
    description: 'A group tied to one instance type cannot launch when that type runs out in a zone.',
    resourceTypes: ['AWS::AutoScaling::AutoScalingGroup'],
    remediation: 'Use a MixedInstancesPolicy listing two or more instance types in LaunchTemplate.Overrides.',
    prowler: ['autoscaling_group_multiple_instance_types'],
    controls: ['availability'],
    check: { is: 'count', path: ['MixedInstancesPolicy', 'LaunchTemplate', 'Overrides'], min: 2 },
    failure: '{name} launches a single instance type (no MixedInstancesPolicy with two or more overrides).',
  },
  {
    id: 'cloudfront-custom-certificate',
    service: 'cloudfront',
    severity: 'low',
    title: 'CloudFront distributions serve the site’s own certificate',
    description:
      'With the default *.cloudfront.net certificate, users reach the site under CloudFront’s name, not its own.',
    resourceTypes: ['AWS::CloudFront::Distribution'],
    remediation:
      'Set ViewerCertificate.AcmCertificateArn (a certificate in us-east-1) and the distribution’s Aliases.',
    prowler: ['cloudfront_distributions_custom_ssl_certificate'],
    reasons: {
      lower:
        'the default certificate is valid TLS; a custom one serves the site’s own name, hygiene by policy',
    },
    controls: ['webProtocols'],
    check: {
      any: [
        { is: 'set', path: ['DistributionConfig', 'ViewerCertificate', 'AcmCertificateArn'] },
        { is: 'set', path: ['DistributionConfig', 'ViewerCertificate', 'IamCertificateId'] },
      ],
    },
    failure: '{name} serves the default CloudFront certificate.',
  },
  {
    id: 'cloudfront-default-root-object',
    service: 'cloudfront',
    severity: 'medium',
    title: 'CloudFront distributions on S3 name a default root object',
    description:
      'A request for the site’s root is passed to the bucket as is; a default root object answers it with a page.',
    resourceTypes: ['AWS::CloudFront::Distribution'],
    remediation: 'Set DistributionConfig.DefaultRootObject, e.g. index.html.',
    prowler: ['cloudfront_distributions_default_root_object'],
    reasons: {
      lower:
        'the root request only lists the bucket where the bucket grants listing, which the bucket rules judge',
    },
    controls: ['dataProtection'],
    when: servesFromS3,
    check: { is: 'set', path: ['DistributionConfig', 'DefaultRootObject'] },
    failure: '{name} serves from S3 without a default root object.',
  },
  {
    id: 'cloudfront-origin-tls-protocols',
    service: 'cloudfront',
    severity: 'low',
    title: 'CloudFront does not offer SSLv3, TLS 1.0 or 1.1 to origins',
    description:
      'Old protocols let a network attacker downgrade the connection between CloudFront and the origin.',
    resourceTypes: ['AWS::CloudFront::Distribution'],
    remediation: 'List only TLSv1.2 in each origin’s CustomOriginConfig.OriginSSLProtocols.',
    prowler: ['cloudfront_distributions_using_deprecated_ssl_protocols'],
    controls: ['encryptionInTransit'],
    check: {
      is: 'noneOf',
      path: ['DistributionConfig', 'Origins', '*', 'CustomOriginConfig', 'OriginSSLProtocols'],
      values: ['SSLv3', 'TLSv1', 'TLSv1.1'],
    },
    failure: '{name} offers SSLv3, TLSv1 or TLSv1.1 to an origin.',
  },
  {
    id: 'codebuild-buildspec-not-in-source',
    service: 'codebuild',
    severity: 'medium',
    title: 'CodeBuild projects do not run a buildspec file from the source',
    description:
      'A buildspec file in the repository runs whatever anyone who can push writes, with the project’s role.',
    resourceTypes: ['AWS::CodeBuild::Project'],
    remediation:
      'Write the buildspec inline in Source.BuildSpec, or keep it in a bucket only the build owners write to.',
    prowler: ['codebuild_project_user_controlled_buildspec'],
    controls: ['leastPrivilege'],
    check: {
      is: 'custom',
      test: (project) => {
        const spec = propOf(project, 'Source', 'BuildSpec');
        return isUnknown(spec) ? spec : !(typeof spec === 'string' && /\.ya?ml$/.test(spec.trim()));
      },
    },
    failure: '{name} runs a buildspec file from its source (Source.BuildSpec names a .yml file).',
  },
  {
    id: 'codebuild-webhook-anchored',
    service: 'codebuild',
    severity: 'high',
    title: 'CodeBuild webhook filters anchor their patterns',
    description:
      'An unanchored actor or branch pattern (123 also matches 91234) lets outsiders’ pull requests start builds with the project’s role.',
    resourceTypes: ['AWS::CodeBuild::Project'],
    remediation: 'Start and end every ACTOR_ACCOUNT_ID, HEAD_REF and BASE_REF pattern with ^ and $.',
    prowler: ['codebuild_project_webhook_filters_use_anchored_patterns'],
    controls: ['leastPrivilege'],
    check: { is: 'custom', test: anchoredFilters },
    failure: '{name} has a webhook filter whose actor or branch pattern is not anchored with ^ and $.',
  },
  {
    id: 'events-endpoint-replication',
    service: 'events',
    severity: 'medium',
    title: 'EventBridge global endpoints replicate events to the secondary region',
    description:
      'Without replication, events sent before a failover are not in the secondary region to process.',
    resourceTypes: ['AWS::Events::Endpoint'],
    remediation: 'Set ReplicationConfig.State to ENABLED (the default).',
    prowler: ['eventbridge_global_endpoint_event_replication_enabled'],
    controls: ['availability'],
    check: { is: 'oneOf', path: ['ReplicationConfig', 'State'], values: ['ENABLED'], fallback: 'ENABLED' },
    failure: '{name} does not replicate events (ReplicationConfig.State is DISABLED).',
  },
  {
    id: 'msk-mutual-tls',
    service: 'msk',
    severity: 'medium',
    title: 'MSK clusters authenticate clients with TLS certificates',
    description:
      'Mutual TLS proves each client’s identity with a certificate from the organisation’s private CA.',
    resourceTypes: ['AWS::MSK::Cluster'],
    remediation: 'Set ClientAuthentication.Tls.Enabled to true with CertificateAuthorityArnList.',
    prowler: ['kafka_cluster_mutual_tls_authentication_enabled'],
    reasons: {
      lower:
        'IAM or SASL/SCRAM authenticate clients as well; an unauthenticated cluster is msk-client-authentication (critical)',
    },
    controls: ['leastPrivilege'],
    check: {
      any: [
        { is: 'true', path: ['ClientAuthentication', 'Tls', 'Enabled'] },
        { is: 'set', path: ['ClientAuthentication', 'Tls', 'CertificateAuthorityArnList'] },
      ],
    },
    failure: '{name} does not authenticate clients with TLS certificates.',
  },
  {
    id: 'elasticbeanstalk-cloudwatch-logs',
    service: 'elasticbeanstalk',
    severity: 'medium',
    title: 'Elastic Beanstalk environments stream logs to CloudWatch Logs',
    description: 'Instance logs that stay on the instances are lost when an instance is replaced.',
    resourceTypes: ['AWS::ElasticBeanstalk::Environment'],
    remediation: 'Set aws:elasticbeanstalk:cloudwatch:logs StreamLogs to true in OptionSettings.',
    prowler: ['elasticbeanstalk_environment_cloudwatch_logging_enabled'],
    reasons: { lower: 'missing logs hide events but expose nothing; logging gaps are medium by policy' },
    controls: ['logging'],
    check: beanstalkOption('aws:elasticbeanstalk:cloudwatch:logs', 'StreamLogs', ['true'], 'false'),
    failure: '{name} does not stream its logs to CloudWatch Logs (StreamLogs is not true).',
  },
  {
    id: 'elasticbeanstalk-enhanced-health',
    service: 'elasticbeanstalk',
    severity: 'low',
    title: 'Elastic Beanstalk environments report enhanced health',
    description:
      'Enhanced health reports each instance’s requests, latency and load, not only whether it answers.',
    resourceTypes: ['AWS::ElasticBeanstalk::Environment'],
    remediation: 'Set aws:elasticbeanstalk:healthreporting:system SystemType to enhanced in OptionSettings.',
    prowler: ['elasticbeanstalk_environment_enhanced_health_reporting'],
    controls: ['monitoring'],
    check: beanstalkOption(
      'aws:elasticbeanstalk:healthreporting:system',
      'SystemType',
      ['enhanced'],
      'basic',
    ),
    failure: '{name} reports basic health only (SystemType is not enhanced).',
  },
  {
    id: 'elasticbeanstalk-managed-updates',
    service: 'elasticbeanstalk',
    severity: 'medium',
    title: 'Elastic Beanstalk environments take managed platform updates',
    description: 'Managed updates apply the platform’s security patches in a weekly window.',
    resourceTypes: ['AWS::ElasticBeanstalk::Environment'],
    remediation: 'Set aws:elasticbeanstalk:managedactions ManagedActionsEnabled to true in OptionSettings.',
    prowler: ['elasticbeanstalk_environment_managed_updates_enabled'],
    reasons: { lower: 'missing patches are hardening, medium by policy like the other patch rules' },
    controls: ['patching'],
    check: beanstalkOption('aws:elasticbeanstalk:managedactions', 'ManagedActionsEnabled', ['true'], 'false'),
    failure: '{name} does not take managed platform updates (ManagedActionsEnabled is not true).',
  },
  {
    id: 'rolesanywhere-profile-scoped',
    service: 'iam',
    severity: 'medium',
    title: 'IAM Roles Anywhere profiles scope down the sessions they vend',
    description:
      'A session policy or managed policies on the profile limit what a certificate holder can do with the role.',
    resourceTypes: ['AWS::RolesAnywhere::Profile'],
    remediation:
      'Set SessionPolicy or ManagedPolicyArns on the profile to the permissions its workloads need.',
    prowler: ['rolesanywhere_profile_restricts_session_permissions'],
    controls: ['leastPrivilege'],
    check: {
      any: [
        { is: 'set', path: ['SessionPolicy'] },
        { is: 'count', path: ['ManagedPolicyArns'], min: 1 },
      ],
    },
    failure:
      '{name} vends sessions with the roles’ full permissions (no SessionPolicy or ManagedPolicyArns).',
  },
  {
    id: 'iam-no-privilege-escalation',
    service: 'iam',
    severity: 'high',
    title: 'IAM policies do not allow known privilege escalation on all resources',
    description:
      'Actions such as iam:PutRolePolicy, iam:CreatePolicyVersion or iam:PassRole with ec2:RunInstances, on every resource, let the holder grant itself more.',
    resourceTypes: IDENTITY_POLICY_TYPES,
    remediation:
      'Scope Resource to the roles, users and functions the workload manages, or drop the actions.',
    prowler: ['iam_inline_policy_allows_privilege_escalation', 'iam_policy_allows_privilege_escalation'],
    controls: ['leastPrivilege', 'privilegedAccess'],
    check: { is: 'custom', test: grantsNone(ESCALATION_SETS) },
    failure:
      '{name} allows, on every resource, a set of actions known to let its holder raise its own privileges.',
  },
  {
    id: 'iam-no-wildcard-marketplace-subscribe',
    service: 'iam',
    severity: 'medium',
    title: 'IAM policies do not allow Marketplace subscriptions to any product',
    description:
      'aws-marketplace:Subscribe on every resource lets the holder buy any Marketplace product on the account.',
    resourceTypes: IDENTITY_POLICY_TYPES,
    remediation: 'Scope Resource to the approved products, or drop aws-marketplace:Subscribe.',
    prowler: [
      'iam_inline_policy_no_wildcard_marketplace_subscribe',
      'iam_policy_no_wildcard_marketplace_subscribe',
    ],
    controls: ['leastPrivilege'],
    check: { is: 'custom', test: grantsNone([['aws-marketplace:Subscribe']]) },
    failure: '{name} allows aws-marketplace:Subscribe on every resource.',
  },
  {
    id: 'iam-no-wildcard-assume-role',
    service: 'iam',
    severity: 'high',
    title: 'IAM policies do not allow assuming any role',
    description: 'sts:AssumeRole on every resource lets the holder become any role that trusts the account.',
    resourceTypes: IDENTITY_POLICY_TYPES,
    remediation: 'List the role ARNs the holder may assume in Resource.',
    prowler: ['iam_no_custom_policy_permissive_role_assumption'],
    controls: ['leastPrivilege', 'privilegedAccess'],
    check: { is: 'custom', test: grantsNone([['sts:AssumeRole']]) },
    failure: '{name} allows sts:AssumeRole on every resource.',
  },
  {
    id: 'iam-no-cloudshell-full-access',
    service: 'iam',
    severity: 'medium',
    title: 'No IAM identity has AWSCloudShellFullAccess',
    description:
      'CloudShell full access lets the holder move files in and out of the account through the browser.',
    resourceTypes: ['AWS::IAM::Role', 'AWS::IAM::User', 'AWS::IAM::Group'],
    remediation:
      'Remove AWSCloudShellFullAccess from ManagedPolicyArns; grant the CloudShell actions needed, without file transfer.',
    prowler: ['iam_policy_cloudshell_admin_not_attached'],
    controls: ['leastPrivilege'],
    check: { is: 'custom', test: (r) => attachesManaged(r, 'AWSCloudShellFullAccess') },
    failure: '{name} has the AWSCloudShellFullAccess managed policy.',
  },
];
