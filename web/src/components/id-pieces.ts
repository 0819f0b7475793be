/** Where an id may break: after a separator, or between a lower-case letter or digit and a capital. */
const BREAK_AFTER = /([:/\-_.,=|@])|([a-z0-9])(?=[A-Z])/g;

/** The id in pieces, each ending where the id may wrap. */
export function idPieces(id: string): string[] {
  return id
    .replace(BREAK_AFTER, (match) => `${match}\u0000`)
    .split('\u0000')
    .filter(Boolean);
}
