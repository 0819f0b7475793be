/**
 * Words a brief uses for a registry type's name words, beyond the words of the name itself
 * (`AWS::EC2::TransitGateway` is said "transit gateway" without any of this): abbreviations and
 * spelled-out forms, each rewritten to the name's own words before types are matched, and the
 * words that say a service ("cloudwatch" says the Logs service too). Data only: a new way of
 * saying a type is a line here, never a pattern in code.
 */

/** A brief's words (lower case, one per token) and the name words they stand for. */
export const WORD_FORMS: readonly [string[], string[]][] = [
  [['access', 'control', 'list'], ['acl']],
  [['nacl'], ['network', 'acl']],
  [['elastic', 'ip'], ['eip']],
  [['elastic', 'ips'], ['eip']],
  [['tgw'], ['transit', 'gateway']],
  [['cmk'], ['key']],
  [['route', '53'], ['route53']],
  [['api', 'gateway'], ['apigateway']],
  [['apigw'], ['apigateway']],
  [['step', 'functions'], ['stepfunctions']],
  [
    ['state', 'machine'],
    ['state', 'machine'],
  ],
  [['systems', 'manager'], ['ssm']],
  // Cognito's hosted sign-in pages live at the user pool's domain
  [
    ['hosted', 'ui', 'domain'],
    ['user', 'pool', 'domain'],
  ],
  // the hosted UI is served at the user pool's domain: asking for it asks for one
  [
    ['hosted', 'ui'],
    ['user', 'pool', 'domain'],
  ],
  [
    ['cognito', 'domain'],
    ['cognito', 'user', 'pool', 'domain'],
  ],
  // State Manager is Systems Manager's name for its associations
  [
    ['state', 'manager'],
    ['ssm', 'association'],
  ],
  [
    ['request', 'validation'],
    ['request', 'validator'],
  ],
  // a request's model is API Gateway's (a model a function serves is not)
  [
    ['request', 'model'],
    ['apigateway', 'model'],
  ],
  [
    ['request', 'models'],
    ['apigateway', 'model'],
  ],
  // a JSON schema model is API Gateway's (its models are JSON schemas)
  [
    ['json', 'schema', 'model'],
    ['apigateway', 'model'],
  ],
  [['code', 'deploy'], ['codedeploy']],
  [['elastic', 'file', 'system'], ['efs']],
  [['log', 'insights'], ['logs']],
  [['logs', 'insights'], ['logs']],
  [
    ['saved', 'query'],
    ['query', 'definition'],
  ],
  [
    ['logs', 'insights', 'query'],
    ['logs', 'query', 'definition'],
  ],
  [
    ['log', 'insights', 'query'],
    ['logs', 'query', 'definition'],
  ],
  [['recovery', 'control'], ['route53recoverycontrol']],
  [['application', 'recovery', 'controller'], ['route53recoverycontrol']],
  [['arc'], ['route53recoverycontrol']],
];

/** Words that say a service (the part after `AWS::`, lower case), beside its own name. */
export const FAMILY_WORDS: Readonly<Record<string, readonly string[]>> = {
  logs: ['cloudwatch', 'log', 'logs'],
  events: ['eventbridge'],
  apigateway: ['rest'],
  route53recoverycontrol: ['route53'],
  route53recoveryreadiness: ['route53', 'readiness'],
  elasticloadbalancingv2: ['elb', 'alb', 'nlb', 'load', 'balancer'],
  stepfunctions: ['sfn'],
  ec2: ['vpc', 'vpcs', 'instance', 'subnet', 'network'],
  secretsmanager: ['secret', 'secrets'],
  kinesisfirehose: ['firehose'],
  cognito: ['user', 'pool'],
  kms: ['key', 'encryption'],
  // a service's one-word name written in lower case ("codedeploy app"), a word of no other meaning
  codedeploy: ['codedeploy'],
};

