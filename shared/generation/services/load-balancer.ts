import { addLoadBalancer } from '../synthesis/load-balancer';
import { ref } from './kit';
import type { ServiceSpec } from './types';

/** An application load balancer (HTTPS, access logs, WAF) whose edges are its targets. */
export const loadBalancer: ServiceSpec = {
  id: 'load-balancer',
  block_name: 'Balancer',
  family: 'LoadBalancer',
  label: 'Application Load Balancer',
  names: /\b(application load balancers?|alb|elastic load balanc\w+|elb|network load balancers?|nlb)\b/,
  phrases: /\b(load balancers?|load[- ]balanced)\b/,
  arabic: /(موازن الأحمال|موازن الاحمال|موزع الأحمال|موزع الحمل)/,
  cost: 'hourly',
  vpc: true,
  needs: ['lambda'],
  emits: 'push',
  sends_to: ['lambda', 'ecs'],
  target: { actions: ['elasticloadbalancing:DescribeLoadBalancers'], arn: (n) => ref(n.main) },
  push(ctx, from, to, delivery) {
    if (to.service !== 'lambda') return;
    const group = ctx.resources[`${from.name}TargetGroup`];
    if (!group) return;
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
