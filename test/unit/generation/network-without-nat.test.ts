import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { connectionItems } from '#shared/generation/checklist/connections';
import { templateResources } from '#shared/generation/checklist/template-facts';
import type { ArchitecturePlan } from '#shared/generation/plan';
import { synthesize } from '#shared/generation/synthesis/index';
import { wiringErrors } from '#shared/generation/wiring-gate';
import { warmValidator } from '#test/fixtures/generation';

/** The brief's design with its network's NAT gateways as given (the reader's part is to read "no NAT" into the plan). */
function designWithNat(brief: string, nat: 'none' | 'one') {
  const requirements = requirementsFromBrief({ prompt: brief });
  const planned = planFromRequirements(requirements);
  const plan: ArchitecturePlan = {
    ...planned,
    blocks: planned.blocks.map((b) =>
      b.kind === 'network' ? { ...b, options: { ...b.options, nat_gateways: nat } } : b,
    ),
  };
  const built = synthesize(plan, requirements);
  return { built, resources: templateResources(built.text), edges: built.edges ?? [] };
}

const BRIEF =
  'A Lambda function reads a PostgreSQL database on RDS and sends each order to an SQS queue, then publishes to an SNS topic.';
const endpointNames = (resources: ReturnType<typeof templateResources>) =>
  resources
    .filter((r) => r.type === 'AWS::EC2::VPCEndpoint')
    .map((r) => JSON.stringify(r.props.ServiceName).match(/\}\.([a-z0-9.-]+)"/)?.[1]);

beforeAll(warmValidator, 60_000);

describe('a network without a NAT gateway', () => {
  it('builds none, and gives the private subnets an interface endpoint for each API its compute calls', () => {
    const { resources, edges, built } = designWithNat(BRIEF, 'none');
    expect(resources.filter((r) => r.type === 'AWS::EC2::NatGateway')).toEqual([]);
    expect(endpointNames(resources)).toEqual(expect.arrayContaining(['sqs', 'sns', 's3', 'dynamodb']));
    const interfaces = resources.filter((r) => r.props.VpcEndpointType === 'Interface');
    for (const endpoint of interfaces) expect(endpoint.props.PrivateDnsEnabled).toBe(true);
    // every edge still works: the callers reach the queue and the topic through their endpoints
    expect(connectionItems(edges, resources).filter((i) => i.status !== 'met')).toEqual([]);
    expect(
      getTemplateValidator()
        .validate(built.text)
        .filter((d) => d.severity === 'ERROR'),
    ).toEqual([]);
  });

  it('with a NAT gateway, no interface endpoints are added', () => {
    const { resources } = designWithNat(BRIEF, 'one');
    expect(resources.filter((r) => r.type === 'AWS::EC2::NatGateway').length).toBe(1);
    expect(resources.filter((r) => r.props.VpcEndpointType === 'Interface')).toEqual([]);
  });

  it('a service with no endpoint the design makes has no path: the wiring check names the edge', () => {
    const { built } = designWithNat(
      'A Lambda function reads a PostgreSQL database on RDS and e-mails a receipt through Amazon SES.',
      'none',
    );
    const errors = wiringErrors(built.edges ?? [], built.text);
    expect(errors.map((e) => e.path)).toContainEqual(expect.stringMatching(/^Connections\/\w+\/\w+$/));
    expect(errors.map((e) => e.message).join(' ')).toMatch(/NatGateway/);
  });
});
