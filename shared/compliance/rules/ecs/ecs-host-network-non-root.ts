import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** Compliant: ECS tasks on the host network run their containers as a non-root user. */
export const ecsHostNetworkNonRoot: Rule = {
  id: 'ecs-host-network-non-root',
  service: 'ecs',
  severity: 'high',
  title: 'ECS tasks on the host network run their containers as a non-root user',
  description:
    'With host networking a root container shares the instance network stack: it can listen on any port and reach the instance metadata service.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation: 'Use NetworkMode awsvpc, or set User to a non-root user on every container.',
  evaluate(resource) {
    const mode = propOf(resource, 'NetworkMode');
    if (isUnknown(mode)) return unknownFrom('NetworkMode', mode);
    // another network mode keeps containers off the host's stack: what the rule asks
    if (mode !== 'host') return PASS;
    const containers = asList(propOf(resource, 'ContainerDefinitions'));
    if (isUnknown(containers)) return unknownFrom('ContainerDefinitions', containers);
    const root = (containers ?? []).filter((c) => {
      const user = dig(c, 'User');
      return user === undefined || (typeof user === 'string' && /^(root|0)(:|$)/.test(user));
    });
    return root.length === 0
      ? PASS
      : failWith(
          `${nameOf(resource)} runs ${root.map((c) => String(dig(c, 'Name') ?? 'a container')).join(', ')} as root on the host network.`,
        );
  },
};
