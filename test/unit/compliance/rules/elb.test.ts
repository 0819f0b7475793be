import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { elbAccessLogs } from '#shared/compliance/rules/elb/elb-access-logs';
import { elbDeletionProtection } from '#shared/compliance/rules/elb/elb-deletion-protection';
import { elbDropInvalidHeaders } from '#shared/compliance/rules/elb/elb-drop-invalid-headers';
import { elbListenerHttps } from '#shared/compliance/rules/elb/elb-listener-https';
import { elbListenerTlsPolicy } from '#shared/compliance/rules/elb/elb-listener-tls-policy';
import { elbWaf } from '#shared/compliance/rules/elb/elb-waf';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const listener = (props: Record<string, unknown>) =>
  makeResource('Listener', 'AWS::ElasticLoadBalancingV2::Listener', {
    LoadBalancerArn: ref('Alb'),
    Port: 443,
    ...props,
  });
const alb = (props: Record<string, unknown> = {}) =>
  makeResource('Alb', 'AWS::ElasticLoadBalancingV2::LoadBalancer', props);
const attributes = (entries: Record<string, unknown>) => ({
  LoadBalancerAttributes: Object.entries(entries).map(([Key, Value]) => ({ Key, Value })),
});
const forward = [{ Type: 'forward', TargetGroupArn: ref('Targets') }];

describe(elbListenerHttps.id, () => {
  it('Noncompliance 1: HTTP forwarding to targets', () => {
    expect(evaluate(elbListenerHttps, listener({ Protocol: 'HTTP', DefaultActions: forward }))).toEqual({
      status: 'fail',
      message: "Load balancer listener 'Listener' serves plain HTTP without redirecting to HTTPS.",
    });
  });

  it('Noncompliance 2: HTTP redirect that stays on HTTP', () => {
    const actions = [
      { Type: 'redirect', RedirectConfig: { Protocol: 'HTTP', Port: '8080', StatusCode: 'HTTP_301' } },
    ];
    expect(evaluate(elbListenerHttps, listener({ Protocol: 'HTTP', DefaultActions: actions })).status).toBe(
      'fail',
    );
  });

  it('Compliance', () => {
    expect(evaluate(elbListenerHttps, listener({ Protocol: 'HTTPS', DefaultActions: forward })).status).toBe(
      'pass',
    );
    const redirect = [
      { Type: 'redirect', RedirectConfig: { Protocol: 'HTTPS', Port: '443', StatusCode: 'HTTP_301' } },
    ];
    expect(evaluate(elbListenerHttps, listener({ Protocol: 'HTTP', DefaultActions: redirect })).status).toBe(
      'pass',
    );
  });

  it('Not applicable: TCP listeners pass traffic through', () => {
    expect(evaluate(elbListenerHttps, listener({ Protocol: 'TCP', DefaultActions: forward })).status).toBe(
      'not_applicable',
    );
  });

  it('Unknown: Protocol is set by a condition', () => {
    expect(
      evaluate(elbListenerHttps, listener({ Protocol: CONDITION, DefaultActions: forward })).status,
    ).toBe('unknown');
  });
});

describe(elbListenerTlsPolicy.id, () => {
  it('Noncompliance 1: no SslPolicy (defaults to ELBSecurityPolicy-2016-08)', () => {
    const result = evaluate(elbListenerTlsPolicy, listener({ Protocol: 'HTTPS' }));
    expect(result.status === 'fail' && result.message).toContain('ELBSecurityPolicy-2016-08');
  });

  it('Noncompliance 2: TLS 1.3 policy that still accepts TLS 1.0', () => {
    expect(
      evaluate(
        elbListenerTlsPolicy,
        listener({ Protocol: 'TLS', SslPolicy: 'ELBSecurityPolicy-TLS13-1-0-2021-06' }),
      ).status,
    ).toBe('fail');
  });

  it('Compliance', () => {
    for (const SslPolicy of [
      'ELBSecurityPolicy-TLS13-1-2-2021-06',
      'ELBSecurityPolicy-TLS-1-2-Ext-2018-06',
      'ELBSecurityPolicy-FS-1-2-Res-2020-10',
      'ELBSecurityPolicy-TLS13-1-3-FIPS-2023-04',
    ]) {
      expect(evaluate(elbListenerTlsPolicy, listener({ Protocol: 'HTTPS', SslPolicy })).status).toBe('pass');
    }
  });

  it('Not applicable: HTTP listeners', () => {
    expect(evaluate(elbListenerTlsPolicy, listener({ Protocol: 'HTTP' })).status).toBe('not_applicable');
  });

  it('Unknown: SslPolicy comes from a parameter without a default', () => {
    const result = evaluate(
      elbListenerTlsPolicy,
      listener({ Protocol: 'HTTPS', SslPolicy: unknownValue('parameter P, which has no default') }),
    );
    expect(result.status).toBe('unknown');
  });

  it('Fix sets the recommended TLS 1.3 policy', () => {
    const resource = listener({ Protocol: 'HTTPS' });
    expect(elbListenerTlsPolicy.fix?.(resource, makeContext([resource]))).toEqual([
      {
        op: 'set',
        path: ['Resources', 'Listener', 'Properties', 'SslPolicy'],
        value: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
      },
    ]);
  });
});

