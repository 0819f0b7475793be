import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { validityGate } from '#functions/lib/generation/architects';
import type { AgentModel } from '#functions/lib/ports/model';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { repairPlan } from '#functions/lib/simulators/offline-planner/repair';
import { connectionItems } from '#shared/generation/checklist/connections';
import { templateResources } from '#shared/generation/checklist/template-facts';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { synthesize } from '#shared/generation/synthesis/index';
import { warmValidator } from '#test/fixtures/generation';
import { runGeneration } from '#test/fixtures/generation-pipeline';

const BRIEF =
  'Jobs wait in an SQS queue and a Lambda function works through them, saving each result in a DynamoDB table.';

/** The brief through the offline reader, planner and synthesis. */
function design(brief = BRIEF) {
  const requirements = requirementsFromBrief({ prompt: brief });
  const plan = planFromRequirements(requirements);
  return { requirements, plan, built: synthesize(plan, requirements) };
}

/** The template with one role's inline policies taken away: whatever that role was granted no longer holds. */
function withoutPolicies(text: string, role: string): string {
  const body = JSON.parse(JSON.stringify(templateBody(text))) as {
    Resources: Record<string, { Properties?: Record<string, unknown> }>;
  };
  const props = body.Resources[role]?.Properties;
  if (!props) throw new Error(`${role} is not in the template`);
  props.Policies = [];
  return JSON.stringify(body);
}
const templateBody = (text: string) => {
  const resources = templateResources(text);
  return {
    AWSTemplateFormatVersion: '2010-09-09',
    Resources: Object.fromEntries(resources.map((r) => [r.id, { Type: r.type, Properties: r.props }])),
  };
};

beforeAll(warmValidator, 60_000);

