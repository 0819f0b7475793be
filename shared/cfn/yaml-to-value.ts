import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import { TemplateError } from './errors';
import { setOwn } from './plain';
import { longFormKey, longFormValue } from './short-tags';
import type { SourceLocation } from './types';

/** Deeper than any real template; stops hostile input before it exhausts the stack. */
const MAX_DEPTH = 256;

export type Locate = (offset: number) => SourceLocation;

/**
 * Turns a YAML node (from `yaml`'s Document) into plain data with intrinsics in long form. We walk
 * the nodes ourselves instead of `toJS()` so short-form tags stay tags in the Document (the fixer
 * edits that Document and must write `!Ref X` back unchanged).
 */
export function yamlToValue(node: unknown, locate: Locate, depth = 0): unknown {
  if (node === null || node === undefined) return null;
  const range = (node as { range?: [number, number, number] }).range;
  const where = () => (range ? locate(range[0]) : undefined);
  if (depth > MAX_DEPTH) throw new TemplateError('The template is nested too deeply', where());
  if (isAlias(node)) {
    throw new TemplateError(`YAML aliases (*${node.source}) are not supported by CloudFormation`, where());
  }
  let value: unknown;
  if (isScalar(node)) value = node.value;
  else if (isSeq(node)) value = node.items.map((item) => yamlToValue(item, locate, depth + 1));
  else if (isMap(node)) {
    const map: Record<string, unknown> = {};
    for (const pair of node.items) {
      const key = pair.key;
      if (isMap(key) || isSeq(key)) {
        const keyRange = (key as { range?: [number, number, number] }).range;
        throw new TemplateError(
          'A mapping key must be a plain value, not a list or mapping',
          keyRange ? locate(keyRange[0]) : where(),
        );
      }
      const name = isScalar(key) ? String(key.value ?? '') : String(key ?? '');
      if (Object.hasOwn(map, name)) {
        const keyRange = (key as { range?: [number, number, number] }).range;
        throw new TemplateError(
          `The key ${name} appears twice in the same mapping`,
          keyRange ? locate(keyRange[0]) : where(),
        );
      }
      setOwn(map, name, yamlToValue(pair.value, locate, depth + 1));
    }
    value = map;
  } else value = null;
  const tag = (node as { tag?: string }).tag;
  const longKey = tag ? longFormKey(tag) : undefined;
  if (!longKey) return value;
  const wrapped: Record<string, unknown> = {};
  setOwn(wrapped, longKey, longFormValue(longKey, value));
  return wrapped;
}
