import { parseTemplate } from '../cfn/parse';
import { isPlainObject } from '../cfn/plain';

/** Which subnets of a new VPC a subnet field wants: public ones (routed to an internet gateway) or private. */
export type SubnetTier = 'public' | 'private';

/**
 * Resources that reach the internet from the subnets they are placed in, with the properties that
 * place them and when they face the internet. A load balancer's Scheme defaults to internet-facing.
 */
const INTERNET_FACING: readonly {
  type: string;
  placement: readonly string[];
  facesInternet: (properties: Record<string, unknown>) => boolean;
}[] = [
  {
    type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
    placement: ['Subnets', 'SubnetMappings'],
    facesInternet: (p) => p.Scheme !== 'internal',
  },
  {
    type: 'AWS::ElasticLoadBalancing::LoadBalancer',
    placement: ['Subnets'],
    facesInternet: (p) => p.Scheme !== 'internal',
  },
  {
    type: 'AWS::EC2::NatGateway',
    placement: ['SubnetId'],
    facesInternet: (p) => p.ConnectivityType !== 'private',
  },
];

/** Whether `value` refers to the parameter anywhere inside it (a Ref, a list of them, an Fn::Select). */
function refersTo(value: unknown, parameter: string): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, parameter));
  if (!isPlainObject(value)) return false;
  if (value.Ref === parameter) return true;
  return Object.values(value).some((inner) => refersTo(inner, parameter));
}

/**
 * The tier a template's subnet parameter needs: public when a resource placed in it faces the
 * internet (an internet-facing load balancer, a public NAT gateway), else private. 'Create VPC'
 * from that field selects the new VPC's subnets of this tier.
 */
export function subnetTierOf(templateBody: string, parameter: string | undefined): SubnetTier {
  if (!parameter) return 'private';
  let resources: unknown;
  try {
    resources = parseTemplate(templateBody).body.Resources;
  } catch {
    return 'private';
  }
  if (!isPlainObject(resources)) return 'private';
  const facing = Object.values(resources).some((resource) => {
    if (!isPlainObject(resource) || !isPlainObject(resource.Properties)) return false;
    const properties = resource.Properties;
    const rule = INTERNET_FACING.find((r) => r.type === resource.Type);
    return (
      rule?.facesInternet(properties) && rule.placement.some((name) => refersTo(properties[name], parameter))
    );
  });
  return facing ? 'public' : 'private';
}
