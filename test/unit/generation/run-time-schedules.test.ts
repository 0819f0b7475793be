import { beforeAll, describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { warmValidator } from '#test/fixtures/generation';
import { addFunction, serviceBlockName } from '#test/fixtures/plans';
import { RUN_TIME_SCHEDULE_REQUESTS } from '#test/fixtures/service-requests';
import {
  actions,
  ofType,
  type Resource,
  type Statement,
  statementsOf,
  synthesizedResources,
  generatedResources as templateOf,
} from '#test/fixtures/template-policies';

beforeAll(() => warmValidator(), 180_000);

/** What the role a group's schedules run with may do: its inline policy and the policies attached to it. */
const invokeStatementsOf = (resources: Record<string, Resource>, role: string) => [
  ...statementsOf(resources[role]),
  ...ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap(([, p]) => statementsOf(p)),
];
/** The role the scheduler assumes for schedules made in `group`: the one its trust policy names the group in. */
const invokeRoleOf = (resources: Record<string, Resource>, group: string) =>
  ofType(resources, 'AWS::IAM::Role').find(([, r]) =>
    JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes(
      JSON.stringify({ 'Fn::GetAtt': [group, 'Arn'] }),
    ),
  )?.[0] as string;
const variablesOf = (fn: Resource | undefined) =>
  ((fn?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ??
    {}) as Record<string, unknown>;

/** A function that makes schedules while it runs gets a group to make them in, not a fixed daily schedule. */
describe('schedules made at run time', () => {
  it.each([
    ['English', RUN_TIME_SCHEDULE_REQUESTS.english.prompt],
    ['Arabic', RUN_TIME_SCHEDULE_REQUESTS.arabic.prompt],
  ])(
    '(%s) get a schedule group the function may manage, and a role the scheduler assumes to start it',
    async (_, prompt) => {
      const resources = await templateOf(prompt);
      expect(ofType(resources, 'AWS::Scheduler::Schedule')).toEqual([]);
      const groups = ofType(resources, 'AWS::Scheduler::ScheduleGroup');
      expect(groups).toHaveLength(1);
      const group = groups[0]?.[0] as string;

      // the function may create, change and delete schedules in that group only
      const functions = ofType(resources, 'AWS::Lambda::Function');
      expect(functions).toHaveLength(1);
      const [fnId, fn] = functions[0] as [string, Resource];
      const fnRole = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const fnStatements = statementsOf(resources[fnRole]);
      const manage = fnStatements.find((s) => actions(s).includes('scheduler:CreateSchedule'));
      expect(actions(manage as Statement)).toEqual(
        expect.arrayContaining(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']),
      );
      expect(JSON.stringify(manage?.Resource)).toContain(`schedule/\${${group}}/*`);
      // it may hand the scheduler exactly one role, and only to the scheduler
      const pass = fnStatements.find((s) => actions(s).includes('iam:PassRole'));
      expect(pass?.Condition?.StringEquals?.['iam:PassedToService']).toBe('scheduler.amazonaws.com');
      const passed = ((pass?.Resource ?? []) as { 'Fn::GetAtt': [string, string] }[]).map(
        (r) => r['Fn::GetAtt'][0],
      );
      expect(passed).toHaveLength(1);
      const invokeRole = passed[0] as string;

      // the role trusts the scheduler for this group alone, and may invoke that function and nothing else
      const trust = (
        resources[invokeRole]?.Properties.AssumeRolePolicyDocument as
          | undefined
          | {
              Statement: {
                Principal: { Service: string };
                Condition: { StringEquals: Record<string, unknown> };
              }[];
            }
      )?.Statement;
      expect(trust?.map((s) => s.Principal.Service)).toEqual(['scheduler.amazonaws.com']);
      expect(trust?.[0]?.Condition.StringEquals['aws:SourceArn']).toEqual({ 'Fn::GetAtt': [group, 'Arn'] });
      const invokeStatements = invokeStatementsOf(resources, invokeRole);
      const invoke = invokeStatements.filter((s) => actions(s).some((a) => a.startsWith('lambda:')));
      expect(invoke).toEqual([
        expect.objectContaining({
          Action: ['lambda:InvokeFunction'],
          Resource: { 'Fn::GetAtt': [fnId, 'Arn'] },
        }),
      ]);
      expect(
        invokeStatements.flatMap(actions).every((a) => a === 'lambda:InvokeFunction' || a.startsWith('kms:')),
      ).toBe(true);
    },
    120_000,
  );

  it.each([
    ['English', RUN_TIME_SCHEDULE_REQUESTS.toQueue.prompt],
    ['Arabic', RUN_TIME_SCHEDULE_REQUESTS.toQueueArabic.prompt],
  ])(
    '(%s) that put messages on a queue may send to that queue, and not start the function that makes them',
    async (_, prompt) => {
      const resources = await templateOf(prompt);
      const group = ofType(resources, 'AWS::Scheduler::ScheduleGroup')[0]?.[0] as string;
      const [queue] = ofType(resources, 'AWS::SQS::Queue').find(([id]) => !/DeadLetters/.test(id)) ?? [];
      const [maker, fn] = ofType(resources, 'AWS::Lambda::Function')[0] ?? [];
      const statements = invokeStatementsOf(resources, invokeRoleOf(resources, group));
      expect(statements).toContainEqual(
        expect.objectContaining({
          Action: expect.arrayContaining(['sqs:SendMessage']),
          Resource: { 'Fn::GetAtt': [queue, 'Arn'] },
        }),
      );
      expect(statements.flatMap(actions).filter((a) => a.startsWith('lambda:'))).toEqual([]);
      expect(JSON.stringify(statements)).not.toContain(`"${maker}"`);
      // the function names the queue in each schedule it makes
      expect(Object.values(variablesOf(fn))).toContainEqual({ 'Fn::GetAtt': [queue, 'Arn'] });
    },
    120_000,
  );

  it('that a plan wires to a second function start that function, not the one that makes them', () => {
    // the offline reading has one function per design: the plan says it, as a model planner may
    const requirements = requirementsFromBrief({ prompt: RUN_TIME_SCHEDULE_REQUESTS.english.prompt });
    const plan = planFromRequirements(requirements);
    const group = serviceBlockName(plan, 'eventbridge-schedule-group');
    const maker = serviceBlockName(plan, 'lambda');
    addFunction(plan, 'Reminder', 'sends the reminder when its schedule comes', {
      from: group,
      to: 'Reminder',
      reason: 'each schedule starts the reminder',
    });
    const resources = synthesizedResources(plan, requirements);
    const groupId = ofType(resources, 'AWS::Scheduler::ScheduleGroup')[0]?.[0] as string;
    const statements = invokeStatementsOf(resources, invokeRoleOf(resources, groupId));
    const invoke = statements.filter((s) => actions(s).some((a) => a.startsWith('lambda:')));
    expect(invoke.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': ['ReminderFunction', 'Arn'] }]);
    expect(JSON.stringify(statements)).not.toContain(`"${maker}Function"`);
    expect(Object.values(variablesOf(resources[`${maker}Function`]))).toContainEqual({
      'Fn::GetAtt': ['ReminderFunction', 'Arn'],
    });
  });

  it('leave a fixed time its own schedule, and add no group', async () => {
    const resources = await templateOf(RUN_TIME_SCHEDULE_REQUESTS.fixed.prompt);
    expect(ofType(resources, 'AWS::Scheduler::ScheduleGroup')).toEqual([]);
    const schedules = ofType(resources, 'AWS::Scheduler::Schedule');
    expect(schedules).toHaveLength(1);
    expect(String(schedules[0]?.[1].Properties.ScheduleExpression)).toMatch(/^cron\(/);
  }, 120_000);

  it('beside a fixed time of their own, get both: the schedule starts the function that manages the group', () => {
    const r = requirementsFromBrief({ prompt: RUN_TIME_SCHEDULE_REQUESTS.sweep.prompt });
    const name = (id: string) => r.services?.find((s) => s.service === id)?.name;
    const edges = r.connections?.map((c) => `${c.from} -> ${c.to}`);
    expect(edges).toContain(`${name('eventbridge-scheduler')} -> ${name('lambda')}`);
    expect(edges).toContain(`${name('lambda')} -> ${name('eventbridge-schedule-group')}`);
  });
});
