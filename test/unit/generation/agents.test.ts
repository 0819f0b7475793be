import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import type { AgentModel } from '#functions/lib/ports/model';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { costAgent } from '#shared/generation/agents/cost';
import type { ModelAgent, ModelCalls } from '#shared/generation/agents/model-calls';
import { securityAgent } from '#shared/generation/agents/security';
import type { ArchitecturePlan, ExtraResource } from '#shared/generation/plan';
import { synthesize } from '#shared/generation/synthesis/index';
import { warmValidator } from '#test/fixtures/generation';
import { GenerationError, runGeneration } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

const extra = (logical_id: string, type: string, properties: Record<string, unknown>): ExtraResource => ({
  logical_id,
  type,
  properties,
  reason: 'added by the architect',
});

/** A model that reads briefs like the offline planner but answers the lead architect with `plans` in turn. */
function scriptedModel(
  plans: ArchitecturePlan[],
): AgentModel & { leadCalls: ModelCalls['lead-architect']['input'][] } {
  const leadCalls: ModelCalls['lead-architect']['input'][] = [];
  return {
    kind: 'bedrock',
    modelId: 'scripted',
    leadCalls,
    async ask<A extends ModelAgent>(agent: A, input: ModelCalls[A]['input']) {
      if (agent === 'chief-architect')
        return requirementsFromBrief(input as never) as ModelCalls[A]['output'];
      leadCalls.push(input as ModelCalls['lead-architect']['input']);
      return plans[Math.min(leadCalls.length - 1, plans.length - 1)] as ModelCalls[A]['output'];
    },
  };
}

describe('security agent', () => {
  it('applies the engine fixes to what the architect added and names what remains and why', () => {
    const req = requirementsFromBrief({ prompt: 'an api' });
    const plan = {
      ...planFromRequirements(req),
      extra_resources: [extra('Uploads', 'AWS::S3::Bucket', {}), extra('Notify', 'AWS::SNS::Topic', {})],
    };
    const review = securityAgent(synthesize(plan, req).text, req);
    expect(review.fixes_applied.map((f) => `${f.rule_id}:${f.resource}`)).toEqual(
      expect.arrayContaining(['s3-bucket-encryption:Uploads', 'sns-encrypted:Notify']),
    );
    for (const f of req.frameworks) expect(review.scores[f]).toBeGreaterThan(review.scores_before[f] ?? 100);
    expect(review.template).toContain('Uploads:');
    expect(review.template).not.toBe(synthesize(plan, req).text);
    const logging = review.remaining.find(
      (r) => r.rule_id === 's3-bucket-access-logging' && r.resource === 'Uploads',
    );
    expect(logging?.why).toMatch(/LoggingConfiguration/);
    expect(review.summary).toContain('automatic fix');
  });

  it('rejects a design with a critical finding it may not fix', () => {
    const req = requirementsFromBrief({ prompt: 'an api' });
    const plan = {
      ...planFromRequirements(req),
      extra_resources: [
        extra('Admin', 'AWS::EC2::SecurityGroup', {
          GroupDescription: 'admin',
          SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, CidrIp: '0.0.0.0/0' }],
        }),
      ],
    };
    const review = securityAgent(synthesize(plan, req).text, req);
    expect(review.verdict).toBe('rejected');
    expect(review.remaining.some((r) => r.resource === 'Admin' && r.severity === 'critical')).toBe(true);
  });
});

describe('cost agent', () => {
  it('prices per resource and in total and gives advice naming the resources', () => {
    const req = requirementsFromBrief({ prompt: 'staging web app with postgres, budget $50 a month' });
    const plan = planFromRequirements(req);
    const withX86 = {
      ...plan,
      blocks: plan.blocks.map((b) =>
        b.kind === 'relational-database'
          ? { ...b, options: { ...b.options, instance_class: 'db.m5.large', multi_az: true } }
          : b,
      ),
    };
    const review = costAgent(synthesize(withX86, req).text, req);
    expect(review.total.max).toBeGreaterThan(review.total.min);
    const db = review.resources.find((r) => r.logical_id === 'DatabaseInstance');
    expect(db?.monthly.min).toBeGreaterThan(0);
    const titles = review.advice.map((a) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Move to Graviton (arm64)', 'Single-AZ outside production']),
    );
    expect(titles[0]).toBe('Over the $50 monthly budget');
    // amounts read as money, never as a raw floating-point sum
    expect(review.advice[0]?.detail).toMatch(/costs about \$[\d,]+(\.\d\d)? a month/);
    expect(review.advice[0]?.detail).not.toMatch(/\d\.\d{3,}/);
    expect(review.within_budget).toBe(false);
    const graviton = review.advice.find((a) => a.title.startsWith('Move to Graviton'));
    expect(graviton?.resources).toContain('DatabaseInstance');
    expect(graviton?.saving_usd).toBeGreaterThan(0);
  });

  it('shows us-east-1 prices, and says so, where the price list has none for the region', () => {
    const req = requirementsFromBrief({ prompt: 'a web app in Tokyo' });
    const review = costAgent(synthesize(planFromRequirements(req), req).text, req);
    expect(review.region).toBe('ap-northeast-1');
    expect(review.total.min).toBeGreaterThan(0);
    expect(review.assumptions[0]).toContain('us-east-1 prices are shown instead');
  });
});

describe('validity gate repair loop', () => {
  const req = requirementsFromBrief({ prompt: 'an api' });
  const good = planFromRequirements(req);
  const broken = {
    ...good,
    extra_resources: [extra('Topic', 'AWS::SNS::Topic', { DisplayName: ['not', 'a', 'string'] })],
  };

  it('sends the validator errors back to the lead architect and finishes with the repaired plan', async () => {
    const model = scriptedModel([broken, good]);
    const result = await runGeneration(
      { prompt: 'an api' },
      { model, validator: getTemplateValidator() },
      { tier: 'starter' },
    );
    expect(result.repairRounds).toBe(1);
    expect(model.leadCalls[1]?.repair?.diagnostics.some((d) => d.path?.startsWith('Resources/Topic'))).toBe(
      true,
    );
    expect(result.synthesized.text).not.toMatch(/^ {2}Topic:/m);
    expect(synthesize(broken, req).text).toMatch(/^ {2}Topic:/m);
  }, 120_000);

  it('fails clearly after two repair rounds when the building blocks cannot be built', async () => {
    // (a raw resource the model cannot mend is dropped instead: raw-resources.test.ts)
    const unbuildable = { ...good, blocks: [...good.blocks, ...good.blocks.slice(0, 1)] };
    const model = scriptedModel([unbuildable]);
    const failure = await runGeneration(
      { prompt: 'an api' },
      { model, validator: getTemplateValidator() },
      { tier: 'starter' },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GenerationError);
    expect((failure as GenerationError).stage).toBe('validity');
    expect((failure as GenerationError).message).toMatch(/after 2 repair rounds: Two blocks are named/);
    expect(model.leadCalls).toHaveLength(3);
  }, 120_000);
});
