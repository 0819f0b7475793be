import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause, unknownFrom } from './evaluation';
import { asList, dig, propOf } from './props';

export interface Container {
  index: number;
  /** the container's Name, or its position when the name is not readable */
  label: string;
  value: unknown;
}

/** The task definition's ContainerDefinitions, each with a label for findings. */
export function containersOf(task: Resource): readonly Container[] | UnknownValue {
  const list = asList(propOf(task, 'ContainerDefinitions'));
  if (isUnknown(list)) return list;
  return (list ?? []).map((value, index) => {
    const name = dig(value, 'Name');
    return { index, value, label: typeof name === 'string' ? `'${name}'` : `${index + 1}` };
  });
}

/**
 * The per-container loop every ECS rule runs: `read` takes the setting from one container; an
 * unresolved setting only makes the answer unknown if no later container fails outright, and
 * `failure` returns the finding for a known setting (or undefined when it is compliant).
 * `setting` names the property in unknown reasons.
 */
export function checkContainers(
  task: Resource,
  setting: string,
  read: (container: unknown) => unknown,
  failure: (value: unknown, label: string) => string | undefined,
): Evaluation {
  const containers = containersOf(task);
  if (isUnknown(containers)) return unknownFrom('ContainerDefinitions', containers);
  if (containers.length === 0) return NOT_APPLICABLE;
  let unknown: string | undefined;
  for (const container of containers) {
    const value = read(container.value);
    if (isUnknown(value)) {
      unknown ??= `${setting} of container ${container.label} is ${value.reason}`;
      continue;
    }
    const message = failure(value, container.label);
    if (message !== undefined) return failWith(message);
  }
  return unknown ? unknownBecause(unknown) : PASS;
}
