import type { StatedSetting } from './types';

/**
 * AWS managed Config rules, by the words a brief says what each checks with ("every resource has
 * an owner tag", "EBS volumes are encrypted", "أقراص EBS مشفرة"). Read in a brief that names AWS
 * Config (on the whole brief: the checks often follow the words that name the rules, past a
 * colon), each is one AWS::Config::ConfigRule whose source is the managed rule's identifier (AWS
 * Config's list of managed rules). A rule says what must not be ("must not allow public read"):
 * its words hold the negation, which is the rule, not a refusal of it.
 */
const MANAGED_RULES: readonly {
  identifier: string;
  words?: RegExp;
  /** the rule's name in AWS Config's list where it is not the identifier in kebab case */
  name?: string;
}[] = [
  {
    identifier: 'REQUIRED_TAGS',
    words:
      /\b(?:required|mandatory|missing) tags?\b|\b(?:has|have|having|carr(?:y|ies)|requires?|without) (?:an? |the |its )?[\w:-]+ tags?\b|(?:^|\s)(?:عليه|عليها|له|لها|ب|بدون)?\s*(?:ال)?(?:وسم|وسوم)(?![\u0621-\u064a])/,
  },
  {
    identifier: 'ENCRYPTED_VOLUMES',
    words:
      /\b(?:ebs )?volumes? (?:are |is |be |must be |stay )?encrypted\b|\b(?:un)?encrypted (?:ebs )?volumes?\b|(?:أقراص|اقراص|الأقراص|وحدات التخزين)[^.،]{0,20}(?:مشفر|مشفّر|تشفير)/,
  },
  {
    identifier: 'S3_BUCKET_PUBLIC_READ_PROHIBITED',
    words:
      /\b(?:must not|mustn't|not|no|never|block\w*|prohibit\w*|den(?:y|ies)|disallow\w*)\b[^.;,]{0,30}?\bpublic(?:ly)? read(?:able)?\b|\bpublic(?:ly)? read(?:able)?\b|\bpublic (?:s3 )?buckets?\b|\bbuckets? (?:are |is |must not be |are not |is not )public\b|(?:قراء[ةه] عام[ةه]|(?:حاويات|دلاء|باكت)[^.،]{0,20}عام[ةه])/,
  },
  {
    identifier: 'S3_BUCKET_SERVER_SIDE_ENCRYPTION_ENABLED',
    words: /\b(?:s3 )?buckets? (?:are |is |must be |be )?encrypted\b|\bencrypted (?:s3 )?buckets?\b/,
  },
  {
    identifier: 'RDS_STORAGE_ENCRYPTED',
    words:
      /\b(?:rds|databases?)(?: storage)? (?:are |is |must be |be )?encrypted\b|\bencrypted (?:rds|databases?)\b/,
  },
  {
    identifier: 'ROOT_ACCOUNT_MFA_ENABLED',
    words:
      /\broot (?:account|user)[^.;,]{0,30}\bmfa\b|\bmfa (?:on|for) (?:the )?root\b|(?:الحساب الجذر|حساب الجذر|المستخدم الجذر|root)[^.،]{0,30}(?:mfa|التحقق الثنائي|المصادق[ةه] متعدد[ةه])/,
  },
  {
    identifier: 'S3_BUCKET_VERSIONING_ENABLED',
    words:
      /\bversioning (?:is |be |must be )?(?:enabled|on) (?:on|for) (?:all |every |the |our )?(?:s3 )?buckets?\b|\bbuckets? (?:have|has|with|must have) versioning\b/,
  },
  { identifier: 'S3_BUCKET_LEVEL_PUBLIC_ACCESS_PROHIBITED' },
  { identifier: 'S3_BUCKET_PUBLIC_WRITE_PROHIBITED', words: /\bpublic(?:ly)? writ(?:e|able)\b/ },
  { identifier: 'S3_BUCKET_SSL_REQUESTS_ONLY' },
  { identifier: 'EC2_EBS_ENCRYPTION_BY_DEFAULT' },
  { identifier: 'RDS_INSTANCE_PUBLIC_ACCESS_CHECK' },
  { identifier: 'RDS_MULTI_AZ_SUPPORT' },
  { identifier: 'DYNAMODB_PITR_ENABLED' },
  {
    identifier: 'IAM_ROOT_ACCESS_KEY_CHECK',
    words: /\bno (?:access keys? (?:on|for) the root|root access keys?)\b/,
  },
  { identifier: 'MFA_ENABLED_FOR_IAM_CONSOLE_ACCESS' },
  { identifier: 'MULTI_REGION_CLOUD_TRAIL_ENABLED' },
  { identifier: 'EC2_INSTANCE_NO_PUBLIC_IP' },
  { identifier: 'CLOUDWATCH_LOG_GROUP_ENCRYPTED' },
  { identifier: 'VPC_DEFAULT_SECURITY_GROUP_CLOSED' },
  { identifier: 'LAMBDA_FUNCTION_PUBLIC_ACCESS_PROHIBITED' },
  {
    identifier: 'INCOMING_SSH_DISABLED',
    name: 'restricted-ssh',
    words:
      /\b(?:open|unrestricted|incoming) ssh\b|\bssh (?:is )?(?:open )?(?:to|from) (?:the world|anywhere|the internet)\b/,
  },
  {
    identifier: 'IAM_PASSWORD_POLICY',
    words: /\b(?:iam )?password polic(?:y|ies)\b|سياس[ةه] كلم(?:[ةه]|ات) المرور/,
  },
  { identifier: 'ACCESS_KEYS_ROTATED', words: /\baccess keys? (?:are |is |be )?rotated\b/ },
  {
    identifier: 'CLOUD_TRAIL_ENABLED',
    name: 'cloudtrail-enabled',
    words: /\bcloudtrail (?:is |stays? )?(?:enabled|on)\b/,
  },
  { identifier: 'VPC_FLOW_LOGS_ENABLED', words: /\bflow logs? (?:are |is )?(?:enabled|on)\b/ },
];

/**
 * The words that name a rule outright: its identifier ("S3_BUCKET_VERSIONING_ENABLED", as the
 * lower-cased brief has it) or its name in AWS Config's list ("s3-bucket-versioning-enabled"),
 * besides the words of what it checks.
 */
function wordsOf(rule: (typeof MANAGED_RULES)[number]): RegExp {
  const named = [
    rule.identifier.toLowerCase(),
    rule.name ?? rule.identifier.toLowerCase().replace(/_/g, '-'),
  ];
  return new RegExp(
    [`(?<![\\w-])(?:${named.join('|')})(?![\\w-])`, ...(rule.words ? [rule.words.source] : [])].join('|'),
  );
}

/** A Config rule's stated setting: its key, whose value is the managed rule's identifier. */
export const RULE_KEY = 'rule:';

/**
 * The Config family's settings for the rules a brief names: one per managed rule (its identifier
 * when the clause says what it checks), and the tag a required-tags rule asks for ("an owner tag").
 */
export const CONFIG_RULE_SETTINGS: readonly StatedSetting[] = [
  ...MANAGED_RULES.map(
    (rule): StatedSetting => ({
      key: `${RULE_KEY}${rule.identifier}`,
      words: wordsOf(rule),
      value: rule.identifier,
      anywhere: true,
      label: 'managed rule',
      shows: { types: ['AWS::Config::ConfigRule'], path: 'Source.SourceIdentifier', op: 'includes' },
    }),
  ),
  // AWS Config itself turned on ("enable AWS Config in the account", "نفعّل AWS Config"), not only its rules
  {
    key: 'recorder',
    words:
      /\b(?:enabl\w*|turn(?:s|ing)? on|switch(?:es|ing)? on|activat\w*|set(?:ting)? up)\b(?:(?!\brules?\b)[^.;:]){0,40}?\baws config\b(?! (?:managed )?rules?\b)|\bconfig(?:uration)? record(?:er|ing)\b|(?:نفع[ّ]?ل|فع[ّ]?لوا|فع[ّ]?ل|تفعيل|شغ[ّ]?لوا|شغ[ّ]?ل|تشغيل)(?:(?!قواعد|قاعد)[^.،:]){0,40}?aws config(?! (?:قواعد|rules?))/,
    value: true,
    anywhere: true,
  },
  {
    key: 'required_tag',
    words:
      /\b(?:has|have|having|carr(?:y|ies)|requires?|without) (?:an? |the |its )?(?!required\b|mandatory\b|missing\b)([\w:-]+) tags?\b|(?:وسم|الوسم) (?!ال)([a-z][\w:-]*)/,
    as: 'attribute',
    anywhere: true,
    label: 'required tag',
    shows: { types: ['AWS::Config::ConfigRule'], path: 'InputParameters.tag1Key', op: 'includes' },
  },
];
