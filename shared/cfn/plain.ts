/** Small helpers for templates held as plain data. */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Assigns an own property even for keys such as `__proto__`, which `obj[key] = v` would not. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key !== '__proto__') target[key] = value;
  else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The value a map holds under `key` itself, never one it inherits: `values.constructor` on a plain
 * object is Object, and template names such as `constructor` or `toString` are ordinary names.
 */
export function ownValue<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/**
 * A mapping's key when it has exactly one, else undefined, found without listing its keys. Parsed
 * templates hold plain data, whose prototypes add no enumerable keys: for...in sees own keys only.
 */
export function onlyKey(record: Record<string, unknown>): string | undefined {
  let only: string | undefined;
  for (const key in record) {
    if (only !== undefined) return undefined;
    only = key;
  }
  return only;
}
