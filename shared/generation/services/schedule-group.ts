import { addServiceRole } from '../synthesis/grants';
import { getAtt, ref, stackName, sub } from './kit';
import type { ServiceSpec } from './types';

/** The role EventBridge Scheduler assumes to start what a group's schedules start. */
const invokeRole = (name: string) => `${name}InvokeRole`;
type Trust = {
  AssumeRolePolicyDocument: { Statement: { Condition: { StringEquals: Record<string, unknown> } }[] };
};

/**
 * Schedules a design makes while it runs (a reminder per booking, a one-off follow-up): an
 * EventBridge Scheduler schedule group, with no schedule of its own. Whoever reaches it may create,
 * read, change and delete schedules in that group only, and pass it the one role EventBridge
 * Scheduler assumes for them, which trusts the scheduler for this group alone and may start only
 * the caller (the function that makes a reminder is the one the reminder runs).
 */
export const scheduleGroup: ServiceSpec = {
  id: 'eventbridge-schedule-group',
  block_name: 'ScheduleGroup',
  family: 'EventBridge',
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
  attach(ctx, caller, node, callerSpec) {
    // what makes the schedules is what they start: the role may do exactly what starting it takes,
    // in a policy of its own (the caller's role names this role, so this role cannot name the caller)
    const start = callerSpec.target;
    if (start) {
      const passes = callerSpec.passes;
      ctx.add(node.name, `${node.name}Starts${caller.name}`, {
        Type: 'AWS::IAM::Policy',
        Properties: {
          PolicyName: `start-${caller.name.toLowerCase()}`,
          Roles: [ref(invokeRole(node.name))],
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              { Effect: 'Allow', Action: [...start.actions], Resource: start.arn(caller) },
              ...(passes
                ? [
                    {
                      Effect: 'Allow',
                      Action: 'iam:PassRole',
                      Resource: passes.roles(caller),
                      Condition: { StringEquals: { 'iam:PassedToService': passes.to } },
                    },
                  ]
                : []),
            ],
          },
        },
      });
    }
    const fn = caller.fn ? ctx.resources[caller.fn] : undefined;
    const props = fn?.Properties as { Environment?: { Variables: Record<string, unknown> } } | undefined;
    if (props) {
      props.Environment ??= { Variables: {} };
      props.Environment.Variables[`${node.name.toUpperCase()}_ROLE_ARN`] = getAtt(
        invokeRole(node.name),
        'Arn',
      );
    }
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
