import { describe, expect, it } from 'vitest';
import { connectionItems } from '#shared/generation/checklist/connections';
import type { TemplateResource } from '#shared/generation/checklist/template-facts';
import { designOfBrief } from '#test/fixtures/generation';

const statusOf = (edges: ReturnType<typeof designOfBrief>['edges'], resources: readonly TemplateResource[]) =>
  Object.fromEntries(connectionItems(edges, resources).map((i) => [i.requirement, i.status]));

/** The same template with every standalone egress rule taken out. */
const withoutEgressRules = (resources: readonly TemplateResource[]) =>
  resources.filter((r) => r.type !== 'AWS::EC2::SecurityGroupEgress');

describe('a caller in the VPC can open what the store it reaches admits', () => {
  it('a function limited to HTTPS out is let out to its database on the database port, and the edge needs it', () => {
    const { edges, resources } = designOfBrief(
      'A Lambda function that reads and writes a PostgreSQL RDS database.',
    );
    const edge = edges.find((e) => e.to === 'Database');
    if (!edge) throw new Error('no edge to the database');
    const egress = resources.find(
      (r) => r.type === 'AWS::EC2::SecurityGroupEgress' && r.props.FromPort === 5432,
    );
    expect(egress?.props).toMatchObject({
      GroupId: { Ref: `${edge.from}SecurityGroup` },
      DestinationSecurityGroupId: { Ref: 'DatabaseSecurityGroup' },
    });
    expect(statusOf(edges, resources)[`${edge.from} reaches Database`]).toBe('met');
    // with only "HTTPS out", the connection to 5432 never leaves the function
    expect(statusOf(edges, withoutEgressRules(resources))[`${edge.from} reaches Database`]).toBe('not-met');
  });

  it.each([
    'A Lambda function mounts a shared EFS file system to read and write lab files.',
    'دالة لامدا تقرأ وتكتب ملفات المختبر على نظام ملفات مشترك EFS',
  ])('a function that reaches a shared file system mounts it through its access point: %s', (brief) => {
    const { edges, resources } = designOfBrief(brief);
    const edge = edges.find((e) => e.to === 'Shared');
    if (!edge) throw new Error('no edge to the file system');
    expect(edge.unbuilt).toBeUndefined();
    expect(statusOf(edges, resources)[`${edge.from} reaches Shared`]).toBe('met');
    const fn = resources.find((r) => r.type === 'AWS::Lambda::Function' && r.id.startsWith(edge.from));
    expect(fn?.props.FileSystemConfigs).toEqual([
      {
        Arn: { 'Fn::GetAtt': ['SharedAccessPoint', 'Arn'] },
        LocalMountPath: expect.stringMatching(/^\/mnt\//),
      },
    ]);
    expect(statusOf(edges, withoutEgressRules(resources))[`${edge.from} reaches Shared`]).toBe('not-met');
  });
});
