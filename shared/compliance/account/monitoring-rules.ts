import type { AccountRule } from './account-rule';
import { requireFact } from './account-rule';

export const accountCloudTrailEnabled: AccountRule = {
  id: 'account-cloudtrail-enabled',
  scope: 'regional',
  severity: 'high',
  title: 'A CloudTrail trail records API activity in every region scanned',
  description: 'Without a logging trail, no record exists of who changed what in the region.',
  remediation:
    'Create a multi-region CloudTrail trail with log file validation, delivering to a protected bucket.',
  fixCostUsdMonthly: 2,
  controls: [
    ['SAMA', '3.3.14', 'high'],
    ['NCA-ECC', '2-12-3-1', 'high'],
    ['NCA-ECC', '2-12-3-2', 'high'],
    ['CITC', '3-4-3', 'high'],
  ],
  evaluate: (facts) =>
    requireFact(
      facts.regional.cloudTrailLogging,
      `No CloudTrail trail is logging ${facts.region} in account ${facts.accountNumber}.`,
      'CloudTrail trails and their status',
    ),
};

export const accountConfigRecording: AccountRule = {
  id: 'account-config-recording',
  scope: 'regional',
  severity: 'medium',
  title: 'AWS Config records resource changes in every region scanned',
  description: 'AWS Config keeps the history of every resource configuration, the evidence auditors ask for.',
  remediation:
    'Turn on an AWS Config recorder for all resource types, with a delivery channel, in this region.',
  fixCostUsdMonthly: 3,
  controls: [
    ['SAMA', '3.3.14', 'medium'],
    ['NCA-ECC', '2-12-3-4', 'medium'],
    ['CITC', '3-4-4', 'medium'],
  ],
  evaluate: (facts) =>
    requireFact(
      facts.regional.configRecording,
      `AWS Config is not recording in ${facts.region} in account ${facts.accountNumber}.`,
      'the Config recorder status',
    ),
};

export const accountGuardDutyEnabled: AccountRule = {
  id: 'account-guardduty-enabled',
  scope: 'regional',
  severity: 'medium',
  title: 'GuardDuty watches every region scanned',
  description: 'GuardDuty detects compromised credentials, malware and unusual network activity.',
  remediation: 'Enable GuardDuty in this region (or across the organisation from a delegated administrator).',
  fixCostUsdMonthly: 5,
  controls: [
    ['SAMA', '3.3.8', 'medium'],
    ['NCA-ECC', '2-3-3-1', 'medium'],
    ['NCA-ECC', '2-12-3-4', 'medium'],
    ['CITC', '3-4-4', 'medium'],
  ],
  evaluate: (facts) =>
    requireFact(
      facts.regional.guardDutyEnabled,
      `GuardDuty is not enabled in ${facts.region} in account ${facts.accountNumber}.`,
      'the GuardDuty detectors',
    ),
};

export const accountSecurityHubEnabled: AccountRule = {
  id: 'account-securityhub-enabled',
  scope: 'regional',
  severity: 'medium',
  title: 'Security Hub gathers security findings in every region scanned',
  description:
    'Security Hub is the central place findings of GuardDuty, Config and Inspector are seen and triaged.',
  remediation:
    'Enable Security Hub in this region with the AWS Foundational Security Best Practices standard.',
  fixCostUsdMonthly: 5,
  controls: [
    ['SAMA', '3.3.14', 'medium'],
    ['NCA-ECC', '2-12-3-4', 'medium'],
  ],
  evaluate: (facts) =>
    requireFact(
      facts.regional.securityHubEnabled,
      `Security Hub is not enabled in ${facts.region} in account ${facts.accountNumber}.`,
      'the Security Hub status',
    ),
};
