import { describe, expect, it } from 'vitest';
import { badgeFor, templateToGraph, typeLabel } from '#shared/diagram/index';
import { templateBody } from '#test/fixtures/compliance';
import { webApplicationTemplate } from '#test/fixtures/diagram';

const graphOf = (resources: Record<string, unknown>) =>
  templateToGraph(JSON.stringify(templateBody(resources)));
const boxOf = (graph: ReturnType<typeof templateToGraph>, id: string) =>
  graph.resources.find((r) => r.id === id)?.shownIn;

describe('the default diagram of a 59-resource web application', () => {
  const text = webApplicationTemplate();
  const graph = templateToGraph(text);
  const everything = templateToGraph(text, { expand: 'all' });

  it('draws at most 20 boxes, where every resource is a box of its own when everything is shown', () => {
    expect(graph.resources).toHaveLength(59);
    expect(everything.nodes.length + everything.containers.length).toBeGreaterThanOrEqual(59);
    expect(graph.nodes.length + graph.containers.length).toBeLessThanOrEqual(20);
  });

  it('folds glue into its owner and lists it there', () => {
    const node = (id: string) => graph.nodes.find((n) => n.id === id);
    expect(node('WebLoadBalancer')?.members).toEqual([
      'WebLoadBalancerSecurityGroup',
      'WebTargetGroup',
      'WebHttpsListener',
      'WebHttpRedirectListener',
    ]);
    // role -> instance profile -> launch template -> Auto Scaling group
    expect(node('WebAutoScalingGroup')?.members).toEqual(
      expect.arrayContaining(['WebInstanceRole', 'WebInstanceProfile', 'WebLaunchTemplate', 'WebCpuScaling']),
    );
    expect(node('DatabaseInstance')?.members).toEqual([
      'DatabaseSubnetGroup',
      'DatabaseSecurityGroup',
      'DatabaseSecurityGroupFromWebTarget',
      'DatabasePostgresqlLogs',
    ]);
    expect(node('NatGateway1')?.members).toEqual(['NatAddress1']);
    expect(node('BackupVault')?.members).toEqual(['BackupPlan', 'BackupRole', 'BackupSelection']);
    expect(boxOf(graph, 'FilesBucketPolicy')).toBe('FilesBucket');
    // every resource is shown somewhere: as a box, or in the box it folds into
    const shown = new Set([...graph.nodes, ...graph.containers].map((b) => b.id));
    for (const r of graph.resources) expect(shown.has(r.shownIn), r.id).toBe(true);
  });

  it('folds route tables, their routes and endpoints into the tier or VPC around them', () => {
    const tier = graph.containers.find((c) => c.id === 'tier:Vpc:private');
    expect(tier?.members).toEqual(
      expect.arrayContaining(['PrivateRouteTable1', 'PrivateRouteTable1DefaultRoute']),
    );
    expect(boxOf(graph, 'PublicDefaultRoute')).toBe('tier:Vpc:public');
    expect(boxOf(graph, 'S3Endpoint')).toBe('Vpc');
    expect(boxOf(graph, 'FlowLogRole')).toBe('Vpc');
  });

  it('keeps a resource several boxes use as a box of its own', () => {
    expect(graph.nodes.map((n) => n.id)).toContain('DataKey');
    expect(graph.edges.filter((e) => e.target === 'DataKey').length).toBeGreaterThan(3);
  });

  it('tells tiers from the routes: internet gateway public, NAT private', () => {
    const tiers = graph.containers.filter((c) => c.kind === 'tier').map((c) => [c.label, c.subnets?.length]);
    expect(tiers).toEqual([
      ['Public subnets', 2],
      ['Private subnets', 2],
    ]);
    expect(graph.nodes.find((n) => n.id === 'WebLoadBalancer')?.parent).toBe('tier:Vpc:public');
    expect(graph.nodes.find((n) => n.id === 'WebAutoScalingGroup')?.parent).toBe('tier:Vpc:private');
    expect(graph.nodes.find((n) => n.id === 'NatGateway2')?.parent).toBe('PublicSubnet2');
  });

  it('draws the references of folded resources between their boxes', () => {
    const edges = graph.edges.map((e) => e.id);
    // the ingress rule (folded into the database) names the web tier's security group (folded into the group)
    expect(edges).toContain('DatabaseInstance->WebAutoScalingGroup');
    // the WAF association (folded into the web ACL) names the load balancer
    expect(edges).toContain('WebWebAcl->WebLoadBalancer');
    // the private route tables (folded into their tier) route through the NAT gateways
    expect(edges).toContain('tier:Vpc:private->NatGateway1');
  });

  it('opens one box a level at a time, and everything with expand "all"', () => {
    const opened = templateToGraph(text, { expand: ['WebAutoScalingGroup'] });
    const ids = opened.nodes.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(['WebLaunchTemplate', 'WebCpuScaling']));
    expect(ids).not.toContain('WebInstanceRole'); // still in the launch template, one level down
    expect(boxOf(opened, 'WebInstanceRole')).toBe('WebLaunchTemplate');
    expect(everything.nodes.every((n) => n.members.length === 0)).toBe(true);
  });
});

