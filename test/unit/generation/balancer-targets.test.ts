import { beforeAll, describe, expect, it } from 'vitest';
import { connectionItems } from '#shared/generation/checklist/connections';
import type { TemplateResource } from '#shared/generation/checklist/template-facts';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';

const BRIEF = 'An application load balancer in front of two t3.small EC2 instances for our booking site.';

const refs = (value: unknown) => JSON.stringify(value ?? null);

beforeAll(warmValidator, 60_000);

describe('a load balancer in front of instances built on their own', () => {
  it('registers each instance in its target group and lets its own group in on the targets port', () => {
    const { resources } = designOfBrief(BRIEF);
    const instances = resources.filter((r) => r.type === 'AWS::EC2::Instance');
    expect(instances.length).toBe(2);
    const groups = resources.filter((r) => r.type === 'AWS::ElasticLoadBalancingV2::TargetGroup');
    const forwarded = groups.find((g) => instances.every((i) => refs(g.props.Targets).includes(i.id)));
    expect(forwarded?.props.TargetType).toBe('instance');
    const port = forwarded?.props.Port;
    for (const instance of instances) {
      const own =
        instance.props.SecurityGroupIds ??
        (instance.props.NetworkInterfaces as { GroupSet: unknown }[] | undefined)?.[0]?.GroupSet;
      expect(own).toBeDefined();
      const rule = resources.find(
        (r) =>
          r.type === 'AWS::EC2::SecurityGroupIngress' &&
          refs(own).includes(refs(r.props.GroupId)) &&
          refs(r.props.SourceSecurityGroupId).includes('LoadBalancerSecurityGroup') &&
          r.props.FromPort === port,
      );
      expect(rule, `${instance.id} admits the load balancer on ${port}`).toBeDefined();
    }
  });

  it('the wiring check holds on the design and fails on one whose targets are not registered', () => {
    const { edges, resources } = designOfBrief(BRIEF);
    const edge = edges.filter((e) => /Balancer/.test(e.from) && /Server/.test(e.to));
    expect(edge.length).toBe(1);
    expect(connectionItems(edge, resources).map((i) => i.status)).toEqual(['met']);
    const unregistered: TemplateResource[] = resources.map((r) =>
      r.type === 'AWS::ElasticLoadBalancingV2::TargetGroup'
        ? { ...r, props: { ...r.props, Targets: undefined } }
        : r,
    );
    expect(connectionItems(edge, unregistered).map((i) => i.status)).toEqual(['not-met']);
    const closed = resources.filter((r) => r.type !== 'AWS::EC2::SecurityGroupIngress');
    expect(connectionItems(edge, closed).map((i) => i.status)).toEqual(['not-met']);
  });

  it('the design stays valid and scored', async () => {
    const result = await generateOffline(BRIEF);
    expect(result.validity.ok).toBe(true);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
  }, 60_000);
});
