/**
 * The events AWS services put on the account's default bus, as a brief says them ("when an EC2
 * instance is stopped", "whenever a pipeline fails", "CloudTrail API calls to DeleteBucket"): each
 * with its source, its detail type, and the detail field whose values the brief's words choose.
 * Data only: a new event a brief may speak of is an entry here (or in aws-events-operations.ts).
 */

import { nameAfter } from './aws-event-names';
import type { AwsEvent, FieldValue } from './aws-event-shape';
import { OPERATIONS_EVENTS } from './aws-events-operations';

export type { AwsEvent } from './aws-event-shape';

/** The words for how a run ended, shared by the services whose events report one. */
const FAILED_WORDS = /\bfail(?:s|ed|ures?)?\b/;
const SUCCEEDED_WORDS = /\bsucce(?:eds?|eded|ss(?:ful|fully)?)\b/;
const TIMED_OUT_WORDS = /\btime[sd]? ?out\b/;

/** An AWS service's events as CloudTrail names them: its source, its API host, and its words. */
export const API_SERVICES: readonly (readonly [string, RegExp])[] = [
  ['s3', /\b(?:s3|buckets?)\b/],
  ['iam', /\b(?:iam|users?|roles?|access keys?)\b/],
  ['ec2', /\b(?:ec2|security groups?|instances?|vpcs?)\b/],
  ['kms', /\b(?:kms|keys?)\b/],
  ['rds', /\b(?:rds|db instances?|databases?)\b/],
  ['lambda', /\blambda\b/],
  ['dynamodb', /\bdynamo ?db\b/],
  ['cloudtrail', /\b(?:stop|delete)logging\b|\btrails?\b/],
];

/** Words that say what events are about ("about EC2", "affecting our RDS"), not where they go. */
const about = (service: string) =>
  new RegExp(
    String.raw`\b(?:about|for|affecting|on|of|in|with)\s+(?:the\s+|an?\s+|our\s+)?(?:amazon\s+|aws\s+)?(?:${service})\b`,
  );

/** An EC2 instance's id as written ("i-0123456789abcdef0"). */
const INSTANCE_ID: readonly [string, RegExp] = ['instance-id', /\b(i-[0-9a-f]{8,17})\b/];

/** A bucket's name as written ("the bucket uploads-raw", "للحاوية uploads-raw"): S3's events name it in `detail.bucket.name`. */
const BUCKET_NAME: readonly [string, RegExp] = [
  'bucket.name',
  nameAfter(String.raw`\bbuckets?|حاوي[ةه]|باكت|بكت`),
];

const STATES = 'states?|stop\\w*|start\\w*|terminat\\w*|launch\\w*|reboot\\w*|running|pending|shut\\w*';

