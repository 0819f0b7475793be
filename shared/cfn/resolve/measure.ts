/**
 * Lengths of text a function is about to build, found without building it, so the resolver's
 * budget is charged before a bomb allocates anything.
 */

/** Bytes of `text` in UTF-8 (what Fn::Base64 encodes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair is one four-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Characters JSON.stringify writes for `text` as a JSON string, quotes included. */
function jsonStringLength(text: string): number {
  let length = 2;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c || code === 0x08 || code === 0x0c || code === 0x0a) length += 2;
    else if (code === 0x0d || code === 0x09) length += 2;
    else if (code < 0x20) length += 6;
    else length += 1;
  }
  return length;
}

/**
 * The length of `JSON.stringify(value)` for the resolver's plain values (text, numbers, booleans,
 * null, lists, mappings), counted until it passes `stop` (the caller refuses past it anyway).
 */
export function jsonLength(value: unknown, stop: number): number {
  let total = 0;
  const visit = (node: unknown): void => {
    if (total > stop) return;
    if (typeof node === 'string') total += jsonStringLength(node);
    else if (typeof node !== 'object' || node === null) total += String(JSON.stringify(node) ?? '').length;
    else if (Array.isArray(node)) {
      total += 1 + Math.max(node.length, 1);
      for (const item of node) visit(item === undefined ? null : item);
    } else {
      const entries = Object.entries(node);
      total += 1 + Math.max(entries.length, 1);
      for (const [key, item] of entries) {
        if (item === undefined) continue;
        total += jsonStringLength(key) + 1;
        visit(item);
      }
    }
  };
  visit(value);
  return total;
}
