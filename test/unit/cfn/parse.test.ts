// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { detectFormat, isTemplateError, parseTemplate, type TemplateError } from '#shared/cfn/index';
import { readSampleTemplate } from '#test/fixtures/compliance';
import { subBombTemplate } from '#test/fixtures/imports';

/** Parses `Value: <expression>` inside one resource and returns the parsed value. */
function parseValue(expression: string): unknown {
  const text = `Resources:\n  Thing:\n    Type: AWS::SQS::Queue\n    Properties:\n      Value: ${expression}\n`;
  const { body } = parseTemplate(text);
  return (body.Resources as Record<string, { Properties: { Value: unknown } }>).Thing.Properties.Value;
}

function parseError(text: string): TemplateError {
  try {
    parseTemplate(text);
  } catch (error) {
    if (isTemplateError(error)) return error;
    throw error;
  }
  throw new Error('expected a TemplateError');
}

describe('parseTemplate short-form tags', () => {
  it.each([
    ['!Ref Bucket', { Ref: 'Bucket' }],
    ['!GetAtt Bucket.Arn', { 'Fn::GetAtt': ['Bucket', 'Arn'] }],
    ['!GetAtt Db.Endpoint.Address', { 'Fn::GetAtt': ['Db', 'Endpoint.Address'] }],
    ['!GetAtt [Bucket, Arn]', { 'Fn::GetAtt': ['Bucket', 'Arn'] }],
    ["!Sub '${AWS::StackName}-x'", { 'Fn::Sub': '${AWS::StackName}-x' }],
    ["!Sub ['${A}', {A: !Ref B}]", { 'Fn::Sub': ['${A}', { A: { Ref: 'B' } }] }],
    ['!Join [",", [a, b]]', { 'Fn::Join': [',', ['a', 'b']] }],
    ['!Select [0, !GetAZs ""]', { 'Fn::Select': [0, { 'Fn::GetAZs': '' }] }],
    ['!Split [",", "a,b"]', { 'Fn::Split': [',', 'a,b'] }],
    ['!If [IsProd, a, b]', { 'Fn::If': ['IsProd', 'a', 'b'] }],
    ['!Equals [a, b]', { 'Fn::Equals': ['a', 'b'] }],
    ['!And [!Condition A, !Condition B]', { 'Fn::And': [{ Condition: 'A' }, { Condition: 'B' }] }],
    [
      '!Or [!Condition A, !Not [!Condition B]]',
      { 'Fn::Or': [{ Condition: 'A' }, { 'Fn::Not': [{ Condition: 'B' }] }] },
    ],
    ['!FindInMap [M, k1, k2]', { 'Fn::FindInMap': ['M', 'k1', 'k2'] }],
    ['!Base64 hello', { 'Fn::Base64': 'hello' }],
    ['!Cidr [10.0.0.0/16, 2, 8]', { 'Fn::Cidr': ['10.0.0.0/16', 2, 8] }],
    ['!GetAZs me-south-1', { 'Fn::GetAZs': 'me-south-1' }],
    ['!ImportValue shared-vpc', { 'Fn::ImportValue': 'shared-vpc' }],
    ['!Transform {Name: M, Parameters: {}}', { 'Fn::Transform': { Name: 'M', Parameters: {} } }],
    ['!ToJsonString {a: 1}', { 'Fn::ToJsonString': { a: 1 } }],
    ['!Length [a, b]', { 'Fn::Length': ['a', 'b'] }],
    ['!Unheard x', { 'Fn::Unheard': 'x' }],
  ])('reads %s in its long form', (expression, longForm) => {
    expect(parseValue(expression)).toEqual(longForm);
  });

  it('keeps YAML 1.1 tags such as !!binary as text instead of decoding them', () => {
    expect(parseValue('!!binary aGVsbG8=')).toBe('aGVsbG8=');
  });
});

