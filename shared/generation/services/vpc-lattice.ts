import { getAtt, ref, sub } from '../../cfn/build';
import { vpcId } from '../synthesis/network-refs';
import { addLogGroup } from '../synthesis/parts';
import { computeGroup } from './kit';
import type { ServiceSpec } from './types';

/**
 * A VPC Lattice service in a service network joined to the design's VPC: IAM-authorised, HTTPS,
 * access logs kept; each edge to a function is a Lambda target group its listener forwards to.
 */
export const vpcLattice: ServiceSpec = {
  id: 'vpc-lattice',
  block_name: 'Lattice',
  family: 'VpcLattice',
  label: 'Amazon VPC Lattice service',
  names: /\b(amazon vpc lattice|vpc lattice|lattice service( network)?s?)\b/,
  phrases: /\b(service networks?|service[- ]to[- ]service (networking|connectivity) across vpcs)\b/,
  arabic: /(في ?بي ?سي لاتيس|شبك[ةه] الخدمات)/,
  cost: 'hourly',
  vpc: true,
  needs: ['lambda'],
  emits: 'push',
  sends_to: ['lambda'],
  target: { actions: ['vpc-lattice-svcs:Invoke'], arn: (n) => sub(`\${${n.main}.Arn}/*`) },
  push(ctx, from, to, delivery) {
    if (to.service !== 'lambda') return;
    delivery.allow('vpc-lattice.amazonaws.com', undefined);
    const group = ctx.add(from.name, `${from.name}${to.name}Targets`, {
      Type: 'AWS::VpcLattice::TargetGroup',
      Properties: {
        Type: 'LAMBDA',
        Config: { LambdaEventStructureVersion: 'V2' },
        Targets: [{ Id: delivery.arn }],
        Tags: ctx.tags(),
      },
    });
    const listener = ctx.resources[`${from.name}Listener`]?.Properties as Record<string, unknown>;
    // the first target takes the traffic; later ones share it by weight
    const forward = listener.DefaultAction as { Forward?: { TargetGroups: unknown[] } };
    if (!forward.Forward) listener.DefaultAction = { Forward: { TargetGroups: [] } };
    (listener.DefaultAction as { Forward: { TargetGroups: unknown[] } }).Forward.TargetGroups.push({
      TargetGroupIdentifier: ref(group),
      Weight: 100,
    });
  },
  build(ctx, name) {
    const logs = addLogGroup(ctx, name, `${name}AccessLogs`);
    const network = ctx.add(name, `${name}ServiceNetwork`, {
      Type: 'AWS::VpcLattice::ServiceNetwork',
      Properties: { AuthType: 'AWS_IAM', Tags: ctx.tags() },
    });
    const service = ctx.add(name, `${name}Service`, {
      Type: 'AWS::VpcLattice::Service',
      Properties: { AuthType: 'AWS_IAM', Tags: ctx.tags() },
    });
    ctx.add(name, `${name}AuthPolicy`, {
      Type: 'AWS::VpcLattice::AuthPolicy',
      Properties: {
        ResourceIdentifier: ref(service),
        Policy: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { AWS: sub(`arn:\${AWS::Partition}:iam::\${AWS::AccountId}:root`) },
              Action: 'vpc-lattice-svcs:Invoke',
              Resource: '*',
            },
          ],
        },
      },
    });
    ctx.add(name, `${name}Association`, {
      Type: 'AWS::VpcLattice::ServiceNetworkServiceAssociation',
      Properties: {
        ServiceNetworkIdentifier: ref(network),
        ServiceIdentifier: ref(service),
        Tags: ctx.tags(),
      },
    });
    ctx.add(name, `${name}VpcAssociation`, {
      Type: 'AWS::VpcLattice::ServiceNetworkVpcAssociation',
      Properties: {
        ServiceNetworkIdentifier: ref(network),
        VpcIdentifier: vpcId(),
        SecurityGroupIds: [ref(computeGroup(ctx, `${name}Clients`))],
        Tags: ctx.tags(),
      },
    });
    ctx.add(name, `${name}LogSubscription`, {
      Type: 'AWS::VpcLattice::AccessLogSubscription',
      Properties: { ResourceIdentifier: ref(network), DestinationArn: getAtt(logs, 'Arn'), Tags: ctx.tags() },
    });
    ctx.add(name, `${name}Listener`, {
      Type: 'AWS::VpcLattice::Listener',
      Properties: {
        ServiceIdentifier: ref(service),
        Protocol: 'HTTPS',
        Port: 443,
        DefaultAction: { FixedResponse: { StatusCode: 404 } },
        Tags: ctx.tags(),
      },
    });
    return { service: 'vpc-lattice', name, main: service };
  },
};
