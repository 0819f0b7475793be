import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { opensearchEncryptionAtRest } from '#shared/compliance/rules/opensearch/opensearch-encryption-at-rest';
import { opensearchHttpsOnly } from '#shared/compliance/rules/opensearch/opensearch-https-only';
import { opensearchInVpc } from '#shared/compliance/rules/opensearch/opensearch-in-vpc';
import { opensearchNodeToNodeEncryption } from '#shared/compliance/rules/opensearch/opensearch-node-to-node-encryption';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue(`a reference to ${id}`, [id]);
const domain = (props: Record<string, unknown> = {}) =>
  makeResource('Search', 'AWS::OpenSearchService::Domain', props);
const legacy = (props: Record<string, unknown> = {}) =>
  makeResource('Search', 'AWS::Elasticsearch::Domain', props);

describe(opensearchEncryptionAtRest.id, () => {
  it('Noncompliance 1: not encrypted', () => {
    const result = evaluate(opensearchEncryptionAtRest, domain());
    expect(result.status === 'fail' && result.message).toContain("OpenSearch domain 'Search'");
  });

  it('Noncompliance 2: a legacy Elasticsearch domain with encryption off', () => {
    const result = evaluate(
      opensearchEncryptionAtRest,
      legacy({ EncryptionAtRestOptions: { Enabled: false } }),
    );
    expect(result.status === 'fail' && result.message).toContain("Elasticsearch domain 'Search'");
  });

  it('Compliance', () => {
    expect(
      evaluate(opensearchEncryptionAtRest, domain({ EncryptionAtRestOptions: { Enabled: true } })).status,
    ).toBe('pass');
  });

  it('Unknown: set by a condition', () => {
    expect(evaluate(opensearchEncryptionAtRest, domain({ EncryptionAtRestOptions: CONDITION })).status).toBe(
      'unknown',
    );
  });
});

describe(opensearchNodeToNodeEncryption.id, () => {
  it('Noncompliance 1: off', () => {
    expect(evaluate(opensearchNodeToNodeEncryption, domain()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(
      evaluate(opensearchNodeToNodeEncryption, domain({ NodeToNodeEncryptionOptions: { Enabled: 'true' } }))
        .status,
    ).toBe('pass');
  });

  it('Unknown: set by a condition', () => {
    expect(
      evaluate(
        opensearchNodeToNodeEncryption,
        domain({ NodeToNodeEncryptionOptions: { Enabled: CONDITION } }),
      ).status,
    ).toBe('unknown');
  });
});

describe(opensearchHttpsOnly.id, () => {
  it('Noncompliance 1: HTTPS not enforced', () => {
    expect(evaluate(opensearchHttpsOnly, domain()).status).toBe('fail');
  });

  it('Noncompliance 2: HTTPS with the TLS 1.0 policy', () => {
    const props = {
      DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: 'Policy-Min-TLS-1-0-2019-07' },
    };
    const result = evaluate(opensearchHttpsOnly, domain(props));
    expect(result.status === 'fail' && result.message).toContain('Policy-Min-TLS-1-0-2019-07');
  });

  it('Compliance', () => {
    const props = {
      DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: 'Policy-Min-TLS-1-2-PFS-2023-10' },
    };
    expect(evaluate(opensearchHttpsOnly, domain(props)).status).toBe('pass');
  });

  it('Unknown: the TLS policy is set by a condition', () => {
    const props = { DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: CONDITION } };
    expect(evaluate(opensearchHttpsOnly, domain(props)).status).toBe('unknown');
  });
});

describe(opensearchInVpc.id, () => {
  it('Noncompliance 1: public endpoint', () => {
    expect(evaluate(opensearchInVpc, domain()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(opensearchInVpc, domain({ VPCOptions: { SubnetIds: [ref('PrivateA')] } })).status).toBe(
      'pass',
    );
  });

  it('Unknown: subnets from an unresolvable value', () => {
    expect(evaluate(opensearchInVpc, domain({ VPCOptions: { SubnetIds: CONDITION } })).status).toBe(
      'unknown',
    );
  });
});
