import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toList } from '../_lib/props';

const PARAMETER_GROUP = 'AWS::Redshift::ClusterParameterGroup';

/** The cluster's parameter group when the template declares it (by Ref), else what names it. */
function parameterGroupOf(cluster: Resource, ctx: ScanContext): Resource | string | undefined {
  const name = propOf(cluster, 'ClusterParameterGroupName');
  if (isUnknown(name)) {
    for (const id of name.refs ?? []) {
      const group = ctx.byId(id);
      if (group?.type === PARAMETER_GROUP) return group;
    }
    return name.reason;
  }
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * Compliant: the cluster uses a parameter group of this template that sets require_ssl to true,
 * so clients cannot connect without TLS. A default or outside parameter group is not evidence.
 */
export const redshiftTlsOnly: Rule = {
  id: 'redshift-tls-only',
  service: 'redshift',
  severity: 'high',
  title: 'Redshift clusters accept TLS connections only',
  description:
    'Without require_ssl a client may connect in clear text, exposing credentials and query results on the network.',
  resourceTypes: ['AWS::Redshift::Cluster'],
  remediation:
    'Give the cluster an AWS::Redshift::ClusterParameterGroup whose Parameters set require_ssl to true, and name it in ClusterParameterGroupName.',
  evaluate(resource, ctx) {
    const group = parameterGroupOf(resource, ctx);
    if (group === undefined) {
      return failWith(
        `${nameOf(resource)} uses the default parameter group, so the template does not require TLS for client connections (require_ssl).`,
      );
    }
    if (typeof group === 'string') {
      if (group.startsWith('default.')) {
        return failWith(
          `${nameOf(resource)} uses the default parameter group ${group}, so the template does not require TLS for client connections (require_ssl).`,
        );
      }
      return unknownBecause(`its parameter group is defined outside this template (${group})`);
    }
    const parameters = toList(propOf(group, 'Parameters'));
    if (isUnknown(parameters)) return unknownFrom(`the Parameters of '${group.logicalId}'`, parameters);
    const entry = parameters.find((p) => dig(p, 'ParameterName') === 'require_ssl');
    const value = dig(entry, 'ParameterValue');
    if (isUnknown(value)) return unknownFrom(`require_ssl of '${group.logicalId}'`, value);
    if (String(value).toLowerCase() === 'true') return PASS;
    return failWith(
      `${nameOf(resource)} accepts connections without TLS: its parameter group '${group.logicalId}' does not set require_ssl to true.`,
    );
  },
};
