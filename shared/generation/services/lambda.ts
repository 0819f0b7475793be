import { getAtt, ref } from '../../cfn/build';
import { nodeHandler } from '../properties/runtime-code';
import { addFunction } from '../synthesis/function';
import { MANAGED_POLICY_SETTING } from './iam-role';
import { MESSAGE_SAID } from './names';
import type { ServiceSpec } from './types';

export const lambda: ServiceSpec = {
  id: 'lambda',
  block_name: 'Handler',
  family: 'Lambda',
  label: 'AWS Lambda function',
  names: /\b(aws lambda|lambda( functions?)?|lambda@edge|function urls?)\b/,
  phrases: /\b(aws lambda|lambda( functions?)?|serverless functions?|functions?|lambda@edge|function url)\b/,
  arabic: /(لامدا|لامبدا|لمدا|دال[ةه] لامدا)/,
  arabic_phrases: /(دوال|دال[ةه])/,
  cost: 'request',
  failures: [
    {
      type: 'AWS::Lambda::Function',
      namespace: 'AWS/Lambda',
      metric: 'Errors',
      statistic: 'Sum',
      dimension: { name: 'FunctionName', value: (id) => ref(id) },
      suffix: 'Errors',
      says: 'failed an invocation',
    },
  ],
  emits: 'call',
  sends_to: ['*'],
  target: { actions: ['lambda:InvokeFunction'], arn: (n) => getAtt(n.fn ?? n.main, 'Arn') },
  // a chatbot people talk to from a site or an app ("a chatbot on our website", "شات بوت في
  // موقعنا") is reached from outside: with nothing else in front of the function, an API is
  implies: [
    {
      add: 'api-gateway',
      when: /\b(?:chat ?bots?|(?:support|customer|virtual|ai) (?:assistant|agent)s? on (?:our|the|my) (?:web ?site|site|app)|(?:slack|teams|telegram|whatsapp) bots?)\b|شات ?بوت|روبوت (?:ال)?محادث[ةه]|بوت (?:ال)?محادث[ةه]|بوت (?:ل|على |في )?(?:ال)?(?:واتساب|واتس اب|تيليجرام|تلغرام|تليجرام|سلاك|تيمز)|(?:واتساب|تيليجرام|تلغرام|تليجرام) بوت/,
      unless: [
        'api-gateway',
        'http-api',
        'appsync',
        'websocket-api',
        'load-balancer',
        'sqs',
        'sns',
        'eventbridge',
      ],
      why: 'people reach the chatbot from outside: an API stands in front of its function',
      fronts: true,
    },
  ],
  accept(ctx, node, principal, source) {
    ctx.add(
      node.name,
      `${node.name}InvokeBy${principal.split('.')[0]?.replace(/[^A-Za-z0-9]/g, '') ?? 'Service'}${Object.keys(ctx.resources).length}`,
      {
        Type: 'AWS::Lambda::Permission',
        Properties: {
          FunctionName: ref(node.fn ?? node.main),
          Action: 'lambda:InvokeFunction',
          Principal: principal,
          SourceArn: source,
        },
      },
    );
  },
  stated_settings: [
    {
      key: 'timeout',
      words:
        /(\d+(?:\.\d+)?[- ]?(?:seconds?|secs?|minutes?|mins?))[- ](?:timeout|time ?limit)|\b(?:timeout|time ?limit) (?:of |is |at )?(\d+(?:\.\d+)?[- ]?(?:seconds?|secs?|minutes?|mins?|s|m))\b|\b(?:up to|at most|as long as) (\d+(?:\.\d+)?[- ]?(?:seconds?|secs?|minutes?|mins?))\b|(?:حتى|لمدة) (\d+ (?:دقائق|دقيقة|ثانية|ثوان))/,
      as: 'seconds',
      max: 900,
      label: 'timeout in seconds',
      shows: { types: ['AWS::Lambda::Function'], path: 'Timeout' },
    },
    // how long one run of the work takes ("a run takes about 90 minutes", "تستغرق حتى 3 ساعات"; the
    // brief is read with its number words as figures, so "two hours" is "2 hours" here):
    // beyond the 15 minutes a function may run, the work is a task, not a function ("runs every
    // 2 hours" is a schedule, and what waits up to 24 hours waits: it does not run)
    {
      key: 'run_time',
      words:
        /\b(?<!\b(?:waits?|waiting|pauses?|pausing|sleeps?|holds?) (?:for )?)(?:runs?|run time|takes?|lasts?|up to|can take|may take|needs?)\b[^.;]{0,25}?\b(?<!\b(?:every|each) )(\d+(?:\.\d+)?\s*(?:hours?|hrs?|minutes?|mins?))\b|(?<!(?:ينتظر|تنتظر|انتظار|الانتظار|ينتظرون)[^.؛\n]{0,30})(?:تستغرق|يستغرق|تستمر|يستمر|لمدة|حتى)\s*(?:حتى\s*)?(\S+\s*(?:ساعات|ساعة|دقيقة|دقائق))/,
      as: 'seconds',
      anywhere: true,
    },
    // a run stated in hours with no figure ("runs for hours", "takes several hours", "تستغرق ساعات"):
    // at least an hour, which is all a function's limit needs to know; "every hour" (كل ساعة) is
    // how often it runs, a schedule, not how long
    {
      key: 'run_time',
      words:
        /\b(?:runs?|running|takes?|taking|lasts?|lasting|needs?|can take|may take)\s+(?:for\s+)?(?:about\s+|around\s+|roughly\s+|up to\s+|over\s+|more than\s+|nearly\s+)?(?:an?|one|several|many|a few|a couple of)?\s*hours?\b|\bhours?[- ]long\b|(?:تستغرق|يستغرق|تستمر|يستمر|تعمل|يعمل|تدوم|يدوم|تاخذ|تأخذ|ياخذ|يأخذ)(?:(?!كل\s)[^.؛\n]){0,15}(?:ساعة|ساعات|ساعتين|ساعتان)/,
      value: 3600,
      anywhere: true,
      label: 'run time in seconds (hours)',
    },
    // the message the function answers with, as written ("returns 'Hello from Lambda'")
    {
      key: 'response',
      words: MESSAGE_SAID,
      as: 'attribute',
      anywhere: true,
      label: 'response message',
    },
    // AWS managed policies its role attaches ("an execution role with AWSLambdaBasicExecutionRole")
    MANAGED_POLICY_SETTING,
    {
      key: 'memory_mb',
      words:
        /(\d+(?:\.\d+)?\s*(?:mb|gb|mib|gib))\s*(?:of )?(?:memory|ram)\b|\b(?:memory|ram) (?:of )?(\d+(?:\.\d+)?\s*(?:mb|gb))/,
      as: 'megabytes',
      max: 10240,
    },
  ],
  build(ctx, name, settings) {
    const memory = Number(settings.memory_mb ?? 512);
    const { fn, role, securityGroup } = addFunction(ctx, name, name, {
      memoryMb: memory,
      timeout: Number(settings.timeout ?? 30),
      code: nodeHandler(typeof settings.response === 'string' ? settings.response : undefined),
    });
    return {
      service: 'lambda',
      name,
      main: fn,
      fn,
      role,
      ...(securityGroup ? { group: securityGroup } : {}),
    };
  },
};
