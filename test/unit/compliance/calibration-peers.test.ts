import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { AL2023_IMAGES } from '#shared/catalog/al2023-images';
import { scanTemplate } from '#shared/compliance/scan';
import { templateBody } from '#test/fixtures/compliance';
import { readRealWorldTemplate } from '#test/fixtures/real-world';

/** Findings of one rule in a template written as YAML (the product path: parse, resolve, scan). */
const findingsOf = (
  ruleId: string,
  resources: Record<string, unknown>,
  sections: Record<string, unknown> = {},
  parameters?: Record<string, string>,
) =>
  scanTemplate(stringify(templateBody(resources, sections)), { parameters }).violations.filter(
    (v) => v.rule_id === ruleId,
  );

describe('S3 "no explicit encryption" is low unless the data is classified', () => {
  const bucket = (tags?: { Key: string; Value: string }[]) => ({
    Data: { Type: 'AWS::S3::Bucket', Properties: tags ? { Tags: tags } : {} },
  });

  it('an unclassified bucket, and one classified as public, get a low finding', () => {
    for (const tags of [undefined, [{ Key: 'DataClassification', Value: 'Public' }]]) {
      const [finding] = findingsOf('s3-bucket-encryption', bucket(tags));
      expect(finding.severity).toBe('low');
      for (const control of finding.controls) expect(control.severity).toBe('low');
    }
  });

  it('a bucket classified Confidential keeps the high finding', () => {
    const [finding] = findingsOf(
      's3-bucket-encryption',
      bucket([{ Key: 'DataClassification', Value: 'Confidential' }]),
    );
    expect(finding.severity).toBe('high');
  });

  it('the capped finding costs the score a low weight, not a high one', () => {
    const score = (value: string) =>
      scanTemplate(stringify(templateBody(bucket([{ Key: 'DataClassification', Value: value }])))).scores[
        'NCA-ECC'
      ];
    const publicData = score('Public');
    const confidential = score('Confidential');
    expect(publicData.failed).toBeGreaterThan(0);
    expect(publicData.score).toBeGreaterThan(confidential.score);
  });
});

