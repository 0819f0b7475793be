import { ref, sub } from '../../cfn/build';
import type { SynthesisContext } from '../synthesis/context';
import { privateSubnetId, publicSubnetId, vpcId, zoneCount } from '../synthesis/network-refs';
import { aclRulesOf, closingRules, type Rule } from './network-acl-rules';
import type { ServiceSpec } from './types';

/** The subnets a brief puts the ACL on, by their tier's word. */
const TIERS: readonly (readonly [RegExp, 'public' | 'private'])[] = [
  [/\bpublic subnets?\b|الشبك[ةه] الفرعي[ةه] العام[ةه]|الشبكات الفرعية العامة/, 'public'],
  [/\bprivate subnets?\b|الشبك[ةه] الفرعي[ةه] الخاص[ةه]|الشبكات الفرعية الخاصة/, 'private'],
];

function addAcl(ctx: SynthesisContext, name: string, stated: readonly Rule[], tier: string | undefined) {
  const acl = ctx.add(name, `${name}NetworkAcl`, {
    Type: 'AWS::EC2::NetworkAcl',
    Properties: { VpcId: vpcId(), Tags: [{ Key: 'Name', Value: sub(`\${AWS::StackName}-acl`) }] },
  });
  const numbered = (rules: readonly Rule[], first: number) =>
    rules.forEach((rule, i) => {
      const sameWay = rules.slice(0, i).filter((r) => r.egress === rule.egress).length;
      ctx.add(name, `${name}${rule.egress ? 'Outbound' : 'Inbound'}Rule${first + sameWay * 10}`, {
        Type: 'AWS::EC2::NetworkAclEntry',
        Properties: {
          NetworkAclId: ref(acl),
          RuleNumber: first + sameWay * 10,
          Protocol: rule.protocol,
          RuleAction: rule.action,
          Egress: rule.egress,
          CidrBlock: rule.cidr,
          ...(rule.protocol === 6 || rule.protocol === 17
            ? { PortRange: { From: rule.from, To: rule.to } }
            : {}),
          ...(rule.protocol === 1 ? { Icmp: { Code: -1, Type: -1 } } : {}),
        },
      });
    });
  numbered(stated.slice(0, 40), 100);
  numbered(closingRules(stated, tier !== 'private'), 1000);
  const subnets = Array.from({ length: zoneCount(ctx) }, (_, i) => [
    ...(tier !== 'private' ? [publicSubnetId(i)] : []),
    ...(tier !== 'public' ? [privateSubnetId(i)] : []),
  ]).flat();
  for (const subnet of subnets)
    ctx.add(name, `${name}${subnet}Acl`, {
      Type: 'AWS::EC2::SubnetNetworkAclAssociation',
      Properties: { SubnetId: ref(subnet), NetworkAclId: ref(acl) },
    });
  return acl;
}

/**
 * A network ACL the brief speaks of ("a NACL that denies port 23 on the public subnet"): built
 * with the rules it states, numbered in its order, then those for the traffic it did not speak of
 * (see closingRules), and associated with the subnets of the tier it names (every subnet when it
 * names none).
 */
export const networkAcl: ServiceSpec = {
  id: 'network-acl',
  block_name: 'Acl',
  single: true,
  family: 'EC2',
  label: 'Network ACL',
  names: /\b(network acls?|nacls?|network access control lists?)\b/,
  phrases: /$^/,
  arabic: /(nacl|(?:قائمة|قوائم) (?:ال)?تحكم (?:بالوصول|في الوصول))/,
  cost: 'none',
  vpc: true,
  stated_settings: [
    // what the brief says from its first word for the ACL on: the rules and the subnets are read from it
    {
      key: 'rules',
      words:
        /(?:network acls?|nacls?|network access control lists?|(?:قائمة|قوائم) (?:ال)?تحكم (?:بالوصول|في الوصول))([\s\S]{0,400})/,
      anywhere: true,
    },
  ],
  build(ctx, name, settings) {
    const text = typeof settings.rules === 'string' ? settings.rules.toLowerCase() : '';
    const tiers = TIERS.filter(([words]) => words.test(text)).map(([, tier]) => tier);
    const acl = addAcl(ctx, name, aclRulesOf(text), tiers.length === 1 ? tiers[0] : undefined);
    return { service: 'network-acl', name, main: acl };
  },
};
