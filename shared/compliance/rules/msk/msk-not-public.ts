import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: MSK clusters are not reachable from the internet. */
export const mskNotPublic: Rule = {
  id: 'msk-not-public',
  service: 'msk',
  severity: 'critical',
  title: 'MSK clusters are not reachable from the internet',
  description:
    'Public access gives every broker an internet address: anyone can try the listeners, and a weak client authentication exposes every topic.',
  resourceTypes: ['AWS::MSK::Cluster'],
  remediation:
    'Set BrokerNodeGroupInfo.ConnectivityInfo.PublicAccess.Type to DISABLED and reach the cluster from inside the VPC (or through PrivateLink).',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['BrokerNodeGroupInfo', 'ConnectivityInfo', 'PublicAccess', 'Type'],
      ['SERVICE_PROVIDED_EIPS'],
      undefined,
      () =>
        `${nameOf(resource)} is reachable from the internet (PublicAccess.Type is SERVICE_PROVIDED_EIPS).`,
    );
  },
};
