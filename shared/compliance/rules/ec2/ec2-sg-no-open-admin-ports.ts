import type { Rule } from '#shared/compliance/types';
import { capForLoadBalancerGroup } from '../_lib/load-balancer-groups';
import {
  ADMIN_PORTS,
  checkOpenIngress,
  type OpenIngress,
  reachedPorts,
  SECURITY_GROUP_TYPES,
} from '../_lib/network';

/** The offence of an open entry: the admin ports it reaches (one function, not one per resource). */
const reachesAdmin = (open: OpenIngress) => reachedPorts(open, ADMIN_PORTS);

/** Compliant: no ingress from 0.0.0.0/0 or ::/0 reaches SSH (22) or RDP (3389). */
export const ec2SgNoOpenAdminPorts: Rule = {
  id: 'ec2-sg-no-open-admin-ports',
  service: 'ec2',
  severity: 'critical',
  supersedes: [
    'ec2-sg-no-open-database-ports',
    'ec2-sg-no-open-high-risk-ports',
    'ec2-sg-no-open-risky-ports',
    'ec2-sg-no-unrestricted-ingress',
  ],
  title: 'Security groups keep SSH and RDP closed to the internet',
  description:
    'Remote administration ports open to every address are the most scanned and brute-forced entry points; restricting them is basic network segmentation.',
  resourceTypes: SECURITY_GROUP_TYPES,
  remediation:
    'Replace the 0.0.0.0/0 or ::/0 CidrIp/CidrIpv6 on ports 22 and 3389 with a known admin range or a SourceSecurityGroupId, or remove the rule and use Systems Manager Session Manager.',
  evaluate: (resource, ctx) =>
    capForLoadBalancerGroup(checkOpenIngress(resource, reachesAdmin), resource, ctx, ADMIN_PORTS),
};
