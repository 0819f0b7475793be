import { regionalFactRule } from './account-rule';

/** Logging and threat-detection services, each a yes/no fact of every region scanned. */

export const accountCloudTrailEnabled = regionalFactRule({
  id: 'account-cloudtrail-enabled',
  severity: 'high',
  title: 'A CloudTrail trail records API activity in every region scanned',
  description: 'Without a logging trail, no record exists of who changed what in the region.',
  remediation:
    'Create a multi-region CloudTrail trail with log file validation, delivering to a protected bucket.',
  fixCostUsdMonthly: 2,
  fact: 'cloudTrailLogging',
  failure: 'No CloudTrail trail is logging',
  readOf: 'CloudTrail trails and their status',
});

export const accountConfigRecording = regionalFactRule({
  id: 'account-config-recording',
  severity: 'medium',
  title: 'AWS Config records resource changes in every region scanned',
  description: 'AWS Config keeps the history of every resource configuration, the evidence auditors ask for.',
  remediation:
    'Turn on an AWS Config recorder for all resource types, with a delivery channel, in this region.',
  fixCostUsdMonthly: 3,
  fact: 'configRecording',
  failure: 'AWS Config is not recording in',
  readOf: 'the Config recorder status',
});

export const accountGuardDutyEnabled = regionalFactRule({
  id: 'account-guardduty-enabled',
  severity: 'medium',
  title: 'GuardDuty watches every region scanned',
  description: 'GuardDuty detects compromised credentials, malware and unusual network activity.',
  remediation: 'Enable GuardDuty in this region (or across the organisation from a delegated administrator).',
  fixCostUsdMonthly: 5,
  fact: 'guardDutyEnabled',
  failure: 'GuardDuty is not enabled in',
  readOf: 'the GuardDuty detectors',
});

export const accountSecurityHubEnabled = regionalFactRule({
  id: 'account-securityhub-enabled',
  severity: 'medium',
  title: 'Security Hub gathers security findings in every region scanned',
  description:
    'Security Hub is the central place findings of GuardDuty, Config and Inspector are seen and triaged.',
  remediation:
    'Enable Security Hub in this region with the AWS Foundational Security Best Practices standard.',
  fixCostUsdMonthly: 5,
  fact: 'securityHubEnabled',
  failure: 'Security Hub is not enabled in',
  readOf: 'the Security Hub status',
});
