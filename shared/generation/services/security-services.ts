import type { SynthesisContext } from '../synthesis/context';
import { addServiceRole } from '../synthesis/grants';
import { addBucket } from '../synthesis/parts';
import { CONFIG_RULE_SETTINGS, RULE_KEY } from './config-rules';
import { getAtt, ref, sub } from './kit';
import type { ServiceNode, ServiceSpec } from './types';

/** Account-level security services: one resource each turns them on for the account and region. */

/**
 * A trail of the design's own, built by the monitoring block only when the brief asks for an audit
 * trail (the account baseline holds the account's trail; a region takes at most five).
 */
const AUDIT_TRAIL =
  /\b(aws cloudtrail|cloudtrail|audit trails?|audit logs? of (every|all) (api )?(calls?|actions?|changes?)|api (call|activity) (logs?|history|records?)|records? of (every|all) api calls?)\b/;
const AUDIT_TRAIL_AR = /(سجل (ال)?تدقيق|كلاود ?تريل|سجل (استدعاءات|نشاط) (ال)?واجه[ةه])/;

export const cloudtrail: ServiceSpec = {
  id: 'cloudtrail',
  family: 'CloudTrail',
  label: 'AWS CloudTrail trail',
  names: AUDIT_TRAIL,
  phrases: AUDIT_TRAIL,
  arabic: AUDIT_TRAIL_AR,
  cost: 'request',
  workload: 'monitoring',
  stated_settings: [
    { key: 'audit_trail', words: AUDIT_TRAIL, value: true, anywhere: true },
    { key: 'audit_trail', words: AUDIT_TRAIL_AR, value: true, anywhere: true },
  ],
};

export const guardduty: ServiceSpec = {
  id: 'guardduty',
  single: true,
  block_name: 'ThreatDetection',
  family: 'GuardDuty',
  label: 'Amazon GuardDuty detector',
  names: /\b(amazon guardduty|guard ?duty)\b/,
  phrases: /\b(threat detection|malware (protection|scanning)|scan (uploads|files) for (malware|viruses))\b/,
  arabic: /(جارد ?ديوتي|كشف التهديدات|فحص البرمجيات الخبيث[ةه])/,
  cost: 'request',
  build(ctx, name) {
    const detector = ctx.add(name, `${name}Detector`, {
      Type: 'AWS::GuardDuty::Detector',
      Properties: {
        Enable: true,
        FindingPublishingFrequency: 'FIFTEEN_MINUTES',
        Features: [
          { Name: 'S3_DATA_EVENTS', Status: 'ENABLED' },
          { Name: 'LAMBDA_NETWORK_LOGS', Status: 'ENABLED' },
        ],
      },
    });
    return { service: 'guardduty', name, main: detector };
  },
};

export const securityHub: ServiceSpec = {
  id: 'security-hub',
  single: true,
  block_name: 'SecurityHub',
  family: 'SecurityHub',
  label: 'AWS Security Hub',
  names: /\b(aws security hub|security ?hub)\b/,
  phrases: /\b(security posture|security findings dashboard)\b/,
  arabic: /(مركز الأمان|سيكيوريتي ?هب)/,
  cost: 'request',
  build(ctx, name) {
    const hub = ctx.add(name, `${name}Hub`, {
      Type: 'AWS::SecurityHub::Hub',
      Properties: { EnableDefaultStandards: true, ControlFindingGenerator: 'SECURITY_CONTROL' },
    });
    return { service: 'security-hub', name, main: hub };
  },
};

/**
 * The AWS managed Config rules the brief names, one resource each (a required-tags rule asks for
 * the tag the brief names). What feeds them is the account's configuration recorder, which the
 * account baseline deploys once per account and region: a design asking for rules adds only them.
 */
function configRules(ctx: SynthesisContext, name: string, rules: string[], tag: unknown): ServiceNode {
  const ids = rules.map((identifier) =>
    ctx.add(
      name,
      // named for what it checks (`ConfigRequiredTagsRule`), not for a recorder the design does not build
      `Config${identifier.toLowerCase().replace(/(?:^|_)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Rule`,
      {
        Type: 'AWS::Config::ConfigRule',
        Properties: {
          Description: `AWS managed rule ${identifier}`,
          Source: { Owner: 'AWS', SourceIdentifier: identifier },
          ...(identifier === 'REQUIRED_TAGS' && {
            InputParameters: { tag1Key: typeof tag === 'string' && tag ? tag : 'Owner' },
          }),
        },
      },
    ),
  );
  return { service: 'config', name, main: ids[0] as string };
}