describe(elbAccessLogs.id, () => {
  it('Noncompliance 1: no attributes', () => {
    expect(evaluate(elbAccessLogs, alb()).status).toBe('fail');
  });

  it('Noncompliance 2: access logs explicitly "false"', () => {
    expect(evaluate(elbAccessLogs, alb(attributes({ 'access_logs.s3.enabled': 'false' }))).status).toBe(
      'fail',
    );
  });

  it('Compliance', () => {
    expect(
      evaluate(
        elbAccessLogs,
        alb(attributes({ 'access_logs.s3.enabled': 'true', 'access_logs.s3.bucket': 'logs' })),
      ).status,
    ).toBe('pass');
    expect(
      evaluate(elbAccessLogs, alb({ Type: 'network', ...attributes({ 'access_logs.s3.enabled': true }) }))
        .status,
    ).toBe('pass');
  });

  it('Not applicable: gateway load balancers', () => {
    expect(evaluate(elbAccessLogs, alb({ Type: 'gateway' })).status).toBe('not_applicable');
  });

  it('Unknown: the attribute value is set by a condition', () => {
    expect(evaluate(elbAccessLogs, alb(attributes({ 'access_logs.s3.enabled': CONDITION }))).status).toBe(
      'unknown',
    );
  });
});

describe(elbDeletionProtection.id, () => {
  it('Noncompliance 1: no deletion protection', () => {
    expect(evaluate(elbDeletionProtection, alb()).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(
      evaluate(elbDeletionProtection, alb(attributes({ 'deletion_protection.enabled': 'true' }))).status,
    ).toBe('pass');
  });

  it('Unknown: LoadBalancerAttributes is set by a condition', () => {
    expect(evaluate(elbDeletionProtection, alb({ LoadBalancerAttributes: CONDITION })).status).toBe(
      'unknown',
    );
  });

  it('Fix edits the existing entry, appends one, or creates the list', () => {
    const off = alb(
      attributes({ 'idle_timeout.timeout_seconds': '60', 'deletion_protection.enabled': 'false' }),
    );
    expect(elbDeletionProtection.fix?.(off, makeContext([off]))).toEqual([
      {
        op: 'set',
        path: ['Resources', 'Alb', 'Properties', 'LoadBalancerAttributes', 1, 'Value'],
        value: 'true',
      },
    ]);
    const other = alb(attributes({ 'idle_timeout.timeout_seconds': '60' }));
    expect(elbDeletionProtection.fix?.(other, makeContext([other]))?.[0].path).toEqual([
      'Resources',
      'Alb',
      'Properties',
      'LoadBalancerAttributes',
      1,
    ]);
    const none = alb();
    expect(elbDeletionProtection.fix?.(none, makeContext([none]))?.[0].value).toEqual([
      { Key: 'deletion_protection.enabled', Value: 'true' },
    ]);
  });
});

describe(elbDropInvalidHeaders.id, () => {
  it('Noncompliance 1: application load balancer forwards invalid headers', () => {
    expect(evaluate(elbDropInvalidHeaders, alb()).status).toBe('fail');
  });

  it('Compliance', () => {
    const on = alb(attributes({ 'routing.http.drop_invalid_header_fields.enabled': 'true' }));
    expect(evaluate(elbDropInvalidHeaders, on).status).toBe('pass');
  });

  it('Not applicable: network load balancers', () => {
    expect(evaluate(elbDropInvalidHeaders, alb({ Type: 'network' })).status).toBe('not_applicable');
  });

  it('Unknown: Type is set by a condition', () => {
    expect(evaluate(elbDropInvalidHeaders, alb({ Type: CONDITION })).status).toBe('unknown');
  });
});

describe(elbWaf.id, () => {
  const association = (ResourceArn: unknown) =>
    makeResource('WafAssociation', 'AWS::WAFv2::WebACLAssociation', { ResourceArn, WebACLArn: ref('Acl') });

  it('Noncompliance 1: internet-facing ALB without a web ACL', () => {
    expect(evaluate(elbWaf, alb()).status).toBe('fail');
  });

  it('Noncompliance 2: the association protects another load balancer', () => {
    expect(evaluate(elbWaf, alb(), [association(ref('OtherAlb'))]).status).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(elbWaf, alb(), [association(ref('Alb'))]).status).toBe('pass');
  });

  it('Not applicable: internal load balancers', () => {
    expect(evaluate(elbWaf, alb({ Scheme: 'internal' })).status).toBe('not_applicable');
  });

  it('Unknown: an association ARN comes from an import', () => {
    expect(evaluate(elbWaf, alb(), [association(unknownValue('an imported value'))]).status).toBe('unknown');
  });
});
