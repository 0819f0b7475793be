// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { serviceGroups, serviceLabel, templateToGraph } from '#shared/diagram/index';
import { SERVICE_LABELS } from '#shared/messages/diagram';
import { templateBody } from '#test/fixtures/compliance';
import { networkedTemplate } from '#test/fixtures/diagram';

/** Every resource as a box of its own: these tests look at edges and nesting, not at folding. */
const graphOf = (resources: Record<string, unknown>, sections: Record<string, unknown> = {}) =>
  templateToGraph(JSON.stringify(templateBody(resources, sections)), { expand: 'all' });

describe('edges', () => {
  it('come from Ref, GetAtt, Sub and DependsOn, one edge per pair listing every way', () => {
    const graph = graphOf({
      Key: { Type: 'AWS::KMS::Key' },
      Role: { Type: 'AWS::IAM::Role' },
      Queue: { Type: 'AWS::SQS::Queue', Properties: { KmsMasterKeyId: { Ref: 'Key' } } },
      Fn: {
        Type: 'AWS::Lambda::Function',
        DependsOn: ['Queue'],
        Properties: {
          Role: { 'Fn::GetAtt': ['Role', 'Arn'] },
          Environment: { Variables: { Q: { 'Fn::Sub': '${Queue.Arn} ${Key} ${!Literal} ${Local}' } } },
          Description: { 'Fn::Sub': ['${Local}', { Local: { Ref: 'Role' } }] },
        },
      },
    });
    const byId = Object.fromEntries(graph.edges.map((e) => [e.id, e.kinds]));
    expect(byId).toEqual({
      'Queue->Key': ['Ref'],
      'Fn->Role': ['GetAtt', 'Ref'],
      'Fn->Queue': ['Sub', 'DependsOn'],
      'Fn->Key': ['Sub'],
    });
  });

  it('ignore parameters, pseudo parameters and a resource referring to itself', () => {
    const graph = graphOf(
      {
        Bucket: {
          Type: 'AWS::S3::Bucket',
          Properties: { BucketName: { 'Fn::Sub': '${Env}-${AWS::Region}-${Bucket}' } },
        },
      },
      { Parameters: { Env: { Type: 'String', Default: 'dev' } } },
    );
    expect(graph.edges).toEqual([]);
  });

  it('leave out a resource whose condition is false', () => {
    const graph = graphOf(
      { Key: { Type: 'AWS::KMS::Key', Condition: 'Never' }, Bucket: { Type: 'AWS::S3::Bucket' } },
      { Conditions: { Never: { 'Fn::Equals': ['a', 'b'] } } },
    );
    expect(graph.nodes.map((n) => n.id)).toEqual(['Bucket']);
  });
});

describe('containment', () => {
  it('nests VPC > subnet tier > subnet and puts each resource in the innermost box holding its subnets', () => {
    const graph = templateToGraph(networkedTemplate(30), { expand: 'all' });
    const parent = (id: string) => [...graph.nodes, ...graph.containers].find((x) => x.id === id)?.parent;
    expect(graph.containers.find((c) => c.id === 'tier:Vpc:private')).toMatchObject({
      kind: 'tier',
      label: 'Private subnets',
      parent: 'Vpc',
    });
    expect(graph.containers.find((c) => c.id === 'PrivateSubnet1')).toMatchObject({
      parent: 'tier:Vpc:private',
      zone: 'Availability Zone 2',
    });
    expect(parent('Server1')).toBe('PrivateSubnet1'); // one subnet
    expect(parent('Lb1')).toBe('tier:Vpc:public'); // public subnets in two zones
    expect(parent('Sg1')).toBe('Vpc'); // names only the VPC
    expect(parent('Role1')).toBeUndefined();
    // containment replaces the edges to the boxes around a resource
    const edges = graph.edges.map((e) => e.id);
    expect(edges).toContain('Server1->Sg1');
    expect(edges).not.toContain('Server1->PrivateSubnet1');
    expect(edges).not.toContain('Sg1->Vpc');
  });

  it('places a database in the tier of its subnet group, across zones', () => {
    const subnet = (zone: number) => ({
      Type: 'AWS::EC2::Subnet',
      Properties: { VpcId: { Ref: 'Vpc' }, AvailabilityZone: { 'Fn::Select': [zone, { 'Fn::GetAZs': '' }] } },
    });
    const graph = graphOf({
      Vpc: { Type: 'AWS::EC2::VPC' },
      DataA: subnet(0),
      DataB: subnet(1),
      Group: {
        Type: 'AWS::RDS::DBSubnetGroup',
        Properties: { SubnetIds: [{ Ref: 'DataA' }, { Ref: 'DataB' }] },
      },
      Db: { Type: 'AWS::RDS::DBInstance', Properties: { DBSubnetGroupName: { Ref: 'Group' } } },
    });
    expect(graph.nodes.find((n) => n.id === 'Db')?.parent).toBe('tier:Vpc:isolated');
    expect(graph.edges.map((e) => e.id)).toEqual(['Db->Group']);
    // subnets nobody sits in alone have no box: their tier lists them with their zones
    expect(graph.containers.map((c) => c.kind)).toEqual(['vpc', 'tier']);
    expect(graph.containers[1].subnets).toEqual([
      { id: 'DataA', zone: 'Availability Zone 1' },
      { id: 'DataB', zone: 'Availability Zone 2' },
    ]);
  });

  it('uses the zone name when the template gives one', () => {
    const graph = graphOf({
      Vpc: { Type: 'AWS::EC2::VPC' },
      A: { Type: 'AWS::EC2::Subnet', Properties: { VpcId: { Ref: 'Vpc' }, AvailabilityZone: 'me-south-1b' } },
      Box: { Type: 'AWS::EC2::Instance', Properties: { SubnetId: { Ref: 'A' } } },
    });
    expect(graph.containers.find((c) => c.kind === 'subnet')?.zone).toBe('me-south-1b');
  });
});

describe('service labels and groups', () => {
  it("labels services from the spec's table and others by their raw name", () => {
    for (const [service, label] of Object.entries(SERVICE_LABELS)) {
      expect(serviceLabel(`AWS::${service}::Thing`)).toBe(label);
    }
    expect(serviceLabel('AWS::DynamoDB::Table')).toBe('DynamoDB');
    expect(SERVICE_LABELS).toMatchObject({ EC2: 'Compute', S3: 'Storage', Logs: 'CloudWatch Logs' });
  });

  it('sorts groups by resource count, descending', () => {
    const groups = serviceGroups([
      { id: 'a', type: 'AWS::S3::Bucket' },
      { id: 'b', type: 'AWS::EC2::Instance' },
      { id: 'c', type: 'AWS::EC2::SecurityGroup' },
      { id: 'd', type: 'AWS::SQS::Queue' },
      { id: 'e', type: 'AWS::EC2::VPC' },
    ]);
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['Network', 2],
      ['Compute', 1],
      ['SQS', 1],
      ['Storage', 1],
    ]);
    expect(groups[0].resourceIds).toEqual(['c', 'e']);
  });

  it("files EC2's network (VPC, subnets, security groups) under Network, its servers under Compute", () => {
    for (const type of [
      'AWS::EC2::VPC',
      'AWS::EC2::Subnet',
      'AWS::EC2::SecurityGroup',
      'AWS::EC2::NatGateway',
    ])
      expect(serviceLabel(type)).toBe('Network');
    for (const type of ['AWS::EC2::Instance', 'AWS::EC2::LaunchTemplate'])
      expect(serviceLabel(type)).toBe('Compute');
  });
});
