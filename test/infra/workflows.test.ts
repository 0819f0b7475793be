import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { workflowFile } from '#infra/constructs/asl-workflow';
import {
  stateMachineArnVariable,
  taskFileName,
  type WorkflowName,
  workflowTasks,
} from '#shared/workflows/names';
import {
  appLogicalId,
  type InfraFixture,
  roleStatements,
  routeActions,
  routeFunctionIds,
  synthInfra,
} from '../fixtures/infra';

const WORKFLOWS = ['deploy-stack', 'update-stack', 'delete-stack', 'generate-design'] as const;

describe('workflows: Step Functions from infra/workflows/*.asl.json', () => {
  let infra: InfraFixture;
  let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const machineId = (workflow: WorkflowName) =>
    appLogicalId(
      infra,
      workflow === 'compliance-scan'
        ? infra.stacks.app.scans.stateMachine
        : workflow === 'generate-design'
          ? infra.stacks.app.generation.stateMachine
          : infra.stacks.app.deployments.stateMachines[workflow],
    );
  const resource = (id: string) => {
    const found = resources[id];
    if (!found) throw new Error(`no resource ${id} in the app stack`);
    return found;
  };
  const taskFunctionId = (task: string) => {
    const fn = infra.stacks.app.deployments.tasks.get(task) ?? infra.stacks.app.generation.tasks.get(task);
    if (!fn) throw new Error(`no function for task ${task}`);
    return { functionId: appLogicalId(infra, fn.function), roleId: appLogicalId(infra, fn.role) };
  };

  beforeAll(() => {
    infra = synthInfra();
    resources = infra.appStack.toJSON().Resources;
  });

  it.each(WORKFLOWS)('deploys %s from its file, each task substituted by its own function', (workflow) => {
    const text = readFileSync(workflowFile(workflow), 'utf8');
    const machine = resource(machineId(workflow)).Properties;
    expect(machine.DefinitionString).toBe(text);
    const tasks = workflowTasks(text);
    expect(tasks.length).toBeGreaterThan(2);
    expect(machine.DefinitionSubstitutions).toEqual(
      Object.fromEntries(
        tasks.map((task) => [
          `${task}FunctionArn`,
          { 'Fn::GetAtt': [taskFunctionId(task).functionId, 'Arn'] },
        ]),
      ),
    );
    for (const task of tasks) {
      // the same handler file the local runner calls
      expect(
        existsSync(new URL(`../../functions/tasks/${taskFileName(task)}.ts`, import.meta.url)),
        task,
      ).toBe(true);
    }
  });

  it.each(WORKFLOWS)('logs every %s execution event and traces it', (workflow) => {
    const machine = resource(machineId(workflow)).Properties;
    expect(machine.TracingConfiguration).toEqual({ Enabled: true });
    expect(machine.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    expect(machine.StateMachineType).toBe('STANDARD');
  });

  it('lets each state machine invoke exactly its task functions, unqualified', () => {
    for (const workflow of WORKFLOWS) {
      const roleId = (resource(machineId(workflow)).Properties.RoleArn as { 'Fn::GetAtt': string[] })[
        'Fn::GetAtt'
      ][0] as string;
      const invoke = roleStatements(infra, roleId).filter((s) =>
        [s.Action].flat().includes('lambda:InvokeFunction'),
      );
      const tasks = workflowTasks(readFileSync(workflowFile(workflow), 'utf8'));
      const granted = invoke.flatMap((s) => [s.Resource].flat());
      expect(granted).toHaveLength(tasks.length);
      expect(granted).toEqual(
        expect.arrayContaining(
          tasks.map((task) => ({ 'Fn::GetAtt': [taskFunctionId(task).functionId, 'Arn'] })),
        ),
      );
    }
  });

  it('grants sts:AssumeRole only to the tasks that act in the linked account, on the role name', () => {
    const assumers: string[] = [];
    for (const task of infra.stacks.app.deployments.tasks.keys()) {
      const statements = roleStatements(infra, taskFunctionId(task).roleId);
      const assume = statements.filter((s) => [s.Action].flat().includes('sts:AssumeRole'));
      if (assume.length === 0) continue;
      assumers.push(task);
      expect(JSON.stringify(assume.map((s) => s.Resource))).toContain(':role/SahabAccessRole');
      expect(statements.flatMap((s) => [s.Action].flat()).some((a) => a.startsWith('states:'))).toBe(false);
    }
    expect(assumers.sort()).toEqual([
      'CreateStack',
      'DeleteStack',
      'ObserveStack',
      'UpdateStack',
      'ValidateTemplate',
    ]);
  });

  it('lets only the scan planner (enabled regions) and the collector assume the customer role', () => {
    const assumers: string[] = [];
    for (const [task, fn] of infra.stacks.app.scans.tasks) {
      const statements = roleStatements(infra, appLogicalId(infra, fn.role));
      const assume = statements.filter((s) => [s.Action].flat().includes('sts:AssumeRole'));
      if (assume.length === 0) continue;
      assumers.push(task);
      expect(JSON.stringify(assume.map((s) => s.Resource))).toContain(':role/SahabAccessRole');
      // EC2 and Cloud Control are called as the customer's role, never as the platform's own
      const own = statements.flatMap((s) => [s.Action].flat());
      expect(own.some((a) => a.startsWith('ec2:') || a.startsWith('cloudcontrol:'))).toBe(false);
    }
    expect(assumers.sort()).toEqual(['CollectResources', 'PlanScan']);
  });

  it('lets only routes that start a workflow call StartExecution, each on its own state machine', () => {
    for (const route of infra.routes) {
      const actions = routeActions(infra, route.name);
      const variables = (
        resource(routeFunctionIds(infra, route.name).functionId).Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      const started = route.startsWorkflows ?? [];
      expect(actions.includes('states:StartExecution'), route.name).toBe(started.length > 0);
      for (const workflow of WORKFLOWS) {
        expect(variables[stateMachineArnVariable(workflow)], `${route.name} ${workflow}`).toEqual(
          started.includes(workflow) ? { Ref: machineId(workflow) } : undefined,
        );
      }
      if (started.length === 0) continue;
      const { roleId } = routeFunctionIds(infra, route.name);
      const start = roleStatements(infra, roleId).filter((s) =>
        [s.Action].flat().includes('states:StartExecution'),
      );
      expect(
        start.flatMap((s) => [s.Resource].flat()),
        route.name,
      ).toEqual(started.map((workflow) => ({ Ref: machineId(workflow) })));
    }
    const starters = infra.routes.filter((route) => route.startsWorkflows?.length).map((route) => route.name);
    expect(starters).toEqual(
      expect.arrayContaining([
        'deployments-initiate',
        'deployments-delete',
        'templates-deploy-direct',
        'templates-deploy',
        'aws-resources-create-vpc',
        'generate',
      ]),
    );
  });
});

describe('generation workflow', () => {
  it('runs the security and cost agents in one Parallel state, then the validity gate', () => {
    const definition = JSON.parse(readFileSync(workflowFile('generate-design'), 'utf8')) as {
      States: Record<string, { Type: string; Next?: string; Branches?: { StartAt: string }[] }>;
    };
    const reviews = definition.States.Reviews;
    expect(reviews?.Type).toBe('Parallel');
    expect(reviews?.Branches?.map((branch) => branch.StartAt)).toEqual(['SecurityReview', 'CostReview']);
    expect(reviews?.Next).toBe('ValidityGate');
  });

  it('grants no Bedrock access without a configured model, and exactly the model with one', () => {
    const plain = synthInfra();
    const bedrockActions = (fixture: InfraFixture, task: string) => {
      const fn = fixture.stacks.app.generation.tasks.get(task);
      if (!fn) throw new Error(`no function for task ${task}`);
      return roleStatements(fixture, appLogicalId(fixture, fn.role)).filter((s) =>
        [s.Action].flat().some((action) => action.startsWith('bedrock:')),
      );
    };
    for (const task of plain.stacks.app.generation.tasks.keys())
      expect(bedrockActions(plain, task)).toEqual([]);

    const withProfile = synthInfra({
      config: { bedrockModelId: 'eu.anthropic.claude-sonnet-4-20250514-v1:0' },
    });
    const granted = bedrockActions(withProfile, 'LeadArchitect');
    expect(granted.map((s) => s.Action)).toEqual(['bedrock:InvokeModel']);
    expect(JSON.stringify(granted[0]?.Resource)).toContain(
      'inference-profile/eu.anthropic.claude-sonnet-4-20250514-v1:0',
    );
    expect(JSON.stringify(granted[0]?.Resource)).toContain(
      '::foundation-model/anthropic.claude-sonnet-4-20250514-v1:0',
    );
    expect(bedrockActions(withProfile, 'SecurityReview')).toEqual([]);
  });
});
