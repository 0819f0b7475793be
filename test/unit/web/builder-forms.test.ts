import { describe, expect, it } from 'vitest';
import { AL2023_SSM_PARAMETER, al2023Image } from '#shared/catalog/al2023-images';
import { describeCatalog } from '#shared/catalog/index';
import { subnetTierOf } from '#shared/catalog/subnet-tier';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { VALIDATION } from '#shared/messages/feedback';
import { makeParameter } from '#test/fixtures/catalog';
import {
  defaultStackName,
  deployFormProblem,
  deployFormProblems,
  preselectedSubnets,
} from '#web/pages/builder/deploy-form';
import { costRange, gallerySections } from '#web/pages/builder/format';
import {
  al2023Value,
  controlOf,
  groupParameters,
  initialValues,
  labelOf,
  missingRequired,
  prettifyLabel,
  specialKind,
} from '#web/pages/builder/parameter-ui';

describe('configure panel: controls, labels, groups', () => {
  it('applies the special handling by name, case-insensitively, before the type', () => {
    expect(
      [
        'VpcId',
        'appvpcid',
        'SubnetIds',
        'PrivateSubnetId',
        'LatestAmiId',
        'BaseImageId',
        'CertificateArn',
        'KeyPairName',
        'SshKeyName',
      ].map(specialKind),
    ).toEqual(['vpc', 'vpc', 'subnet', 'subnet', 'image', 'image', 'certificate', 'keypair', 'keypair']);
    expect(specialKind('Certificate')).toBeUndefined(); // needs both "certificate" and "arn"
    expect(specialKind('SubnetName')).toBeUndefined();
  });

  it('draws number, boolean and select by type and anything else as text', () => {
    const control = (parameter_type: 'string' | 'number' | 'boolean' | 'select') =>
      controlOf(makeParameter({ name: 'Size', parameter_type }));
    expect([control('number'), control('boolean'), control('select'), control('string')]).toEqual([
      'number',
      'boolean',
      'select',
      'text',
    ]);
  });

  it("picks security groups for CloudFormation's security-group parameter types", () => {
    const control = (cfn_type: string) => controlOf(makeParameter({ name: 'AppGroup', cfn_type }));
    expect(control('AWS::EC2::SecurityGroup::Id')).toBe('security-group');
    expect(control('List<AWS::EC2::SecurityGroup::Id>')).toBe('security-group');
    expect(control('String')).toBe('text');
  });

  it('prettifies names by splitting camel case and upper-casing acronyms', () => {
    expect(
      ['LatestAmiId', 'SubnetIds', 'VpcCidr', 'DBInstanceClass', 'MinInstances', 'kms_key_arn'].map(
        prettifyLabel,
      ),
    ).toEqual([
      'Latest AMI ID',
      'Subnet IDs',
      'VPC CIDR',
      'DB Instance Class',
      'Min Instances',
      'KMS Key ARN',
    ]);
    expect(labelOf(makeParameter({ name: 'VpcId', label: 'VpcId' }))).toBe('VPC ID');
    expect(labelOf(makeParameter({ name: 'VpcId', label: 'Network' }))).toBe('Network');
  });

  it("groups by group name (default 'Configuration') and sorts each group by display order", () => {
    const grouped = groupParameters([
      makeParameter({ name: 'C', group: 'Network', display_order: 3 }),
      makeParameter({ name: 'A', group: '', display_order: 2 }),
      makeParameter({ name: 'B', group: 'Network', display_order: 1 }),
    ]);
    expect(grouped.map(([group, members]) => [group, members.map((m) => m.name)])).toEqual([
      ['Network', ['B', 'C']],
      ['Configuration', ['A']],
    ]);
  });

  it('starts an image field at the region’s AL2023 image, or the SSM parameter for an SSM-typed one', () => {
    const plain = makeParameter({ name: 'ImageId', default_value: null, cfn_type: 'AWS::EC2::Image::Id' });
    const ssm = makeParameter({
      name: 'LatestAmiId',
      default_value: AL2023_SSM_PARAMETER,
      cfn_type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>',
    });
    expect(initialValues([plain, ssm], 'me-south-1')).toEqual({
      ImageId: al2023Image('me-south-1').imageId,
      LatestAmiId: AL2023_SSM_PARAMETER,
    });
    expect(al2023Value(plain, 'xx-nowhere-1')).toBe(al2023Image('us-east-1').imageId);
    expect(al2023Value(ssm, 'eu-west-1')).toBe(AL2023_SSM_PARAMETER);
  });

  it('lists required values left empty, leaving the VPC and subnets of the VPC templates to the dialog', () => {
    const catalog = describeCatalog();
    const parametersOf = (slug: string) => catalog.find((t) => t.slug === slug)?.parameters ?? [];
    const labelFor = (slug: string, name: string) => parametersOf(slug).find((p) => p.name === name)?.label;
    expect(missingRequired('compliant-web-server', parametersOf('compliant-web-server'), {})).toEqual([
      labelFor('compliant-web-server', 'CertificateArn'),
    ]);
    expect(
      missingRequired('security-monitoring', parametersOf('security-monitoring'), { AlertEmail: ' ' }),
    ).toEqual([labelFor('security-monitoring', 'AlertEmail')]);
    // the cache is not one of the spec's three VPC templates: its VPC and subnets are asked for first
    expect(missingRequired('cache', parametersOf('cache'), {})).toEqual([
      labelFor('cache', 'VpcId'),
      labelFor('cache', 'SubnetIds'),
    ]);
    expect(missingRequired('secure-database', parametersOf('secure-database'), {})).toEqual([]);
  });
});

