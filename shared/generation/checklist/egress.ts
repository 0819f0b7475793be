import { at, listOf, referencesIn, type TemplateResource } from './template-facts';

interface Rule {
  protocol: string;
  from: number;
  to: number;
  /** the group or range the rule names on its far side */
  peer: unknown;
}

const ruleOf = (r: unknown, peerKey: string): Rule => ({
  protocol: String(at(r, 'IpProtocol') ?? 'tcp'),
  from: Number(at(r, 'FromPort') ?? -1),
  to: Number(at(r, 'ToPort') ?? at(r, 'FromPort') ?? -1),
  peer: at(r, peerKey) ?? at(r, 'CidrIp') ?? at(r, 'CidrIpv6'),
});

/** A group's rules of one direction: written in the group, and standalone rules on it. */
function rulesOf(
  resources: readonly TemplateResource[],
  group: TemplateResource,
  direction: 'Ingress' | 'Egress',
) {
  const peerKey = direction === 'Ingress' ? 'SourceSecurityGroupId' : 'DestinationSecurityGroupId';
  const inline = listOf(group.props[`SecurityGroup${direction}`]).map((r) => ruleOf(r, peerKey));
  const standalone = resources
    .filter(
      (r) =>
        r.type === `AWS::EC2::SecurityGroup${direction}` &&
        referencesIn(r.props.GroupId, new Set()).has(group.id),
    )
    .map((r) => ruleOf(r.props, peerKey));
  return [...inline, ...standalone];
}

const covers = (rule: Rule, port: Rule) =>
  rule.protocol === '-1' || (rule.protocol === port.protocol && rule.from <= port.from && rule.to >= port.to);

/**
 * Whether a security group that sends (`from`) may open what the receiving group (`to`) admits from
 * it. A group that writes no egress keeps AWS's allow-all rule; one that writes any (a function's
 * "HTTPS out only") reaches a database's port only through an egress rule to that group or a
 * range. Anything that is not two security groups is not a network path this judges.
 */
export function egressAllows(resources: readonly TemplateResource[], from: string, to: string): boolean {
  const sender = resources.find((r) => r.id === from);
  const receiver = resources.find((r) => r.id === to);
  if (sender?.type !== 'AWS::EC2::SecurityGroup' || receiver?.type !== 'AWS::EC2::SecurityGroup') return true;
  if (sender.props.SecurityGroupEgress === undefined) return true;
  const admitted = rulesOf(resources, receiver, 'Ingress').filter((r) =>
    referencesIn(r.peer, new Set()).has(from),
  );
  const egress = rulesOf(resources, sender, 'Egress').filter(
    (r) => typeof r.peer === 'string' || referencesIn(r.peer, new Set()).has(to),
  );
  return admitted.every((port) => egress.some((rule) => covers(rule, port)));
}

/**
 * Whether a security group lets its own members in (an ingress rule naming the group itself) and
 * they may send what it admits: the path a source's readers take when they carry its group.
 */
export function admitsItself(resources: readonly TemplateResource[], id: string): boolean {
  const group = resources.find((r) => r.id === id);
  if (group?.type !== 'AWS::EC2::SecurityGroup') return false;
  const own = rulesOf(resources, group, 'Ingress').filter((r) => referencesIn(r.peer, new Set()).has(id));
  return own.length > 0 && egressAllows(resources, id, id);
}
