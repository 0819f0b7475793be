import type { Resource } from '#shared/cfn/types';
import type { ScanContext } from '#shared/compliance/types';
import type { Condition, DeclaredRuleSpec } from '../_lib/declared';
import { eventPattern, unalarmed } from '../_lib/metric-filters';

/**
 * CIS AWS Foundations' alarms on security events, one rule per event family (Prowler's
 * cloudwatch_* metric filter checks). Each is judged on a trail that delivers to CloudWatch Logs:
 * the template must filter the events out of that log group and alarm on the filter's metric.
 */
export interface SecurityEventFamily {
  slug: string;
  what: string;
  prowler: string;
  /** CIS's CloudWatch Logs filter pattern: what the remediation asks for and the check reads */
  pattern: string;
}

/** The one list of CIS's security event alarms: the rules below and the account baseline read it. */
export const SECURITY_EVENT_FAMILIES: readonly SecurityEventFamily[] = [
  {
    slug: 'root-usage',
    what: 'use of the root user',
    prowler: 'cloudwatch_log_metric_filter_root_usage',
    pattern:
      '{ $.userIdentity.type = "Root" && $.userIdentity.invokedBy NOT EXISTS && $.eventType != "AwsServiceEvent" }',
  },
  {
    slug: 'unauthorized-calls',
    what: 'unauthorized API calls',
    prowler: 'cloudwatch_log_metric_filter_unauthorized_api_calls',
    pattern: '{ ($.errorCode = "*UnauthorizedOperation") || ($.errorCode = "AccessDenied*") }',
  },
  {
    slug: 'console-no-mfa',
    what: 'console sign-in without MFA',
    prowler: 'cloudwatch_log_metric_filter_sign_in_without_mfa',
    pattern: '{ ($.eventName = "ConsoleLogin") && ($.additionalEventData.MFAUsed != "Yes") }',
  },
  {
    slug: 'console-failures',
    what: 'failed console sign-ins',
    prowler: 'cloudwatch_log_metric_filter_authentication_failures',
    pattern: '{ ($.eventName = "ConsoleLogin") && ($.errorMessage = "Failed authentication") }',
  },
  {
    slug: 'iam-policy-changes',
    what: 'IAM policy changes',
    prowler: 'cloudwatch_log_metric_filter_policy_changes',
    pattern: eventPattern([
      'DeleteGroupPolicy',
      'DeleteRolePolicy',
      'DeleteUserPolicy',
      'PutGroupPolicy',
      'PutRolePolicy',
      'PutUserPolicy',
      'CreatePolicy',
      'DeletePolicy',
      'CreatePolicyVersion',
      'DeletePolicyVersion',
      'AttachRolePolicy',
      'DetachRolePolicy',
      'AttachUserPolicy',
      'DetachUserPolicy',
      'AttachGroupPolicy',
      'DetachGroupPolicy',
    ]),
  },
  {
    slug: 'trail-changes',
    what: 'CloudTrail configuration changes',
    prowler: 'cloudwatch_log_metric_filter_and_alarm_for_cloudtrail_configuration_changes_enabled',
    pattern: eventPattern(['CreateTrail', 'UpdateTrail', 'DeleteTrail', 'StartLogging', 'StopLogging']),
  },
  {
    slug: 'kms-key-deletion',
    what: 'KMS keys disabled or set to delete',
    prowler: 'cloudwatch_log_metric_filter_disable_or_scheduled_deletion_of_kms_cmk',
    pattern: eventPattern(['DisableKey', 'ScheduleKeyDeletion'], 'kms.amazonaws.com'),
  },
  {
    slug: 's3-policy-changes',
    what: 'S3 bucket policy changes',
    prowler: 'cloudwatch_log_metric_filter_for_s3_bucket_policy_changes',
    pattern: eventPattern(
      [
        'PutBucketAcl',
        'PutBucketPolicy',
        'PutBucketCors',
        'PutBucketLifecycle',
        'PutBucketReplication',
        'DeleteBucketPolicy',
        'DeleteBucketCors',
        'DeleteBucketLifecycle',
        'DeleteBucketReplication',
      ],
      's3.amazonaws.com',
    ),
  },
  {
    slug: 'config-changes',
    what: 'AWS Config configuration changes',
    prowler: 'cloudwatch_log_metric_filter_and_alarm_for_aws_config_configuration_changes_enabled',
    pattern: eventPattern(
      [
        'StopConfigurationRecorder',
        'DeleteDeliveryChannel',
        'PutDeliveryChannel',
        'PutConfigurationRecorder',
      ],
      'config.amazonaws.com',
    ),
  },
  {
    slug: 'security-group-changes',
    what: 'security group changes',
    prowler: 'cloudwatch_log_metric_filter_security_group_changes',
    pattern: eventPattern([
      'AuthorizeSecurityGroupIngress',
      'AuthorizeSecurityGroupEgress',
      'RevokeSecurityGroupIngress',
      'RevokeSecurityGroupEgress',
      'CreateSecurityGroup',
      'DeleteSecurityGroup',
    ]),
  },
  {
    slug: 'nacl-changes',
    what: 'network ACL changes',
    prowler: 'cloudwatch_changes_to_network_acls_alarm_configured',
    pattern: eventPattern([
      'CreateNetworkAcl',
      'CreateNetworkAclEntry',
      'DeleteNetworkAcl',
      'DeleteNetworkAclEntry',
      'ReplaceNetworkAclEntry',
      'ReplaceNetworkAclAssociation',
    ]),
  },
  {
    slug: 'gateway-changes',
    what: 'network gateway changes',
    prowler: 'cloudwatch_changes_to_network_gateways_alarm_configured',
    pattern: eventPattern([
      'CreateCustomerGateway',
      'DeleteCustomerGateway',
      'AttachInternetGateway',
      'CreateInternetGateway',
      'DeleteInternetGateway',
      'DetachInternetGateway',
    ]),
  },
  {
    slug: 'route-table-changes',
    what: 'route table changes',
    prowler: 'cloudwatch_changes_to_network_route_tables_alarm_configured',
    pattern: eventPattern([
      'CreateRoute',
      'CreateRouteTable',
      'ReplaceRoute',
      'ReplaceRouteTableAssociation',
      'DeleteRouteTable',
      'DeleteRoute',
      'DisassociateRouteTable',
    ]),
  },
  {
    slug: 'vpc-changes',
    what: 'VPC changes',
    prowler: 'cloudwatch_changes_to_vpcs_alarm_configured',
    pattern: eventPattern([
      'CreateVpc',
      'DeleteVpc',
      'ModifyVpcAttribute',
      'AcceptVpcPeeringConnection',
      'CreateVpcPeeringConnection',
      'DeleteVpcPeeringConnection',
      'RejectVpcPeeringConnection',
      'AttachClassicLinkVpc',
      'DetachClassicLinkVpc',
      'DisableVpcClassicLink',
      'EnableVpcClassicLink',
    ]),
  },
  {
    slug: 'organizations-changes',
    what: 'AWS Organizations changes',
    prowler: 'cloudwatch_log_metric_filter_aws_organizations_changes',
    pattern: eventPattern(
      [
        'AcceptHandshake',
        'AttachPolicy',
        'CancelHandshake',
        'CreateAccount',
        'CreateOrganization',
        'CreateOrganizationalUnit',
        'CreatePolicy',
        'DeclineHandshake',
        'DeleteOrganization',
        'DeleteOrganizationalUnit',
        'DeletePolicy',
        'EnableAllFeatures',
        'EnablePolicyType',
        'InviteAccountToOrganization',
        'LeaveOrganization',
        'DetachPolicy',
        'DisablePolicyType',
        'MoveAccount',
        'RemoveAccountFromOrganization',
        'UpdateOrganizationalUnit',
        'UpdatePolicy',
      ],
      'organizations.amazonaws.com',
    ),
  },
];

