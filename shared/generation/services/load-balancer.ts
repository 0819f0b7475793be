import type { SynthesisContext } from '../synthesis/context';
import { addLoadBalancer } from '../synthesis/load-balancer';
import { admit } from '../synthesis/wiring';
import { getAtt, ref } from './kit';
import type { ServiceNode, ServiceSpec } from './types';

/**
 * An instance built on its own behind the load balancer: a target of its target group (the
 * listener forwards there), and let in from the load balancer's group on the targets' port (an
 * internal one, whose egress is only to its targets, may also leave for it).
 */
function registerInstance(ctx: SynthesisContext, from: ServiceNode, to: ServiceNode): void {
  const props = ctx.resources[`${from.name}TargetGroup`]?.Properties as Record<string, unknown>;
  // a target group holds one type of target: one already forwarding to a function has no port for
  // an instance, and the edge is left for the wiring gate to report as not wired
  if (props.TargetType === 'lambda') return;
  const port = Number(props.Port);
  props.TargetType = 'instance';
  const targets = Array.isArray(props.Targets) ? props.Targets : [];
  props.Targets = [...targets, { Id: ref(to.main), Port: port }];
  if (!to.group) return;
  const lbGroup = `${from.name}LoadBalancerSecurityGroup`;
  admit(ctx, to.name, { group: to.group, port }, lbGroup);
  if (ctx.resources[`${from.name}ToTargets`])
    ctx.add(from.name, `${from.name}To${to.name}`, {
      Type: 'AWS::EC2::SecurityGroupEgress',
      Properties: {
        GroupId: ref(lbGroup),
        IpProtocol: 'tcp',
        FromPort: port,
        ToPort: port,
        DestinationSecurityGroupId: ref(to.group),
        Description: `To ${to.name}`,
      },
    });
}

/** An application load balancer (HTTPS, access logs, WAF) whose edges are its targets. */
export const loadBalancer: ServiceSpec = {
  id: 'load-balancer',
  block_name: 'Balancer',
  family: 'LoadBalancer',
  label: 'Application Load Balancer',
  // a scheme or type ("a public load balancer") names the product; "behind a load balancer" may be the web tier's own;
  // the scheme is kept with the type ("a public ALB") so what it implies is read
  names:
    /\b(((public|internal|internet[- ]facing|private) )?((application|network) load balancers?|alb|nlb)|(public|internal|internet[- ]facing|private) load balancers?|elastic load balanc\w+|elb)\b/,
  phrases: /\b(load balancers?|load[- ]balanced)\b/,
  arabic_phrases: /(موازن (ال)?[أا]حمال|موزع (ال)?[أا]حمال|موزع الحمل|لود ?بالنسر|لود ?بالانسر|لود ?بلانسر)/,
  cost: 'hourly',
  vpc: true,
  // what stands behind it: containers when an API Gateway reaches it (a private integration; their
  // block brings this load balancer itself), else a function
  needs: [{ service: 'ecs-service', reached_from: ['api-gateway'] }, 'lambda'],
  implies: [
    // a public entry point answers HTTPS on the design's own name; the certificate brings its DNS zone
    {
      add: 'certificate-manager',
      named_as: /\b(public|internet[- ]facing)\b/,
      why: "a public load balancer answers HTTPS on the design's own domain, with an ACM certificate for it",
    },
    // ALB's authenticate-cognito action runs only on HTTPS listeners
    {
      add: 'route53',
      with: ['cognito'],
      why: "signing in at the load balancer needs an HTTPS listener on the design's own domain",
    },
  ],
  waits: true,
  emits: 'push',
  sends_to: ['lambda', 'ecs', 'ec2-instance'],
  // instances built on their own are registered as its targets and reached on their port
  network_push: { group: (n) => `${n.name}LoadBalancerSecurityGroup`, to: ['ec2-instance'] },
  // a caller sends HTTPS requests to the load balancer's name, which takes no AWS permission (and
  // DescribeLoadBalancers, which a caller would need to find the name from the ARN, allows no
  // resource but `*`): it is told the DNS name
  target: { actions: [], arn: (n) => ref(n.main), env: (n) => getAtt(n.main, 'DNSName') },
  // an internal one (only a VPC link reaches it) admits no one its group does not name: a caller in
  // the VPC is let in on the HTTPS listener's port. An internet-facing one is reached at its public
  // address, through the NAT gateway, where no group rule would match the caller.
  admits(ctx, n) {
    const scheme = ctx.resources[n.main]?.Properties?.Scheme;
    const listener = ctx.resources[`${n.name}HttpsListener`]?.Properties?.Port;
    if (scheme !== 'internal' || typeof listener !== 'number') return undefined;
    return { group: `${n.name}LoadBalancerSecurityGroup`, port: listener };
  },
  push(ctx, from, to, delivery) {
    const group = ctx.resources[`${from.name}TargetGroup`];
    if (!group) return;
    if (to.service === 'ec2-instance') {
      registerInstance(ctx, from, to);
      return;
    }
    if (to.service !== 'lambda') return;
    // instances already registered keep the group (one type of target per group): see registerInstance
    if (group.Properties?.TargetType === 'instance') return;
    delivery.allow('elasticloadbalancing.amazonaws.com', undefined);
    group.Properties = {
      TargetType: 'lambda',
      Targets: [{ Id: delivery.arn }],
      HealthCheckEnabled: false,
    };
    const permission = Object.keys(ctx.resources)
      .filter((id) => id.startsWith(`${to.name}InvokeBy`))
      .at(-1);
    if (permission) group.DependsOn = [permission];
  },
  build(ctx, name) {
    addLoadBalancer(ctx, name, {
      port: 8080,
      type: 'ip',
      allowedCidrs: ctx.requirements.allowed_cidrs,
    });
    return { service: 'load-balancer', name, main: `${name}LoadBalancer` };
  },
};
