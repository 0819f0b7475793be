/** Every leaf of a resource's live properties as a JSON pointer, with its value as JSON text. */
export function leafPaths(
  properties: Record<string, unknown>,
  prefix = '',
): { path: string; value: string }[] {
  return Object.entries(properties).flatMap(([key, value]) => {
    const path = `${prefix}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return value !== null && typeof value === 'object'
      ? leafPaths(value as Record<string, unknown>, path)
      : [{ path, value: JSON.stringify(value) }];
  });
}

/** What the user typed as a live value: JSON when it is JSON, otherwise the text itself. */
export function typedValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
