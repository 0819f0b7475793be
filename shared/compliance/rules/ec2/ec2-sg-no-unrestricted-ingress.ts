import type { Rule } from '#shared/compliance/types';
import { checkOpenIngress, type OpenIngress, SECURITY_GROUP_TYPES } from '../_lib/network';

/** Web traffic is the only ingress a public entry point needs from every address. */
function isWebOnly(open: OpenIngress): boolean {
  const single = open.from === open.to;
  if (open.protocol === 'tcp') return single && (open.from === 80 || open.from === 443);
  return open.protocol === 'udp' && single && open.from === 443; // HTTP/3
}

function describeRange(open: OpenIngress): string {
  if (open.protocol === 'all') return 'all protocols and ports';
  if (open.protocol === 'other') return 'a non-TCP/UDP protocol';
  const ports = open.from === open.to ? `port ${open.from}` : `ports ${open.from}-${open.to}`;
  return `${open.protocol.toUpperCase()} ${ports}`;
}

/** Compliant: ingress from 0.0.0.0/0 or ::/0 is limited to TCP 80/443 (and UDP 443). */
/** The offence of an open entry: any range beyond web traffic. */
const beyondWeb = (open: OpenIngress) => (isWebOnly(open) ? undefined : describeRange(open));

export const ec2SgNoUnrestrictedIngress: Rule = {
  id: 'ec2-sg-no-unrestricted-ingress',
  service: 'ec2',
  severity: 'high',
  title: 'Security groups accept traffic from anywhere only on ports 80 and 443',
  description:
    'Every port opened to the whole internet widens the attack surface; segmentation keeps internet exposure to the web entry points.',
  resourceTypes: SECURITY_GROUP_TYPES,
  remediation:
    'Narrow the CidrIp/CidrIpv6 of the ingress rule to known ranges or a SourceSecurityGroupId, or limit internet-facing rules to IpProtocol tcp with FromPort/ToPort 80 or 443.',
  evaluate: (resource) => checkOpenIngress(resource, beyondWeb),
};
