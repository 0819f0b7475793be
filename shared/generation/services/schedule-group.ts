import type { SynthesisContext } from '../synthesis/context';
import { addServiceRole } from '../synthesis/grants';
import { EVENTBRIDGE_TARGETS } from './eventbridge';
import { getAtt, ref, stackName, sub } from './kit';
import type { ServiceNode, ServiceSpec } from './types';

/** The role EventBridge Scheduler assumes to start what a group's schedules start. */
const invokeRole = (name: string) => `${name}InvokeRole`;
type Trust = {
  AssumeRolePolicyDocument: { Statement: { Condition: { StringEquals: Record<string, unknown> } }[] };
};

/**
 * Lets the group's role start `target` (its actions, and passing the roles it hands on), in a
 * policy of its own: a caller's role names this role, so this role cannot name the caller inline.
 */
function allowStart(
  ctx: SynthesisContext,
  group: ServiceNode,
  target: ServiceNode,
  spec: Pick<ServiceSpec, 'target' | 'passes'>,
): void {
  const start = spec.target;
  const id = `${group.name}Starts${target.name}`;
  if (!start || ctx.resources[id]) return;
  const passes = spec.passes;
  ctx.add(group.name, id, {
    Type: 'AWS::IAM::Policy',
    Properties: {
      PolicyName: `start-${target.name.toLowerCase()}`,
      Roles: [ref(invokeRole(group.name))],
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Action: [...start.actions], Resource: start.arn(target) },
          ...(passes
            ? [
                {
                  Effect: 'Allow',
                  Action: 'iam:PassRole',
                  Resource: passes.roles(target),
                  Condition: { StringEquals: { 'iam:PassedToService': passes.to } },
                },
              ]
            : []),
        ],
      },
    },
  });
}

/** The nodes the plan wires into `node` (the callers that make a group's schedules) or out of it (what they start). */
function neighbours(ctx: SynthesisContext, node: ServiceNode, side: 'from' | 'to'): ServiceNode[] {
  const other = side === 'from' ? 'to' : 'from';
  return (ctx.plan.connections ?? [])
    .filter((edge) => ctx.nodes[edge[side]]?.includes(node))
    .flatMap((edge) => ctx.nodes[edge[other]] ?? []);
}

const setEnvironment = (ctx: SynthesisContext, caller: ServiceNode, key: string, value: unknown) => {
  const props = (caller.fn ? ctx.resources[caller.fn]?.Properties : undefined) as
    | { Environment?: { Variables: Record<string, unknown> } }
    | undefined;
  if (!props) return;
  props.Environment ??= { Variables: {} };
  props.Environment.Variables[key] = value;
};

/**
 * Schedules a design makes while it runs (a reminder per booking, a one-off follow-up): an
 * EventBridge Scheduler schedule group, with no schedule of its own. Whoever reaches it may create,
 * read, change and delete schedules in that group only, and pass it the one role EventBridge
 * Scheduler assumes for them, which trusts the scheduler for this group alone and may start only
 * what the group's edges reach (a queue, another function); with no edge of its own, its
 * schedules start the caller that makes them.
 */
