/**
 * Stated settings the template holds as the brief states them: an automatic security fix never
 * undoes one ("publicly accessible", "t3.nano", "single-AZ"). The brief's choice stays, and the
 * security review names the finding it leaves and what fixing it would take instead.
 */
import { fitTo } from './apply';
import type { StatedProperty } from './stated';

/** One stated setting as the template holds it: the resource, the path under Properties, the brief's words. */
export interface KeptSetting {
  id: string;
  path: readonly string[];
  quote: string;
}

type Body = { Resources?: Record<string, { Type?: unknown; Properties?: Record<string, unknown> }> };

/** The value at a path without lists, or undefined. */
function valueAt(props: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (v, key) =>
      v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined,
    props,
  );
}

/**
 * The settings of `readings` the template holds with the stated value: each reading's first
 * property, or one whose type the brief names (as `placeOf` chooses), on every resource of that
 * type whose value there equals the stated one kept within the schema's bounds.
 */
export function statedOnTemplate(body: Body, readings: readonly StatedProperty[]): KeptSetting[] {
  const kept: KeptSetting[] = [];
  const resources = Object.entries(body.Resources ?? {});
  for (const reading of readings)
    reading.targets.forEach((target, rank) => {
      if ((rank > 0 && target.said !== true) || target.path.includes('*') || target.path === 'Tags') return;
      const value = fitTo(target.type, target.path, target.value);
      if (value === undefined) return;
      const path = target.path.split('.');
      for (const [id, resource] of resources)
        if (resource.Type === target.type && String(valueAt(resource.Properties, path)) === String(value))
          kept.push({ id, path, quote: reading.quote });
    });
  return kept;
}

/**
 * The stated setting a patch would change, if any: a patch of the resource's Properties at the
 * setting's path, above it (the object that holds it) or below it.
 */
export function keptSettingPatched(
  patchPath: readonly (string | number)[],
  kept: readonly KeptSetting[],
): KeptSetting | undefined {
  const [section, id, properties, ...rest] = patchPath;
  if (section !== 'Resources') return undefined;
  return kept.find((k) => {
    if (k.id !== id) return false;
    // the resource itself, or its Properties as a whole, replaced
    if (properties === undefined) return true;
    if (properties !== 'Properties') return false;
    const shared = Math.min(rest.length, k.path.length);
    return rest.slice(0, shared).every((key, i) => String(key) === k.path[i]);
  });
}
