import type { ServiceSpec } from './types';

/**
 * A server the brief runs on EC2 (an NGINX host, an application server): the web-servers block,
 * instances in private subnets behind its own load balancer. Only a server or instance said to
 * run something counts; EC2 named for other reasons (its events, snapshots) is not a server to build.
 */
export const ec2: ServiceSpec = {
  id: 'ec2',
  family: 'EC2',
  label: 'Amazon EC2 instances behind a load balancer',
  names:
    /\b((on|in) (an? )?(private |public )?(amazon )?ec2 (servers?|instances?|hosts?)|(hosted|running|runs) on (an? )?(private )?(amazon )?(ec2|elastic compute cloud))\b/,
  phrases: /$^/,
  arabic: /((على|في) (خادم|خوادم|مثيلات?) ec2)/,
  cost: 'hourly',
  workload: 'web-app',
  // the web-servers block's own load balancer is what an edge to the servers reaches
  brings: ['load-balancer'],
};
