import { parseTemplate } from '../../cfn/parse';

/** A resource of the final template as the checklist reads it: id, type and raw properties. */
export interface TemplateResource {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

/** The template's resources (an unreadable template has none: the validity gate reports it). */
export function templateResources(text: string): TemplateResource[] {
  try {
    const body = parseTemplate(text).body as { Resources?: Record<string, unknown> };
    return Object.entries(body.Resources ?? {}).flatMap(([id, value]) => {
      const resource = value as { Type?: unknown; Properties?: unknown };
      return typeof resource?.Type === 'string'
        ? [{ id, type: resource.Type, props: (resource.Properties ?? {}) as Record<string, unknown> }]
        : [];
    });
  } catch {
    return [];
  }
}

/** A property path's value (`a.b.0.c`), or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every value of a list-or-single property, for properties that may be either. */
export const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

export const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** The logical ids a value names through Ref, Fn::GetAtt or `${Id}` / `${Id.Attr}` in Fn::Sub. */
export function referencesIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) referencesIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'Ref' && typeof v === 'string') out.add(v);
      else if (key === 'Fn::GetAtt')
        out.add(Array.isArray(v) ? String(v[0]) : (String(v).split('.')[0] as string));
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(v) ? v[0] : v;
        if (typeof text === 'string')
          for (const m of text.matchAll(/\$\{([A-Za-z0-9]+)(?:\.[A-Za-z]+)?\}/g)) out.add(m[1] as string);
        if (Array.isArray(v)) referencesIn(v[1], out);
      } else referencesIn(v, out);
    }
  }
  return out;
}