export const AWS_EVENTS: readonly AwsEvent[] = [
  {
    source: 'aws.ec2',
    detail_type: 'EC2 Instance State-change Notification',
    words: new RegExp(
      `\\b(?:ec2|instances?)\\b[^.;!?]*?\\b(?:${STATES})\\b|\\b(?:${STATES})\\b[^.;!?]*?\\bec2\\b|(?:تغيرت حال[ةه]|توقف|تتوقف|يتوقف)[^.;!?]*?\\bec2\\b|\\bec2\\b[^.;!?]*?(?:توقف|تتوقف|يتوقف)`,
    ),
    written: [INSTANCE_ID],
    field: {
      name: 'state',
      values: [
        ['pending', /\bpending\b/],
        [
          'running',
          /\b(?:is|are|becomes?|starts?|enters?|to|in)\s+(?:the\s+)?["'“‘]?running\b|["'“‘]running["'”’]/,
        ],
        ['stopping', /\bstopping\b/],
        ['stopped', /\bstop(?:ped|s)\b|توقف|تتوقف|يتوقف/],
        ['shutting-down', /\bshutting[- ]down\b/],
        ['terminated', /\bterminat(?:ed|es|ion)\b/],
      ],
    },
  },
  // a Spot interruption is an instance's event too: its words say it where no state is said
  {
    source: 'aws.ec2',
    detail_type: 'EC2 Spot Instance Interruption Warning',
    words: /\bspot\b[^.;!?]*?\binterrupt\w*|\binterrupt\w*[^.;!?]*?\bspot\b/,
    written: [INSTANCE_ID],
  },
  // S3 puts an object's events on the default bus where its bucket sends them to EventBridge
  {
    source: 'aws.s3',
    detail_type: 'Object Deleted',
    words: /\bobjects?[- ](?:deleted|removed)\b|\b(?:deleted|removed) objects?\b/,
    written: [BUCKET_NAME],
  },
  {
    source: 'aws.s3',
    detail_type: 'Object Created',
    words: /\bobjects?[- ](?:created|uploaded|added|put)\b|\b(?:new|created|uploaded) objects?\b/,
    written: [BUCKET_NAME],
  },
  {
    source: 'aws.codepipeline',
    detail_type: 'CodePipeline Pipeline Execution State Change',
    words: /\bcode ?pipelines?\b|\bpipelines?\b[^.;!?]*?\b(?:fail\w*|succe\w*|execution)\b/,
    written: [['pipeline', nameAfter(String.raw`\bpipelines?`)]],
    field: {
      name: 'state',
      values: [
        ['STARTED', /\bstart(?:s|ed)\b/],
        ['SUCCEEDED', SUCCEEDED_WORDS],
        ['FAILED', FAILED_WORDS],
        ['CANCELED', /\bcancel+ed\b/],
        ['SUPERSEDED', /\bsuperseded\b/],
      ],
    },
  },
  {
    source: 'aws.codebuild',
    detail_type: 'CodeBuild Build State Change',
    // a build's outcome or state is the event; "a CodeBuild project that builds the image" is none
    words: /\bcode ?build\b[^.;!?]*?\b(?:fail\w*|succe\w*|stop\w*|state|status|finish\w*|complet\w*)\b/,
    written: [['project-name', nameAfter(String.raw`\bprojects?`)]],
    field: {
      name: 'build-status',
      values: [
        ['IN_PROGRESS', /\bin progress\b/],
        ['SUCCEEDED', SUCCEEDED_WORDS],
        ['FAILED', FAILED_WORDS],
        ['STOPPED', /\bstop(?:ped|s)\b/],
      ],
    },
  },
  {
    source: 'aws.ecs',
    detail_type: 'ECS Task State Change',
    words: /\becs\b[^.;!?]*?\btasks?\b[^.;!?]*?\b(?:stop\w*|start\w*|states?|status|running)\b/,
    field: {
      name: 'lastStatus',
      values: [
        ['RUNNING', /\brunning\b/],
        ['STOPPED', /\bstop(?:ped|s)\b/],
      ],
    },
  },
  {
    source: 'aws.batch',
    detail_type: 'Batch Job State Change',
    words: /\bbatch\b[^.;!?]*?\bjobs?\b[^.;!?]*?\b(?:fail\w*|succe\w*|states?|status)\b/,
    written: [['jobName', nameAfter(String.raw`\bjobs?`)]],
    field: {
      name: 'status',
      values: [
        ['FAILED', FAILED_WORDS],
        ['SUCCEEDED', SUCCEEDED_WORDS],
      ],
    },
  },
  {
    source: 'aws.states',
    detail_type: 'Step Functions Execution Status Change',
    words:
      /\b(?:step functions?|state machines?)\b[^.;!?]*?\bexecutions?\b[^.;!?]*?\b(?:fail\w*|succe\w*|time[sd]? ?out|abort\w*)\b/,
    field: {
      name: 'status',
      values: [
        ['FAILED', FAILED_WORDS],
        ['TIMED_OUT', TIMED_OUT_WORDS],
        ['ABORTED', /\babort(?:s|ed)\b/],
        ['SUCCEEDED', SUCCEEDED_WORDS],
      ],
    },
  },
  {
    source: 'aws.glue',
    detail_type: 'Glue Job State Change',
    words: /\bglue\b[^.;!?]*?\bjobs?\b[^.;!?]*?\b(?:fail\w*|succe\w*|time[sd]? ?out|stop\w*)\b/,
    written: [['jobName', nameAfter(String.raw`\bjobs?`)]],
    field: {
      name: 'state',
      values: [
        ['FAILED', FAILED_WORDS],
        ['TIMEOUT', TIMED_OUT_WORDS],
        ['STOPPED', /\bstop(?:ped|s)\b/],
        ['SUCCEEDED', SUCCEEDED_WORDS],
      ],
    },
  },
  {
    source: 'aws.guardduty',
    detail_type: 'GuardDuty Finding',
    words: /\bguard ?duty\b[^.;!?]*?\bfindings?\b|\bfindings?\b[^.;!?]*?\bguard ?duty\b/,
    // GuardDuty's severities: low 1-3.9, medium 4-6.9, high 7-8.9, critical 9 and above
    field: {
      name: 'severity',
      values: [
        [{ numeric: ['>=', 9] }, /\bcritical\b/],
        [{ numeric: ['>=', 7] }, /\bhigh(?:er)?\b|\bsevere\b/],
        [{ numeric: ['>=', 4] }, /\bmedium\b/],
      ],
    },
  },
  {
    source: 'aws.securityhub',
    detail_type: 'Security Hub Findings - Imported',
    words: /\bsecurity ?hub\b[^.;!?]*?\bfindings?\b|\bfindings?\b[^.;!?]*?\bsecurity ?hub\b/,
    field: {
      name: 'findings.Severity.Label',
      values: [
        ['CRITICAL', /\bcritical\b/],
        ['HIGH', /\bhigh\b/],
        ['MEDIUM', /\bmedium\b/],
      ],
    },
  },
  {
    source: 'aws.config',
    detail_type: 'Config Rules Compliance Change',
    words: /\b(?:aws )?config\b[^.;!?]*?\bcomplian\w*|\bnon[- ]?complian\w*[^.;!?]*?\bconfig\b/,
    written: [['configRuleName', nameAfter(String.raw`\bconfig rules?`)]],
    field: {
      name: 'newEvaluationResult.complianceType',
      values: [
        ['NON_COMPLIANT', /\bnon[- ]?complian\w*/],
        ['COMPLIANT', /(?<!non[- ]?)\bcompliant\b/],
      ],
    },
  },
  {
    source: 'aws.health',
    detail_type: 'AWS Health Event',
    words: /\b(?:aws |personal )?health (?:events?|dashboard|notifications?)\b/,
    // the service the events are about ("about EC2", "affecting our RDS"), by AWS Health's code for it
    field: {
      name: 'service',
      values: [
        ['EC2', about('ec2')],
        ['RDS', about('rds')],
        ['S3', about('s3')],
        ['LAMBDA', about('lambda')],
        ['DYNAMODB', about('dynamo ?db')],
        ['ELASTICLOADBALANCING', about('elb|alb|load balanc\\w*')],
        ['ECS', about('ecs')],
        ['EKS', about('eks')],
        ['CLOUDFRONT', about('cloudfront')],
        ['ROUTE53', about('route ?53')],
      ],
    },
  },
  {
    source: 'aws.signin',
    detail_type: 'AWS Console Sign In via CloudTrail',
    words: /\bconsole ?(?:sign[- ]?ins?|log ?ins?)\b|\bconsolelogin\b/,
    field: { name: 'eventName', values: [['ConsoleLogin', /[\s\S]/]] },
  },
  // an Auto Scaling event is the first of these its words say: a failed launch, a termination, a launch
  {
    source: 'aws.autoscaling',
    detail_type: 'EC2 Instance Launch Unsuccessful',
    words:
      /\bauto ?scaling\b[^.;!?]*?\blaunch\w*\b[^.;!?]*?\b(?:fail\w*|unsuccessful|errors?)\b|\bauto ?scaling\b[^.;!?]*?\b(?:fail\w*|unsuccessful) (?:to )?launch\w*\b/,
  },
  {
    source: 'aws.autoscaling',
    detail_type: 'EC2 Instance Terminate Successful',
    words: /\bauto ?scaling\b[^.;!?]*?\bterminat\w*\b/,
  },
  {
    source: 'aws.autoscaling',
    detail_type: 'EC2 Instance Launch Successful',
    words: /\bauto ?scaling\b[^.;!?]*?\b(?:launch\w*|terminat\w*|scal(?:es|ed|ing) (?:out|in))\b/,
  },
  {
    source: 'aws.cloudtrail',
    detail_type: 'AWS API Call via CloudTrail',
    // "API calls", "via CloudTrail", or an API said to be called ("the CreateBucket API is called")
    words:
      /\b(?:api calls?|api activity|cloudtrail (?:events?|calls?|records?)|(?:via|through|by|from) cloudtrail|[a-z][a-z0-9]{5,} api (?:is|are) (?:called|invoked))\b/,
    api_calls: true,
  },
  ...OPERATIONS_EVENTS,
];

