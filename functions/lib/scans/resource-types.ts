import { ACCOUNT_RESOURCE_TYPE } from '#shared/compliance/account/index';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { TEMPLATE_ENTRY_TYPES } from '#shared/compliance/sections';

/**
 * Types the rules read besides their own: a VPC's flow logs, a bucket's policy, a function's
 * event-invoke settings, the rules and subscriptions whose dead-letter queue a queue is... (every
 * `ctx.ofType` and policy type in shared/compliance/rules; a unit test keeps the two in step), and
 * the types a declared rule looks for as referring to its resource (rules/declared/).
 */
const CONTEXT_TYPES = [
  'AWS::ApplicationAutoScaling::ScalableTarget',
  'AWS::Backup::BackupSelection',
  'AWS::CloudWatch::Alarm',
  'AWS::DocDB::DBInstance',
  'AWS::EC2::SubnetNetworkAclAssociation',
  'AWS::Logs::MetricFilter',
  'AWS::Neptune::DBInstance',
  'AWS::NetworkFirewall::LoggingConfiguration',
  'AWS::RDS::EventSubscription',
  'AWS::WAFv2::LoggingConfiguration',
  'AWS::Config::DeliveryChannel',
  'AWS::EC2::EIP',
  'AWS::EC2::EIPAssociation',
  'AWS::EC2::FlowLog',
  'AWS::Events::Rule',
  'AWS::Lambda::EventInvokeConfig',
  'AWS::Logs::DeliverySource',
  'AWS::SNS::Subscription',
  'AWS::Scheduler::Schedule',
  'AWS::SecretsManager::RotationSchedule',
  'AWS::WAFv2::WebACLAssociation',
];

/**
 * Template-only types (SAM's transform output exists in AWS as the plain types it expands to) and
 * the template's parameters and outputs, which rules check as entries but an account does not hold.
 */
export const NOT_IN_ACCOUNTS = new Set(['AWS::Serverless::Function', ...TEMPLATE_ENTRY_TYPES]);

/** Types that are the same in every region: read once per account, in its first region. */
export const GLOBAL_TYPES = new Set([
  'AWS::IAM::Group',
  'AWS::IAM::ManagedPolicy',
  'AWS::IAM::Role',
  'AWS::IAM::User',
  'AWS::IAM::Policy',
  'AWS::IAM::RolePolicy',
  'AWS::IAM::UserPolicy',
  'AWS::IAM::GroupPolicy',
  'AWS::IAM::AccessKey',
  'AWS::CloudFront::Distribution',
]);

/** Every type a live scan collects, sorted, the rules' own first. */
export const COLLECTED_TYPES: readonly string[] = [
  ...new Set([...ALL_RULES.flatMap((rule) => rule.resourceTypes), ...CONTEXT_TYPES]),
]
  .filter((type) => !NOT_IN_ACCOUNTS.has(type))
  .sort();

/** Types one collector task reads: enough to keep task count (and Step Functions transitions) low. */
export const BATCH_SIZE = 10;

/**
 * The collector units of one region (its types, the global ones only in the account's first
 * region, and the account facts), in batches of BATCH_SIZE: one batch is one collector task.
 */
export function regionBatches(firstRegion: boolean): string[][] {
  const units = [
    ACCOUNT_RESOURCE_TYPE,
    ...COLLECTED_TYPES.filter((type) => firstRegion || !GLOBAL_TYPES.has(type)),
  ];
  const batches: string[][] = [];
  for (let i = 0; i < units.length; i += BATCH_SIZE) batches.push(units.slice(i, i + BATCH_SIZE));
  return batches;
}

/** The types of one collector task (the plan passes batch numbers, not type lists). */
export function batchTypes(firstRegion: boolean, batch: number): string[] {
  return regionBatches(firstRegion)[batch] ?? [];
}
