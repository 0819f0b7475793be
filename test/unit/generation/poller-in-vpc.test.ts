import { describe, expect, it } from 'vitest';
import { connectionItems } from '#shared/generation/checklist/connections';
import type { TemplateResource } from '#shared/generation/checklist/template-facts';
import { designOfBrief } from '#test/fixtures/generation';

/**
 * Lambda reads a Kafka cluster or a message broker through an event source mapping that Lambda
 * runs in the source's own subnets with the source's own security groups (AWS Lambda guide, "MSK
 * event source mappings" and "Using Lambda with Amazon MQ"): the source's group must let itself in
 * on its port, and the function's role must let the mapping describe the network and make its
 * interfaces. Otherwise the mapping deploys and never delivers a record.
 */
const BRIEFS = [
  ['A Lambda function consumes the payments topic of our Amazon MSK cluster.', 'AWS::MSK::'],
  ['Twelve kafka.m5.large brokers on MSK, read by a Lambda function that indexes each event.', 'AWS::MSK::'],
  ['A RabbitMQ broker on Amazon MQ whose messages a Lambda function processes.', 'AWS::AmazonMQ::'],
  ['وسيط رسائل ActiveMQ مُدار تقرأ منه دالة لامدا الطلبات', 'AWS::AmazonMQ::'],
] as const;

const NETWORK_ACTIONS = [
  'ec2:CreateNetworkInterface',
  'ec2:DescribeNetworkInterfaces',
  'ec2:DeleteNetworkInterface',
  'ec2:DescribeVpcs',
  'ec2:DescribeSubnets',
  'ec2:DescribeSecurityGroups',
];

function pollerOf(resources: readonly TemplateResource[], sourceType: string) {
  const mapping = resources.find((r) => r.type === 'AWS::Lambda::EventSourceMapping');
  const source = resources.find(
    (r) => r.type.startsWith(sourceType) && r.type !== 'AWS::AmazonMQ::Configuration',
  );
  if (!mapping || !source) throw new Error('no event source mapping on the source');
  const fn = resources.find((r) => r.id === (mapping.props.FunctionName as { Ref: string }).Ref);
  const roleId = (fn?.props.Role as { 'Fn::GetAtt'?: string[] } | undefined)?.['Fn::GetAtt']?.[0];
  const role = resources.find((r) => r.id === roleId);
  const groups = JSON.stringify(source.props)
    .match(/"Ref":"(\w+SecurityGroup)"/g)
    ?.map((m) => m.slice(7, -1));
  return { mapping, source, role, group: groups?.[0] };
}

/** Every action the role's inline policies allow on `*`. */
const actionsOnEveryResource = (role: TemplateResource | undefined) =>
  (
    (role?.props.Policies ?? []) as {
      PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
    }[]
  )
    .flatMap((p) => p.PolicyDocument.Statement)
    .filter((s) => s.Resource === '*')
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

const statusOf = (edges: ReturnType<typeof designOfBrief>['edges'], resources: readonly TemplateResource[]) =>
  connectionItems(edges, resources).map((i) => i.status);

describe("a function reads a source inside the VPC through the source's own network", () => {
  it.each(BRIEFS)('%s', (brief, sourceType) => {
    const { edges, resources } = designOfBrief(brief);
    const { role, group } = pollerOf(resources, sourceType);
    if (!group) throw new Error('the source has no security group');
    // the source's group admits itself on the port it admits the design's compute on
    const self = resources.filter(
      (r) =>
        r.type === 'AWS::EC2::SecurityGroupIngress' &&
        (r.props.GroupId as { Ref?: string }).Ref === group &&
        (r.props.SourceSecurityGroupId as { Ref?: string }).Ref === group,
    );
    expect(self).toHaveLength(1);
    const port = resources.find(
      (r) =>
        r.type === 'AWS::EC2::SecurityGroupIngress' && (r.props.GroupId as { Ref?: string }).Ref === group,
    )?.props.FromPort;
    expect(self[0]?.props.FromPort).toBe(port);
    // the mapping describes the network and makes its interfaces with the function's role
    expect(actionsOnEveryResource(role)).toEqual(expect.arrayContaining(NETWORK_ACTIONS));
    // and the edge is met only with the self rule there
    expect(statusOf(edges, resources)).toContain('met');
    const without = resources.filter((r) => !self.includes(r));
    expect(statusOf(edges, without).filter((s) => s === 'met').length).toBeLessThan(
      statusOf(edges, resources).filter((s) => s === 'met').length,
    );
  });

  it("a broker's reader reads the broker's credentials from the broker's secret, not from the broker", () => {
    const { resources } = designOfBrief(BRIEFS[2][0]);
    const { role, mapping } = pollerOf(resources, 'AWS::AmazonMQ::');
    const secret = (mapping.props.SourceAccessConfigurations as { URI: unknown }[])[0]?.URI;
    const statements = (
      (role?.props.Policies ?? []) as {
        PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
      }[]
    ).flatMap((p) => p.PolicyDocument.Statement);
    const reading = statements.filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'));
    expect(reading.map((s) => s.Resource)).toEqual([secret]);
  });

  it("a Kafka reader may read the cluster's topics and join its consumer groups", () => {
    const { resources } = designOfBrief(BRIEFS[0][0]);
    const { role } = pollerOf(resources, 'AWS::MSK::');
    const statements = (
      (role?.props.Policies ?? []) as {
        PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
      }[]
    ).flatMap((p) => p.PolicyDocument.Statement);
    const on = (action: string) =>
      JSON.stringify(statements.filter((s) => [s.Action].flat().includes(action)).map((s) => s.Resource));
    // topic and group actions are authorised on topic and group ARNs, never on the cluster's
    expect(on('kafka-cluster:ReadData')).toMatch(/:topic\//);
    expect(on('kafka-cluster:AlterGroup')).toMatch(/:group\//);
    expect(on('kafka-cluster:Connect')).toMatch(/Cluster/);
  });
});
