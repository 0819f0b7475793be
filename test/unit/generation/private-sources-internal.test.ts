import { describe, expect, it } from 'vitest';
import { isPrivateCidr } from '#shared/generation/synthesis/private-ranges';
import { valuesInDesign } from '#test/fixtures/generation';

const scheme = (brief: string) =>
  valuesInDesign(brief, 'AWS::ElasticLoadBalancingV2::LoadBalancer', 'Scheme');

describe('a design only private ranges may reach', () => {
  it.each([
    'Internal HR portal for a government ministry: ECS Fargate behind an ALB, Aurora MySQL, only reachable from the office network 10.20.0.0/16.',
    'بوابة داخلية للموظفين على سيرفرات EC2 خلف موازن أحمال، ما يوصل لها إلا شبكة المكتب 192.168.10.0/24',
  ])('puts its load balancer in the private subnets, internal: %s', (brief) => {
    expect(scheme(brief)).toEqual(['internal']);
  });

  it('one a public range may reach keeps an internet-facing load balancer', () => {
    expect(
      scheme(
        'Web app on EC2 behind an ALB for a Riyadh retailer, reachable only from our office IP range 203.0.113.0/24.',
      ),
    ).toEqual(['internet-facing']);
  });

  it.each([
    ['10.20.0.0/16', true],
    ['172.31.5.0/24', true],
    ['192.168.1.10/32', true],
    ['100.64.0.0/10', true],
    ['172.32.0.0/16', false],
    ['10.0.0.0/7', false],
    ['203.0.113.0/24', false],
    ['0.0.0.0/0', false],
  ])('%s is private: %s', (cidr, wanted) => {
    expect(isPrivateCidr(cidr)).toBe(wanted);
  });
});
