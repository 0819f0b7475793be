/**
 * What a policy said in words lets a role do ("allows reading objects from S3", "permission to
 * write logs to CloudWatch Logs", "read-only access to EC2"): for each service, its words, and the
 * actions of reading it, of writing to it, and of everything. Data only: a service a brief may
 * grant in words is an entry here; a policy whose actions are written out ("s3:GetObject") needs none.
 */
interface Permission {
  words: RegExp;
  read: readonly string[];
  write: readonly string[];
  all: string;
}

/** Services by their words, the more specific first ("CloudWatch Logs" before CloudWatch's metrics). */
const PERMISSIONS: readonly Permission[] = [
  {
    words: /\b(?:cloudwatch logs|logs?|log groups?|log streams?)\b/,
    read: ['logs:GetLogEvents', 'logs:FilterLogEvents', 'logs:DescribeLogStreams'],
    write: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
    all: 'logs:*',
  },
  {
    words: /\b(?:s3|buckets?|objects?)\b/,
    read: ['s3:GetObject', 's3:ListBucket'],
    write: ['s3:PutObject'],
    all: 's3:*',
  },
  {
    words: /\b(?:dynamo ?db|tables?|items?)\b/,
    read: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'],
    write: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    all: 'dynamodb:*',
  },
  {
    words: /\b(?:sqs|queues?)\b/,
    read: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
    write: ['sqs:SendMessage'],
    all: 'sqs:*',
  },
  {
    words: /\b(?:sns|topics?)\b/,
    read: ['sns:GetTopicAttributes', 'sns:ListSubscriptionsByTopic'],
    write: ['sns:Publish'],
    all: 'sns:*',
  },
  {
    words: /\b(?:kinesis|data streams?)\b/,
    read: ['kinesis:GetRecords', 'kinesis:GetShardIterator', 'kinesis:DescribeStream'],
    write: ['kinesis:PutRecord', 'kinesis:PutRecords'],
    all: 'kinesis:*',
  },
  {
    words: /\b(?:secrets manager|secrets?)\b/,
    read: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
    write: ['secretsmanager:PutSecretValue'],
    all: 'secretsmanager:*',
  },
  {
    words: /\b(?:ssm|parameter store|parameters?)\b/,
    read: ['ssm:GetParameter', 'ssm:GetParameters'],
    write: ['ssm:PutParameter'],
    all: 'ssm:*',
  },
  {
    words: /\b(?:kms|keys?)\b/,
    read: ['kms:Decrypt', 'kms:DescribeKey'],
    write: ['kms:Encrypt', 'kms:GenerateDataKey'],
    all: 'kms:*',
  },
  {
    words: /\b(?:lambda|functions?)\b/,
    read: ['lambda:GetFunction', 'lambda:ListFunctions'],
    write: ['lambda:InvokeFunction'],
    all: 'lambda:*',
  },
  {
    words: /\b(?:ec2|instances?)\b/,
    read: ['ec2:Describe*'],
    write: ['ec2:StartInstances', 'ec2:StopInstances'],
    all: 'ec2:*',
  },
  {
    words: /\b(?:cloudwatch|metrics?)\b/,
    read: ['cloudwatch:GetMetricData', 'cloudwatch:ListMetrics'],
    write: ['cloudwatch:PutMetricData'],
    all: 'cloudwatch:*',
  },
];

/** How much a clause grants, by its verb: everything, writing, or reading. */
const ACCESS: readonly (readonly ['all' | 'write' | 'read', RegExp])[] = [
  [
    'all',
    /\b(?:full|complete|admin(?:istrator)?|unrestricted) (?:access|control|permissions?)\b|\ball actions\b/,
  ],
  [
    'read',
    /\bread[- ]?only\b|\b(?:read|get|list|view|describe|download|fetch|retriev|receiv|consum|query|scan)\w*/,
  ],
  [
    'write',
    /\b(?:writ|put|upload|send|publish|creat|delet|updat|modif|start|stop|invok|call|push|encrypt)\w*/,
  ],
];

/** The clause after the words that grant ("allows", "grants", "permission to"): what the policy lets do. */
export const ACCESS_SAID =
  /\b(?:allow(?:s|ing)?|grant(?:s|ing)?|permit(?:s|ting)?|gives?|giving|lets?|permissions? to|access to)\b([^.;]{3,200})/;

/**
 * The actions a policy said in words grants: each part of the clause ("send messages to SQS and
 * read items from DynamoDB") by the service it names and how much its verb grants (a part
 * without a verb takes the one before it); none where no service is named.
 */
export function actionsSaid(clause: unknown): string[] {
  if (typeof clause !== 'string') return [];
  const actions = new Set<string>();
  let access: 'all' | 'write' | 'read' | undefined;
  for (const part of clause.toLowerCase().split(/\s*(?:,|;|\band\b|\bas well as\b|\bplus\b)\s*/)) {
    access = ACCESS.find(([, words]) => words.test(part))?.[0] ?? access;
    const service = PERMISSIONS.find((p) => p.words.test(part));
    if (!service || !access) continue;
    for (const action of access === 'all' ? [service.all] : service[access]) actions.add(action);
  }
  return [...actions];
}