describe('the validity gate checks every edge on both of its sides', () => {
  it('passes a design whose edges all hold, and refuses the same design once an edge loses its grant', () => {
    const { requirements, built } = design();
    const edges = built.edges ?? [];
    const write = edges.find((e) =>
      e.assertions.some((a) => a.kind === 'grants' && a.actions.includes('dynamodb:PutItem')),
    );
    if (!write) throw new Error('the design has no edge writing the table');
    const role = write.assertions.find((a) => a.kind === 'grants')?.role as string;
    const validator = { validator: getTemplateValidator() };
    const whole = JSON.stringify(templateBody(built.text));
    expect(validityGate(whole, validator, requirements.region, edges).ok).toBe(true);

    const gated = validityGate(withoutPolicies(built.text, role), validator, requirements.region, edges);
    expect(gated.ok).toBe(false);
    const errors = gated.ok ? [] : gated.errors;
    expect(errors.map((e) => e.path)).toContain(`Connections/${write.from}/${write.to}`);
    expect(errors.find((e) => e.path === `Connections/${write.from}/${write.to}`)?.message).toMatch(
      new RegExp(`not wired on both sides.*${role} may dynamodb:`),
    );
  });

  it("the offline architect's repair leaves the broken edge out and lists it as not built; the checklist says it is not met", () => {
    const { requirements, plan, built } = design();
    const edge = plan.connections?.[0];
    if (!edge) throw new Error('the design has no edge');
    const repaired = repairPlan(plan, [
      { severity: 'ERROR', path: `Connections/${edge.from}/${edge.to}`, message: 'Missing: a grant.' },
    ]);
    expect(repaired.connections).not.toContainEqual(edge);
    expect(repaired.not_built).toContainEqual(
      expect.objectContaining({
        phrase: `${edge.from} reaches ${edge.to}`,
        reason: expect.stringContaining('Missing: a grant.'),
      }),
    );
    const again = synthesize(repaired, requirements);
    const items = connectionItems(again.edges ?? [], templateResources(again.text));
    const left = items.find((i) => i.requirement === `${edge.from} reaches ${edge.to}`);
    expect(left?.status).toBe('not-met');
    expect(left?.detail).toMatch(/^Not built: /);
    // nothing half-built is left of it: fewer resources than the design that had the edge
    expect(again.resource_count).toBeLessThan(built.resource_count);
  });

  it("a broken edge is no stated setting's fault: its repair keeps every stated setting and blames no validator", () => {
    const { plan } = design(
      'Jobs wait in an SQS queue and a Lambda function on arm64 with Python 3.12 works through them, saving each result in a DynamoDB table.',
    );
    const edge = plan.connections?.[0];
    if (!edge) throw new Error('the design has no edge');
    expect(plan.stated_properties?.length).toBeGreaterThan(0);
    const repaired = repairPlan(plan, [
      {
        severity: 'ERROR',
        path: `Connections/${edge.from}/${edge.to}`,
        message: 'Nothing was built for it.',
      },
    ]);
    expect(repaired.stated_properties).toEqual(plan.stated_properties);
    expect(repaired.decisions.filter((d) => /validator refused/.test(d))).toEqual([]);
    expect(repaired.connections).not.toContainEqual(edge);
  });

  it('a schedule whose only edge is left out leaves with it: nothing is built that the validator refuses for want of a target', () => {
    const { requirements, plan } = design(
      'Every night at 2 am a Lambda function exports the orders table from DynamoDB to S3.',
    );
    const block = plan.blocks.find(
      (b) => b.kind === 'service' && b.options.service === 'eventbridge-scheduler',
    );
    const edge = plan.connections?.find((c) => c.from === block?.name);
    if (!block || !edge) throw new Error('the design has no schedule starting anything');
    const repaired = repairPlan(plan, [
      { severity: 'ERROR', path: `Connections/${edge.from}/${edge.to}`, message: 'Missing: a target.' },
    ]);
    expect(repaired.blocks.map((b) => b.name)).not.toContain(block.name);
    expect(repaired.not_built?.map((n) => n.phrase)).toContain(block.name);
    const again = synthesize(repaired, requirements);
    expect(templateResources(again.text).filter((r) => r.type === 'AWS::Scheduler::Schedule')).toEqual([]);
  });

  it('a design whose architect planned an edge nothing can carry is not shown complete with it: repaired, listed as not built, and the run ends valid', async () => {
    const base = offlinePlanner();
    // an architect that adds an edge to a block nothing builds, on its first answer only
    const model: AgentModel = {
      kind: base.kind,
      modelId: base.modelId,
      async ask(agent, input) {
        const answer = await base.ask(agent, input);
        if (agent !== 'lead-architect' || 'repair' in (input as object)) return answer;
        const plan = answer as ArchitecturePlan;
        const from = plan.connections?.[0]?.from ?? plan.blocks[0]?.name ?? 'Handler';
        return {
          ...plan,
          connections: [...(plan.connections ?? []), { from, to: 'Ghost', reason: 'test' }],
        } as typeof answer;
      },
    };
    const result = await runGeneration(
      { prompt: BRIEF },
      { model, validator: getTemplateValidator() },
      { tier: 'pro' },
    );
    expect(result.repairRounds).toBe(1);
    expect(result.validity.ok).toBe(true);
    expect(result.plan.connections?.some((c) => c.to === 'Ghost')).toBe(false);
    expect(result.plan.not_built?.some((n) => n.phrase.endsWith('reaches Ghost'))).toBe(true);
    const checklist = JSON.parse(result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}') as {
      items: { kind: string; requirement: string; status: string }[];
    };
    const ghost = checklist.items.find(
      (i) => i.kind === 'connection' && i.requirement.endsWith('reaches Ghost'),
    );
    expect(ghost?.status).toBe('not-met');
    // every edge still in the design holds
    expect(
      checklist.items
        .filter((i) => i.kind === 'connection' && !i.requirement.endsWith('Ghost'))
        .every((i) => i.status === 'met'),
    ).toBe(true);
  }, 60_000);
});
