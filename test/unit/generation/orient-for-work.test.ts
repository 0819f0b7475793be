import { describe, expect, it } from 'vitest';
import { chiefArchitect, leadArchitect } from '#functions/lib/generation/architects';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { connectionItems } from '#shared/generation/checklist/connections';
import { templateResources } from '#shared/generation/checklist/template-facts';
import type { GenerationRequest } from '#shared/generation/request';
import { synthesize } from '#shared/generation/synthesis/index';

const ports = { model: offlinePlanner() };

/** A brief through the chief and lead architects (the lead makes the plan work) to synthesis. */
async function built(prompt: string) {
  const { questions: _, ...requirements } = await chiefArchitect({ prompt } as GenerationRequest, ports);
  const plan = await leadArchitect(requirements, ports);
  const synthesized = synthesize(plan, requirements);
  const resources = templateResources(synthesized.text);
  return {
    plan,
    text: synthesized.text,
    resources,
    items: connectionItems(synthesized.edges ?? [], resources),
  };
}

const ofType = (resources: ReturnType<typeof templateResources>, type: string) =>
  resources.filter((r) => r.type === type);

describe('a plan is made to work before it is built', () => {
  it('a schedule named beside a function starts it, with a target and the role it delivers with', async () => {
    const { plan, resources, items } = await built(
      'Meter readings come in on a Kinesis stream; a Lambda function sums them and saves hourly totals to a DynamoDB table.',
    );
    const schedules = ofType(resources, 'AWS::Scheduler::Schedule');
    expect(schedules.length).toBeGreaterThan(0);
    for (const schedule of schedules) expect(schedule.props.Target).toBeDefined();
    const ids = new Set(resources.map((r) => r.id));
    // every role a grant names is one the template builds
    const named = JSON.stringify(resources).matchAll(/"Fn::GetAtt":\["([A-Za-z0-9]+)"/g);
    for (const [, id] of named) expect(ids.has(id as string), id).toBe(true);
    const scheduleName = plan.blocks.find(
      (b) => b.kind === 'service' && b.options.service === 'eventbridge-scheduler',
    )?.name;
    expect(plan.connections?.some((c) => c.from === scheduleName)).toBe(true);
    expect(items.filter((i) => i.status !== 'met')).toEqual([]);
  });

  it('containers whose work is a queue may consume it, are told where it is and scale on its backlog', async () => {
    const { resources, items, text } = await built(
      'Label-printing containers on ECS Fargate pull their jobs off an SQS queue; more tasks when the queue grows.',
    );
    const taskRole = ofType(resources, 'AWS::IAM::Role').find((r) => /TaskRole$/.test(r.id));
    expect(JSON.stringify(taskRole?.props)).toContain('sqs:ReceiveMessage');
    expect(JSON.stringify(taskRole?.props)).toContain('sqs:DeleteMessage');
    const backlog = ofType(resources, 'AWS::ApplicationAutoScaling::ScalingPolicy').filter((p) =>
      JSON.stringify(p.props).includes('ApproximateNumberOfMessagesVisible'),
    );
    expect(backlog).toHaveLength(1);
    expect(text).toMatch(/_SQS/);
    const toApp = items.filter((i) => i.kind === 'connection');
    expect(toApp.length).toBeGreaterThan(0);
    expect(toApp.filter((i) => i.status !== 'met')).toEqual([]);
  });

  it('work that runs for hours is a Fargate task a workflow waits for, not a function, and the design says so', async () => {
    const { plan, resources, items } = await built(
      'Each night a job rebuilds the recommendation model from the orders in S3; a run takes about three hours.',
    );
    expect(ofType(resources, 'AWS::Lambda::Function').filter((f) => Number(f.props.Timeout) > 900)).toEqual(
      [],
    );
    expect(ofType(resources, 'AWS::ECS::TaskDefinition').length).toBeGreaterThan(0);
    expect(ofType(resources, 'AWS::StepFunctions::StateMachine').length).toBeGreaterThan(0);
    expect(plan.decisions.join(' ')).toMatch(/Fargate task/);
    expect(items.filter((i) => i.status !== 'met')).toEqual([]);
  });

  it('a queue worker whose jobs take hours keeps its queue, which starts the workflow', async () => {
    const { resources, items } = await built(
      'Customers queue large video files for transcoding; each transcode runs for several hours.',
    );
    expect(ofType(resources, 'AWS::Lambda::Function').filter((f) => Number(f.props.Timeout) > 900)).toEqual(
      [],
    );
    expect(ofType(resources, 'AWS::SQS::Queue').length).toBeGreaterThan(0);
    expect(ofType(resources, 'AWS::ECS::TaskDefinition').length).toBeGreaterThan(0);
    expect(items.filter((i) => i.status !== 'met')).toEqual([]);
  });

  it('a short job stays a function', async () => {
    const { resources } = await built(
      'Every night a Lambda function deletes expired sessions from a DynamoDB table.',
    );
    expect(ofType(resources, 'AWS::Lambda::Function').length).toBeGreaterThan(0);
    expect(ofType(resources, 'AWS::ECS::TaskDefinition')).toEqual([]);
  });
});

describe('queue alerts by e-mail', () => {
  it('alarm on the oldest message past the stated age, and mail an address asked for at deployment when none is given', async () => {
    const { resources, text } = await built(
      'Refund requests wait in an SQS queue for a Lambda worker; email us when a message has been waiting longer than 15 minutes.',
    );
    const age = ofType(resources, 'AWS::CloudWatch::Alarm').find(
      (a) => a.props.MetricName === 'ApproximateAgeOfOldestMessage',
    );
    expect(age?.props.Threshold).toBe(900);
    expect(age?.props.AlarmActions).toBeDefined();
    const mail = ofType(resources, 'AWS::SNS::Subscription').find((s) => s.props.Protocol === 'email');
    expect(mail).toBeDefined();
    expect(text).toMatch(/AlertEmail:/);
  });
});
