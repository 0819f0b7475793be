import { describe, expect, it } from 'vitest';
import { makeParameter } from '#test/fixtures/catalog';
import { makeConnection, makeFullInstance, makeNetworkAndDatabase } from '#test/fixtures/design-view';
import {
  composedValues,
  connectTargets,
  designMissing,
  designSlug,
  fedParameters,
  instanceOfResource,
  isCompatible,
} from '#web/pages/builder/designs/design-logic';
import { filledValues, instanceNameProblem } from '#web/pages/builder/designs/instance-name';

const param = (cfn_type: string, extra = {}) => makeParameter({ name: 'P', cfn_type, ...extra });

describe('which outputs a parameter can take', () => {
  it('matches AWS id types by the resource the output names, lists only into lists', () => {
    expect(isCompatible('VpcId', param('AWS::EC2::VPC::Id'))).toBe(true);
    expect(isCompatible('FlowLogGroupName', param('AWS::EC2::VPC::Id'))).toBe(false);
    expect(isCompatible('PrivateSubnetIds', param('List<AWS::EC2::Subnet::Id>'))).toBe(true);
    expect(isCompatible('PrivateSubnetIds', param('AWS::EC2::Subnet::Id'))).toBe(false);
    expect(isCompatible('AppSubnetId', param('AWS::EC2::Subnet::Id'))).toBe(true);
  });

  it('takes any output into free text, numbers only from numeric names, nothing into choices or SSM names', () => {
    expect(isCompatible('Endpoint', param('String'))).toBe(true);
    expect(isCompatible('Port', param('Number'))).toBe(true);
    expect(isCompatible('Endpoint', param('Number'))).toBe(false);
    expect(isCompatible('Endpoint', param('String', { allowed_values: ['a', 'b'] }))).toBe(false);
    expect(isCompatible('ImageId', param('AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>'))).toBe(false);
  });
});

describe('the Connect dialog offers', () => {
  it('only other templates with a compatible parameter that nothing feeds, same-named first', () => {
    const design = makeNetworkAndDatabase();
    const fromVpc = connectTargets(design, 'inst-Network', 'VpcId');
    expect(fromVpc.map((t) => t.instance.name)).toEqual(['Db']);
    // the VPC id parameter first (same name), then the free text one; no number, no choice
    expect(fromVpc[0]?.parameters.map((p) => p.name)).toEqual(['VpcId', 'ClientCidr']);

    const wired = makeNetworkAndDatabase([makeConnection('Network', 'VpcId', 'Db', 'VpcId')]);
    expect(connectTargets(wired, 'inst-Network', 'VpcId')[0]?.parameters.map((p) => p.name)).toEqual([
      'ClientCidr',
    ]);
    expect(
      connectTargets(wired, 'inst-Network', 'PrivateSubnetIds')[0]?.parameters.map((p) => p.name),
    ).toEqual(['SubnetIds', 'ClientCidr']);
  });

  it('no template that already feeds the source, directly or through another (a loop)', () => {
    const design = makeNetworkAndDatabase([makeConnection('Network', 'VpcId', 'Db', 'VpcId')]);
    const third = makeFullInstance({
      name: 'App',
      parameters: [makeParameter({ name: 'DbEndpoint' }), makeParameter({ name: 'Extra', display_order: 2 })],
      outputs: [{ key: 'Url', description: null }],
    });
    const chain = {
      instances: [...design.instances, third],
      connections: [...design.connections, makeConnection('Db', 'Endpoint', 'App', 'DbEndpoint')],
    };
    // App is fed by Db, which Network feeds: App's output may feed neither Db nor Network
    expect(connectTargets(chain, 'inst-App', 'Url').map((t) => t.instance.name)).toEqual([]);
    // Db may feed App again (another parameter), never Network, which feeds it
    const fromDb = connectTargets(chain, 'inst-Db', 'Endpoint');
    expect(fromDb.map((t) => t.instance.name)).toEqual(['App']);
    expect(fromDb[0]?.parameters.map((p) => p.name)).toEqual(['Extra']);
  });
});

describe('what is missing before a design deploys', () => {
  it('names required values neither given nor fed, per template', () => {
    const design = makeNetworkAndDatabase();
    expect(designMissing(design, 'me-south-1')).toEqual(['Db: VPC ID', 'Db: Subnet IDs', 'Db: Client CIDR']);
    const wired = makeNetworkAndDatabase([
      makeConnection('Network', 'VpcId', 'Db', 'VpcId'),
      makeConnection('Network', 'PrivateSubnetIds', 'Db', 'SubnetIds'),
    ]);
    expect(designMissing(wired, 'me-south-1')).toEqual(['Db: Client CIDR']);
    expect(fedParameters('inst-Db', wired).get('SubnetIds')).toBe('Network.PrivateSubnetIds');
    const db = wired.instances[1];
    const valued = {
      ...wired,
      instances: [wired.instances[0]!, { ...db!, parameter_values: { ClientCidr: '10.1.0.0/16' } }],
    };
    expect(designMissing(valued, 'me-south-1')).toEqual([]);
  });

  it('deploys the own values under prefixed names, leaving the fed ones to the connections', () => {
    const wired = makeNetworkAndDatabase([makeConnection('Network', 'VpcId', 'Db', 'VpcId')]);
    const [network, db] = wired.instances;
    const design = {
      ...wired,
      instances: [
        { ...network!, parameter_values: { VpcCidr: '10.2.0.0/16' } as Record<string, string> },
        { ...db!, parameter_values: { VpcId: 'vpc-stale', ClientCidr: '10.1.0.0/16', StorageGiB: ' ' } },
      ],
    };
    expect(composedValues(design)).toEqual({ NetworkVpcCidr: '10.2.0.0/16', DbClientCidr: '10.1.0.0/16' });
  });
});

describe('names', () => {
  it('finds the instance of a composed resource by the longest name prefix', () => {
    const instances = [makeFullInstance({ name: 'App' }), makeFullInstance({ name: 'AppDb' })];
    expect(instanceOfResource(instances, 'AppDbCluster')?.name).toBe('AppDb');
    expect(instanceOfResource(instances, 'AppBucket')?.name).toBe('App');
    expect(instanceOfResource(instances, 'Other')).toBeUndefined();
  });

  it('checks a typed instance name, and makes a stack name from a design name', () => {
    expect(instanceNameProblem('')).toBeUndefined();
    expect(instanceNameProblem('Network2')).toBeUndefined();
    expect(instanceNameProblem('my network')).toMatch(/Start with a letter/);
    expect(instanceNameProblem('2Db')).toMatch(/Start with a letter/);
    expect(designSlug('VPC Network + Secure Database')).toBe('vpc-network-secure-database');
    expect(designSlug('+ 1')).toBe('design');
    expect(filledValues({ A: 'x', B: ' ', C: '' })).toEqual({ A: 'x' });
  });
});
