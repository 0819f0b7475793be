import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** A brief's network ACL entries (action, direction, protocol, ports, range) and the subnets its ACLs are associated with. */
function aclOf(brief: string) {
  const { resources } = designOfBrief(brief);
  return {
    acls: resources.filter((r) => r.type === 'AWS::EC2::NetworkAcl').length,
    entries: resources
      .filter((r) => r.type === 'AWS::EC2::NetworkAclEntry')
      .map((r) => ({
        action: r.props.RuleAction,
        egress: r.props.Egress === true,
        protocol: r.props.Protocol,
        ports: r.props.PortRange as { From: number; To: number } | undefined,
        cidr: r.props.CidrBlock,
      })),
    subnets: resources
      .filter((r) => r.type === 'AWS::EC2::SubnetNetworkAclAssociation')
      .map((r) => (r.props.SubnetId as { Ref: string }).Ref),
  };
}

describe('a network ACL the brief speaks of is built with the rules it states, on the subnets it names', () => {
  it('a denied port, on the public subnets only', () => {
    const { acls, entries, subnets } = aclOf(
      'A VPC with a public subnet and a network ACL that denies inbound port 23, associated with the public subnet.',
    );
    expect(acls).toBe(1);
    expect(entries).toContainEqual({
      action: 'deny',
      egress: false,
      protocol: 6,
      ports: { From: 23, To: 23 },
      cidr: '0.0.0.0/0',
    });
    // what is not denied still flows, as through the default ACL
    expect(entries).toContainEqual(expect.objectContaining({ action: 'allow', egress: false, protocol: -1 }));
    expect(subnets.length).toBeGreaterThan(0);
    expect(subnets.every((s) => /^PublicSubnet/.test(s))).toBe(true);
  });

  it('rules by protocol name and direction, on every subnet when none is named', () => {
    const { entries, subnets } = aclOf(
      'Create a VPC. Add a network ACL with an inbound rule allowing HTTP and HTTPS, and an outbound rule allowing all traffic.',
    );
    for (const port of [80, 443])
      expect(entries).toContainEqual(
        expect.objectContaining({
          action: 'allow',
          egress: false,
          protocol: 6,
          ports: { From: port, To: port },
        }),
      );
    expect(entries).toContainEqual(expect.objectContaining({ action: 'allow', egress: true, protocol: -1 }));
    expect(subnets.some((s) => /^PublicSubnet/.test(s))).toBe(true);
    expect(subnets.some((s) => /^PrivateSubnet/.test(s))).toBe(true);
  });

  it('a blocked protocol from a stated range, on the private subnets', () => {
    const { entries, subnets } = aclOf(
      'Set up a NACL for the private subnets that blocks SSH from 198.51.100.0/24.',
    );
    expect(entries).toContainEqual({
      action: 'deny',
      egress: false,
      protocol: 6,
      ports: { From: 22, To: 22 },
      cidr: '198.51.100.0/24',
    });
    expect(subnets.length).toBeGreaterThan(0);
    expect(subnets.every((s) => /^PrivateSubnet/.test(s))).toBe(true);
  });

  it('in Arabic: a network ACL that refuses a port', () => {
    const { entries } = aclOf('شبكة VPC فيها قائمة تحكم بالوصول للشبكة تمنع المنفذ 3389 من الإنترنت');
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'deny', egress: false, ports: { From: 3389, To: 3389 } }),
    );
  });

  it('a security group rule is no network ACL', () => {
    expect(aclOf('An EC2 instance whose security group allows SSH from 10.0.0.0/8.').acls).toBe(0);
  });
});
