import type { Rule } from '#shared/compliance/types';
import { checkContainers } from '../_lib/ecs';
import { nameOf } from '../_lib/nouns';
import { dig } from '../_lib/props';

/** "root", "0", "root:<group>" and "0:<group>" all run as the root user. */
function isRoot(user: string): boolean {
  const name = user.split(':')[0].trim();
  return name === 'root' || name === '0';
}

/** Every container sets User to a non-root user (an unset User runs as the image default, usually root). */
export const ecsNonRootUser: Rule = {
  id: 'ecs-non-root-user',
  service: 'ecs',
  severity: 'medium',
  title: 'ECS containers run as a non-root user',
  description:
    'A process running as root inside a container can more easily escape to the host or change the ' +
    'container; least privilege applies to processes as well as people.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation: 'Set User on every container definition to a non-root user or UID, e.g. "1000:1000".',
  evaluate(resource) {
    return checkContainers(
      resource,
      'User',
      (container) => dig(container, 'User'),
      (user, label) => {
        if (typeof user !== 'string' || user === '') {
          return `${nameOf(resource)} does not set a User for container ${label}, so it runs as root.`;
        }
        return isRoot(user) ? `${nameOf(resource)} runs container ${label} as root.` : undefined;
      },
    );
  },
};
