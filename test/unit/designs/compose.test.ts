// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { toTemplateYaml } from '#shared/cfn/build';
import { composeDesign } from '#shared/designs/compose';
import { APP_TEMPLATE, designPart, NETWORK_TEMPLATE, networkAndApp, wire } from '#test/fixtures/designs';

type Body = Record<string, Record<string, Record<string, unknown>>>;
const composedBody = (result: ReturnType<typeof composeDesign>) => result.body as unknown as Body;
const validatorErrors = (result: ReturnType<typeof composeDesign>) =>
  getTemplateValidator()
    .validate(toTemplateYaml(result.body), { region: 'me-south-1', parameters: result.parameterValues })
    .filter((d) => d.severity === 'ERROR');

beforeAll(() => {
  // AWS's validator compiles its WebAssembly on first use: seconds on a busy machine
  getTemplateValidator().validate(NETWORK_TEMPLATE);
}, 180_000);

describe('composing a design into one template', () => {
  it("holds every instance's resources under its name, and AWS's validator accepts it", () => {
    const { net, app, wires } = networkAndApp();
    const result = composeDesign([net, app], wires);
    const body = composedBody(result);
    expect(result.errors).toEqual([]);
    expect(Object.keys(body.Resources!).sort()).toEqual(
      ['NetVpc', 'NetSubnetA', 'NetSubnetB', 'AppGroup', 'AppEndpoint', 'AppQueue', 'AppTopic'].sort(),
    );
    // the fed parameters are gone; the others are the instance's, renamed
    expect(Object.keys(body.Parameters!).sort()).toEqual(['AppAllowedCidr', 'AppEnvironment', 'NetCidr']);
    expect(validatorErrors(result)).toEqual([]);
  });

  it("replaces a fed parameter by the feeding output's Value, a list parameter by the joined list", () => {
    const { net, app, wires } = networkAndApp();
    const resources = composedBody(composeDesign([net, app], wires)).Resources!;
    const endpoint = resources.AppEndpoint!.Properties as Record<string, unknown>;
    expect(endpoint.VpcId).toEqual({ Ref: 'NetVpc' });
    expect(endpoint.SubnetIds).toEqual([{ Ref: 'NetSubnetA' }, { Ref: 'NetSubnetB' }]);
  });

  it('splits a text output at commas when it feeds a list parameter and is no joined list', () => {
    const net = designPart('Net', NETWORK_TEMPLATE);
    const app = designPart('App', APP_TEMPLATE);
    const result = composeDesign(
      [net, app],
      [wire(net, 'VpcCidr', app, 'SubnetIds'), wire(net, 'VpcId', app, 'VpcId')],
    );
    const endpoint = composedBody(result).Resources!.AppEndpoint!.Properties as Record<string, unknown>;
    expect(endpoint.SubnetIds).toEqual({ 'Fn::Split': [',', { 'Fn::GetAtt': ['NetVpc', 'CidrBlock'] }] });
  });

  it('rewrites outputs that name parameters, fed or not, and prefixes export names', () => {
    const { net, app, wires } = networkAndApp();
    const outputs = composedBody(composeDesign([net, app], wires)).Outputs!;
    expect(outputs.AppVpc).toEqual({ Value: { Ref: 'NetVpc' } });
    expect(outputs.AppCidr).toEqual({ Value: { Ref: 'AppAllowedCidr' } });
    expect(outputs.AppQueueUrl).toEqual({ Condition: 'AppIsProd', Value: { Ref: 'AppQueue' } });
    expect(outputs.NetVpcId!.Export).toEqual({
      Name: { 'Fn::Join': ['-', ['Net', { 'Fn::Sub': '${AWS::StackName}-Net-VpcId' }]] },
    });
  });

  it('rewrites Sub in both forms: names prefixed, its own variables, literals and pseudo parameters kept', () => {
    const { net, app, wires } = networkAndApp();
    const resources = composedBody(composeDesign([net, app], wires)).Resources!;
    const group = resources.AppGroup!.Properties as Record<string, unknown>;
    // a fed parameter cannot stay a placeholder: it becomes a variable holding the output's Value
    expect(group.GroupDescription).toEqual({
      'Fn::Sub': [
        'App from ${Range} in ${AWS::Region} of ${AppVpcId} ${!Literal}',
        { Range: { Ref: 'AppAllowedCidr' }, AppVpcId: { Ref: 'NetVpc' } },
      ],
    });
    const topic = resources.AppTopic!.Properties as Record<string, unknown>;
    expect(topic.DisplayName).toEqual({
      'Fn::If': [
        'AppIsNotProd',
        { 'Fn::GetAtt': ['AppGroup', 'VpcId'] },
        { 'Fn::Sub': '${AppGroup}-${AppGroup.GroupId}' },
      ],
    });
    const endpoint = resources.AppEndpoint!.Properties as Record<string, unknown>;
    expect(endpoint.ServiceName).toEqual({ 'Fn::Sub': 'com.amazonaws.${AWS::Region}.sqs' });
    expect(endpoint.SecurityGroupIds).toEqual([{ 'Fn::GetAtt': ['AppGroup', 'GroupId'] }]);
  });

  it('renames conditions where they are declared and used, DependsOn, mappings and FindInMap', () => {
    const { net, app, wires } = networkAndApp();
    const body = composedBody(composeDesign([net, app], wires));
    expect(body.Conditions).toEqual({
      AppIsProd: { 'Fn::Equals': [{ Ref: 'AppEnvironment' }, 'prod'] },
      AppIsNotProd: { 'Fn::Not': [{ Condition: 'AppIsProd' }] },
    });
    expect(body.Resources!.AppQueue).toMatchObject({
      Condition: 'AppIsProd',
      DependsOn: ['AppGroup', 'AppEndpoint'],
    });
    expect(body.Resources!.AppEndpoint!.DependsOn).toBe('AppGroup');
    expect(Object.keys(body.Mappings!)).toEqual(['NetSizes']);
    const subnet = body.Resources!.NetSubnetA!.Properties as { CidrBlock: unknown };
    expect(JSON.stringify(subnet.CidrBlock)).toContain('{"Fn::FindInMap":["NetSizes","Subnet","Bits"]}');
  });

  it('gives each instance its own stack-derived names, so one template twice composes without clashes', () => {
    const first = designPart('Blue', NETWORK_TEMPLATE, { Cidr: '10.1.0.0/16' });
    const second = designPart('Green', NETWORK_TEMPLATE, { Cidr: '10.2.0.0/16' });
    const result = composeDesign([first, second], []);
    const resources = composedBody(result).Resources!;
    const tagOf = (id: string) =>
      (resources[id]!.Properties as { Tags: { Value: unknown }[] }).Tags[0]!.Value;
    expect(tagOf('BlueVpc')).toEqual({ 'Fn::Sub': '${AWS::StackName}-Blue-vpc' });
    expect(tagOf('GreenVpc')).toEqual({ 'Fn::Sub': '${AWS::StackName}-Green-vpc' });
    expect(result.parameterValues).toEqual({ BlueCidr: '10.1.0.0/16', GreenCidr: '10.2.0.0/16' });
    expect(validatorErrors(result)).toEqual([]);
  });

  it("takes the instances' values as the stack's, leaving out blanks and fed parameters", () => {
    const { net, app, wires } = networkAndApp({
      net: { Cidr: '10.9.0.0/16' },
      app: { Environment: 'prod', AllowedCidr: ' ', VpcId: 'vpc-0123456789abcdef0' },
    });
    expect(composeDesign([net, app], wires).parameterValues).toEqual({
      NetCidr: '10.9.0.0/16',
      AppEnvironment: 'prod',
    });
  });

  it('carries an output that names a fed parameter on down a chain of instances', () => {
    const net = designPart('Net', NETWORK_TEMPLATE);
    const app = designPart('App', APP_TEMPLATE);
    const other = designPart('Other', APP_TEMPLATE);
    // App's output Vpc is its VpcId parameter, itself fed by Net: Other gets Net's VPC
    const wires = [wire(app, 'Vpc', other, 'VpcId'), wire(net, 'VpcId', app, 'VpcId')];
    const body = composedBody(composeDesign([other, app, net], wires));
    expect((body.Resources!.OtherGroup!.Properties as { VpcId: unknown }).VpcId).toEqual({ Ref: 'NetVpc' });
  });

  it('refuses a cycle: the wire closing it is left out and said, the rest composes', () => {
    const net = designPart('Net', NETWORK_TEMPLATE);
    const app = designPart('App', APP_TEMPLATE);
    const result = composeDesign(
      [net, app],
      [wire(net, 'VpcId', app, 'VpcId'), wire(app, 'Cidr', net, 'Cidr')],
    );
    expect(result.errors).toEqual(['Connecting App to Net would close a cycle: Net -> App -> Net']);
    expect(Object.keys(result.body.Parameters as object)).toContain('NetCidr');
    expect((composedBody(result).Resources!.AppGroup!.Properties as { VpcId: unknown }).VpcId).toEqual({
      Ref: 'NetVpc',
    });
  });

  it('says so, rather than composing it wrongly, when a template loops with Fn::ForEach', () => {
    const looping = designPart(
      'Loop',
      [
        'Transform: AWS::LanguageExtensions',
        'Resources:',
        '  Fn::ForEach::Topics:',
        '    - Name',
        '    - [A, B]',
        '    - Topic${Name}:',
        '        Type: AWS::SNS::Topic',
      ].join('\n'),
    );
    const result = composeDesign([looping, designPart('Net', NETWORK_TEMPLATE)], []);
    expect(result.errors).toEqual(['Loop uses Fn::ForEach::Topics, which a design cannot compose']);
    expect(result.body.Transform).toBe('AWS::LanguageExtensions');
  });
});

