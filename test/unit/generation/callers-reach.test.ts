import { beforeAll, describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { synthesize } from '#shared/generation/synthesis/index';
import { warmValidator } from '#test/fixtures/generation';
import { addFunction, serviceBlockName } from '#test/fixtures/plans';
import { CALLER_REQUESTS } from '#test/fixtures/service-requests';
import {
  actions,
  generatedResources,
  ofType,
  type Resource,
  type Statement,
  statementsOf,
} from '#test/fixtures/template-policies';

beforeAll(() => warmValidator(), 180_000);

const roleStatements = (resources: Record<string, Resource>, fn: Resource) =>
  statementsOf(resources[(fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]]);
/** The function whose environment names a resource of `type`, with that variable's value. */
function callerOf(resources: Record<string, Resource>, type: string) {
  for (const fn of Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function')) {
    const variables = ((fn.Properties.Environment as { Variables?: Record<string, unknown> })?.Variables ??
      {}) as Record<string, { Ref?: string; 'Fn::GetAtt'?: [string, string] }>;
    for (const value of Object.values(variables)) {
      const target = value?.Ref ?? value?.['Fn::GetAtt']?.[0];
      if (target && resources[target]?.Type === type) return { fn, value };
    }
  }
  throw new Error(`no function is told of a ${type}`);
}

describe('what a function is given to reach the service it calls', () => {
  it('a load balancer: its DNS name to send requests to, and no AWS permission it could not use', async () => {
    const resources = await generatedResources(CALLER_REQUESTS.loadBalancer.prompt);
    const { fn, value } = callerOf(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(value['Fn::GetAtt']?.[1]).toBe('DNSName');
    const statements = roleStatements(resources, fn);
    expect(statements.flatMap(actions).filter((a) => a.startsWith('elasticloadbalancing:'))).toEqual([]);
    for (const s of statements) expect(actions(s).length).toBeGreaterThan(0);
  });

  it('an internal load balancer: its group lets the function in on the listener port', async () => {
    const resources = await generatedResources(CALLER_REQUESTS.internalLoadBalancer.prompt);
    const { fn } = callerOf(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer');
    const [[lbId, lb]] = ofType(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer') as [
      [string, Resource],
    ];
    expect(lb.Properties.Scheme).toBe('internal');
    const lbGroups = (lb.Properties.SecurityGroups as { Ref: string }[]).map((g) => g.Ref);
    const [, listener] = ofType(resources, 'AWS::ElasticLoadBalancingV2::Listener').find(
      ([, l]) => (l.Properties.LoadBalancerArn as { Ref: string }).Ref === lbId,
    ) as [string, Resource];
    const port = listener.Properties.Port;
    const fnGroups = (
      fn.Properties.VpcConfig as { SecurityGroupIds: { Ref: string }[] }
    ).SecurityGroupIds.map((g) => g.Ref);
    // every rule that lets something into the load balancer's groups, inline or on its own
    const rulesIn = [
      ...lbGroups.flatMap(
        (g) => (resources[g]?.Properties.SecurityGroupIngress as Record<string, unknown>[] | undefined) ?? [],
      ),
      ...ofType(resources, 'AWS::EC2::SecurityGroupIngress')
        .map(([, r]) => r.Properties)
        .filter((p) => lbGroups.includes((p.GroupId as { Ref: string }).Ref)),
    ];
    const fromFunction = rulesIn.filter((r) =>
      fnGroups.includes((r.SourceSecurityGroupId as { Ref?: string } | undefined)?.Ref ?? ''),
    );
    expect(fromFunction).toEqual([
      expect.objectContaining({ IpProtocol: 'tcp', FromPort: port, ToPort: port }),
    ]);
    // and the function's own group lets it open that port
    const egress = fnGroups.flatMap(
      (g) => resources[g]?.Properties.SecurityGroupEgress as { FromPort: number; ToPort: number }[],
    );
    expect(egress.some((e) => e.FromPort <= Number(port) && Number(port) <= e.ToPort)).toBe(true);
  });

  it('a fixed schedule: read and change it, passing only its own role, only to the scheduler', () => {
    // no brief wires a function to a fixed schedule yet: the plan says it, as the model planner may
    const prompt = 'An EventBridge Scheduler schedule runs a billing Lambda function every hour';
    const requirements = requirementsFromBrief({ prompt });
    const plan = planFromRequirements(requirements);
    const schedule = serviceBlockName(plan, 'eventbridge-scheduler');
    addFunction(plan, 'Admin', 'pauses the schedule', {
      from: 'Admin',
      to: schedule,
      reason: 'pauses and resumes the schedule',
    });
    const resources = (parseTemplate(synthesize(plan, requirements).text).body.Resources ?? {}) as Record<
      string,
      Resource
    >;
    const { fn, value } = callerOf(resources, 'AWS::Scheduler::Schedule');
    const main = value.Ref as string;
    const statements = roleStatements(resources, fn);
    const change = statements.find((s) => actions(s).includes('scheduler:UpdateSchedule'));
    expect(actions(change as Statement).sort()).toEqual([
      'scheduler:GetSchedule',
      'scheduler:UpdateSchedule',
    ]);
    expect(change?.Resource).toEqual({ 'Fn::GetAtt': [main, 'Arn'] });
    expect(statements.flatMap(actions)).not.toContain('scheduler:CreateSchedule');
    const pass = statements.find((s) => actions(s).includes('iam:PassRole'));
    expect(pass?.Condition?.StringEquals?.['iam:PassedToService']).toBe('scheduler.amazonaws.com');
    const scheduleRole = (resources[main]!.Properties.Target as { RoleArn: unknown }).RoleArn;
    expect(pass?.Resource).toEqual([scheduleRole]);
    expect(resources[(scheduleRole as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]]?.Type).toBe(
      'AWS::IAM::Role',
    );
  });
});
