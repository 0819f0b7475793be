import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { dig, failWith, NOT_APPLICABLE, PASS, toBool, unknownFrom } from '../_lib/props';
import { setProperty, unknownBecause } from '../_lib/read';
import { containersOf } from './containers';

/** Every container sets ReadonlyRootFilesystem true. */
export const ecsReadonlyRootFs: Rule = {
  id: 'ecs-readonly-root-fs',
  service: 'ecs',
  title: 'ECS containers have a read-only root file system',
  description:
    'A read-only root file system stops an attacker from changing binaries or planting tools inside a ' +
    'running container.',
  resourceTypes: ['AWS::ECS::TaskDefinition'],
  remediation:
    'Set ReadonlyRootFilesystem to true on every container definition and mount a volume for any path the ' +
    'application must write to.',
  evaluate(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return unknownFrom('ContainerDefinitions', containers);
    if (containers.length === 0) return NOT_APPLICABLE;
    let unknown: string | undefined;
    for (const container of containers) {
      const readOnly = dig(container.value, 'ReadonlyRootFilesystem');
      if (isUnknown(readOnly))
        unknown ??= `ReadonlyRootFilesystem of container ${container.label} is ${readOnly.reason}`;
      else if (toBool(readOnly) !== true) {
        return failWith(
          `${nameOf(resource)} lets container ${container.label} write to its root file system.`,
        );
      }
    }
    return unknown ? unknownBecause(unknown) : PASS;
  },
  fix(resource) {
    const containers = containersOf(resource);
    if (isUnknown(containers)) return [];
    return containers
      .filter((c) => {
        const readOnly = dig(c.value, 'ReadonlyRootFilesystem');
        return !isUnknown(readOnly) && toBool(readOnly) !== true;
      })
      .map((c) => setProperty(resource, ['ContainerDefinitions', c.index, 'ReadonlyRootFilesystem'], true));
  },
};
