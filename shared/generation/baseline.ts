import { z } from 'zod';
import { BASELINE_ALERT_TOPIC_NAME, securityMonitoring } from '../catalog/templates/security-monitoring';
import { sub } from '../cfn/build';
import type { RegionalAccountFacts } from '../compliance/account/facts';

/**
 * The account baseline: the account-level controls that exist once per account and region (a
 * trail, AWS Config, GuardDuty, Security Hub and the alarm topic they report to), deployed from one
 * catalog template. A design relies on it and builds none of them unless its brief asks for one;
 * its review says whether the target account has it.
 */
export const BASELINE_TEMPLATE = { slug: securityMonitoring.slug, name: securityMonitoring.name } as const;

/**
 * The baseline's alert topic in the account and region a design deploys to: where the design's
 * own alarms notify when its brief gives no address of its own, so no design builds a topic
 * without a subscriber (an alarm nobody receives).
 */
export const baselineAlertTopicArn = () =>
  sub(`arn:\${AWS::Partition}:sns:\${AWS::Region}:\${AWS::AccountId}:${BASELINE_ALERT_TOPIC_NAME}`);

export { BASELINE_ALERT_TOPIC_NAME };

/** Whether an alarm's actions name the baseline's alert topic (see baselineAlertTopicArn). */
export const notifiesBaseline = (alarmActions: unknown) =>
  JSON.stringify(alarmActions ?? null).includes(`:${BASELINE_ALERT_TOPIC_NAME}"`);

/** Where the design's alarms go when they notify the baseline's alert topic, for the review. */
export function baselineAlarmsSentence(alarms: readonly string[]): string {
  return `${alarms.join(', ')} notif${alarms.length === 1 ? 'ies' : 'y'} the account baseline's alert topic (${BASELINE_ALERT_TOPIC_NAME}), which e-mails the address the baseline was deployed with: the design builds no topic of its own that nobody would receive. Until the baseline is deployed in this account and region, these alarms reach no one; give an e-mail address in the brief to have them sent there instead.`;
}

/** Each control of the baseline: the account fact that says it is on, and the resource types it is. */
export const BASELINE_CONTROLS: readonly {
  fact: keyof Omit<RegionalAccountFacts, 'ebsEncryptionByDefault'>;
  label: string;
  types: readonly string[];
  /** the account rule that checks the fact in a scan, whose framework controls the baseline evidences */
  rule: string;
}[] = [
  {
    fact: 'cloudTrailLogging',
    label: 'a CloudTrail trail',
    types: ['AWS::CloudTrail::Trail'],
    rule: 'account-cloudtrail-enabled',
  },
  {
    fact: 'configRecording',
    label: 'AWS Config',
    types: ['AWS::Config::ConfigurationRecorder'],
    rule: 'account-config-recording',
  },
  {
    fact: 'guardDutyEnabled',
    label: 'GuardDuty',
    types: ['AWS::GuardDuty::Detector'],
    rule: 'account-guardduty-enabled',
  },
  {
    fact: 'securityHubEnabled',
    label: 'Security Hub',
    types: ['AWS::SecurityHub::Hub'],
    rule: 'account-securityhub-enabled',
  },
];

export const accountBaselineSchema = z.object({
  region: z.string(),
  /** scan: the account's last completed scan; sandbox: the sandbox account read now; unknown: neither */
  source: z.enum(['scan', 'sandbox', 'unknown']),
  account: z.string().optional(),
  /** when the facts were read (the scan's completion) */
  checked_at: z.string().optional(),
  present: z.array(z.string()),
  missing: z.array(z.string()),
  /** facts the scan could not read */
  unread: z.array(z.string()),
});
export type AccountBaseline = z.infer<typeof accountBaselineSchema>;

/** What the target account's facts say of the baseline in a region. */
export function baselineOf(
  region: string,
  known?: {
    source: 'scan' | 'sandbox';
    account: string;
    checked_at?: string;
    facts: Partial<RegionalAccountFacts>;
  },
): AccountBaseline {
  if (!known) return { region, source: 'unknown', present: [], missing: [], unread: [] };
  const state = (value: boolean | null | undefined) =>
    value === true ? 'present' : value === false ? 'missing' : 'unread';
  const of = (wanted: string) =>
    BASELINE_CONTROLS.filter((c) => state(known.facts[c.fact]) === wanted).map((c) => c.label);
  return {
    region,
    source: known.source,
    account: known.account,
    ...(known.checked_at ? { checked_at: known.checked_at } : {}),
    present: of('present'),
    missing: of('missing'),
    unread: of('unread'),
  };
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * One sentence for the review and the compliance tab: present, or "deploy the account baseline"
 * with what is missing, or that nothing is known of the account yet.
 */
export function baselineSentence(baseline: AccountBaseline): string {
  const deploy = `deploy the account baseline (the catalog template '${BASELINE_TEMPLATE.name}') once in this account and region`;
  const where = `account ${baseline.account} in ${baseline.region}`;
  const from =
    baseline.source === 'scan'
      ? `its last scan${baseline.checked_at ? `, ${baseline.checked_at.slice(0, 10)}` : ''}`
      : 'the sandbox account, read now';
  const relies = 'This design relies on it and does not repeat its controls.';
  if (baseline.source === 'unknown')
    return `No scan of a linked account in ${baseline.region} says whether the account baseline is there: scan the target account, or ${deploy}. ${relies}`;
  if (baseline.missing.length > 0)
    return `The account baseline is incomplete in ${where} (${from}): ${list(baseline.missing)} missing; ${deploy}. ${relies}`;
  if (baseline.unread.length > 0)
    return `The account baseline could not be confirmed in ${where} (${from}): ${list(baseline.unread)} could not be read. ${relies}`;
  return `The account baseline is in place in ${where} (${from}): ${list(baseline.present)}. ${relies} Its controls count in this design's scores.`;
}
