// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { parseTemplate, type ResolveOptions, resolveTemplate } from '#shared/cfn/index';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';

const PREAMBLE = `Parameters:
  Env: {Type: String, Default: prod}
  Size: {Type: Number, Default: 20}
  Zones: {Type: CommaDelimitedList, Default: "a, b ,c"}
  ImageId: {Type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>', Default: /aws/ami}
  Secret: {Type: String}
Mappings:
  Sizes:
    prod: {Instance: m5.large}
    dev: {Instance: t3.micro}
`;

/** Resolves `Value: <expression>` on resource Thing in a template that also declares Bucket. */
function resolvedValue(expression: string, options: ResolveOptions = {}): unknown {
  const text = `${PREAMBLE}Resources:
  Bucket:
    Type: AWS::S3::Bucket
  Thing:
    Type: AWS::SQS::Queue
    Properties:
      Value: ${expression}
`;
  const thing = resolveTemplate(parseTemplate(text), options).find((r) => r.logicalId === 'Thing');
  return thing?.properties.Value;
}

function unknownOf(expression: string, options: ResolveOptions = {}): UnknownValue {
  const value = resolvedValue(expression, options);
  if (!isUnknown(value)) throw new Error(`expected an unknown value, got ${JSON.stringify(value)}`);
  return value;
}

describe('Ref', () => {
  it('gives a parameter default, typed by the parameter', () => {
    expect(resolvedValue('!Ref Env')).toBe('prod');
    expect(resolvedValue('!Ref Size')).toBe(20);
    expect(resolvedValue('!Ref Zones')).toEqual(['a', 'b', 'c']);
  });

  it('prefers a given parameter value over the default', () => {
    expect(resolvedValue('!Ref Env', { parameters: { Env: 'dev' } })).toBe('dev');
  });

  it('keeps SSM parameters and parameters without a value unknown', () => {
    expect(unknownOf('!Ref ImageId').reason).toContain('SSM Parameter Store');
    expect(unknownOf('!Ref Secret').reason).toContain('no default');
  });

  it('is unknown for a resource, pointing at it', () => {
    const value = unknownOf('!Ref Bucket');
    expect(value.refs).toEqual(['Bucket']);
    expect(value.reason).toBe('a Ref to resource Bucket');
  });

  it('resolves pseudo parameters when given and keeps the rest unknown', () => {
    expect(resolvedValue('!Ref AWS::Partition')).toBe('aws');
    expect(resolvedValue('!Ref AWS::URLSuffix')).toBe('amazonaws.com');
    expect(unknownOf('!Ref AWS::Region').reason).toContain('AWS::Region');
    expect(resolvedValue('!Ref AWS::Region', { region: 'me-south-1' })).toBe('me-south-1');
    expect(resolvedValue('!Ref AWS::AccountId', { accountId: '111122223333' })).toBe('111122223333');
    expect(resolvedValue('!Ref AWS::StackName', { stackName: 'web' })).toBe('web');
    expect(resolvedValue('!Ref AWS::Partition', { region: 'cn-north-1' })).toBe('aws-cn');
  });

  it('removes a key set to AWS::NoValue, and list items too', () => {
    expect(resolvedValue('!Ref AWS::NoValue')).toBeUndefined();
    expect(resolvedValue('[a, !Ref AWS::NoValue, b]')).toEqual(['a', 'b']);
  });
});

describe('Fn::GetAtt', () => {
  it('is unknown with a ref in both forms', () => {
    expect(unknownOf('!GetAtt Bucket.Arn').refs).toEqual(['Bucket']);
    expect(unknownOf('!GetAtt [Bucket, DomainName]').reason).toContain('Bucket.DomainName');
  });
});

describe('Fn::Sub', () => {
  it('substitutes parameters, pseudo parameters and literals', () => {
    expect(resolvedValue("!Sub '${AWS::StackName}-${Env}-${!Literal}'", { stackName: 's' })).toBe(
      's-prod-${Literal}',
    );
  });

  it('uses the variable map of the list form', () => {
    expect(resolvedValue("!Sub ['${Prefix}-${Env}', {Prefix: !Join ['', [x, y]]}]")).toBe('xy-prod');
  });

  it('is unknown with the refs of every unresolvable variable', () => {
    const value = unknownOf("!Sub 'arn:${AWS::Partition}:s3:::${Bucket}/${Bucket.Arn}'");
    expect(value.refs).toEqual(['Bucket']);
    expect(value.reason).toContain('and 1 other');
  });
});

