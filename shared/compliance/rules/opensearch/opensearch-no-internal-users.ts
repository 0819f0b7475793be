import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: openSearch domains do not keep users in an internal database. */
export const opensearchNoInternalUsers: Rule = {
  id: 'opensearch-no-internal-users',
  service: 'opensearch',
  severity: 'medium',
  title: 'OpenSearch domains do not keep users in an internal database',
  description:
    'Internal users have passwords kept in the domain, outside IAM or the identity provider: no MFA, no central offboarding.',
  resourceTypes: ['AWS::OpenSearchService::Domain', 'AWS::Elasticsearch::Domain'],
  remediation:
    'Set AdvancedSecurityOptions.InternalUserDatabaseEnabled to false and map IAM roles or SAML groups instead.',
  evaluate(resource) {
    const internal = toBool(propOf(resource, 'AdvancedSecurityOptions', 'InternalUserDatabaseEnabled'));
    if (isUnknown(internal))
      return unknownFrom('AdvancedSecurityOptions.InternalUserDatabaseEnabled', internal);
    return internal === true
      ? failWith(
          `${nameOf(resource)} keeps users in its internal database (InternalUserDatabaseEnabled is true).`,
        )
      : PASS;
  },
};
