import { isUnknown, type Resource, type UnknownValue } from '../../types';
import { dig, propOf } from '../_lib/props';
import { asList } from '../_lib/read';

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
