import { type Document, isCollection, isScalar, visit } from 'yaml';

/**
 * The YAML library reads `Key: # note` (a comment after a key whose value is a nested block) as a
 * comment before the value, and would write it on its own line below the key. Moving that first
 * comment line back onto the key keeps such lines exactly as the author wrote them.
 */
export function keepInlineKeyComments(doc: Document, source: string): void {
  visit(doc, {
    Pair(_, pair) {
      const { key, value } = pair;
      if (!isScalar(key) || !isCollection(value) || !value.commentBefore || key.comment || !key.range) return;
      const lineEnd = source.indexOf('\n', key.range[1]);
      const rest = source.slice(key.range[1], lineEnd < 0 ? undefined : lineEnd);
      if (!/^\s*:\s*#/.test(rest)) return;
      const [first, ...others] = value.commentBefore.split('\n');
      key.comment = first;
      value.commentBefore = others.length > 0 ? others.join('\n') : undefined;
    },
  });
}
