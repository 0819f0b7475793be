import { describe, expect, it } from 'vitest';
import { describeCatalog } from '#shared/catalog/index';
import {
  checkParameterValues,
  problemOf,
  subnetParameter,
  vpcParameter,
} from '#shared/catalog/parameter-values';
import { makeParameter } from '#test/fixtures/catalog';

describe('checkParameterValues', () => {
  it('passes every catalog template with its defaults and ids of the right kinds', () => {
    for (const template of describeCatalog()) {
      const values: Record<string, string> = {};
      for (const p of template.parameters) {
        if (p.default_value !== null || !p.is_required) continue;
        if (p.cfn_type === 'AWS::EC2::VPC::Id') values[p.name] = 'vpc-0a1b2c3d';
        else if (p.cfn_type === 'List<AWS::EC2::Subnet::Id>')
          values[p.name] = 'subnet-0a1b2c3d,subnet-1a1b2c3d';
        else if (/certificate/i.test(p.name))
          values[p.name] =
            'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-0a1b2c3d4e5f';
        else if (/email/i.test(p.name)) values[p.name] = 'ops@example.com';
        else if (/domain/i.test(p.name)) values[p.name] = 'www.example.com';
        else values[p.name] = 'value';
      }
      expect([template.slug, checkParameterValues(template.parameters, values)]).toEqual([template.slug, []]);
    }
  });

  it('names unknown parameters and missing required ones', () => {
    const parameters = [
      makeParameter({ name: 'Owner', label: 'Owner team', is_required: true, default_value: null }),
    ];
    expect(checkParameterValues(parameters, { Colour: 'blue', Owner: '  ' })).toEqual([
      { name: 'Colour', message: 'Colour is not a parameter of this template' },
      { name: 'Owner', message: 'Owner team is required' },
    ]);
  });

  it('checks numbers against min and max, and text against allowed values and the pattern', () => {
    const days = makeParameter({
      label: 'Days',
      parameter_type: 'number',
      cfn_type: 'Number',
      min_value: 7,
      max_value: 35,
    });
    expect(problemOf(days, 'seven')).toBe('Days must be a number');
    expect(problemOf(days, '6')).toBe('Days must be at least 7');
    expect(problemOf(days, '36')).toBe('Days must be at most 35');
    expect(problemOf(days, '35')).toBeUndefined();
    const tier = makeParameter({ label: 'Tier', allowed_values: ['standard', 'archive'] });
    expect(problemOf(tier, 'gold')).toBe('Tier must be one of standard, archive');
    // a pattern is said in words: the template's ConstraintDescription, else what the value is for
    const email = makeParameter({
      label: 'E-mail',
      allowed_pattern: '^[^@]+@[^@]+$',
      constraint_description: 'must be an e-mail address',
    });
    expect(problemOf(email, 'nobody')).toBe('E-mail must be an e-mail address');
    expect(problemOf(email, '')).toBeUndefined();
    const bare = makeParameter({
      label: 'Contact',
      allowed_pattern: '^[^@]+@[^@]+$',
      description: 'Who hears of failures.',
    });
    expect(problemOf(bare, 'nobody')).toBe(
      'Contact is not in the form this template expects: Who hears of failures.',
    );
    expect(problemOf(bare, 'nobody')).not.toContain('^');
  });

  it('checks ids by CloudFormation type: VPC, subnet list, image id, and an SSM-typed image parameter', () => {
    expect(problemOf(makeParameter({ label: 'VPC', cfn_type: 'AWS::EC2::VPC::Id' }), 'my-vpc')).toMatch(
      /VPC id/,
    );
    const subnets = makeParameter({ label: 'Subnets', cfn_type: 'List<AWS::EC2::Subnet::Id>' });
    expect(problemOf(subnets, 'subnet-0a1b2c3d, nope')).toMatch(/\(not nope\)$/);
    expect(problemOf(subnets, 'subnet-0a1b2c3d, subnet-1a1b2c3d')).toBeUndefined();
    expect(problemOf(makeParameter({ label: 'Image', cfn_type: 'AWS::EC2::Image::Id' }), 'al2023')).toMatch(
      /image id such as ami-/,
    );
    const ssm = makeParameter({
      label: 'Image',
      cfn_type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>',
    });
    expect(problemOf(ssm, 'ami-0ccb95bad6c93e816')).toMatch(/SSM parameter/);
    expect(
      problemOf(ssm, '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64'),
    ).toBeUndefined();
  });

  it('finds the VPC and subnet parameters by type, else by name', () => {
    const byType = [
      makeParameter({ name: 'Network', cfn_type: 'AWS::EC2::VPC::Id' }),
      makeParameter({ name: 'Private', cfn_type: 'List<AWS::EC2::Subnet::Id>' }),
    ];
    expect([vpcParameter(byType)?.name, subnetParameter(byType)?.name]).toEqual(['Network', 'Private']);
    const byName = [makeParameter({ name: 'AppVpcId' }), makeParameter({ name: 'AppSubnetIds' })];
    expect([vpcParameter(byName)?.name, subnetParameter(byName)?.name]).toEqual(['AppVpcId', 'AppSubnetIds']);
    expect(vpcParameter([makeParameter({ name: 'Owner' })])).toBeUndefined();
  });
});
