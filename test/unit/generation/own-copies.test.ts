import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { connectionItems } from '#shared/generation/checklist/connections';
import { templateResources } from '#shared/generation/checklist/template-facts';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { synthesize } from '#shared/generation/synthesis/index';
import { resourcesOfBrief, warmValidator } from '#test/fixtures/generation';

const BRIEF = 'Three SQS queues, each worked through by a Lambda function.';

/** The brief's design, its queue-to-function edge marked (or not) as each queue having its own function. */
function design(each: boolean) {
  const requirements = requirementsFromBrief({ prompt: BRIEF });
  const planned = planFromRequirements(requirements);
  const plan: ArchitecturePlan = {
    ...planned,
    connections: (planned.connections ?? []).map((c) => ({ ...c, ...(each ? { each: true } : {}) })),
  };
  const built = synthesize(plan, requirements);
  return { plan, built, resources: templateResources(built.text) };
}

const ref = (value: unknown) => JSON.stringify(value).match(/"(?:Ref|Fn::GetAtt)":\[?"(\w+)"/)?.[1];

beforeAll(warmValidator, 60_000);

describe('each queue with its own worker', () => {
  it('N queues get N functions and N triggers, queue i starting function i alone', () => {
    const { plan, resources } = design(true);
    const queues = plan.blocks.find((b) => b.kind === 'service' && b.options.service === 'sqs');
    const count = queues?.kind === 'service' ? queues.options.count : 0;
    expect(count).toBe(3);
    const functions = resources.filter((r) => r.type === 'AWS::Lambda::Function');
    const mappings = resources.filter((r) => r.type === 'AWS::Lambda::EventSourceMapping');
    expect(functions.length).toBeGreaterThanOrEqual(count);
    expect(mappings.length).toBe(count);
    const pairs = mappings.map((m) => [ref(m.props.EventSourceArn), ref(m.props.FunctionName)]);
    expect(new Set(pairs.map(([queue]) => queue)).size).toBe(count);
    expect(new Set(pairs.map(([, fn]) => fn)).size).toBe(count);
  });

  it('every pair is wired on both sides, and the design is valid', () => {
    const { built, resources } = design(true);
    const items = connectionItems(built.edges ?? [], resources);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.status !== 'met')).toEqual([]);
    expect(
      getTemplateValidator()
        .validate(built.text)
        .filter((d) => d.severity === 'ERROR'),
    ).toEqual([]);
  });

  it('read from the brief ("each queue has its own worker function"): each function polls its own queue alone', () => {
    const resources = resourcesOfBrief('Three SQS queues, each queue has its own worker function.');
    const mappings = resources.filter((r) => r.type === 'AWS::Lambda::EventSourceMapping');
    const functions = resources.filter((r) => r.type === 'AWS::Lambda::Function');
    expect(functions.length).toBe(3);
    expect(mappings.length).toBe(3);
    expect(new Set(mappings.map((m) => ref(m.props.EventSourceArn))).size).toBe(3);
    expect(new Set(mappings.map((m) => ref(m.props.FunctionName))).size).toBe(3);
  });

  it('without `each`, the queues share the one function, as before', () => {
    const { resources } = design(false);
    const fns = new Set(
      resources
        .filter((r) => r.type === 'AWS::Lambda::EventSourceMapping')
        .map((m) => ref(m.props.FunctionName)),
    );
    expect(fns.size).toBe(1);
  });
});
