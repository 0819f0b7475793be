import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { synthesize } from '#shared/generation/synthesis/index';
import { serviceBlockName } from '#test/fixtures/plans';

describe('a design never triggers a function with what that function writes', () => {
  it("keeps the function's write to its table and builds no stream trigger from the table back into it", () => {
    const requirements = requirementsFromBrief({
      prompt: 'Orders arrive on an SQS queue and a Lambda function writes each one to a DynamoDB table.',
    });
    const plan = planFromRequirements(requirements);
    const fn = serviceBlockName(plan, 'lambda');
    const table = plan.blocks.find(
      (b) => b.kind === 'key-value-table' || (b.kind === 'service' && b.options.service === 'dynamodb'),
    )?.name;
    if (!table) throw new Error('the plan builds no table');
    expect(plan.connections?.some((c) => c.from === fn && c.to === table)).toBe(true);
    // a planner that also wires the table's stream back into the same function
    plan.connections = [
      ...(plan.connections ?? []),
      { from: table, to: fn, reason: 'changes are processed' },
    ];
    const resources = templateResources(synthesize(plan, requirements).text);
    const mappings = resources.filter((r) => r.type === 'AWS::Lambda::EventSourceMapping');
    expect(JSON.stringify(mappings)).not.toMatch(/StreamArn/);
    const policies = JSON.stringify(
      resources.filter((r) => r.type === 'AWS::IAM::Role' || r.type === 'AWS::IAM::Policy'),
    );
    expect(policies).toMatch(/dynamodb:PutItem/);
  });
});
