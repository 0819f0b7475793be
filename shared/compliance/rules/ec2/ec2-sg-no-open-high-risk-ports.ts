import type { Rule } from '#shared/compliance/types';
import {
  checkOpenIngress,
  HIGH_RISK_PORTS,
  type OpenIngress,
  reachedPorts,
  SECURITY_GROUP_TYPES,
} from '../_lib/network';

/** The offence of an open entry: the high risk ports it reaches (one function, not one per resource). */
const reachesHighRisk = (open: OpenIngress) => reachedPorts(open, HIGH_RISK_PORTS);

/** Compliant: security groups keep mail, RPC and development-server ports closed to the internet. */
export const ec2SgNoOpenHighRiskPorts: Rule = {
  id: 'ec2-sg-no-open-high-risk-ports',
  service: 'ec2',
  supersedes: ['ec2-sg-no-unrestricted-ingress'],
  severity: 'high',
  title: 'Security groups keep mail, RPC and dev-server ports closed to the internet',
  description:
    'Mail relays, Windows RPC and the ports development servers and consoles default to (3000, 5000, 8080) are scanned for constantly and rarely hardened for the internet.',
  resourceTypes: SECURITY_GROUP_TYPES,
  remediation:
    'Remove the 0.0.0.0/0 or ::/0 ingress on the port (25, 110, 135, 143, 3000, 4333, 5000, 5500, 8080, 8088) and serve the application through a load balancer on 443.',
  evaluate(resource) {
    return checkOpenIngress(resource, reachesHighRisk);
  },
};