/** The verbs AWS's API calls begin with: a word in camel case after one of them names a call ("DeleteBucket"). */
const API_VERBS =
  'Create|Delete|Put|Update|Get|List|Describe|Start|Stop|Run|Terminate|Attach|Detach|Modify|Authorize|Revoke|Disable|Enable|Remove|Add|Associate|Disassociate|Schedule|Cancel|Reboot|Assume|Console';
const API_CALL = new RegExp(`\\b(?:${API_VERBS})(?:[A-Z][a-z0-9]*)+\\b`, 'g');

/** A sentence that says an AWS service's event: the words the family reads its pattern from. */
export const AWS_EVENT_SAID = new RegExp(
  `([^.;!?]*(?:${AWS_EVENTS.map((e) => e.words.source).join('|')})[^.;!?]*)`,
);

export interface EventPattern {
  source: string[];
  'detail-type'?: string[];
  detail?: Record<string, unknown>;
}

/** `a.b` -> { a: { b: values } } */
const nested = (path: string, values: FieldValue[]): Record<string, unknown> =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), values) as Record<string, unknown>;

/** Comparison words before or after a number, and the numeric filter's operator they say. */
const NUMBER_COMPARED: readonly (readonly [RegExp, string])[] = [
  [/^(?:at least|>=|no less than)$|^(?:or (?:more|higher|above|greater)|and (?:above|up|higher)|\+)$/, '>='],
  [/^(?:above|over|greater than|more than|higher than|>)$/, '>'],
  [/^(?:at most|<=|no more than)$|^(?:or (?:less|lower|below)|and below)$/, '<='],
  [/^(?:below|under|less than|lower than|<)$/, '<'],
];
const COMPARED_BEFORE =
  'at least|>=|no less than|above|over|greater than|more than|higher than|>|at most|<=|no more than|below|under|less than|lower than|<';