describe('names of Object.prototype members in a design', () => {
  const PROTO_TEMPLATE = `AWSTemplateFormatVersion: '2010-09-09'
Parameters:
  constructor:
    Type: String
    Default: orders
  OwnProperty:
    Type: String
    Default: plain
Metadata:
  AWS::CloudFormation::Interface:
    ParameterLabels:
      OwnProperty:
        default: Own property
Resources:
  Queue:
    Type: AWS::SQS::Queue
    Properties:
      QueueName: !Sub '\${constructor}-\${OwnProperty}'
Outputs:
  constructor:
    Value: !GetAtt Queue.Arn
`;

  it('prefixes a Sub placeholder and a label named after one, like any other name', () => {
    const result = composeDesign([designPart('has', PROTO_TEMPLATE)], []);
    const body = composedBody(result);
    expect(result.errors).toEqual([]);
    expect((body.Resources!.hasQueue!.Properties as Record<string, unknown>).QueueName).toEqual({
      'Fn::Sub': '${hasconstructor}-${hasOwnProperty}',
    });
    expect(Object.keys(body.Outputs!)).toEqual(['hasconstructor']);
    const labels = (body.Metadata as Record<string, Record<string, Record<string, unknown>>>)[
      'AWS::CloudFormation::Interface'
    ]!.ParameterLabels;
    expect(labels).toEqual({ hasOwnProperty: { default: 'Own property' } });
    expect(validatorErrors(result)).toEqual([]);
  });
});
