import type { Rule } from '#shared/compliance/types';
import {
  checkOpenIngress,
  type OpenIngress,
  RISKY_PORTS,
  reachedPorts,
  SECURITY_GROUP_TYPES,
} from '../_lib/network';

/** The offence of an open entry: the risky ports it reaches (one function, not one per resource). */
const reachesRisky = (open: OpenIngress) => reachedPorts(open, RISKY_PORTS);

/** Compliant: security groups keep Telnet, FTP, SMB, LDAP and Kafka closed to the internet. */
export const ec2SgNoOpenRiskyPorts: Rule = {
  id: 'ec2-sg-no-open-risky-ports',
  service: 'ec2',
  supersedes: ['ec2-sg-no-unrestricted-ingress'],
  severity: 'high',
  title: 'Security groups keep Telnet, FTP, SMB, LDAP and Kafka closed to the internet',
  description:
    'These services send credentials or data in ways never meant for the internet (Telnet and FTP in clear text, SMB and LDAP with a long record of remote exploits).',
  resourceTypes: SECURITY_GROUP_TYPES,
  remediation:
    'Remove the 0.0.0.0/0 or ::/0 ingress on the port (20-21, 23, 88, 139, 389, 445, 464, 636, 749-750, 9092) and allow only the networks or security groups that need it.',
  evaluate(resource) {
    return checkOpenIngress(resource, reachesRisky);
  },
};
