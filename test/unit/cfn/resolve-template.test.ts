// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { parseTemplate, resolveTemplate, resolveTemplateWithNotes } from '#shared/cfn/index';
import { isUnknown } from '#shared/cfn/unknown';
import { readSampleTemplate, templateBody } from '#test/fixtures/compliance';

describe('resolveTemplate resources', () => {
  it('flattens tags in list form and in map form', () => {
    const text = JSON.stringify(
      templateBody({
        Listed: {
          Type: 'AWS::S3::Bucket',
          Properties: {
            Tags: [
              { Key: 'DataClassification', Value: 'Confidential' },
              { Key: 'Cost', Value: 7 },
            ],
          },
        },
        Mapped: { Type: 'AWS::SSM::Parameter', Properties: { Tags: { Owner: { Ref: 'AWS::StackName' } } } },
      }),
    );
    const [listed, mapped] = resolveTemplate(parseTemplate(text));
    expect(listed.tags).toEqual({ DataClassification: 'Confidential', Cost: '7' });
    expect(isUnknown(mapped.tags.Owner)).toBe(true);
  });

  it('keeps each resource location and its deletion policies', () => {
    const text = readSampleTemplate('web-app.yaml');
    const resources = resolveTemplate(parseTemplate(text), { region: 'me-south-1' });
    const database = resources.find((r) => r.logicalId === 'Database');
    expect(database?.location?.line).toBe(text.split('\n').indexOf('  Database:') + 1);
    expect(database?.deletionPolicy).toBe('Snapshot');
    expect(database?.properties.MultiAZ).toBe(true);
    const subnet = resources.find((r) => r.logicalId === 'PrivateSubnetB');
    expect(subnet?.properties).toMatchObject({ CidrBlock: '10.20.3.0/24', AvailabilityZone: 'me-south-1b' });
  });

  it('marks a resource whose whole Properties cannot be resolved', () => {
    const text = JSON.stringify(
      templateBody({
        Macro: { Type: 'AWS::SQS::Queue', Properties: { 'Fn::Transform': { Name: 'AWS::Include' } } },
      }),
    );
    const [macro] = resolveTemplate(parseTemplate(text));
    expect(macro.properties).toEqual({});
    expect(macro.propertiesUnknown?.reason).toContain('AWS::Include');
  });
});

describe('Fn::ForEach (AWS::LanguageExtensions)', () => {
  it('expands loops over a resolvable collection and keeps the loop location', () => {
    const text = readSampleTemplate('language-extensions.yaml');
    const { resources, notes } = resolveTemplateWithNotes(parseTemplate(text));
    const orders = resources.find((r) => r.logicalId === 'ordersQueue');
    expect(resources.map((r) => r.logicalId)).toEqual(['ordersQueue', 'paymentsQueue', 'AuditBucket']);
    expect(orders?.properties).toMatchObject({
      QueueName: 'sahab-orders',
      Tags: [{ Key: 'Purpose', Value: 'orders' }],
    });
    expect(orders?.location?.line).toBe(text.split('\n').indexOf('  Fn::ForEach::Queues:') + 1);
    expect(notes).toEqual([
      'Fn::ForEach::Topics was skipped because its collection is parameter TopicNames, which has no default and no value was given.',
    ]);
  });

  it('expands a loop once its collection is given as a parameter', () => {
    const parsed = parseTemplate(readSampleTemplate('language-extensions.yaml'));
    const ids = resolveTemplate(parsed, { parameters: { TopicNames: 'alerts' } }).map((r) => r.logicalId);
    expect(ids).toContain('alertsTopic');
  });

  it('substitutes &{Id} with alphanumerics only and expands nested loops', () => {
    const text = JSON.stringify(
      templateBody({
        'Fn::ForEach::Envs': [
          'Env',
          ['prod-1', 'dev'],
          {
            'Fn::ForEach::Kinds': [
              'Kind',
              ['Logs', 'Data'],
              {
                '&{Env}${Kind}': {
                  Type: 'AWS::S3::Bucket',
                  Properties: { BucketName: { 'Fn::Sub': '${Env}-${Kind}' } },
                },
              },
            ],
          },
        ],
      }),
    );
    const resources = resolveTemplate(parseTemplate(text));
    expect(resources.map((r) => r.logicalId)).toEqual(['prod1Logs', 'prod1Data', 'devLogs', 'devData']);
    expect(resources[0].properties.BucketName).toBe('prod-1-Logs');
  });

  // The resolver skips its search for loops in text that cannot spell a loop key: escapes can.
  it('expands loops whose key is spelled with escapes (JSON \\u, YAML %TAG)', () => {
    const loop = (id: string, value: string) => `["Name", ["A", "B"], {"\${Name}${id}": ${value}}]`;
    const json = `{"Resources": {"Fn::\\u0046orEach::Buckets": ${loop('Bucket', '{"Type": "AWS::S3::Bucket"}')}}}`;
    expect(resolveTemplate(parseTemplate(json)).map((r) => r.logicalId)).toEqual(['ABucket', 'BBucket']);
    const yaml = `%TAG !e! !\n---\nResources:\n  Holder:\n    Type: AWS::S3::Bucket\n    Properties: !e!Fn::%46orEach::Keys ${loop('Key', '"v"')}\n`;
    expect(resolveTemplate(parseTemplate(yaml))[0].properties).toEqual({ AKey: 'v', BKey: 'v' });
  });
});

describe('SAM templates', () => {
  it('resolve without failing, keeping serverless types and map-form tags', () => {
    const resources = resolveTemplate(parseTemplate(readSampleTemplate('serverless-api.yaml')));
    const list = resources.find((r) => r.logicalId === 'ListOrders');
    expect(list?.type).toBe('AWS::Serverless::Function');
    expect(list?.tags).toEqual({ DataClassification: 'Internal' });
  });

  it('apply Globals: the resource wins, maps merge, lists concatenate', () => {
    const resources = resolveTemplate(parseTemplate(readSampleTemplate('serverless-api.yaml')));
    const list = resources.find((r) => r.logicalId === 'ListOrders');
    expect(list?.properties).toMatchObject({
      Runtime: 'nodejs20.x',
      Tracing: 'Active',
      Handler: 'list.handler',
    });
    const environment = list?.properties.Environment as { Variables: { TABLE_NAME: unknown } } | undefined;
    expect(isUnknown(environment?.Variables.TABLE_NAME)).toBe(true);
    const text = JSON.stringify(
      templateBody(
        {
          Fn: {
            Type: 'AWS::Serverless::Function',
            Properties: { Timeout: 3, Layers: ['b'], Environment: { Variables: { B: '2' } } },
          },
          Table: { Type: 'AWS::DynamoDB::Table' },
        },
        {
          Transform: ['AWS::Serverless-2016-10-31'],
          Globals: {
            Function: { Timeout: 10, Layers: ['a'], Environment: { Variables: { A: '1', B: '1' } } },
          },
        },
      ),
    );
    const [fn] = resolveTemplate(parseTemplate(text));
    expect(fn.properties).toEqual({
      Timeout: 3,
      Layers: ['a', 'b'],
      Environment: { Variables: { A: '1', B: '2' } },
    });
  });
});