export const config: ServiceSpec = {
  id: 'config',
  single: true,
  block_name: 'ConfigRecorder',
  family: 'Config',
  label: 'AWS Config',
  names: /\b(aws config|config rules?|configuration recorder)\b/,
  phrases: /\b(configuration (history|compliance|drift)|track (resource )?configuration changes)\b/,
  arabic: /(سجل الإعدادات|تتبع تغييرات الإعدادات|قواعد config)/,
  cost: 'request',
  // the managed rules a brief names by what they check, and the tag a required-tags rule asks for
  stated_settings: CONFIG_RULE_SETTINGS,
  build(ctx, name, settings) {
    const rules = Object.entries(settings).flatMap(([key, value]) =>
      key.startsWith(RULE_KEY) && typeof value === 'string' ? [value] : [],
    );
    // rules alone rely on the account baseline's recorder; AWS Config turned on is the recorder too
    const ruled = rules.length > 0 ? configRules(ctx, name, rules, settings.required_tag) : undefined;
    if (ruled && settings.recorder !== true) return ruled;
    const bucket = addBucket(ctx, name, `${name}Bucket`, {
      extraStatements: [
        {
          Sid: 'ConfigDelivery',
          Effect: 'Allow',
          Principal: { Service: 'config.amazonaws.com' },
          Action: ['s3:GetBucketAcl', 's3:ListBucket', 's3:PutObject'],
          Resource: [getAtt(`${name}Bucket`, 'Arn'), sub(`\${${name}Bucket.Arn}/*`)],
          Condition: { StringEquals: { 'AWS:SourceAccount': ref('AWS::AccountId') } },
        },
      ],
    });
    const role = ctx.add(name, `${name}Role`, {
      Type: 'AWS::IAM::Role',
      Properties: {
        AssumeRolePolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            { Effect: 'Allow', Principal: { Service: 'config.amazonaws.com' }, Action: 'sts:AssumeRole' },
          ],
        },
        ManagedPolicyArns: [sub(`arn:\${AWS::Partition}:iam::aws:policy/service-role/AWS_ConfigRole`)],
      },
    });
    const recorder = ctx.add(name, `${name}Recorder`, {
      Type: 'AWS::Config::ConfigurationRecorder',
      Properties: {
        RoleARN: getAtt(role, 'Arn'),
        RecordingGroup: { AllSupported: true, IncludeGlobalResourceTypes: true },
      },
    });
    ctx.add(name, `${name}DeliveryChannel`, {
      Type: 'AWS::Config::DeliveryChannel',
      Properties: {
        S3BucketName: ref(bucket),
        ConfigSnapshotDeliveryProperties: { DeliveryFrequency: 'TwentyFour_Hours' },
      },
    });
    return ruled ?? { service: 'config', name, main: recorder };
  },
};

export const macie: ServiceSpec = {
  id: 'macie',
  single: true,
  block_name: 'Macie',
  family: 'Macie',
  label: 'Amazon Macie',
  names: /\b(amazon macie|macie)\b/,
  phrases: /\b(discover (sensitive|personal) data|pii discovery|find (pii|personal data))\b/,
  arabic: /(ماسي|اكتشاف البيانات الحساس[ةه])/,
  cost: 'request',
  build(ctx, name) {
    const session = ctx.add(name, `${name}Session`, {
      Type: 'AWS::Macie::Session',
      Properties: { Status: 'ENABLED', FindingPublishingFrequency: 'ONE_HOUR' },
    });
    return { service: 'macie', name, main: session };
  },
};

export const inspector: ServiceSpec = {
  id: 'inspector',
  single: true,
  block_name: 'Inspector',
  family: 'InspectorV2',
  label: 'Amazon Inspector',
  names: /\b(amazon inspector|inspector( v2)?)\b/,
  phrases: /\b(vulnerability scann\w+|scan (images|instances|functions) for (cves|vulnerabilities))\b/,
  arabic: /(إنسبكتور|فحص الثغرات)/,
  cost: 'request',
  build(ctx, name) {
    // scanning is turned on per account; the template keeps a suppression filter for accepted findings
    const filter = ctx.add(name, `${name}Filter`, {
      Type: 'AWS::InspectorV2::Filter',
      Properties: {
        Name: sub(`\${AWS::StackName}-accepted-informational`),
        FilterAction: 'SUPPRESS',
        FilterCriteria: { Severity: [{ Comparison: 'EQUALS', Value: 'INFORMATIONAL' }] },
      },
    });
    void addServiceRole;
    return { service: 'inspector', name, main: filter };
  },
};
