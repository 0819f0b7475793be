import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { dig, failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/props';
import { unknownBecause } from '../_lib/read';
import { containersOf } from './containers';

/** "root", "0", "root:<group>" and "0:<group>" all run as the root user. */
function isRoot(user: string): boolean {
  const name = user.split(':')[0].trim();
  return name === 'root' || name === '0';
}

/** Every container sets User to a non-root user (an unset User runs as the image default, usually root). */
export const ecsNonRootUser: Rule = {
  id: 'ecs-non-root-user',
  service: 'ecs',
  title: 'ECS containers run as a non-root user',
  description:
    'A process running as root inside a container can more easily escape to the host or change the ' +
    'container; least privilege applies to processes as well as people.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation: 'Set User on every container definition to a non-root user or UID, e.g. "1000:1000".',
  evaluate(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return unknownFrom('ContainerDefinitions', containers);
    if (containers.length === 0) return NOT_APPLICABLE;
    let unknown: string | undefined;
    for (const container of containers) {
      const user = dig(container.value, 'User');
      if (isUnknown(user)) unknown ??= `User of container ${container.label} is ${user.reason}`;
      else if (typeof user !== 'string' || user === '') {
        return failWith(
          `${nameOf(resource)} does not set a User for container ${container.label}, so it runs as root.`,
        );
      } else if (isRoot(user)) {
        return failWith(`${nameOf(resource)} runs container ${container.label} as root.`);
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
};
