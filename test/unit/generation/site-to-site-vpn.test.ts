import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * A site-to-site VPN the brief asks for is built as one: the customer gateway at the office's
 * public address, a virtual private gateway attached to the design's VPC, the VPN connection
 * between them, and the office's routes (BGP when an ASN is given, static routes to the office's
 * network otherwise).
 */

const vpnOf = (brief: string) => {
  const resources = resourcesOfBrief(brief);
  const one = (type: string) => resources.filter((r) => r.type === `AWS::EC2::${type}`);
  return {
    customer: one('CustomerGateway'),
    gateway: one('VPNGateway'),
    connection: one('VPNConnection'),
    routes: one('VPNConnectionRoute'),
    attachments: one('VPCGatewayAttachment').filter((r) => r.props.VpnGatewayId !== undefined),
  };
};

describe('a site-to-site VPN', () => {
  it.each([
    [
      'English, BGP',
      'A site-to-site VPN from our Riyadh office (public IP 203.0.113.10, BGP ASN 65010) to the VPC of our new app.',
      '203.0.113.10',
    ],
    [
      'Gulf Arabic',
      'نبي VPN بين المكتب والـ VPC حقنا الجديد، الراوتر عندنا الـ IP حقه 203.0.113.7',
      '203.0.113.7',
    ],
    [
      'MSA Arabic, Arabic-Indic digits',
      'نريد اتصال VPN من موقع إلى موقع بين مكتبنا (العنوان العام ٢٠٣.٠.١١٣.٩) وشبكة VPC جديدة.',
      '203.0.113.9',
    ],
    ['typos', 'site to site vpn to our ofice, customer gatway ip 203.0.113.44', '203.0.113.44'],
  ])('%s: the customer gateway, the VPN gateway attached to the VPC, the connection', (_, brief, ip) => {
    // act
    const vpn = vpnOf(brief);
    // assert
    expect(vpn.customer.map((c) => c.props.IpAddress)).toEqual([ip]);
    expect(vpn.gateway).toHaveLength(1);
    expect(vpn.attachments).toHaveLength(1);
    expect(vpn.connection).toHaveLength(1);
  });

  it('takes the BGP ASN the brief states', () => {
    const vpn = vpnOf('Site-to-site VPN to our office router 203.0.113.10, BGP ASN 65010.');
    expect(vpn.customer[0]?.props.BgpAsn).toBe(65010);
    expect(vpn.connection[0]?.props.StaticRoutesOnly).toBe(false);
  });

  it('routes statically to the office network when the brief gives it and no ASN', () => {
    const vpn = vpnOf(
      'IPsec VPN between our data centre (router 198.51.100.20, office network 192.168.0.0/16) and a new VPC, static routing.',
    );
    expect(vpn.connection[0]?.props.StaticRoutesOnly).toBe(true);
    expect(vpn.routes.map((r) => r.props.DestinationCidrBlock)).toEqual(['192.168.0.0/16']);
  });

  it.each([
    'A PostgreSQL database on RDS for our HR app, which stays in the data centre and talks to it over our VPN.',
    'A Redis cache for the booking site (hosted elsewhere; it reaches AWS through a VPN).',
  ])('builds none for a way in the customer has: %s', (brief) => {
    expect(vpnOf(brief).connection).toEqual([]);
  });

  it('builds no site-to-site VPN for a VPC the brief refuses one on', () => {
    const vpn = vpnOf('A VPC with two private subnets for our Lambda functions, no VPN.');
    expect(vpn.connection).toEqual([]);
    expect(vpn.gateway).toEqual([]);
  });
});
