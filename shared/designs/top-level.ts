import { isPlainObject } from '#shared/cfn/plain';
import { section } from './sections';
import type { DesignPart } from './types';

const INTERFACE = 'AWS::CloudFormation::Interface';

/** Every transform any instance declares, once each (SAM's among them). */
export function mergedTransform(parts: readonly DesignPart[]): string | string[] | undefined {
  const names = new Set<string>();
  for (const part of parts) {
    const transform = part.body.Transform;
    for (const name of Array.isArray(transform) ? transform : [transform]) {
      if (typeof name === 'string') names.add(name);
    }
  }
  const list = [...names];
  return list.length === 0 ? undefined : list.length === 1 ? list[0] : list;
}

/**
 * The console's parameter groups and labels for the composed stack: each instance's groups under
 * `<instance>: <group>`, naming only the parameters the composed template still has.
 */
export function mergedInterface(
  parts: readonly DesignPart[],
  parameters: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  const groups: unknown[] = [];
  const labels: Record<string, unknown> = {};
  for (const part of parts) {
    const face = section(section(part.body, 'Metadata'), INTERFACE);
    for (const group of Array.isArray(face.ParameterGroups) ? face.ParameterGroups : []) {
      if (!isPlainObject(group) || !Array.isArray(group.Parameters)) continue;
      const names = group.Parameters.map((name) => `${part.name}${String(name)}`).filter((name) =>
        Object.hasOwn(parameters, name),
      );
      if (names.length === 0) continue;
      const label = isPlainObject(group.Label) ? String(group.Label.default ?? '') : '';
      groups.push({ Label: { default: `${part.name}: ${label}` }, Parameters: names });
    }
    for (const [name, label] of Object.entries(section(face, 'ParameterLabels'))) {
      if (Object.hasOwn(parameters, `${part.name}${name}`)) labels[`${part.name}${name}`] = label;
    }
  }
  if (groups.length === 0 && Object.keys(labels).length === 0) return undefined;
  return { [INTERFACE]: { ParameterGroups: groups, ParameterLabels: labels } };
}
