import { beforeAll, describe, expect, it } from 'vitest';
import {
  disposeTemplateValidator,
  getTemplateValidator,
} from '#functions/lib/adapters/aws/cloudformation-validator';
import { isDeployable } from '#shared/cfn/diagnostic';
import { readSampleTemplate } from '#test/fixtures/compliance';

const validator = getTemplateValidator();
/** Creating the WebAssembly engine takes seconds (far more on a busy machine): once, up front. */
const ENGINE_START_MS = 180_000;
beforeAll(() => {
  validator.validate(readSampleTemplate('insecure.yaml'));
}, ENGINE_START_MS);

const BROKEN = `AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Typo:
    Type: AWS::S3::Buckett
  NoVpc:
    Type: AWS::EC2::Subnet
    Properties:
      CidrBlock: 10.0.0.0/24
  BadDelay:
    Type: AWS::SQS::Queue
    Properties:
      DelaySeconds: soon
`;

describe('template validity gate', () => {
  it('passes the well-formed sample templates', () => {
    for (const name of ['web-app.yaml', 'data-lake.json', 'insecure.yaml'] as const) {
      const diagnostics = validator.validate(readSampleTemplate(name), { fileName: name });
      expect(diagnostics.filter((d) => d.severity === 'ERROR')).toEqual([]);
      expect(isDeployable(diagnostics)).toBe(true);
    }
  });

  it('reports an unknown type, a missing required property and a wrong property type as errors', () => {
    const diagnostics = validator.validate(BROKEN);
    const errors = diagnostics.filter((d) => d.severity === 'ERROR');
    expect(isDeployable(diagnostics)).toBe(false);
    expect(errors.find((d) => d.path === 'Resources/Typo')?.message).toContain(
      "Unknown resource type 'AWS::S3::Buckett'",
    );
    expect(errors.find((d) => d.path === 'Resources/NoVpc/Properties')?.message).toContain(
      "'VpcId' is a required property",
    );
    const delay = errors.find((d) => d.path === 'Resources/BadDelay/Properties/DelaySeconds');
    expect(delay).toMatchObject({ line: 12, column: 7 });
    expect(delay?.code).toMatch(/^[EF]\d+$/);
  });

  it('reports unreadable YAML as an error with its position', () => {
    const [first] = validator.validate('Resources:\n  A: [\n');
    expect(first.severity).toBe('ERROR');
    expect(first.line).toBeGreaterThan(0);
  });

  it('maps warnings and notes below ERROR', () => {
    const diagnostics = validator.validate(readSampleTemplate('insecure.yaml'));
    expect(diagnostics.some((d) => d.severity === 'WARNING')).toBe(true);
    expect(isDeployable(diagnostics)).toBe(true);
  });

  it('creates a new engine after dispose', { timeout: ENGINE_START_MS }, () => {
    disposeTemplateValidator();
    expect(isDeployable(validator.validate(BROKEN))).toBe(false);
  });
});
