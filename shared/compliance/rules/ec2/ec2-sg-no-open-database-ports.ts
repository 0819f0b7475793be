import type { Rule } from '#shared/compliance/types';
import { capForLoadBalancerGroup } from '../_lib/load-balancer-groups';
import {
  checkOpenIngress,
  DATABASE_PORTS,
  type OpenIngress,
  reachedPorts,
  SECURITY_GROUP_TYPES,
} from '../_lib/network';

/** The offence of an open entry: the database ports it reaches (one function, not one per resource). */
const reachesDatabase = (open: OpenIngress) => reachedPorts(open, DATABASE_PORTS);

/** Compliant: no ingress from 0.0.0.0/0 or ::/0 reaches a database, cache, search or NFS port. */
export const ec2SgNoOpenDatabasePorts: Rule = {
  id: 'ec2-sg-no-open-database-ports',
  service: 'ec2',
  severity: 'critical',
  supersedes: [
    'ec2-sg-no-open-high-risk-ports',
    'ec2-sg-no-open-risky-ports',
    'ec2-sg-no-unrestricted-ingress',
  ],
  title: 'Security groups keep database ports closed to the internet',
  description:
    'Data stores reachable from any address invite credential attacks and data theft; only application tiers inside the network should reach them.',
  resourceTypes: SECURITY_GROUP_TYPES,
  remediation:
    'Remove the 0.0.0.0/0 or ::/0 ingress on the database port (1433, 1521, 2049, 2483-2484, 3306, 5432, 5439, 6379, 8182, 9042, 9200, 9300, 11211, 27017) and allow only the application security group through SourceSecurityGroupId.',
  evaluate: (resource, ctx) =>
    capForLoadBalancerGroup(checkOpenIngress(resource, reachesDatabase), resource, ctx, DATABASE_PORTS),
};
