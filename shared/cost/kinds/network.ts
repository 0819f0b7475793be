import { HOURS_PER_MONTH, USAGE } from '../profiles';
import type { Pricer } from '../types';
import { hourly, listOf, scale, text, unreadable, usage } from './read';

/** NAT gateway: hours, and the data it processes (usage profile). */
export const natGateway: Pricer = (resource) => {
  const privateOnly = text(resource.properties.ConnectivityType) === 'private';
  return {
    drivers: [privateOnly ? 'private NAT gateway hours' : 'NAT gateway hours', 'GB processed'],
    usage: [
      hourly('NAT gateway hours', 'VPC', 'NAT gateway hour'),
      usage('data processed (GB)', 'VPC', 'NAT gateway data processed', USAGE.natDataGb),
    ],
  };
};

/** Elastic IP: a public IPv4 address, billed by the hour whether attached or not. */
export const elasticIp: Pricer = () => ({
  drivers: ['public IPv4 address hours'],
  usage: [
    hourly('public IPv4 address hours', 'VPC', 'public IPv4 address in use (incl. Elastic IP attached)'),
  ],
});

/** VPC endpoint: interface endpoints cost per AZ (one network interface per subnet) and per GB; gateway endpoints are free. */
export const vpcEndpoint: Pricer = (resource) => {
  const { properties } = resource;
  const type = properties.VpcEndpointType === undefined ? 'Gateway' : text(properties.VpcEndpointType);
  if (type === 'Gateway') return { drivers: ['gateway endpoint (no charge)'], usage: [] };
  if (type !== 'Interface') {
    return {
      drivers: [],
      usage: [],
      unpriced: [
        type
          ? `VPC endpoints of type ${type} are not priced.`
          : unreadable('endpoint type', properties.VpcEndpointType),
      ],
    };
  }
  const subnets = listOf(properties.SubnetIds);
  if (!subnets)
    return { drivers: [], usage: [], unpriced: [unreadable('number of subnets', properties.SubnetIds)] };
  return {
    drivers: [`interface endpoint in ${subnets.length} subnet(s)`, 'GB processed'],
    usage: [
      hourly('endpoint network interface hours', 'VPC', 'interface VPC endpoint, per ENI/AZ', subnets.length),
      usage(
        'data processed (GB)',
        'VPC',
        'interface VPC endpoint data processed, first 1 PB',
        USAGE.endpointDataGb,
      ),
    ],
  };
};

/** Application or network load balancer: hours and capacity units (usage profile); gateway LBs are not priced. */
export const loadBalancerV2: Pricer = (resource) => {
  const raw = resource.properties.Type;
  const type = raw === undefined ? 'application' : text(raw);
  if (type === 'application' || type === 'network') {
    const name = type === 'application' ? 'ALB' : 'NLB';
    const lcu = type === 'application' ? USAGE.albLcu : USAGE.nlbLcu;
    return {
      drivers: [`${type} load balancer hours`, 'load balancer capacity units'],
      usage: [
        hourly(`${name} hours`, 'ELB', `${name} hour`),
        usage(
          `${name} capacity unit hours`,
          'ELB',
          type === 'application' ? 'ALB LCU' : 'NLB LCU (NLCU)',
          scale(lcu, HOURS_PER_MONTH),
        ),
      ],
    };
  }
  return {
    drivers: [],
    usage: [],
    unpriced: [
      type ? `The price list has no ${type} load balancer prices.` : unreadable('load balancer type', raw),
    ],
  };
};

/** Classic load balancer: hours; its per-GB charge is not in the price list. */
export const classicLoadBalancer: Pricer = () => ({
  drivers: ['Classic load balancer hours', 'GB processed'],
  usage: [hourly('Classic LB hours', 'ELB', 'Classic LB hour')],
  unpriced: ['The Classic load balancer per-GB data charge is not in the price list.'],
});
