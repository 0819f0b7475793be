import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { appLogicalId, type InfraFixture, roleStatements, routeActions, synthInfra } from '../fixtures/infra';

const SCHEDULER_ACTIONS = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
];

describe('scan schedules: EventBridge Scheduler group, its role and the run function', () => {
  let infra: InfraFixture;
  beforeAll(() => {
    infra = synthInfra();
  });

  it('makes one schedule group and a role only EventBridge Scheduler of this account assumes, to invoke only the run function', () => {
    infra.appStack.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    const schedules = infra.stacks.app.scanSchedules;
    const roleId = appLogicalId(infra, schedules.schedulerRole);
    const role = infra.appStack.toJSON().Resources[roleId];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      }),
    ]);
    const runnerId = appLogicalId(infra, schedules.runner.function);
    const statements = roleStatements(infra, roleId);
    expect(statements.flatMap((s) => [s.Action].flat())).toEqual(['lambda:InvokeFunction']);
    for (const statement of statements) {
      for (const resource of [statement.Resource].flat()) {
        expect(JSON.stringify(resource)).toContain(runnerId);
      }
    }
  });

  it('lets exactly the routes that manage schedules change them, in the group only, passing only that role', () => {
    const managing = infra.routes.filter((r) => r.managesSchedules).map((r) => r.name);
    expect(managing.sort()).toEqual(['scan-schedule-delete', 'scan-schedules-create']);
    for (const route of infra.routes) {
      const actions = routeActions(infra, route.name);
      for (const action of SCHEDULER_ACTIONS)
        expect(actions.includes(action), `${route.name} ${action}`).toBe(managing.includes(route.name));
      expect(actions.includes('iam:PassRole'), route.name).toBe(managing.includes(route.name));
    }
    const fn = infra.stacks.app.api.functions.get('scan-schedules-create');
    const roleId = infra.stacks.app.getLogicalId(fn?.function.role?.node.defaultChild as CfnElement);
    const statements = roleStatements(infra, roleId);
    const manage = statements.find((s) => [s.Action].flat().includes('scheduler:CreateSchedule'));
    expect(JSON.stringify(manage?.Resource)).toContain(':schedule/');
    expect(JSON.stringify(manage?.Resource)).toContain('-scans/*');
    const pass = statements.find((s) => [s.Action].flat().includes('iam:PassRole')) as unknown as {
      Condition: unknown;
      Resource: unknown;
    };
    expect(pass.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    expect(JSON.stringify(pass.Resource)).toContain(
      appLogicalId(infra, infra.stacks.app.scanSchedules.schedulerRole),
    );
  });

  it('the run function may start only the scan workflow', () => {
    const runner = infra.stacks.app.scanSchedules.runner;
    const roleId = appLogicalId(infra, runner.role);
    const starts = roleStatements(infra, roleId).filter((s) =>
      [s.Action].flat().includes('states:StartExecution'),
    );
    expect(starts).toHaveLength(1);
    expect(JSON.stringify(starts[0]?.Resource)).toContain(
      appLogicalId(infra, infra.stacks.app.scans.stateMachine),
    );
  });

  it('no function is told it runs locally or may reach a receiver on its own machine', () => {
    const functions = infra.appStack.findResources('AWS::Lambda::Function');
    expect(Object.keys(functions).length).toBeGreaterThan(0);
    for (const [id, fn] of Object.entries(functions)) {
      const variables = Object.keys(fn.Properties.Environment?.Variables ?? {});
      expect(variables, id).not.toContain('SAHAB_LOCAL_RUNTIME');
      expect(variables, id).not.toContain('SAHAB_LOCAL_WEBHOOK_ORIGINS');
    }
  });
});
