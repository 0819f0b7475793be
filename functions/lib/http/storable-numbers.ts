/**
 * DynamoDB keeps a number only if it is 0 or its magnitude lies between 1e-130 and just under
 * 1e126; any other number fails the write with a ValidationException, after a request has been
 * accepted (and, for a design run, counted). JSON and zod accept them all, so every request part
 * is held to the store's range once it is validated: one check for every route.
 */
const SMALLEST = 1e-130;
const TOO_LARGE = 1e126;

export function unstorableNumber(value: unknown, whole: string): string | undefined {
  // iterative: a validated body can still be nested deeper than the call stack allows
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: next, path } = pending.pop()!;
    if (typeof next === 'number') {
      const size = Math.abs(next);
      const where = path.length > 0 ? path.join('.') : whole;
      if (size >= TOO_LARGE) return `${where}: is a number too large to store (it must be below 1e126)`;
      if (size !== 0 && size < SMALLEST)
        return `${where}: is a number too small to store (use 0, or at least 1e-130)`;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}