describe('folding rules', () => {
  it('keeps a role two functions use as its own box, and folds one only one uses', () => {
    const fn = (role: string) => ({
      Type: 'AWS::Lambda::Function',
      Properties: { Role: { 'Fn::GetAtt': [role, 'Arn'] } },
    });
    const graph = graphOf({
      Shared: { Type: 'AWS::IAM::Role' },
      Own: { Type: 'AWS::IAM::Role' },
      A: fn('Shared'),
      B: fn('Shared'),
      C: { ...fn('Own') },
    });
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(['A', 'B', 'C', 'Shared']);
    expect(boxOf(graph, 'Own')).toBe('C');
  });

  it('leaves a policy whose owner is not in the template as a box (nothing to fold into)', () => {
    const graph = graphOf({
      Policy: {
        Type: 'AWS::S3::BucketPolicy',
        Properties: { Bucket: 'existing-bucket', PolicyDocument: {} },
      },
    });
    expect(graph.nodes.map((n) => n.id)).toEqual(['Policy']);
  });

  it('survives resources that would fold into each other', () => {
    const graph = graphOf({
      A: { Type: 'AWS::IAM::Role', Properties: { Tags: [{ Key: 'b', Value: { Ref: 'B' } }] } },
      B: { Type: 'AWS::IAM::Role', Properties: { Tags: [{ Key: 'a', Value: { Ref: 'A' } }] } },
    });
    expect(graph.nodes.length).toBeGreaterThanOrEqual(1);
    for (const r of graph.resources) expect(graph.nodes.some((n) => n.id === r.shownIn)).toBe(true);
  });
});

describe('type names and badges', () => {
  it('names network glue for what it is, never "Compute"', () => {
    expect(typeLabel('AWS::EC2::Route')).toBe('Route');
    expect(typeLabel('AWS::EC2::EIP')).toBe('Elastic IP');
    expect(badgeFor('AWS::EC2::Route').category).toBe('network');
    expect(badgeFor('AWS::EC2::EIP').category).toBe('network');
    expect(badgeFor('AWS::EC2::SecurityGroupIngress').category).toBe('security');
    expect(badgeFor('AWS::EC2::Instance').category).toBe('compute');
    // an EC2 type the table does not list is networking, the bulk of EC2's types
    expect(badgeFor('AWS::EC2::CarrierGateway').category).toBe('network');
  });

  it('builds a readable name for types it does not list', () => {
    expect(typeLabel('AWS::Backup::BackupVault')).toBe('Backup vault');
    expect(typeLabel('AWS::ElasticLoadBalancingV2::ListenerRule')).toBe('ELB listener rule');
  });
});
