import { getAtt, ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { addServiceRole, grant } from '../synthesis/grants';
import { addKey, addLogGroup, KEY_ID, keyArn } from '../synthesis/parts';
import { MESSAGE_SAID } from './names';
import { JOB_TASKS } from './step-functions-jobs';
import {
  CHOICE_SAID,
  choiceRuleOf,
  type Definition,
  endOf,
  RESULT_SAID,
  STATES_SAID,
  type State,
  statedDefinition,
  statesDoTheirOwnWork,
  takeStatedState,
  WAIT_SAID,
} from './step-functions-states';
import type { ServiceNode, ServiceSpec } from './types';

/** The state a workflow starts with until it calls something. */
const NOTHING_YET = 'Nothing to call yet';
/** The attempts the brief gives each machine's tasks ("retries 3 times"), by machine, for the calls added on its edges. */
const RETRIES = new WeakMap<SynthesisContext, Map<string, number>>();
/** The time each machine is said to wait between its steps, and how many calls it has made so far. */
const WAITS = new WeakMap<SynthesisContext, Map<string, { seconds: number; calls: number }>>();
/** The state a stated wait is built as. */
const WAIT_STATE = 'Wait';

/**
 * A workflow said to wait between its steps ("charges the card, waits 10 minutes, then sends a
 * receipt"): a Wait state of that time between its first call and the next, or, while it has made
 * only one call, before that one (a wait after a run's last step would only delay its end).
 */
function placeWait(definition: Definition, wait: { seconds: number; calls: number }): void {
  const state: State = { Type: 'Wait', Seconds: wait.seconds };
  if (wait.calls === 0) addCall(definition, WAIT_STATE, state);
  else if (wait.calls === 1 && definition.StartAt === WAIT_STATE) {
    definition.StartAt = definition.States[WAIT_STATE]?.Next as string;
    delete definition.States[WAIT_STATE];
    addCall(definition, WAIT_STATE, state);
  }
  wait.calls += 1;
}

/**
 * A call the workflow makes, as a state: the first state the brief named whose work is not built
 * takes it; else it is added after the run's last state (in place of the start it had until it
 * called anything), or just before a success or failure the run ends with.
 */
function addCall(definition: Definition, state: string, work: State): void {
  const { States } = definition;
  const stated = takeStatedState(definition);
  if (stated) {
    const { Next } = States[stated] as State;
    States[stated] = { ...work, ...(Next ? { Next } : { End: true }) };
    return;
  }
  const end = endOf(definition);
  if (end && States[end]?.Comment === NOTHING_YET) {
    delete States[end];
    definition.StartAt = state;
    States[state] = { ...work, End: true };
  } else if (end) {
    const previous = States[end] as State;
    delete previous.End;
    previous.Next = state;
    States[state] = { ...work, End: true };
  } else {
    const terminal = Object.keys(States).find((n) => ['Succeed', 'Fail'].includes(String(States[n]?.Type)));
    if (!terminal) return;
    const before = Object.values(States).find((s) => s.Next === terminal || s.Default === terminal);
    States[state] = { ...work, Next: terminal };
    if (!before) definition.StartAt = state;
    else if (before.Next === terminal) before.Next = state;
    else before.Default = state;
  }
}

/** The optimised integration each target has in Step Functions, and its parameters. */
const TASKS: Record<string, (key: string) => { Resource: string; Parameters: Record<string, unknown> }> = {
  lambda: (k) => ({
    Resource: 'arn:aws:states:::lambda:invoke',
    Parameters: { FunctionName: `\${${k}}`, 'Payload.$': '$' },
  }),
  sqs: (k) => ({
    Resource: 'arn:aws:states:::sqs:sendMessage',
    Parameters: { QueueUrl: `\${${k}}`, 'MessageBody.$': '$' },
  }),
  sns: (k) => ({
    Resource: 'arn:aws:states:::sns:publish',
    Parameters: { TopicArn: `\${${k}}`, 'Message.$': '$' },
  }),
  dynamodb: (k) => ({
    Resource: 'arn:aws:states:::dynamodb:putItem',
    Parameters: { TableName: `\${${k}}`, Item: { pk: { 'S.$': '$$.Execution.Id' }, sk: { S: 'execution' } } },
  }),
  eventbridge: (k) => ({
    Resource: 'arn:aws:states:::events:putEvents',
    Parameters: {
      Entries: [{ EventBusName: `\${${k}}`, Source: 'app.workflow', DetailType: 'step', 'Detail.$': '$' }],
    },
  }),
  'http-endpoint': (k) => ({
    Resource: 'arn:aws:states:::http:invoke',
    Parameters: {
      ApiEndpoint: 'https://api.example.com/events',
      Method: 'POST',
      Authentication: { ConnectionArn: `\${${k}}` },
    },
  }),
  'step-functions': (k) => ({
    Resource: 'arn:aws:states:::states:startExecution',
    Parameters: { StateMachineArn: `\${${k}}`, 'Input.$': '$' },
  }),
};

export const stepFunctions: ServiceSpec = {
  id: 'step-functions',
  block_name: 'Workflow',
  family: 'StepFunctions',
  label: 'AWS Step Functions state machine',
  names:
    /\b(aws step functions?|step ?functions?( express| standard)?( workflows?)?|sfn|express workflows?|(express |standard )?state machines?)\b/,
  // a workflow that waits is a state machine, unless Lambda durable functions are what wait (their own workflows)
  phrases:
    /\b(aws step functions?|step functions?( express| standard)?( workflows?)?|state machines?|sfn|express workflows?|standard workflows?|workflows? orchestrat\w*|(?<!durable[\s\S]{0,120})workflows? (?:that |which )?(?:waits?|waiting|pauses?|pausing)|orchestrat\w+)\b/,
  // Gulf writes the product's name as it sounds, one function or several, with or without the ya
  arabic: /(ستيب فنكشنز?|ستب فنكشنز?|دوال الخطوات|آل[ةه] الحالات)/,
  arabic_phrases: /(سير العمل|تنسيق الخطوات|مسار العمل)/,
  cost: 'request',
  failures: [
    {
      type: 'AWS::StepFunctions::StateMachine',
      namespace: 'AWS/States',
      metric: 'ExecutionsFailed',
      statistic: 'Sum',
      dimension: { name: 'StateMachineArn', value: (id) => ref(id) },
      suffix: 'Failed',
      says: 'had an execution fail',
    },
  ],
  emits: 'call',
  // a workflow that calls nothing the brief names runs a function as its task
  needs: ['lambda'],
  // unless every state the brief names does its own work
  needs_none_when: (settings) => statesDoTheirOwnWork(settings.states),
  // only what a state can call through an integration: anything else would be a placeholder state
  sends_to: [...Object.keys(TASKS), ...Object.keys(JOB_TASKS)],
  target: {
    actions: ['states:StartExecution', 'states:StartSyncExecution'],
    arn: (n) => ref(n.main),
    // executions are encrypted with the design's key: starting one makes a data key, a synchronous
    // one hands back its decrypted output
    key: ['kms:GenerateDataKey', 'kms:Decrypt'],
  },
  calls(ctx, from, to, arn) {
    const props = ctx.resources[from.main]?.Properties as {
      Definition: Definition;
      DefinitionSubstitutions: Record<string, unknown>;
    };
    const task = TASKS[to.service];
    const key = `${to.name}Target`;
    const state = `Call${to.name}`;
    if (props.Definition.States[state]) return;
    if (to.service === 'http-endpoint' && from.role) {
      grant(ctx, from.role, ['states:InvokeHTTPEndpoint'], '*');
      grant(ctx, from.role, ['events:RetrieveConnectionCredentials'], getAtt(`${to.name}Connection`, 'Arn'));
      grant(
        ctx,
        from.role,
        ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
        sub(`arn:\${AWS::Partition}:secretsmanager:*:*:secret:events!connection/*`),
      );
    }
    const job = JOB_TASKS[to.service]?.(ctx, from.role, to);
    if (job) Object.assign(props.DefinitionSubstitutions, job.substitutions);
    else
      props.DefinitionSubstitutions[key] =
        to.service === 'sqs' || to.service === 'dynamodb' ? ref(to.main) : arn;
    const wait = WAITS.get(ctx)?.get(from.name);
    if (wait) placeWait(props.Definition, wait);
    const call = job ? { Resource: job.Resource, Parameters: job.Parameters } : task?.(key);
    const work = call
      ? {
          Type: 'Task',
          ...call,
          Retry: [{ ErrorEquals: ['States.TaskFailed'], MaxAttempts: RETRIES.get(ctx)?.get(from.name) ?? 2 }],
        }
      : { Type: 'Pass', Comment: `Call ${to.name} here` };
    addCall(props.Definition, state, work);
  },
  stated_settings: [
    { key: 'type', words: /\bexpress\b/, value: 'EXPRESS', anywhere: true },
    // the states the brief names, in its order ("three states named A, B and C")
    { key: 'states', words: STATES_SAID, as: 'sequence', anywhere: true },
    // what its states are said to do: a Pass state's result, a Choice state's rule, a task's retries
    {
      key: 'pass_result',
      words: new RegExp(`${MESSAGE_SAID.source}|${RESULT_SAID.source}`),
      as: 'attribute',
      anywhere: true,
    },
    { key: 'choice_rule', words: CHOICE_SAID, as: 'attribute', anywhere: true },
    // a time it waits between its steps, said of the workflow rather than of a named Wait state
    {
      key: 'wait_seconds',
      words: WAIT_SAID,
      as: 'seconds',
      anywhere: true,
      min: 1,
      // a standard workflow runs for a year at most
      max: 31_536_000,
      label: 'wait between steps (seconds)',
      shows: {
        types: ['AWS::StepFunctions::StateMachine'],
        path: 'DefinitionString.States.*.Seconds',
        op: 'includes',
      },
    },
    {
      key: 'retries',
      words: /\bretr(?:y|ies)\s+(?:up to\s+)?(\d+|[a-z]+)\s+times?\b|\b(\d+)\s+(?:retries|retry attempts)\b/,
      as: 'count',
      min: 0,
      max: 10,
      anywhere: true,
    },
  ],
  build(ctx, name, settings): ServiceNode {
    const express = settings.type === 'EXPRESS';
    if (typeof settings.retries === 'number')
      RETRIES.set(ctx, new Map([...(RETRIES.get(ctx) ?? []), [name, settings.retries]]));
    // a wait the brief says of the workflow, where it names no states of its own (a Wait state it names is built as named)
    if (typeof settings.wait_seconds === 'number' && settings.states === undefined)
      WAITS.set(
        ctx,
        new Map([...(WAITS.get(ctx) ?? []), [name, { seconds: settings.wait_seconds, calls: 0 }]]),
      );
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const role = addServiceRole(ctx, name, `${name}Role`, 'states.amazonaws.com');
    grant(
      ctx,
      role,
      [
        'logs:CreateLogDelivery',
        'logs:GetLogDelivery',
        'logs:UpdateLogDelivery',
        'logs:DeleteLogDelivery',
        'logs:ListLogDeliveries',
        'logs:PutResourcePolicy',
        'logs:DescribeResourcePolicies',
        'logs:DescribeLogGroups',
        'xray:PutTraceSegments',
        'xray:PutTelemetryRecords',
      ],
      '*',
    );
    addKey(ctx);
    grant(ctx, role, ['kms:Decrypt', 'kms:GenerateDataKey'], keyArn());
    allowLogDelivery(ctx);
    const machine = ctx.add(name, `${name}StateMachine`, {
      Type: 'AWS::StepFunctions::StateMachine',
      Properties: {
        StateMachineType: express ? 'EXPRESS' : 'STANDARD',
        RoleArn: getAtt(role, 'Arn'),
        Definition: statedDefinition(settings.states, {
          ...(typeof settings.pass_result === 'string' ? { result: settings.pass_result } : {}),
          ...(choiceRuleOf(settings.choice_rule) ? { rule: choiceRuleOf(settings.choice_rule) } : {}),
        }) ?? {
          StartAt: 'Start',
          States: { Start: { Type: 'Pass', Comment: NOTHING_YET, End: true } },
        },
        DefinitionSubstitutions: {},
        LoggingConfiguration: {
          Level: 'ERROR',
          IncludeExecutionData: false,
          Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: getAtt(logs, 'Arn') } }],
        },
        TracingConfiguration: { Enabled: true },
        // the definition and every execution's history under the design's key, not AWS's own
        EncryptionConfiguration: {
          Type: 'CUSTOMER_MANAGED_KMS_KEY',
          KmsKeyId: keyArn(),
          KmsDataKeyReusePeriodSeconds: 300,
        },
        Tags: ctx.tags(),
      },
    });
    return { service: 'step-functions', name, main: machine, role };
  },
};

/**
 * A state machine under the design's key delivers its logs through CloudWatch's log delivery,
 * which must decrypt what it reads: the key lets that service do so for this account only.
 */
function allowLogDelivery(ctx: SynthesisContext): void {
  const policy = (ctx.resources[KEY_ID]?.Properties as { KeyPolicy?: { Statement: { Sid?: string }[] } })
    ?.KeyPolicy;
  if (!policy || policy.Statement.some((s) => s.Sid === 'LogDeliveryUse')) return;
  policy.Statement.push({
    Sid: 'LogDeliveryUse',
    Effect: 'Allow',
    Principal: { Service: 'delivery.logs.amazonaws.com' },
    Action: 'kms:Decrypt',
    Resource: '*',
    Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
  } as { Sid: string });
}