const COMPARED_AFTER = String.raw`or (?:more|higher|above|greater|less|lower|below)|and (?:above|up|higher|below)|\+`;

/**
 * A number the brief states for a field whose values are numeric filters ("severity of 5 or more",
 * "severity above 8"): the filter it says, exact when no comparison is said.
 */
function numberSaidOf(field: NonNullable<AwsEvent['field']>, lower: string): FieldValue | undefined {
  if (!field.values.some(([v]) => typeof v === 'object')) return undefined;
  const m = new RegExp(
    String.raw`\b${field.name.toLowerCase()}(?: (?:score|level))?(?: (?:of|is|=))? (?:(${COMPARED_BEFORE}) )?(\d+(?:\.\d+)?)(?: ?(${COMPARED_AFTER}))?`,
  ).exec(lower);
  if (!m?.[2]) return undefined;
  const said = (m[1] ?? m[3] ?? '').trim();
  const op = said ? NUMBER_COMPARED.find(([w]) => w.test(said))?.[1] : '=';
  return op ? { numeric: [op, Number(m[2])] } : undefined;
}

/**
 * The events a rule matches, from what the brief states: a source and a detail type written out
 * ("source is aws.ec2", "detail-type OrderPlaced"), or an AWS service's event said in words, with
 * the values of its detail field the words choose ("stopped or terminated") or, for API calls
 * CloudTrail records, the service and the calls named. Undefined when the brief states none.
 */