/**
 * Metric filters are read from the template: the account scan's inventory does not list them yet,
 * so on a live trail the rules do not apply (rather than report every deployed filter missing).
 */
const READ_FROM_A_TEMPLATE: Condition = { is: 'custom', test: (_trail, ctx) => ctx.written !== undefined };

const missing = (trail: Resource, ctx: ScanContext) =>
  unalarmed(
    trail,
    ctx,
    SECURITY_EVENT_FAMILIES.map((f) => f.pattern),
  );

/**
 * One rule for all of them: a trail missing its alarms is one gap, named family by family in the
 * finding, rather than fifteen findings that would outweigh the rest of the template's score.
 */
export const SECURITY_EVENT_ALARMS: readonly DeclaredRuleSpec[] = [
  {
    id: 'cloudwatch-security-event-alarms',
    service: 'monitoring',
    severity: 'medium',
    title: 'Trail logs have CIS metric filters and alarms on security events',
    description:
      'CIS AWS Foundations asks for an alarm on root use, unauthorized calls, sign-ins without MFA, and changes to IAM, trails, keys, buckets, Config, security groups, NACLs, gateways, routes, VPCs and Organizations: without them, the events are recorded but nobody is told.',
    resourceTypes: ['AWS::CloudTrail::Trail'],
    remediation:
      "For each family of events, add an AWS::Logs::MetricFilter on the trail's log group with CIS's FilterPattern and an AWS::CloudWatch::Alarm on its metric (the catalog's security-monitoring template has all fifteen).",
    prowler: SECURITY_EVENT_FAMILIES.map((f) => f.prowler),
    controls: ['monitoring'],
    when: { all: [{ is: 'set', path: ['CloudWatchLogsLogGroupArn'] }, READ_FROM_A_TEMPLATE] },
    check: {
      is: 'custom',
      test: (trail, ctx) => {
        const gaps = missing(trail, ctx);
        return gaps === undefined || (Array.isArray(gaps) ? gaps.length === 0 : gaps);
      },
    },
    failure: (trail, ctx) => {
      const gaps = missing(trail, ctx);
      const names = SECURITY_EVENT_FAMILIES.filter(
        (f) => Array.isArray(gaps) && gaps.includes(f.pattern),
      ).map((f) => f.what);
      return `{name} delivers to a log group with no metric filter and alarm on ${names.join(', ')}.`;
    },
  },
];
