// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/index';
import { applyPatches, applyPatchesWithNotes } from '#shared/compliance/fix/index';
import type { TemplatePatch } from '#shared/compliance/types';
import { readSampleTemplate } from '#test/fixtures/compliance';

const YAML = `# Storage for the web tier
AWSTemplateFormatVersion: '2010-09-09'
Resources:
  # access logs, kept for a year
  Logs:
    Type: AWS::S3::Bucket # no versioning yet
    Properties:
      BucketName: !Sub '\${AWS::StackName}-logs'
      Tags:
        - Key: Team
          Value: web
  Db:
    Type: AWS::RDS::DBInstance
    Properties: !If [IsProd, {MultiAZ: true}, {MultiAZ: false}]
  Jobs:
    Type: AWS::SQS::Queue
`;

const set = (path: TemplatePatch['path'], value: unknown): TemplatePatch => ({ op: 'set', path, value });

describe('applyPatches on YAML', () => {
  it('adds nested properties in block style and keeps comments, order and short-form tags', () => {
    const text = applyPatches(YAML, 'yaml', [
      set(['Resources', 'Logs', 'Properties', 'VersioningConfiguration'], { Status: 'Enabled' }),
      set(['Resources', 'Jobs', 'Properties', 'KmsMasterKeyId'], { 'Fn::GetAtt': ['Key', 'Arn'] }),
    ]);
    expect(text).toContain('# Storage for the web tier');
    expect(text).toContain('  # access logs, kept for a year');
    expect(text).toContain('Type: AWS::S3::Bucket # no versioning yet');
    expect(text).toContain("BucketName: !Sub '${AWS::StackName}-logs'");
    expect(text).toContain('      VersioningConfiguration:\n        Status: Enabled\n');
    expect(text).toContain('    Properties:\n      KmsMasterKeyId: !GetAtt Key.Arn\n');
    const body = parseTemplate(text).body as { Resources: Record<string, unknown> };
    expect(Object.keys(body.Resources)).toEqual(['Logs', 'Db', 'Jobs']);
    expect(Object.keys((body.Resources.Logs as { Properties: object }).Properties)).toEqual([
      'BucketName',
      'Tags',
      'VersioningConfiguration',
    ]);
  });

  it('returns the text unchanged when nothing applies', () => {
    expect(applyPatches(YAML, 'yaml', [])).toBe(YAML);
  });

  it('replaces a value and removes list items and keys', () => {
    const text = applyPatches(YAML, 'yaml', [
      set(['Resources', 'Logs', 'Properties', 'BucketName'], 'fixed-name'),
      { op: 'remove', path: ['Resources', 'Logs', 'Properties', 'Tags', 0] },
      { op: 'remove', path: ['Resources', 'Logs', 'Properties', 'Missing', 'Deeper'] },
    ]);
    const logs = (parseTemplate(text).body.Resources as Record<string, { Properties: object }>).Logs;
    expect(logs.Properties).toEqual({ BucketName: 'fixed-name', Tags: [] });
  });

  it('quotes new text that CloudFormation would read as a date or boolean', () => {
    const text = applyPatches(YAML, 'yaml', [
      set(['Resources', 'Jobs', 'Properties', 'Policy'], { Version: '2012-10-17', Flag: 'yes' }),
    ]);
    expect(text).toContain("Version: '2012-10-17'");
    expect(text).toContain("Flag: 'yes'");
  });

  it('skips a patch that crosses an intrinsic and says why', () => {
    const { text, skipped } = applyPatchesWithNotes(YAML, 'yaml', [
      set(['Resources', 'Db', 'Properties', 'StorageEncrypted'], true),
    ]);
    expect(text).toBe(YAML);
    expect(skipped.map((s) => s.reason)).toEqual(['Resources.Db.Properties is computed by Fn::If']);
  });

  it('refuses to replace a whole resource or to patch one the text does not declare', () => {
    const { skipped } = applyPatchesWithNotes(YAML, 'yaml', [
      set(['Resources', 'Jobs'], { Type: 'AWS::SNS::Topic' }),
      set(['Resources', 'ordersQueue', 'Properties', 'X'], 1),
    ]);
    expect(skipped.map((s) => s.reason)).toEqual([
      'it would replace the existing resource Jobs',
      'resource ordersQueue is not declared in the template text (a loop or macro creates it)',
    ]);
  });

  it('adds a new resource with long-form intrinsics written as tags', () => {
    const text = applyPatches(YAML, 'yaml', [
      set(['Resources', 'LogsPolicy'], {
        Type: 'AWS::S3::BucketPolicy',
        Properties: { Bucket: { Ref: 'Logs' }, Resource: { 'Fn::Base64': { 'Fn::Sub': '${Logs.Arn}/*' } } },
      }),
    ]);
    expect(text).toContain('Bucket: !Ref Logs');
    expect(text).toContain('Resource:\n        Fn::Base64: !Sub ${Logs.Arn}/*');
    const policy = (parseTemplate(text).body.Resources as Record<string, { Properties: object }>).LogsPolicy;
    expect(policy.Properties).toEqual({
      Bucket: { Ref: 'Logs' },
      Resource: { 'Fn::Base64': { 'Fn::Sub': '${Logs.Arn}/*' } },
    });
  });

  it('keeps Windows line endings', () => {
    const crlf = 'Resources:\r\n  Jobs: # queue\r\n    Type: AWS::SQS::Queue\r\n';
    const text = applyPatches(crlf, 'yaml', [set(['Resources', 'Jobs', 'Properties', 'DelaySeconds'], 5)]);
    expect(text).toBe(
      'Resources:\r\n  Jobs: # queue\r\n    Type: AWS::SQS::Queue\r\n    Properties:\r\n      DelaySeconds: 5\r\n',
    );
  });

  it('follows the source indentation', () => {
    const fourSpaces = 'Resources:\n    Jobs:\n        Type: AWS::SQS::Queue\n';
    const text = applyPatches(fourSpaces, 'yaml', [
      set(['Resources', 'Jobs', 'Properties', 'DelaySeconds'], 5),
    ]);
    expect(text).toBe(
      'Resources:\n    Jobs:\n        Type: AWS::SQS::Queue\n        Properties:\n            DelaySeconds: 5\n',
    );
  });

  it('leaves lines the YAML writer would re-format exactly as written', () => {
    const source = [
      '---',
      'Description: >-',
      '  A folded',
      '  description',
      'Parameters:',
      '  Env: { Type: String, Default: prod }   # inline flow',
      'Resources:',
      '  Jobs: # queue',
      '    Type: AWS::SQS::Queue',
      '    Properties:',
      '      Hex: 0x1F',
      '...',
      '',
    ].join('\n');
    const text = applyPatches(source, 'yaml', [set(['Resources', 'Jobs', 'Properties', 'DelaySeconds'], 5)]);
    expect(text).toBe(source.replace('      Hex: 0x1F\n', '      Hex: 0x1F\n      DelaySeconds: 5\n'));
  });

  it('leaves every untouched line of a real template as it was', () => {
    const source = readSampleTemplate('web-app.yaml');
    const text = applyPatches(source, 'yaml', [
      set(['Resources', 'Vpc', 'Properties', 'InstanceTenancy'], 'default'),
    ]);
    const added = text.split('\n').filter((line) => !source.split('\n').includes(line));
    expect(added).toEqual(['      InstanceTenancy: default']);
  });
});

describe('applyPatches on JSON', () => {
  it('stays 2-space JSON in key order, creating missing maps', () => {
    const source = '{\n  "Resources": {\n    "Logs": { "Type": "AWS::S3::Bucket" }\n  }\n}\n';
    const text = applyPatches(source, 'json', [
      set(['Resources', 'Logs', 'Properties', 'VersioningConfiguration', 'Status'], 'Enabled'),
    ]);
    expect(text).toBe(
      `${JSON.stringify({ Resources: { Logs: { Type: 'AWS::S3::Bucket', Properties: { VersioningConfiguration: { Status: 'Enabled' } } } } }, null, 2)}\n`,
    );
  });

  it('skips a patch through a long-form intrinsic', () => {
    const source = readSampleTemplate('data-lake.json');
    const { text, skipped } = applyPatchesWithNotes(source, 'json', [
      set(['Resources', 'RawZone', 'Properties', 'BucketName', 'Suffix'], 'x'),
    ]);
    expect(text).toBe(source);
    expect(skipped[0].reason).toBe('Resources.RawZone.Properties.BucketName is computed by Fn::Join');
  });
});
