import { describe, expect, it } from 'vitest';
import { ecrImmutableTags } from '../../../../shared/compliance/rules/ecr/ecr-immutable-tags';
import { ecrScanOnPush } from '../../../../shared/compliance/rules/ecr/ecr-scan-on-push';
import { unknownValue } from '../../../../shared/compliance/types';
import { evaluate, makeContext, makeResource } from '../../../fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const repo = (props: Record<string, unknown> = {}) => makeResource('Images', 'AWS::ECR::Repository', props);

describe(ecrScanOnPush.id, () => {
  it('Noncompliance 1: no scanning configuration', () => {
    expect(evaluate(ecrScanOnPush, repo())).toEqual({
      status: 'fail',
      message: "ECR repository 'Images' does not scan images for vulnerabilities on push.",
    });
  });

  it('Compliance', () => {
    expect(evaluate(ecrScanOnPush, repo({ ImageScanningConfiguration: { ScanOnPush: true } })).status).toBe(
      'pass',
    );
  });

  it('Unknown: ScanOnPush is set by a condition', () => {
    expect(
      evaluate(ecrScanOnPush, repo({ ImageScanningConfiguration: { ScanOnPush: CONDITION } })).status,
    ).toBe('unknown');
  });

  it('Fix turns scan on push on', () => {
    const resource = repo();
    expect(ecrScanOnPush.fix?.(resource, makeContext([resource]))).toEqual([
      {
        op: 'set',
        path: ['Resources', 'Images', 'Properties', 'ImageScanningConfiguration'],
        value: { ScanOnPush: true },
      },
    ]);
  });
});

describe(ecrImmutableTags.id, () => {
  it('Noncompliance 1: default MUTABLE', () => {
    expect(evaluate(ecrImmutableTags, repo()).status).toBe('fail');
  });

  it('Noncompliance 2: explicit MUTABLE', () => {
    expect(evaluate(ecrImmutableTags, repo({ ImageTagMutability: 'MUTABLE' })).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(ecrImmutableTags, repo({ ImageTagMutability: 'IMMUTABLE' })).status).toBe('pass');
  });

  it('Unknown: ImageTagMutability is set by a condition', () => {
    expect(evaluate(ecrImmutableTags, repo({ ImageTagMutability: CONDITION })).status).toBe('unknown');
  });

  it('Fix sets IMMUTABLE', () => {
    const resource = repo();
    expect(ecrImmutableTags.fix?.(resource, makeContext([resource]))?.[0].value).toBe('IMMUTABLE');
  });
});