/** A detail field and its value as a brief writes them ("status is shipped", "tier equals Gold"). */
/** The words that join a field of an event's detail to its value ("status is shipped", "tier = Gold"). */
const FIELD_JOIN = '(?:is|equals?|=|==|set to|matches)';
/**
 * A field of the events' detail written with its value, after the word "detail": joined by a word
 * ("whose detail status is shipped", "detail.tier = Gold") or quoted right after it ("detail status
 * 'confirmed'").
 */
export const DETAIL_FIELD_SAID = new RegExp(
  String.raw`\bdetail(?:'s|\s+field|\.)?\s*((?!types?\b)[a-z][\w-]*\s+(?:${FIELD_JOIN}\s+[\x60'"‘“]?[\w.:@/-]+|[\x60'"‘“][\w.:@/-]+))`,
);
const FIELD_VALUE = new RegExp(
  String.raw`^([A-Za-z][\w-]*)\s+(?:${FIELD_JOIN}\s+)?[\x60'"‘“]?([^\s\x60'"’”]+)`,
);

export function statedPattern(
  said: unknown,
  source: unknown,
  detailType: unknown,
  /** a detail field written with its value ("whose detail status is shipped") */
  detailField?: unknown,
): EventPattern | undefined {
  const words = typeof said === 'string' ? said : '';
  const lower = words.toLowerCase();
  const stated = typeof source === 'string' && source ? source : undefined;
  const byWords = words ? AWS_EVENTS.find((e) => e.words.test(lower)) : undefined;
  // of a stated source's events, the one its detail type or the words say, else the first
  const known = stated
    ? (AWS_EVENTS.find((e) => e.source === stated && e.detail_type === detailType) ??
      (byWords?.source === stated ? byWords : undefined) ??
      AWS_EVENTS.find((e) => e.source === stated) ??
      (byWords?.api_calls ? byWords : undefined))
    : byWords;
  if (!stated && !known) return undefined;
  const detail: Record<string, unknown> = {};
  let from = stated ?? known?.source ?? '';
  if (known?.api_calls) {
    const calls = [...new Set(words.match(API_CALL) ?? [])];
    // the service a call's own name says ("CreateBucket": a bucket, S3), else the sentence's
    const named = calls.map((c) => c.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()).join(' ');
    const service = (API_SERVICES.find(([, w]) => w.test(named)) ??
      API_SERVICES.find(([, w]) => w.test(lower)))?.[0];
    if (service) {
      if (!stated) from = `aws.${service}`;
      detail.eventSource = [`${service}.amazonaws.com`];
    }
    if (calls.length > 0) detail.eventName = calls;
  } else if (known?.field && words) {
    const number = numberSaidOf(known.field, lower);
    const values = number ? [number] : known.field.values.filter(([, w]) => w.test(lower)).map(([v]) => v);
    if (values.length > 0) Object.assign(detail, nested(known.field.name, values));
  }
  for (const [name, said] of known?.written ?? []) {
    const values = [
      ...new Set(
        [...words.matchAll(new RegExp(said.source, 'gi'))].flatMap((m) => m.slice(1).find(Boolean) ?? []),
      ),
    ];
    if (values.length > 0) Object.assign(detail, nested(name, values));
  }
  const written = typeof detailField === 'string' ? FIELD_VALUE.exec(detailField) : null;
  if (written?.[1] && written[2]) detail[written[1]] = [written[2].replace(/[.,;:]+$/, '')];
  const type = typeof detailType === 'string' && detailType ? detailType : known?.detail_type;
  return {
    source: [from],
    ...(type ? { 'detail-type': [type] } : {}),
    ...(Object.keys(detail).length > 0 ? { detail } : {}),
  };
}
