import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { redshiftAuditLogging } from '#shared/compliance/rules/redshift/redshift-audit-logging';
import { redshiftEncrypted } from '#shared/compliance/rules/redshift/redshift-encrypted';
import { redshiftNotPubliclyAccessible } from '#shared/compliance/rules/redshift/redshift-not-publicly-accessible';
import { redshiftTlsOnly } from '#shared/compliance/rules/redshift/redshift-tls-only';
import { evaluate, makeResource } from '#test/fixtures/compliance';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const BASE = {
  ClusterType: 'single-node',
  NodeType: 'ra3.xlplus',
  DBName: 'analytics',
  MasterUsername: 'admin',
  ManageMasterPassword: true,
};
const cluster = (props: Record<string, unknown> = {}) =>
  makeResource('Warehouse', 'AWS::Redshift::Cluster', { ...BASE, ...props });
const group = (requireSsl?: string) =>
  makeResource('Params', 'AWS::Redshift::ClusterParameterGroup', {
    Description: 'settings',
    ParameterGroupFamily: 'redshift-1.0',
    Parameters:
      requireSsl === undefined ? [] : [{ ParameterName: 'require_ssl', ParameterValue: requireSsl }],
  });
const usesParams = { ClusterParameterGroupName: unknownValue('a reference to Params', ['Params']) };

describe(redshiftNotPubliclyAccessible.id, () => {
  it('fails when PubliclyAccessible is true, passes when absent (private by default) or false', () => {
    expect(evaluate(redshiftNotPubliclyAccessible, cluster({ PubliclyAccessible: true })).status).toBe(
      'fail',
    );
    expect(evaluate(redshiftNotPubliclyAccessible, cluster()).status).toBe('pass');
    expect(evaluate(redshiftNotPubliclyAccessible, cluster({ PubliclyAccessible: 'false' })).status).toBe(
      'pass',
    );
  });

  it('its fix makes the cluster private through the product path', () => {
    const run = fixAndRescan(
      redshiftNotPubliclyAccessible,
      { Warehouse: { Type: 'AWS::Redshift::Cluster', Properties: { ...BASE, PubliclyAccessible: true } } },
      'Warehouse',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
  });
});

describe(redshiftEncrypted.id, () => {
  it('fails only when encryption is turned off (Redshift encrypts new clusters by default)', () => {
    expect(evaluate(redshiftEncrypted, cluster({ Encrypted: false })).status).toBe('fail');
    expect(evaluate(redshiftEncrypted, cluster()).status).toBe('pass');
    expect(evaluate(redshiftEncrypted, cluster({ Encrypted: true })).status).toBe('pass');
  });
});

describe(redshiftAuditLogging.id, () => {
  it('fails without LoggingProperties and passes with CloudWatch logging', () => {
    expect(evaluate(redshiftAuditLogging, cluster()).status).toBe('fail');
    const logged = cluster({
      LoggingProperties: { LogDestinationType: 'cloudwatch', LogExports: ['connectionlog', 'userlog'] },
    });
    expect(evaluate(redshiftAuditLogging, logged).status).toBe('pass');
  });
});

describe(redshiftTlsOnly.id, () => {
  it('fails on the default parameter group, named or not', () => {
    expect(evaluate(redshiftTlsOnly, cluster()).status).toBe('fail');
    const named = cluster({ ClusterParameterGroupName: 'default.redshift-1.0' });
    expect(evaluate(redshiftTlsOnly, named).status).toBe('fail');
  });

  it('fails when its parameter group leaves require_ssl off, passes when it is true', () => {
    expect(evaluate(redshiftTlsOnly, cluster(usesParams), [group()]).status).toBe('fail');
    expect(evaluate(redshiftTlsOnly, cluster(usesParams), [group('false')]).status).toBe('fail');
    expect(evaluate(redshiftTlsOnly, cluster(usesParams), [group('true')]).status).toBe('pass');
  });

  it('cannot judge a parameter group defined outside the template', () => {
    const outside = cluster({ ClusterParameterGroupName: 'shared-warehouse-params' });
    expect(evaluate(redshiftTlsOnly, outside).status).toBe('unknown');
  });
});
