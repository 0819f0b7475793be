import { describe, expect, it } from 'vitest';
import { HOURS_PER_MONTH as H, USAGE } from '#shared/cost/index';
import { estimateFor, priceOf, resourceIn } from '#test/fixtures/cost';

describe('NAT gateway', () => {
  it('prices its hours and the data it processes', () => {
    const nat = resourceIn(estimateFor({ Nat: { Type: 'AWS::EC2::NatGateway', Properties: {} } }), 'Nat');
    const hours = H * priceOf('VPC', 'NAT gateway hour');
    const perGb = priceOf('VPC', 'NAT gateway data processed');
    expect(nat.monthly.min).toBeCloseTo(hours + USAGE.natDataGb.min * perGb, 6);
    expect(nat.monthly.max).toBeCloseTo(hours + USAGE.natDataGb.max * perGb, 6);
  });
});

describe('Elastic IP', () => {
  it('prices a public IPv4 address for every hour', () => {
    const ip = resourceIn(estimateFor({ Ip: { Type: 'AWS::EC2::EIP', Properties: {} } }), 'Ip');
    expect(ip.monthly.max).toBeCloseTo(
      H * priceOf('VPC', 'public IPv4 address in use (incl. Elastic IP attached)'),
      6,
    );
  });
});

describe('VPC endpoint', () => {
  it('prices an interface endpoint per subnet and per GB, and a gateway endpoint at no charge', () => {
    const estimate = estimateFor({
      Api: {
        Type: 'AWS::EC2::VPCEndpoint',
        Properties: { VpcEndpointType: 'Interface', SubnetIds: ['subnet-a', 'subnet-b'] },
      },
      S3: { Type: 'AWS::EC2::VPCEndpoint', Properties: { VpcEndpointType: 'Gateway' } },
    });
    const hours = 2 * H * priceOf('VPC', 'interface VPC endpoint, per ENI/AZ');
    const perGb = priceOf('VPC', 'interface VPC endpoint data processed, first 1 PB');
    expect(resourceIn(estimate, 'Api').monthly.min).toBeCloseTo(hours + USAGE.endpointDataGb.min * perGb, 6);
    expect(resourceIn(estimate, 'S3').status).toBe('no charge');
  });
});

describe('Load balancers', () => {
  it('prices an application load balancer by the hour and by capacity unit', () => {
    const alb = resourceIn(
      estimateFor({ Lb: { Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer', Properties: {} } }),
      'Lb',
    );
    const expected = (lcu: number) => H * priceOf('ELB', 'ALB hour') + lcu * H * priceOf('ELB', 'ALB LCU');
    expect(alb.monthly.min).toBeCloseTo(expected(USAGE.albLcu.min), 6);
    expect(alb.monthly.max).toBeCloseTo(expected(USAGE.albLcu.max), 6);
  });

  it('prices a network load balancer with its own rates', () => {
    const estimate = estimateFor({
      Lb: { Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer', Properties: { Type: 'network' } },
    });
    const expected = H * priceOf('ELB', 'NLB hour') + USAGE.nlbLcu.max * H * priceOf('ELB', 'NLB LCU (NLCU)');
    expect(resourceIn(estimate, 'Lb').monthly.max).toBeCloseTo(expected, 6);
  });

  it('prices a Classic load balancer by the hour and says its data charge is not in the list', () => {
    const classic = resourceIn(
      estimateFor({ Lb: { Type: 'AWS::ElasticLoadBalancing::LoadBalancer', Properties: {} } }),
      'Lb',
    );
    expect(classic.monthly.min).toBeCloseTo(H * priceOf('ELB', 'Classic LB hour'), 6);
    expect(classic.status).toBe('partly priced');
  });
});
