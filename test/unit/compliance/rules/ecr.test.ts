import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { ecrImmutableTags } from '#shared/compliance/rules/ecr/ecr-immutable-tags';
import { ecrPolicyNoPublic } from '#shared/compliance/rules/ecr/ecr-policy-no-public';
import { ecrScanOnPush } from '#shared/compliance/rules/ecr/ecr-scan-on-push';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

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

describe(ecrPolicyNoPublic.id, () => {
  const policy = (statement: Record<string, unknown>) => ({
    RepositoryPolicyText: { Version: '2012-10-17', Statement: [statement] },
  });
  const pull = {
    Sid: 'pull',
    Effect: 'Allow',
    Principal: '*',
    Action: ['ecr:BatchGetImage', 'ecr:GetDownloadUrlForLayer'],
  };

  it('Noncompliance 1: anyone may pull', () => {
    expect(evaluate(ecrPolicyNoPublic, repo(policy(pull)))).toEqual({
      status: 'fail',
      message: "ECR repository 'Images' is open to everyone (repository policy, statement 'pull').",
    });
  });

  it('Compliance', () => {
    expect(evaluate(ecrPolicyNoPublic, repo()).status).toBe('pass');
    const account = { ...pull, Principal: { AWS: 'arn:aws:iam::111122223333:root' } };
    expect(evaluate(ecrPolicyNoPublic, repo(policy(account))).status).toBe('pass');
  });

  it('Unknown: the policy is set by a condition', () => {
    expect(evaluate(ecrPolicyNoPublic, repo({ RepositoryPolicyText: CONDITION })).status).toBe('unknown');
  });
});
