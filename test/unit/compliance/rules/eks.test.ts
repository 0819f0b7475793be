import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { eksControlPlaneLogging } from '#shared/compliance/rules/eks/eks-control-plane-logging';
import { eksEndpointNotPublic } from '#shared/compliance/rules/eks/eks-endpoint-not-public';
import { eksSecretsEncryption } from '#shared/compliance/rules/eks/eks-secrets-encryption';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const key = unknownValue('an attribute of KMS key SecretsKey', ['SecretsKey']);
const cluster = (props: Record<string, unknown> = {}) =>
  makeResource('Cluster', 'AWS::EKS::Cluster', {
    RoleArn: 'arn:aws:iam::111122223333:role/eks',
    ResourcesVpcConfig: { SubnetIds: ['subnet-1', 'subnet-2'] },
    ...props,
  });
const vpc = (extra: Record<string, unknown>) => ({
  ResourcesVpcConfig: { SubnetIds: ['subnet-1'], ...extra },
});

describe(eksEndpointNotPublic.id, () => {
  it('fails when the endpoint settings are left to EKS (public to every address)', () => {
    const result = evaluate(eksEndpointNotPublic, cluster());
    expect(result.status).toBe('fail');
    expect(result.status === 'fail' && result.message).toContain('not set (EKS defaults to public)');
  });

  it('fails on a public endpoint whose allowed ranges include 0.0.0.0/0', () => {
    const open = cluster(vpc({ EndpointPublicAccess: true, PublicAccessCidrs: ['0.0.0.0/0'] }));
    expect(evaluate(eksEndpointNotPublic, open).status).toBe('fail');
  });

  it.each([
    ['a private endpoint', vpc({ EndpointPublicAccess: false, EndpointPrivateAccess: true })],
    ['a public endpoint limited to an office range', vpc({ PublicAccessCidrs: ['203.0.113.0/24'] })],
  ])('passes %s', (_name, props) => {
    expect(evaluate(eksEndpointNotPublic, cluster(props)).status).toBe('pass');
  });

  it('cannot judge an endpoint setting read from a parameter', () => {
    const param = unknownValue('parameter PublicEndpoint, which has no default and no value was given');
    expect(evaluate(eksEndpointNotPublic, cluster(vpc({ EndpointPublicAccess: param }))).status).toBe(
      'unknown',
    );
  });
});

describe(eksSecretsEncryption.id, () => {
  it('fails without EncryptionConfig, and with one that does not cover secrets', () => {
    expect(evaluate(eksSecretsEncryption, cluster()).status).toBe('fail');
    const other = cluster({ EncryptionConfig: [{ Resources: ['other'], Provider: { KeyArn: key } }] });
    expect(evaluate(eksSecretsEncryption, other).status).toBe('fail');
  });

  it('passes when secrets are encrypted with a key of the template', () => {
    const encrypted = cluster({ EncryptionConfig: [{ Resources: ['secrets'], Provider: { KeyArn: key } }] });
    expect(evaluate(eksSecretsEncryption, encrypted).status).toBe('pass');
  });
});

describe(eksControlPlaneLogging.id, () => {
  const logging = (...types: string[]) => ({
    Logging: { ClusterLogging: { EnabledTypes: types.map((Type) => ({ Type })) } },
  });

  it('fails without logging and names the missing log types', () => {
    expect(evaluate(eksControlPlaneLogging, cluster()).status).toBe('fail');
    const partial = evaluate(eksControlPlaneLogging, cluster(logging('api', 'scheduler')));
    expect(partial.status === 'fail' && partial.message).toContain('audit, authenticator');
  });

  it('passes with api, audit and authenticator logs', () => {
    const all = cluster(logging('api', 'audit', 'authenticator', 'scheduler'));
    expect(evaluate(eksControlPlaneLogging, all).status).toBe('pass');
  });
});