describe('IMDSv2 is not raised on an image that already requires it (Amazon Linux 2023)', () => {
  const AL2023_PATH = '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64';
  const AL2_PATH = '/aws/service/ami-amazon-linux-latest/amzn2-ami-hvm-x86_64-gp2';
  const instance = (ImageId: unknown, extra: Record<string, unknown> = {}) => ({
    Web: { Type: 'AWS::EC2::Instance', Properties: { ImageId, InstanceType: 't3.micro', ...extra } },
  });
  const imageParameter = (Default: string) => ({
    Parameters: { ImageId: { Type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>', Default } },
  });
  const imds = 'ec2-instance-imdsv2';

  it.each([
    ['an SSM parameter of the AL2023 path', instance({ Ref: 'ImageId' }), imageParameter(AL2023_PATH)],
    ['a {{resolve:ssm:...}} reference to the AL2023 path', instance(`{{resolve:ssm:${AL2023_PATH}}}`), {}],
    ['a bundled AL2023 image id', instance(AL2023_IMAGES['me-south-1'].imageId), {}],
  ])('no finding for %s', (_name, resources, sections) => {
    expect(findingsOf(imds, resources, sections)).toEqual([]);
  });

  it.each([
    ['an Amazon Linux 2 parameter', instance({ Ref: 'ImageId' }), imageParameter(AL2_PATH)],
    ['an unknown image id', instance('ami-0123456789abcdef0'), {}],
    [
      'AL2023 with IMDSv1 turned back on',
      instance(`{{resolve:ssm:${AL2023_PATH}}}`, { MetadataOptions: { HttpTokens: 'optional' } }),
      {},
    ],
  ])('still a finding for %s', (_name, resources, sections) => {
    expect(findingsOf(imds, resources, sections).map((v) => v.status)).toEqual(['fail']);
  });

  it('follows the parameter value given to the scan, not only its default', () => {
    const given = findingsOf(imds, instance({ Ref: 'ImageId' }), imageParameter(AL2023_PATH), {
      ImageId: AL2_PATH,
    });
    expect(given.map((v) => v.status)).toEqual(['fail']);
  });

  it('a launch template on the AL2023 parameter needs no metadata options', () => {
    const template = (data: Record<string, unknown>) => ({
      Lt: { Type: 'AWS::EC2::LaunchTemplate', Properties: { LaunchTemplateData: data } },
    });
    const rule = 'ec2-launch-template-imdsv2';
    expect(findingsOf(rule, template({ ImageId: { Ref: 'ImageId' } }), imageParameter(AL2023_PATH))).toEqual(
      [],
    );
    expect(
      findingsOf(rule, template({ ImageId: { Ref: 'ImageId' } }), imageParameter(AL2_PATH)),
    ).toHaveLength(1);
  });

  it('the real-world web tier: only the Amazon Linux 2 bastion is reported', () => {
    const imdsFindings = scanTemplate(readRealWorldTemplate('web-tier-al2023.yaml')).violations.filter((v) =>
      v.rule_id.endsWith('imdsv2'),
    );
    expect(imdsFindings.map((v) => v.resource)).toEqual(['Bastion']);
  });
});

describe('admin and database ports open on a group only a load balancer uses are not critical', () => {
  const world = [{ IpProtocol: '-1', CidrIp: '0.0.0.0/0' }];
  const group = (ingress: unknown[] = world) => ({
    Type: 'AWS::EC2::SecurityGroup',
    Properties: { GroupDescription: 'lb', SecurityGroupIngress: ingress },
  });
  const alb = {
    Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
    Properties: { SecurityGroups: [{ Ref: 'Group' }] },
  };
  const listener = (Port: number, Protocol: string) => ({
    Type: 'AWS::ElasticLoadBalancingV2::Listener',
    Properties: { LoadBalancerArn: { Ref: 'Lb' }, Port, Protocol, DefaultActions: [] },
  });
  const admin = 'ec2-sg-no-open-admin-ports';

  it('the real-world web tier: the ALB group open to everything is medium, and says why', () => {
    const [finding] = scanTemplate(readRealWorldTemplate('web-tier-al2023.yaml')).violations.filter(
      (v) => v.rule_id === admin && v.resource === 'LoadBalancerGroup',
    );
    expect(finding.severity).toBe('medium');
    expect(finding.title).toContain("Only load balancer 'LoadBalancer' uses the group");
  });

  it('an ALB with an HTTPS listener: medium, for its group and for a standalone ingress rule on it', () => {
    const [own] = findingsOf(admin, { Group: group(), Lb: alb, Https: listener(443, 'HTTPS') });
    expect(own.severity).toBe('medium');
    const ingress = {
      Type: 'AWS::EC2::SecurityGroupIngress',
      Properties: {
        GroupId: { Ref: 'Group' },
        IpProtocol: 'tcp',
        FromPort: 22,
        ToPort: 22,
        CidrIp: '0.0.0.0/0',
      },
    };
    const found = findingsOf(admin, {
      Group: group([]),
      Ssh: ingress,
      Lb: alb,
      Https: listener(443, 'HTTPS'),
    });
    expect(found.map((v) => [v.resource, v.severity])).toEqual([['Ssh', 'medium']]);
  });

  it('stays critical when a listener forwards the admin port (an NLB passing SSH through)', () => {
    const [finding] = findingsOf(admin, { Group: group(), Lb: alb, Ssh: listener(22, 'TCP') });
    expect(finding.severity).toBe('critical');
  });

  it('stays critical when an instance uses the group too, or nothing in the template does', () => {
    const web = {
      Type: 'AWS::EC2::Instance',
      Properties: { ImageId: 'ami-0123456789abcdef0', SecurityGroupIds: [{ Ref: 'Group' }] },
    };
    expect(findingsOf(admin, { Group: group(), Lb: alb, Web: web })[0].severity).toBe('critical');
    expect(findingsOf(admin, { Group: group() })[0].severity).toBe('critical');
  });

  it('database ports on a load balancer group are medium too', () => {
    const postgres = [{ IpProtocol: 'tcp', FromPort: 5432, ToPort: 5432, CidrIp: '0.0.0.0/0' }];
    const [finding] = findingsOf('ec2-sg-no-open-database-ports', {
      Group: group(postgres),
      Lb: alb,
      Https: listener(443, 'HTTPS'),
    });
    expect(finding.severity).toBe('medium');
  });
});
