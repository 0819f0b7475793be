/**
 * What a raw (unresolved) template value refers to and how to put known values in its place.
 * The project's resolver (`shared/cfn`) knows no physical ids; the sandbox rewrites `Ref`,
 * `Fn::GetAtt` and `Fn::Sub` variables of resources it has already created into literals first,
 * then lets the resolver do the rest (parameters, conditions, Fn::If, Join, Select...).
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SUB_VARIABLE = /\$\{([^!}][^}]*)\}/g;

function getAttParts(args: unknown): [string, string] | undefined {
  const parts = typeof args === 'string' ? args.split(/\.(.*)/s, 2) : args;
  return Array.isArray(parts) && typeof parts[0] === 'string' && typeof parts[1] === 'string'
    ? [parts[0], parts[1]]
    : undefined;
}

function subParts(args: unknown): [string, Record<string, unknown>] | undefined {
  if (typeof args === 'string') return [args, {}];
  if (Array.isArray(args) && typeof args[0] === 'string' && isObject(args[1])) return [args[0], args[1]];
  return undefined;
}

/** Every name a value points at through Ref, GetAtt and Sub (parameters and pseudo names included). */
export function referencedNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedNames(item, names);
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'Ref' && typeof child === 'string') names.add(child);
      else if (key === 'Fn::GetAtt') {
        const parts = getAttParts(child);
        if (parts) names.add(parts[0]);
      } else if (key === 'Fn::Sub') {
        const parts = subParts(child);
        if (parts) {
          for (const [, inner] of parts[0].matchAll(SUB_VARIABLE)) {
            const name = inner.trim().split('.')[0];
            if (!Object.hasOwn(parts[1], inner.trim())) names.add(name);
          }
          referencedNames(parts[1], names);
        }
        continue;
      }
      referencedNames(child, names);
    }
  }
  return names;
}

export interface KnownResource {
  ref: unknown;
  attribute(name: string): unknown;
}

/** `value` with every Ref/GetAtt/Sub variable naming a `known` resource replaced by its value. */
export function substituteKnown(value: unknown, known: ReadonlyMap<string, KnownResource>): unknown {
  if (Array.isArray(value)) return value.map((item) => substituteKnown(item, known));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const [key] = keys;
    const args = value[key];
    if (key === 'Ref' && typeof args === 'string' && known.has(args)) return known.get(args)?.ref;
    if (key === 'Fn::GetAtt') {
      const parts = getAttParts(args);
      if (parts && known.has(parts[0])) return known.get(parts[0])?.attribute(parts[1]);
    }
    if (key === 'Fn::Sub') {
      const parts = subParts(args);
      if (parts) return { 'Fn::Sub': [parts[0], substituteSubVariables(parts[0], parts[1], known)] };
    }
  }
  return Object.fromEntries(keys.map((key) => [key, substituteKnown(value[key], known)]));
}

function substituteSubVariables(
  text: string,
  given: Record<string, unknown>,
  known: ReadonlyMap<string, KnownResource>,
): Record<string, unknown> {
  const variables: Record<string, unknown> = substituteKnown(given, known) as Record<string, unknown>;
  for (const [, inner] of text.matchAll(SUB_VARIABLE)) {
    const name = inner.trim();
    if (Object.hasOwn(variables, name)) continue;
    const dot = name.indexOf('.');
    const resource = known.get(dot > 0 ? name.slice(0, dot) : name);
    if (!resource) continue;
    const value = dot > 0 ? resource.attribute(name.slice(dot + 1)) : resource.ref;
    variables[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return variables;
}
