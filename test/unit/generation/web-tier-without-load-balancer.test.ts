import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

type Resource = { Type: string; Properties: Record<string, unknown> };

/** A brief's design through every gate, and its resources of a type. */
async function designed(brief: string) {
  const result = await generateOffline(brief);
  expect(result.validity.ok, JSON.stringify(result.validity)).toBe(true);
  const resources = Object.values(
    parseTemplate(result.security.template).body.Resources as Record<string, Resource>,
  );
  return (type: string) => resources.filter((r) => r.Type === type).map((r) => r.Properties);
}

/** Whether the servers' launch template gives them a public address. */
function publicAddress(of: Awaited<ReturnType<typeof designed>>) {
  const [template] = of('AWS::EC2::LaunchTemplate') as { LaunchTemplateData: Record<string, unknown> }[];
  const nics = template?.LaunchTemplateData.NetworkInterfaces as
    | { AssociatePublicIpAddress: boolean }[]
    | undefined;
  return nics?.[0]?.AssociatePublicIpAddress;
}

describe('a web application whose brief refuses a load balancer', () => {
  it('is one server the group keeps alive, reached at its own address, with no load balancer', async () => {
    const of = await designed(
      'A small company website with a contact form and a MySQL database, no load balancer.',
    );
    expect(of('AWS::ElasticLoadBalancingV2::LoadBalancer')).toEqual([]);
    const [group] = of('AWS::AutoScaling::AutoScalingGroup');
    expect(group).toMatchObject({ MinSize: '1', MaxSize: '1', HealthCheckType: 'EC2' });
    expect(group).not.toHaveProperty('TargetGroupARNs');
    expect(publicAddress(of)).toBe(true);
    const opened = of('AWS::EC2::SecurityGroup').flatMap(
      (g) => (g.SecurityGroupIngress as { FromPort: number; CidrIp?: string }[] | undefined) ?? [],
    );
    expect(opened).toContainEqual(expect.objectContaining({ FromPort: 80, CidrIp: '0.0.0.0/0' }));
    // the database still admits the server
    expect(of('AWS::RDS::DBInstance')).toHaveLength(1);
  });

  it('stays in its network when the brief also keeps it off the internet', async () => {
    const of = await designed(
      'An internal web app for staff with a database, no public endpoints and no load balancer.',
    );
    expect(of('AWS::ElasticLoadBalancingV2::LoadBalancer')).toEqual([]);
    expect(publicAddress(of)).toBe(false);
  });
});
