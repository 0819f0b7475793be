import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { ScanContext } from '#shared/compliance/types';
import type { Answer, DeclaredRuleSpec } from '../_lib/declared';
import { asList, dig, type Key, propOf, toBool } from '../_lib/props';

/** Detection and logging services: GuardDuty's protection plans, WAF, firewall and DNS logs, trails. */

const MONITORING_LOWER =
  'a detection gap leaves threats unseen but exposes nothing by itself; monitoring gaps are medium by policy';

/**
 * Whether a GuardDuty detector runs a protection plan. A new detector turns on every optional
 * plan unless the template turns it off (CreateDetector: "any feature that is not specified gets
 * enabled by default, with an exception to RUNTIME_MONITORING"), so only an explicit "off" fails.
 */
function planOn(names: readonly string[], legacy: readonly Key[] | undefined) {
  return (detector: Resource): Answer => {
    const features = asList(propOf(detector, 'Features'));
    if (isUnknown(features)) return features;
    for (const feature of features ?? []) {
      const name = dig(feature, 'Name');
      if (isUnknown(name)) return name;
      if (typeof name !== 'string' || !names.includes(name)) continue;
      const status = dig(feature, 'Status');
      if (isUnknown(status)) return status;
      return status === 'ENABLED';
    }
    if (legacy) {
      const enabled = toBool(propOf(detector, 'DataSources', ...legacy));
      if (isUnknown(enabled)) return enabled;
      if (enabled !== undefined) return enabled;
    }
    return true;
  };
}

interface Plan {
  slug: string;
  what: string;
  names: readonly string[];
  legacy?: readonly Key[];
  prowler: string;
  prowlerSeverity: 'high' | 'medium';
  malware?: boolean;
}

const PLANS: readonly Plan[] = [
  {
    slug: 's3-protection',
    what: 'S3 Protection (S3 data events)',
    names: ['S3_DATA_EVENTS'],
    legacy: ['S3Logs', 'Enable'],
    prowler: 'guardduty_s3_protection_enabled',
    prowlerSeverity: 'high',
  },
  {
    slug: 'eks-audit-logs',
    what: 'EKS audit log monitoring',
    names: ['EKS_AUDIT_LOGS'],
    legacy: ['Kubernetes', 'AuditLogs', 'Enable'],
    prowler: 'guardduty_eks_audit_log_enabled',
    prowlerSeverity: 'high',
  },
  {
    slug: 'ec2-malware-protection',
    what: 'Malware Protection for EC2',
    names: ['EBS_MALWARE_PROTECTION'],
    legacy: ['MalwareProtection', 'ScanEc2InstanceWithFindings', 'EbsVolumes'],
    prowler: 'guardduty_ec2_malware_protection_enabled',
    prowlerSeverity: 'high',
    malware: true,
  },
  {
    slug: 'rds-protection',
    what: 'RDS Protection (login events)',
    names: ['RDS_LOGIN_EVENTS'],
    prowler: 'guardduty_rds_protection_enabled',
    prowlerSeverity: 'high',
  },
  {
    slug: 'lambda-protection',
    what: 'Lambda Protection (network logs)',
    names: ['LAMBDA_NETWORK_LOGS'],
    prowler: 'guardduty_lambda_protection_enabled',
    prowlerSeverity: 'high',
  },
];

const GUARDDUTY_PLANS: DeclaredRuleSpec[] = PLANS.map((p) => ({
  id: `guardduty-${p.slug}`,
  service: 'monitoring',
  severity: 'medium',
  title: `GuardDuty detectors run ${p.what}`,
  description: `Without ${p.what}, GuardDuty does not look at that activity and raises no finding on it.`,
  resourceTypes: ['AWS::GuardDuty::Detector'],
  remediation: `List { Name: ${p.names[0]}, Status: ENABLED } under Features, or drop the entry that disables it.`,
  prowler: [p.prowler],
  ...(p.prowlerSeverity === 'high' ? { reasons: { lower: MONITORING_LOWER } } : {}),
  controls: p.malware ? ['monitoring', 'malware'] : ['monitoring'],
  check: { is: 'custom', test: planOn(p.names, p.legacy) },
  failure: `{name} does not run ${p.what}.`,
}));

/** Whether the trail's bucket, when the template creates it, logs access to it. */
function trailBucketLogged(trail: Resource, ctx: ScanContext): Answer {
  const name = propOf(trail, 'S3BucketName');
  if (!isUnknown(name)) return { unknown: 'its bucket is not created by this template' };
  const bucket = (name.refs ?? []).map((id) => ctx.byId(id)).find((r) => r?.type === 'AWS::S3::Bucket');
  if (!bucket) return { unknown: `its bucket is ${name.reason}` };
  const logging = propOf(bucket, 'LoggingConfiguration');
  return isUnknown(logging) ? logging : logging !== undefined && logging !== null;
}

/** Every selector that records management events records reads and writes. */
function managementEventsAll(trail: Resource): Answer {
  if (propOf(trail, 'AdvancedEventSelectors') !== undefined)
    return { unknown: 'it uses advanced event selectors' };
  const selectors = asList(propOf(trail, 'EventSelectors'));
  if (isUnknown(selectors)) return selectors;
  if (selectors === undefined || selectors.length === 0) return true;
  return selectors.some((s) => {
    const include = toBool(dig(s, 'IncludeManagementEvents'));
    const rw = dig(s, 'ReadWriteType');
    return include !== false && (rw === undefined || rw === 'All');
  });
}