describe('parseTemplate formats and locations', () => {
  it('reports the line and column of every resource in YAML', () => {
    const parsed = parseTemplate(
      '# header\nResources:\n  Logs:\n    Type: AWS::S3::Bucket\n\n  Queue:\n    Type: AWS::SQS::Queue\n',
    );
    expect(parsed.format).toBe('yaml');
    expect(parsed.resourceLocations.get('Logs')).toEqual({ line: 3, column: 3 });
    expect(parsed.resourceLocations.get('Queue')).toEqual({ line: 6, column: 3 });
  });

  it('reads JSON with locations, including tab-indented JSON', () => {
    const parsed = parseTemplate('{\n\t"Resources": {\n\t\t"Logs": { "Type": "AWS::S3::Bucket" }\n\t}\n}\n');
    expect(parsed.format).toBe('json');
    expect(parsed.body.Resources).toEqual({ Logs: { Type: 'AWS::S3::Bucket' } });
    expect(parsed.resourceLocations.get('Logs')).toEqual({ line: 3, column: 3 });
  });

  it('locates JSON resources past strings with braces and nested Resources keys', () => {
    const text = [
      '{"Metadata": {"Resources": {"Decoy": 1}, "Note": "a } \\" { ["},',
      ' "Resources": {',
      '  "First": {"Type": "AWS::SQS::Queue", "Properties": {"Resources": {"Inner": {}}}},',
      '  "Second": {"Type": "AWS::SNS::Topic"}}}',
    ].join('\n');
    const parsed = parseTemplate(text);
    expect([...parsed.resourceLocations]).toEqual([
      ['First', { line: 3, column: 3 }],
      ['Second', { line: 4, column: 3 }],
    ]);
  });

  it('reads the sample templates in both formats', () => {
    expect(parseTemplate(readSampleTemplate('data-lake.json')).format).toBe('json');
    const text = readSampleTemplate('web-app.yaml');
    const web = parseTemplate(text, { fileName: 'web-app.yaml' });
    expect(web.fileName).toBe('web-app.yaml');
    const line = text.split('\n').indexOf('  Database:') + 1;
    expect(web.resourceLocations.get('Database')).toEqual({ line, column: 3 });
  });

  it('detects YAML flow mappings that are not JSON as YAML', () => {
    expect(detectFormat('{Resources: {A: {Type: X}}}')).toBe('yaml');
    expect(detectFormat('\uFEFF {"Resources": {}}')).toBe('json');
  });
});

describe('parseTemplate errors', () => {
  it('gives the line and column of a YAML syntax error', () => {
    const error = parseError('Resources:\n  Logs:\n    Type: [unclosed\n    Properties: {}\n');
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.column).toBeGreaterThan(0);
    expect(error.message).toMatch(/^Line \d+, column \d+: /);
  });

  it.each([
    ['', 'The template is empty'],
    ['- a\n- b\n', 'The template must be a mapping of sections (Resources, Parameters, ...)'],
    ['just text', 'The template must be a mapping of sections (Resources, Parameters, ...)'],
    ['AWSTemplateFormatVersion: 2010-09-09\n', 'Template has no Resources section'],
    ['Resources: {}\n', 'Template has no resources: the Resources section is empty'],
  ])('rejects %j with a clear message', (text, message) => {
    expect(parseError(text).message).toBe(message);
  });

  it('names a resource without a Type and where it is', () => {
    const error = parseError('Resources:\n  Logs:\n    Properties: {}\n');
    expect(error.message).toBe('Line 2, column 3: Resources.Logs has no Type');
    expect([error.line, error.column]).toEqual([2, 3]);
  });

  it('rejects aliases, which CloudFormation does not support', () => {
    const error = parseError('Resources:\n  A: &a\n    Type: AWS::SQS::Queue\n  B: *a\n');
    expect(error.message).toContain('YAML aliases (*a) are not supported');
    expect(error.line).toBe(4);
  });

  it('rejects duplicate keys with their position', () => {
    const error = parseError(
      'Resources:\n  A:\n    Type: AWS::SQS::Queue\n  A:\n    Type: AWS::SNS::Topic\n',
    );
    expect(error.message).toBe('Line 4, column 3: The key A appears twice in the same mapping');
  });

  it('never lets a non-template error escape', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(isTemplateError(parseError(`Resources: ${deep}`))).toBe(true);
  });
});

describe('parseTemplate expansion budget', () => {
  it.each(['Properties', 'Metadata', 'Outputs'] as const)(
    'refuses nested Fn::Sub that would build gigabytes in %s, at once and in plain words',
    (site) => {
      const template = subBombTemplate(14, site);
      expect(template.length).toBeLessThan(1_000);
      const started = performance.now();
      expect(parseError(template).message).toBe(
        'The template builds text too large to deploy: Fn::Sub would produce more than 1 MB in one value (CloudFormation accepts templates up to 1 MB).',
      );
      expect(performance.now() - started).toBeLessThan(1_000);
    },
  );

  it("counts a parameter's default each time a Fn::Sub names it", () => {
    const names = Array.from({ length: 300 }, () => '${Long}').join('');
    const template = (defaultLength: number) =>
      JSON.stringify({
        Parameters: { Long: { Type: 'String', Default: 'x'.repeat(defaultLength) } },
        Resources: { Topic: { Type: 'AWS::SNS::Topic', Metadata: { Note: { 'Fn::Sub': names } } } },
      });
    expect(parseError(template(4_000)).message).toMatch(/too large to deploy: Fn::Sub/);
    expect(() => parseTemplate(template(3_000))).not.toThrow();
  });

  it('reads templates whose Fn::Sub variables repeat without multiplying', () => {
    const { body } = parseTemplate(subBombTemplate(8, 'Properties'));
    expect(body.Resources).toHaveProperty('Topic.Properties.TopicName.Fn::Sub');
  });
});

describe('parseTemplate nesting', () => {
  it.each([
    ['a flow sequence', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['a flow mapping', `${'{a: '.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ])('refuses %s nested thousands deep in plain words, never the engine’s', (_, value) => {
    const error = parseError(`Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Metadata: ${value}\n`);
    expect(error.message).toMatch(/^Line 4, column \d+: The template is nested too deeply$/);
  });
});