describe('list and text functions', () => {
  it('joins, splits and selects', () => {
    expect(resolvedValue("!Join ['-', [a, !Ref Env, 3]]")).toBe('a-prod-3');
    expect(resolvedValue("!Split [',', 'a,b']")).toEqual(['a', 'b']);
    expect(resolvedValue('!Select [1, !Ref Zones]')).toBe('b');
    expect(resolvedValue('!Length [a, b, c]')).toBe(3);
    expect(resolvedValue('!ToJsonString {a: [1, !Ref Env]}')).toBe('{"a":[1,"prod"]}');
  });

  it('propagates unknowns with their refs', () => {
    expect(unknownOf("!Join ['', [a, !Ref Bucket]]").refs).toEqual(['Bucket']);
    expect(unknownOf("!Select [0, !Split [',', !GetAtt Bucket.Arn]]").refs).toEqual(['Bucket']);
  });

  it('reports a malformed call as unknown instead of failing', () => {
    expect(unknownOf('!Select [9, [a]]').reason).toBe('a malformed Fn::Select');
    expect(unknownOf('!Join [only-one]').reason).toBe('a malformed Fn::Join');
  });

  it('encodes Base64 as UTF-8', () => {
    expect(resolvedValue("!Base64 'héllo'")).toBe(
      btoa(String.fromCharCode(...new TextEncoder().encode('héllo'))),
    );
  });
});

describe('Fn::FindInMap', () => {
  it('looks up resolved keys and falls back to DefaultValue', () => {
    expect(resolvedValue('!FindInMap [Sizes, !Ref Env, Instance]')).toBe('m5.large');
    expect(resolvedValue('!FindInMap [Sizes, test, Instance, {DefaultValue: t3.nano}]')).toBe('t3.nano');
    expect(unknownOf('!FindInMap [Sizes, test, Instance]').reason).toContain('no entry test.Instance');
  });

  it('is unknown when a key is unknown', () => {
    expect(unknownOf('!FindInMap [Sizes, !Ref AWS::Region, Instance]').reason).toContain('AWS::Region');
  });
});

describe('Fn::GetAZs and Fn::Cidr', () => {
  it('synthesises zones only for a known region', () => {
    expect(resolvedValue("!GetAZs ''", { region: 'me-south-1' })).toEqual([
      'me-south-1a',
      'me-south-1b',
      'me-south-1c',
    ]);
    expect(resolvedValue('!GetAZs eu-west-1')).toEqual(['eu-west-1a', 'eu-west-1b', 'eu-west-1c']);
    expect(isUnknown(resolvedValue("!GetAZs ''"))).toBe(true);
  });

  it('carves IPv4 blocks from the start of the range', () => {
    expect(resolvedValue('!Cidr [10.1.77.0/16, 3, 12]')).toEqual([
      '10.1.0.0/20',
      '10.1.16.0/20',
      '10.1.32.0/20',
    ]);
    expect(isUnknown(resolvedValue("!Cidr ['fd00::/56', 2, 64]"))).toBe(true);
    expect(unknownOf('!Cidr [10.0.0.0/24, 3, 8]').reason).toBe('a malformed Fn::Cidr');
  });
});

describe('deploy-time functions', () => {
  it('keeps imports, macros and unknown functions unknown', () => {
    expect(unknownOf('!ImportValue shared-vpc').reason).toContain('export shared-vpc');
    expect(unknownOf('!Transform {Name: AWS::Include}').reason).toContain('AWS::Include');
    expect(unknownOf('!Unheard x').reason).toContain('Fn::Unheard');
  });
});

/** A few hundred bytes of nested Fn::Sub, each level quadrupling the value: 4^(levels + 1) characters. */
function subBomb(levels: number): string {
  let value = '"xxxx"';
  for (let level = 0; level < levels; level++)
    value = `{"Fn::Sub": ["\${a}\${a}\${a}\${a}", {"a": ${value}}]}`;
  return value;
}
const queueNamed = (value: string) =>
  `{"Resources": {"Thing": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": ${value}}}}}`;

describe('expansion budget', () => {
  it('refuses nested Fn::Sub that would build gigabytes, in plain words and at once', () => {
    const template = queueNamed(subBomb(15));
    expect(template.length).toBeLessThan(800);
    const started = performance.now();
    expect(() => resolveTemplate(parseTemplate(template))).toThrow(
      /^The template builds text too large to deploy: Fn::Sub would produce more than 1 MB in one value/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a Fn::Join of long parts past the same budget', () => {
    const part = subBomb(8);
    const template = queueNamed(`{"Fn::Join": ["", [${[part, part, part, part, part].join(', ')}]]}`);
    expect(() => resolveTemplate(parseTemplate(template))).toThrow(/too large to deploy: Fn::Join/);
  });

  it('still builds long values below the budget', () => {
    const value = resolveTemplate(parseTemplate(queueNamed(subBomb(8))))[0].properties.QueueName;
    expect(String(value)).toHaveLength(4 ** 9);
  });
});