describe('deploy dialog', () => {
  it('names the stack slug-MMDD-HHMMSS', () => {
    expect(defaultStackName('secure-database', new Date(2026, 0, 5, 7, 8, 9))).toBe(
      'secure-database-0105-070809',
    );
  });

  const form = {
    slug: 'secure-database',
    accountId: 'a1',
    stackName: 'abc',
    vpcId: 'vpc-1',
    subnetIds: ['s1', 's2'],
    subnetZones: { s1: 'me-south-1a', s2: 'me-south-1b' },
  };

  it('gives every validation message of the spec in order', () => {
    expect(deployFormProblem({ ...form, accountId: '' })).toBe(VALIDATION.selectAccount);
    expect(deployFormProblem({ ...form, stackName: 'ab ' })).toBe(VALIDATION.stackNameTooShort);
    expect(deployFormProblem({ ...form, vpcId: '' })).toBe(VALIDATION.selectVpc);
    expect(deployFormProblem({ ...form, subnetIds: ['s1'] })).toBe(VALIDATION.selectSubnets);
    expect(deployFormProblem({ ...form, subnetZones: { s1: 'me-south-1a', s2: 'me-south-1a' } })).toBe(
      VALIDATION.selectSubnets,
    );
    expect(deployFormProblem(form)).toBeUndefined();
    expect(deployFormProblem({ ...form, slug: 'key-value-store', vpcId: '', subnetIds: [] })).toBeUndefined();
  });

  it('says what is wrong with a stack name in plain words, not as a pattern', () => {
    expect(deployFormProblems({ ...form, stackName: '1-web' }).stackName).toBe(
      VALIDATION.stackNameCharacters,
    );
    expect(deployFormProblems({ ...form, stackName: 'web_app' }).stackName).toBe(
      VALIDATION.stackNameCharacters,
    );
    expect(deployFormProblems({ ...form, stackName: `w${'a'.repeat(128)}` }).stackName).toBe(
      VALIDATION.stackNameTooLong,
    );
    // each field has its own problem, so each shows on its field
    expect(deployFormProblems({ ...form, accountId: '', stackName: 'x', vpcId: '' })).toEqual({
      account: VALIDATION.selectAccount,
      stackName: VALIDATION.stackNameTooShort,
      vpc: VALIDATION.selectVpc,
    });
  });

  it('pre-selects the private subnets of a created VPC, up to 3, or the public ones when asked', () => {
    const zoneByZone = ['pa', 'qa', 'pb', 'qb', 'pc', 'qc', 'pd', 'qd'];
    expect(preselectedSubnets(zoneByZone)).toEqual(['qa', 'qb', 'qc']);
    expect(preselectedSubnets(['pa', 'qa'])).toEqual(['qa']);
    expect(preselectedSubnets(zoneByZone, 'public')).toEqual(['pa', 'pb', 'pc']);
  });

  it('wants public subnets where an internet-facing load balancer goes, private ones elsewhere', () => {
    const body = (name: string) => CATALOG_ENTRIES.find((entry) => entry.slug === name)?.template ?? '';
    expect(subnetTierOf(body('container-service'), 'SubnetIds')).toBe('public');
    expect(subnetTierOf(body('compliant-web-server'), 'SubnetIds')).toBe('public');
    expect(subnetTierOf(body('secure-database'), 'SubnetIds')).toBe('private');
    const internal = body('container-service').replace('Scheme: internet-facing', 'Scheme: internal');
    expect(subnetTierOf(internal, 'SubnetIds')).toBe('private');
    expect(subnetTierOf('not: [a template', 'SubnetIds')).toBe('private');
  });
});

describe('gallery card', () => {
  it('shows the monthly cost as a range, or says it is not priced', () => {
    expect(costRange(52.2, 152.35)).toBe('$52.20 - $152/mo');
    expect(costRange(3, 3)).toBe('$3/mo');
    expect(costRange(null, null)).toBe('Not priced');
  });

  it("puts the user's private templates under 'My templates' and the rest in the catalog", () => {
    const cards = [{ slug: 'a' }, { slug: 'mine', is_private: true }, { slug: 'b', is_private: false }];
    const { mine, catalog } = gallerySections(cards);
    expect([mine.map((t) => t.slug), catalog.map((t) => t.slug)]).toEqual([['mine'], ['a', 'b']]);
  });
});
