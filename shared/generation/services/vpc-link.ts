import type { ServiceSpec } from './types';

/**
 * An API Gateway VPC link (a private integration) is not a block of its own: synthesis builds one
 * on the edge from an API Gateway to a load balancer, or to the containers or EC2 servers behind
 * theirs (see api-gateway.ts and `brings`). Named with nothing behind it in the VPC, it is listed as not built.
 */
export const vpcLink: ServiceSpec = {
  id: 'vpc-link',
  family: 'ApiGateway',
  label: 'API Gateway VPC link (private integration)',
  names: /\b(vp[cv][- ]?links?( v2)?|private integrations?)\b/,
  phrases: /$^/,
  arabic: /(رابط vpc|vpc ?link|تكامل خاص)/,
  cost: 'none',
  built_on: [['api-gateway', 'load-balancer']],
  why_not:
    'A VPC link reaches a load balancer inside the VPC, and the brief names nothing there: name what stands behind it (containers, servers on EC2, an internal load balancer) and the API reaches it through one.',
};