export const DETECTION_RULES: readonly DeclaredRuleSpec[] = [
  ...GUARDDUTY_PLANS,
  {
    id: 'wafv2-logging',
    service: 'waf',
    severity: 'medium',
    title: 'WAF web ACLs send their logs to a destination',
    description: 'Without logging, the requests a web ACL blocked or allowed leave no trace to investigate.',
    resourceTypes: ['AWS::WAFv2::WebACL'],
    remediation:
      'Add an AWS::WAFv2::LoggingConfiguration whose ResourceArn is the ACL, sending to a log group, bucket or Firehose.',
    prowler: ['wafv2_webacl_logging_enabled'],
    controls: ['logging'],
    check: { is: 'referencedBy', types: ['AWS::WAFv2::LoggingConfiguration'] },
    failure: '{name} has no logging configuration in this template.',
  },
  {
    id: 'networkfirewall-logging',
    service: 'networkfirewall',
    severity: 'medium',
    title: 'Network firewalls send flow or alert logs to a destination',
    description: 'Without firewall logs, the traffic a firewall passed or dropped cannot be investigated.',
    resourceTypes: ['AWS::NetworkFirewall::Firewall'],
    remediation:
      'Add an AWS::NetworkFirewall::LoggingConfiguration for the firewall with FLOW and ALERT logs.',
    prowler: ['networkfirewall_logging_enabled'],
    reasons: { lower: 'missing logs hide traffic but expose nothing; logging gaps are medium by policy' },
    controls: ['logging'],
    check: { is: 'referencedBy', types: ['AWS::NetworkFirewall::LoggingConfiguration'] },
    failure: '{name} has no logging configuration in this template.',
  },
  {
    id: 'networkfirewall-deletion-protection',
    service: 'networkfirewall',
    severity: 'medium',
    title: 'Network firewalls are protected from deletion',
    description: 'Deleting a firewall by mistake leaves the VPC’s traffic unfiltered.',
    resourceTypes: ['AWS::NetworkFirewall::Firewall'],
    remediation: 'Set DeleteProtection to true.',
    ownersDecision: true,
    prowler: ['networkfirewall_deletion_protection'],
    controls: ['availability'],
    check: { is: 'true', path: ['DeleteProtection'] },
    failure: '{name} can be deleted without first turning off protection (DeleteProtection is not true).',
  },
  {
    id: 'cloudtrail-management-events',
    service: 'cloudtrail',
    severity: 'low',
    title: 'Trails record management events, reads and writes',
    description:
      'A trail that drops read or all management events misses the calls that change or probe the account.',
    resourceTypes: ['AWS::CloudTrail::Trail'],
    remediation:
      'Remove EventSelectors that exclude management events, or set IncludeManagementEvents: true and ReadWriteType: All.',
    prowler: ['cloudtrail_multi_region_enabled_logging_management_events'],
    controls: ['logging'],
    check: { is: 'custom', test: managementEventsAll },
    failure:
      '{name} does not record all management events (its event selectors exclude them or only record reads or writes).',
  },
  {
    id: 'cloudtrail-bucket-access-logging',
    service: 'cloudtrail',
    severity: 'medium',
    title: 'The bucket a trail writes to logs access to itself',
    description: 'Access logs on the trail’s bucket show who read or deleted the audit logs.',
    resourceTypes: ['AWS::CloudTrail::Trail'],
    remediation: 'Set LoggingConfiguration on the trail’s bucket, pointing at a separate log bucket.',
    prowler: ['cloudtrail_logs_s3_bucket_access_logging_enabled'],
    controls: ['dataAccessLogging'],
    check: { is: 'custom', test: trailBucketLogged },
    failure: '{name} writes to a bucket that does not log access to it (no LoggingConfiguration).',
  },
  {
    id: 'ec2-client-vpn-connection-logging',
    service: 'ec2',
    severity: 'low',
    title: 'Client VPN endpoints log client connections',
    description: 'Connection logs record who connected to the network from where, and when.',
    resourceTypes: ['AWS::EC2::ClientVpnEndpoint'],
    remediation: 'Set ConnectionLogOptions.Enabled to true with a CloudWatch Logs group.',
    prowler: ['ec2_client_vpn_endpoint_connection_logging_enabled'],
    controls: ['logging'],
    check: { is: 'true', path: ['ConnectionLogOptions', 'Enabled'] },
    failure: '{name} does not log client connections (ConnectionLogOptions.Enabled is not true).',
  },
  {
    id: 'cognito-user-pool-waf',
    service: 'cognito',
    severity: 'medium',
    title: 'Cognito user pools sit behind a WAF web ACL',
    description:
      'The sign-in and sign-up endpoints of a user pool face the internet; a web ACL rate-limits and filters them.',
    resourceTypes: ['AWS::Cognito::UserPool'],
    remediation: 'Add an AWS::WAFv2::WebACLAssociation whose ResourceArn is the user pool’s Arn.',
    prowler: ['cognito_user_pool_waf_acl_attached'],
    controls: ['webFirewall'],
    check: { is: 'referencedBy', types: ['AWS::WAFv2::WebACLAssociation'] },
    failure: '{name} has no WAF web ACL association in this template.',
  },
];