/**
 * The verb a brief joins two things with, for the type that joins them: "associate the ACL with
 * the subnets" says a subnet network ACL association, "attach the VPC to the transit gateway" a
 * transit gateway VPC attachment (the last name word, and the start of its verb).
 */
export const JOINING_VERBS: Readonly<Record<string, string>> = {
  association: 'associat',
  attachment: 'attach',
};

/**
 * Name words too common to say a type without its service's word next to them, whatever their
 * count: "a policy", "the association", "an application", "a rule".
 */
export const PLAIN_NAME_WORDS: ReadonlySet<string> = new Set([
  'policy',
  'association',
  'application',
  'rule',
  'resource',
  'connection',
  'configuration',
  'config',
  'group',
  'version',
  'permission',
  'model',
  'job',
  'alias',
  'subscription',
  'dashboard',
  'definition',
  'document',
  'parameter',
  'template',
  'key',
  'cluster',
  'cell',
  'route',
]);

/**
 * Values AWS itself provides for a type's required property, by the words a brief says them in
 * when it writes no name: an association runs one of AWS's own documents ("patch the servers" is
 * AWS-RunPatchBaseline, "run a shell script" AWS-RunShellScript). A name the brief writes wins.
 */
export const KNOWN_VALUES_BY_WORDS: Readonly<
  Record<string, Readonly<Record<string, readonly (readonly [string, RegExp])[]>>>
> = {
  // a saved Logs Insights query runs the console's sample query of what the brief says it finds
  // (the first that fits: a count per period, errors, slow calls, else the latest events)
  'AWS::Logs::QueryDefinition': {
    QueryString: [
      [
        'fields @timestamp, @message | filter @message like /(?i)(error|exception)/ | stats count(*) as errors by bin(1h)',
        /\b(?:errors?|exceptions?)\b.*\b(?:per|each|every|an?) hour\b|\bhourly\b.*\b(?:errors?|exceptions?)\b/,
      ],
      [
        'stats count(*) as events by bin(1h)',
        /\bcount\w*\b.*\b(?:per|each|every|an?) hour\b|\bhourly counts?\b/,
      ],
      ['stats count(*) as events by bin(1m)', /\bcount\w*\b.*\b(?:per|each|every|a) minute\b/],
      ['stats count(*) as events by bin(1d)', /\bcount\w*\b.*\b(?:per|each|every|a) day\b|\bdaily counts?\b/],
      [
        'fields @timestamp, @message | filter @message like /(?i)(error|exception)/ | sort @timestamp desc | limit 100',
        /\b(?:errors?|exceptions?|failures?)\b|الأخطاء|أخطاء/,
      ],
      [
        'filter @type = "REPORT" | stats avg(@duration), max(@duration), pct(@duration, 95) by bin(5m)',
        /\b(?:slow\w*|durations?|latency)\b/,
      ],
      ['fields @timestamp, @message | sort @timestamp desc | limit 25', /\bquer(?:y|ies)\b|استعلام/],
    ],
  },
  'AWS::SSM::Association': {
    Name: [
      ['AWS-RunPatchBaseline', /\bpatch(?:es|ing|ed)?\b|ترقيع|تحديثات الأمان/],
      ['AWS-UpdateSSMAgent', /\b(?:update|upgrade)s? (?:the )?(?:ssm )?agents?\b/],
      ['AWS-GatherSoftwareInventory', /\binventory\b|جرد/],
      ['AWS-RunPowerShellScript', /\bpowershell\b/],
      ['AWS-ApplyAnsiblePlaybooks', /\bansible\b/],
      ['AWS-ConfigureAWSPackage', /\binstall(?:s|ing)? (?:the |a )?(?:[\w-]+ )?(?:package|agent)\b/],
      // any command or script it runs, however the brief says it runs it ("executes a command",
      // "running the echo hello command"): a shell's, past the documents named above
      [
        'AWS-RunShellScript',
        /\b(?:scripts?|commands?)\b|سكربت|أوامر|(?<![\u0621-\u064a])أمر(?![\u0621-\u064a])/,
      ],
    ],
  },
};