export const scheduleGroup: ServiceSpec = {
  id: 'eventbridge-schedule-group',
  block_name: 'ScheduleGroup',
  family: 'EventBridge',
  namespaces: ['Scheduler'],
  label: 'Amazon EventBridge Scheduler schedule group (schedules made at run time)',
  names:
    /\b((creat|updat|delet|remov|manag)\w*(,? (and |or )?(creat|updat|delet|remov)\w*)+ (\S+ ){0,3}schedul(es?|er)|(creat|mak|add|register)\w* (\S+ ){0,3}schedules? (dynamically|at run[- ]?time|on the fly|on demand|programmatically|per [a-z]+|for each [a-z]+)|(one[- ](off|time|shot)|dynamic(ally created)?|ad[- ]hoc|per[- ](user|customer|booking|order|item)) (\S+ ){0,2}schedul(es?|er)|schedules? (are |is )?(created|made|added) (dynamically|at run[- ]?time|on the fly|on demand|programmatically)|schedul(es|ing) (a|an|one|each) (one[- ](off|time) )?(reminders?|follow[- ]ups?|callbacks?))\b/,
  phrases: /$^/,
  arabic:
    /((تنشئ|ينشئ|يُنشئ|تُنشئ|إنشاء|انشاء) (\S+ ){0,2}(جداول|جدول[ةه]) زمني[ةه]?( \S+){0,2} (لمرة واحدة|ديناميكي\S*|أثناء التشغيل|عند الطلب)|(جداول|جدول[ةه]) زمني[ةه]? (لمرة واحدة|ديناميكي\S*))/,
  // "EventBridge Scheduler" said of such a brief is this group; a fixed time ("every night") is a schedule of its own
  claims: [
    {
      service: 'eventbridge-scheduler',
      phrase: /^((amazon )?(eventbridge )?(scheduler|schedules?|scheduled)|جدول[ةه]|مجدول)$/,
    },
    // "جدول" is a schedule here, not a table ("وكل جدول يرسل رسالة")
    { service: 'dynamodb', phrase: /^(و|ب|ل)?(ال)?(جدول|جداول)$/ },
  ],
  cost: 'request',
  target: {
    actions: [
      'scheduler:CreateSchedule',
      'scheduler:GetSchedule',
      'scheduler:UpdateSchedule',
      'scheduler:DeleteSchedule',
    ],
    arn: (n) =>
      sub(`arn:\${AWS::Partition}:scheduler:\${AWS::Region}:\${AWS::AccountId}:schedule/\${${n.main}}/*`),
  },
  passes: { to: 'scheduler.amazonaws.com', roles: (n) => [getAtt(invokeRole(n.name), 'Arn')] },
  delivers_as: (n) => invokeRole(n.name),
  // what its schedules may start, as a fixed schedule's may, when the words after it say they start or
  // send to it ("... in EventBridge Scheduler that put a message on a queue"); not a function: a
  // brief's reading has one, the function that makes the schedules, which they start when nothing else is named
  sends_to: EVENTBRIDGE_TARGETS.filter((id) => id !== 'lambda'),
  sends_by:
    /^[\s,;:،]*(\S+\s+){0,3}(start|invok|trigger|send|put|publish|run|call|fire|deliver|enqueu|post|push|drop|wake|يرسل|ترسل|يشغل|تشغل|يستدعي|تستدعي|يبدأ|تبدأ|يضع|تضع)/,
  push(ctx, from, to, delivery) {
    allowStart(ctx, from, to, delivery.start);
    // whoever makes the schedules names the target in each one: it is told the target's ARN
    const arn = Array.isArray(delivery.arn) ? delivery.arn[0] : delivery.arn;
    for (const maker of neighbours(ctx, from, 'to'))
      setEnvironment(ctx, maker, `${from.name.toUpperCase()}_${to.name.toUpperCase()}_ARN`, arn);
  },
  attach(ctx, caller, node, callerSpec) {
    // the maker is told the role to hand the scheduler
    setEnvironment(ctx, caller, `${node.name.toUpperCase()}_ROLE_ARN`, getAtt(invokeRole(node.name), 'Arn'));
    // with nothing wired for its schedules to start, they start the function that makes them
    if (neighbours(ctx, node, 'from').length === 0) allowStart(ctx, node, caller, callerSpec);
  },
  build(ctx, name) {
    const group = ctx.add(name, `${name}Group`, {
      Type: 'AWS::Scheduler::ScheduleGroup',
      Properties: { Name: stackName(name), Tags: ctx.tags() },
    });
    // its inline policy is the design key, which the schedules made in the group are encrypted with
    const role = addServiceRole(ctx, name, invokeRole(name), 'scheduler.amazonaws.com');
    // the scheduler may assume it for this group's schedules only (confused-deputy protection)
    const trust = ctx.resources[role]?.Properties as Trust | undefined;
    const statement = trust?.AssumeRolePolicyDocument.Statement[0];
    if (statement) statement.Condition.StringEquals['aws:SourceArn'] = getAtt(group, 'Arn');
    return { service: 'eventbridge-schedule-group', name, main: group };
  },
};
