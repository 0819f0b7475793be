import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
type State = { Type: string; Resource?: string; Parameters?: Record<string, unknown> };

/** The generated template's resources, its one state machine's states and its role's statements. */
async function workflowOf(brief: string) {
  const result = await generateOffline(brief);
  expect(result.validity.ok).toBe(true);
  for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  const resources = parseTemplate(result.security.template).body.Resources as Record<string, Resource>;
  const [machine] = Object.values(resources).filter((r) => r.Type === 'AWS::StepFunctions::StateMachine');
  const props = machine?.Properties as {
    DefinitionString: string;
    DefinitionSubstitutions: Record<string, unknown>;
    RoleArn: { 'Fn::GetAtt': [string, string] };
  };
  const role = resources[props.RoleArn['Fn::GetAtt'][0]] as Resource;
  const statements = (role.Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
  const allowing = (action: string) =>
    statements.filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes(action));
  const definition = JSON.parse(props.DefinitionString) as { States: Record<string, State> };
  return { resources, states: Object.values(definition.States), props, allowing };
}

describe('a state machine that runs a job waits for it with least privilege', () => {
  it('runs an ECS task on Fargate in the private subnets (runTask.sync), passing only the task roles', async () => {
    const { resources, states, props, allowing } = await workflowOf(
      'A Step Functions state machine runs a Fargate task on ECS for each batch of invoices.',
    );
    const run = states.find((s) => s.Resource === 'arn:aws:states:::ecs:runTask.sync');
    expect(run?.Type).toBe('Task');
    expect(run?.Parameters).toMatchObject({ LaunchType: 'FARGATE' });
    // every ${key} the state names is substituted with the template's own cluster, definition and network
    const subs = props.DefinitionSubstitutions;
    const keyOf = (value: unknown) => /^\$\{(\w+)\}$/.exec(String(value))?.[1] ?? '';
    const cluster = (subs[keyOf(run?.Parameters?.Cluster)] as { 'Fn::GetAtt': [string, 'Arn'] })[
      'Fn::GetAtt'
    ];
    expect(resources[cluster[0]]?.Type).toBe('AWS::ECS::Cluster');
    expect(cluster[1]).toBe('Arn');
    const taskDefinition = (subs[keyOf(run?.Parameters?.TaskDefinition)] as { Ref: string }).Ref;
    expect(resources[taskDefinition]?.Type).toBe('AWS::ECS::TaskDefinition');
    const network = (run?.Parameters?.NetworkConfiguration ?? {}) as {
      AwsvpcConfiguration: Record<string, unknown>;
    };
    expect(network.AwsvpcConfiguration.AssignPublicIp).toBe('DISABLED');
    expect((network.AwsvpcConfiguration.Subnets as string[]).map((s) => subs[keyOf(s)])).toEqual([
      { Ref: 'PrivateSubnet1' },
      { Ref: 'PrivateSubnet2' },
    ]);
    expect(
      resources[
        (subs[keyOf((network.AwsvpcConfiguration.SecurityGroups as string[])[0])] as { Ref: string }).Ref
      ]?.Type,
    ).toBe('AWS::EC2::SecurityGroup');
    expect(states.filter((s) => s.Type === 'Pass')).toEqual([]);

    expect(allowing('ecs:RunTask').map((s) => s.Resource)).toEqual([{ Ref: taskDefinition }]);
    const definition = resources[taskDefinition]?.Properties ?? {};
    const [pass, ...more] = allowing('iam:PassRole');
    expect(more).toEqual([]);
    expect(pass?.Resource).toEqual(
      expect.arrayContaining([definition.TaskRoleArn, definition.ExecutionRoleArn]),
    );
    expect(pass?.Resource).toHaveLength(2);
    expect(pass?.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'ecs-tasks.amazonaws.com' } });
    expect(JSON.stringify(allowing('ecs:DescribeTasks').map((s) => s.Resource))).toContain(':task/${');
    expect(JSON.stringify(allowing('events:PutRule').map((s) => s.Resource))).toContain(
      'rule/StepFunctionsGetEventsForECSTaskRule',
    );
    // a task started on demand is not also a load-balanced service running all day
    expect(Object.values(resources).some((r) => r.Type === 'AWS::ElasticLoadBalancingV2::LoadBalancer')).toBe(
      false,
    );
  }, 120_000);

  it('submits an AWS Batch job and waits for it (submitJob.sync)', async () => {
    const { resources, states, props, allowing } = await workflowOf(
      'A Step Functions state machine submits AWS Batch jobs on Fargate that render the monthly statements.',
    );
    const submit = states.find((s) => s.Resource === 'arn:aws:states:::batch:submitJob.sync');
    expect(submit?.Type).toBe('Task');
    const subs = props.DefinitionSubstitutions;
    const keyOf = (value: unknown) => /^\$\{(\w+)\}$/.exec(String(value))?.[1] ?? '';
    const queue = Object.keys(resources).find((id) => resources[id]?.Type === 'AWS::Batch::JobQueue');
    const definition = Object.keys(resources).find(
      (id) => resources[id]?.Type === 'AWS::Batch::JobDefinition',
    );
    expect(subs[keyOf(submit?.Parameters?.JobQueue)]).toEqual({ Ref: queue });
    expect(subs[keyOf(submit?.Parameters?.JobDefinition)]).toEqual({ Ref: definition });
    expect(allowing('batch:SubmitJob').map((s) => s.Resource)).toEqual([
      [{ Ref: queue }, { Ref: definition }],
    ]);
    expect(JSON.stringify(allowing('events:PutTargets').map((s) => s.Resource))).toContain(
      'rule/StepFunctionsGetEventsForBatchJobsRule',
    );
    expect(states.filter((s) => s.Type === 'Pass')).toEqual([]);
  }, 120_000);

  it('a nightly load of gigabytes runs as a Fargate task a workflow waits for, after the files arrive', async () => {
    const brief =
      'A nightly ETL: partners drop 5-20 GB of CSV files into S3 at 02:00; transform them and load them into a SQL database for reporting.';
    const result = await generateOffline(brief);
    // not a Lambda function on a timer: it would stop after 15 minutes
    expect(result.plan.blocks.map((b) => b.kind)).not.toContain('scheduled-job');
    const { resources, states, allowing } = await workflowOf(brief);
    expect(states.map((s) => s.Resource)).toContain('arn:aws:states:::ecs:runTask.sync');
    const [task] = Object.values(resources).filter((r) => r.Type === 'AWS::ECS::TaskDefinition');
    expect(Number(task?.Properties.Memory)).toBeGreaterThanOrEqual(8192);
    expect(allowing('ecs:RunTask')).toHaveLength(1);
    // the task reads the dropped files and writes the database
    const taskRole =
      (task?.Properties.TaskRoleArn as { 'Fn::GetAtt': [string, string] } | undefined)?.['Fn::GetAtt'][0] ??
      '';
    const granted = JSON.stringify(resources[taskRole]?.Properties.Policies);
    expect(granted).toContain('s3:GetObject');
    expect(granted).toContain('rds-db:connect');
    // the schedule starts the workflow, after the 02:00 drop
    const [schedule] = Object.values(resources).filter((r) => r.Type === 'AWS::Scheduler::Schedule');
    const [, minute, hour] = /^cron\((\d+) (\d+)/.exec(String(schedule?.Properties.ScheduleExpression)) ?? [];
    expect(Number(hour) * 60 + Number(minute)).toBeGreaterThanOrEqual(120);
    expect(JSON.stringify(schedule?.Properties.Target)).toContain('StateMachine');
    const checklist = JSON.parse(result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}') as {
      items: { kind: string; status: string }[];
    };
    expect(checklist.items.find((i) => i.kind === 'schedule')?.status).toBe('met');
  }, 120_000);
});
