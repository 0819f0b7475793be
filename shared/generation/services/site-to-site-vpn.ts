import { VPC_ID } from '../synthesis/network-refs';
import { ref, stackName } from './kit';
import type { ServiceSpec } from './types';

/** An IPv4 address written alone (no prefix length after it): the office router's public address. */
const ADDRESS = String.raw`((?:\d{1,3}\.){3}\d{1,3})(?![\d/.])`;
/** A network written with its prefix length ("192.168.0.0/16"). */
const NETWORK = String.raw`(\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})`;
/** An ASN for BGP when the brief states none: the first of the private 16-bit range. */
const DEFAULT_ASN = 65000;

/**
 * A site-to-site VPN to the customer's office or data centre: a customer gateway at the office
 * router's public address, a virtual private gateway attached to the design's VPC and propagating
 * into its private route tables, and the VPN connection (two IPsec tunnels) between them. BGP
 * when the brief gives the office's ASN; static routes to the office's network when it gives only
 * that network. AWS Client VPN (people connecting from laptops) is another service, and "our
 * VPN", "reaches AWS over a VPN" speak of a way in the customer has, not of one to build.
 */
export const siteToSiteVpn: ServiceSpec = {
  id: 'site-to-site-vpn',
  single: true,
  block_name: 'Vpn',
  family: 'EC2',
  label: 'AWS Site-to-Site VPN',
  names:
    /\b(site[- ]to[- ]site vpns?|s2s vpn|ipsec (?:vpn|tunnels?)|vpn (?:connections?|gateways?|tunnels?)|customer gate?ways?|virtual private gateways?|(?<!client |\bour |\b(?:over|via|through) (?:an?|the) )vpns?(?! client))\b/,
  phrases: /$^/,
  arabic: /(في ?بي ?ان|اتصال (?:من )?موقع (?:إلى|الى|ل)(?:ال)?موقع|بوابة العميل)/,
  cost: 'hourly',
  vpc: true,
  stated_settings: [
    {
      key: 'customer_address',
      words: new RegExp(
        String.raw`(?:\bip|address|router|gate?way|عنوان\S*|ip حقه|راوتر)\D{0,24}?${ADDRESS}`,
      ),
      as: 'name',
      anywhere: true,
      label: 'customer gateway address',
      shows: { types: ['AWS::EC2::CustomerGateway'], path: 'IpAddress' },
    },
    {
      key: 'bgp_asn',
      words: /\b(?:bgp )?asn?\s*(?:of|is|:|=)?\s*(\d{3,10})\b/,
      as: 'name',
      anywhere: true,
      label: 'BGP ASN',
      shows: { types: ['AWS::EC2::CustomerGateway'], path: 'BgpAsn' },
    },
    {
      key: 'office_network',
      words: new RegExp(
        String.raw`(?:office|on-?prem\w*|data ?cent\w*|branch|site|local|مكتب\S*|(?:ال)?فرع|مركز البيانات)\D{0,30}?${NETWORK}`,
      ),
      as: 'name',
      anywhere: true,
      label: 'office network',
      shows: { types: ['AWS::EC2::VPNConnectionRoute'], path: 'DestinationCidrBlock' },
    },
    { key: 'static_routes', words: /\bstatic (?:routes?|routing)\b|توجيه ثابت/, value: true, anywhere: true },
  ],
  build(ctx, name, settings) {
    // the office router's address as the brief states it, else a parameter to fill in at deployment
    const stated = typeof settings.customer_address === 'string' ? settings.customer_address : undefined;
    const address =
      stated ??
      ref(
        ctx.parameter(`${name}CustomerAddress`, {
          Type: 'String',
          Default: '203.0.113.1',
          AllowedPattern: String.raw`^(\d{1,3}\.){3}\d{1,3}$`,
          Description: `${name}: the public IPv4 address of the office's VPN router (replace the example address)`,
        }),
      );
    const asn = Number(settings.bgp_asn);
    const network = typeof settings.office_network === 'string' ? settings.office_network : undefined;
    const bgp = Number.isInteger(asn) && asn > 0;
    const staticOnly = !bgp && (settings.static_routes === true || network !== undefined);
    const customer = ctx.add(name, `${name}CustomerGateway`, {
      Type: 'AWS::EC2::CustomerGateway',
      Properties: {
        Type: 'ipsec.1',
        IpAddress: address,
        BgpAsn: bgp ? asn : DEFAULT_ASN,
        Tags: [{ Key: 'Name', Value: stackName(`${name}-office`) }],
      },
    });
    const gateway = ctx.add(name, `${name}Gateway`, {
      Type: 'AWS::EC2::VPNGateway',
      Properties: { Type: 'ipsec.1', Tags: [{ Key: 'Name', Value: stackName(`${name}-vgw`) }] },
    });
    const attachment = ctx.add(name, `${name}GatewayAttachment`, {
      Type: 'AWS::EC2::VPCGatewayAttachment',
      Properties: { VpcId: ref(VPC_ID), VpnGatewayId: ref(gateway) },
    });
    const connection = ctx.add(name, `${name}Connection`, {
      Type: 'AWS::EC2::VPNConnection',
      DependsOn: attachment,
      Properties: {
        Type: 'ipsec.1',
        CustomerGatewayId: ref(customer),
        VpnGatewayId: ref(gateway),
        StaticRoutesOnly: staticOnly,
        Tags: [{ Key: 'Name', Value: stackName(`${name}-connection`) }],
      },
    });
    if (staticOnly && network)
      ctx.add(name, `${name}OfficeRoute`, {
        Type: 'AWS::EC2::VPNConnectionRoute',
        Properties: { DestinationCidrBlock: network, VpnConnectionId: ref(connection) },
      });
    // the private subnets reach the office through the gateway: its routes propagate into their tables
    const tables = Object.keys(ctx.resources).filter((id) => /^PrivateRouteTable\d*$/.test(id));
    if (tables.length > 0)
      ctx.add(name, `${name}RoutePropagation`, {
        Type: 'AWS::EC2::VPNGatewayRoutePropagation',
        DependsOn: attachment,
        Properties: { VpnGatewayId: ref(gateway), RouteTableIds: tables.map((t) => ref(t)) },
      });
    return { service: 'site-to-site-vpn', name, main: connection };
  },
};
