import { beforeAll, describe, expect, it } from 'vitest';
import { generateOffline, warmValidator } from '#test/fixtures/generation';
import { viewOf } from '#test/fixtures/studio-requests';

beforeAll(() => warmValidator(), 180_000);

const resourcesOf = (result: Awaited<ReturnType<typeof generateOffline>>) =>
  viewOf(result.security.template).resources;

/** Briefs a fuzzer composed that once failed the whole run: each is designed, and says what it could not do. */
describe('odd briefs end in a design, never a failed run', () => {
  it('keeps a decision that quotes a long validator message within the plan schema', async () => {
    // the repair round quotes AWS's validator, whose messages run past a decision's 400 characters
    const result = await generateOffline('aurora serverless behind RDS mysql db.t3.micro');
    expect(result.plan.decisions.every((d) => d.length <= 400)).toBe(true);
  }, 120_000);

  it('gives a load balancer one kind of target when a server and a function both stand behind it', async () => {
    const result = await generateOffline('SFTP server then موازن أحمال');
    const groups = resourcesOf(result).filter((r) => r.type === 'AWS::ElasticLoadBalancingV2::TargetGroup');
    for (const group of groups) {
      const type = group.props.TargetType;
      // an instance target group needs its port; a function's has none
      if (type === 'instance') expect(group.props.Port).toEqual(expect.any(Number));
      else expect(type).toBe('lambda');
    }
    expect(groups.length).toBeGreaterThan(0);
  }, 120_000);

  it('gives a stated instance class AWS does not offer back to the default, and says so', async () => {
    // r6g stops at 16xlarge: the validator refuses the class on the database instance
    const result = await generateOffline('A PostgreSQL database on a db.r6g.24xlarge instance');
    const database = resourcesOf(result).find((r) => r.type === 'AWS::RDS::DBInstance');
    expect(database?.props.DBInstanceClass).not.toBe('db.r6g.24xlarge');
    expect(result.plan.decisions.some((d) => d.includes('db.r6g.24xlarge'))).toBe(true);
  }, 120_000);

  it('reads a budget of nothing as the cheapest design, with an assumption saying so', async () => {
    const result = await generateOffline(
      'A secret in Secrets Manager and a MySQL database, budget 0 USD a month',
    );
    expect(result.requirements.budget.priority).toBe('lowest-cost');
    expect(result.requirements.assumptions.some((a) => a.includes('0 USD'))).toBe(true);
  }, 120_000);

  it('starts a CodeBuild project from a schedule, and reads no build event from "a project that builds"', async () => {
    const result = await generateOffline(
      'Every night at 2 am UTC an EventBridge schedule kicks off our CodeBuild project, which builds the mobile app',
    );
    const resources = resourcesOf(result);
    const targets = resources
      .filter((r) => r.type === 'AWS::Scheduler::Schedule')
      .map((r) => JSON.stringify(r.props.Target ?? {}));
    expect(targets.some((t) => t.includes('codebuild:startBuild'))).toBe(true);
    const patterns = resources
      .filter((r) => r.type === 'AWS::Events::Rule')
      .map((r) => JSON.stringify(r.props.EventPattern ?? {}));
    expect(patterns.some((p) => p.includes('aws.codebuild'))).toBe(false);
  }, 120_000);
});
