import type { Resource } from '#shared/cfn/types';
import { isUnknown, refersTo } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { launchTemplateOf, publicIpRequests } from '../_lib/ec2';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toBool, toList } from '../_lib/props';

/** An Elastic IP in the template bound to the instance gives it a public address too. */
function elasticIpFor(instance: Resource, ctx: ScanContext): Resource | undefined {
  return [...ctx.ofType('AWS::EC2::EIP'), ...ctx.ofType('AWS::EC2::EIPAssociation')].find((eip) =>
    refersTo(eip.properties.InstanceId, instance.logicalId),
  );
}

/** A subnet in this template that hands out public addresses on launch. */
function autoPublicSubnet(instance: Resource, ctx: ScanContext): Resource | undefined {
  const subnetRefs = [propOf(instance, 'SubnetId')];
  const nics = toList(propOf(instance, 'NetworkInterfaces'));
  if (!isUnknown(nics)) subnetRefs.push(...nics.map((nic) => dig(nic, 'SubnetId')));
  return ctx
    .ofType('AWS::EC2::Subnet')
    .find(
      (subnet) =>
        subnetRefs.some((ref) => refersTo(ref, subnet.logicalId)) &&
        toBool(subnet.properties.MapPublicIpOnLaunch) === true,
    );
}

/**
 * Compliant: the instance asks for no public address (NetworkInterfaces or its launch template),
 * has no Elastic IP in the template, and is not placed in a template subnet with
 * MapPublicIpOnLaunch true unless its interfaces explicitly decline one.
 */
export const ec2InstanceNoPublicIp: Rule = {
  id: 'ec2-instance-no-public-ip',
  service: 'ec2',
  severity: 'high',
  title: 'EC2 instances have no public IP address',
  description:
    'Instances with public addresses are reachable from the internet directly; workloads belong in private subnets behind load balancers or gateways.',
  resourceTypes: ['AWS::EC2::Instance'],
  remediation:
    'Set NetworkInterfaces[].AssociatePublicIpAddress to false, remove any Elastic IP bound to the instance and launch it in a private subnet.',
  evaluate(resource, ctx) {
    const nics = propOf(resource, 'NetworkInterfaces');
    let check = publicIpRequests(nics, 'NetworkInterfaces');
    const link = launchTemplateOf(resource, ctx);
    if (nics === undefined && link.kind === 'template') {
      const path = ['LaunchTemplateData', 'NetworkInterfaces'];
      check = publicIpRequests(propOf(link.resource, ...path), `launch template ${path.join('.')}`);
    }
    if (check.requested.length > 0) {
      return failWith(`${nameOf(resource)} is given a public IP address: AssociatePublicIpAddress is true.`);
    }
    const eip = elasticIpFor(resource, ctx);
    if (eip)
      return failWith(`${nameOf(resource)} is given a public IP address by Elastic IP '${eip.logicalId}'.`);
    const declines = !isUnknown(toList(nics)) && toBool(dig(nics, 0, 'AssociatePublicIpAddress')) === false;
    const subnet = declines ? undefined : autoPublicSubnet(resource, ctx);
    if (subnet) {
      return failWith(
        `${nameOf(resource)} runs in subnet '${subnet.logicalId}', which assigns public IP addresses on launch (MapPublicIpOnLaunch is true).`,
      );
    }
    return check.unknown ? unknownFrom(check.unknown.label, check.unknown.value) : PASS;
  },
};
