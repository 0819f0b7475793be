import { type Document, LineCounter, parseDocument } from 'yaml';
import { isTemplateError, TemplateError } from '#shared/cfn/errors';
import { isPlainObject } from '#shared/cfn/plain';
import type { TemplateFormat } from '#shared/cfn/types';
import { yamlToValue } from '#shared/cfn/yaml-to-value';
import type { TemplatePatch } from '../types';
import { keepInlineKeyComments } from './inline-comments';
import { applyToPlain, type Undo, whyNot } from './plain-tree';
import { spliceEdits } from './splice';
import { applyToDocument } from './yaml-edit';
import { yamlOutputOptions } from './yaml-style';

export interface SkippedPatch {
  patch: TemplatePatch;
  reason: string;
}

/**
 * One editing session over a template's text. Every patch is checked and applied to a plain view
 * first; a change (a group of patches) lands in the output only if all its patches are safe.
 */
export interface TemplateEditor {
  /** applies all patches or none; returns the first patch that was unsafe */
  applyChange(patches: readonly TemplatePatch[]): SkippedPatch | undefined;
  toString(): string;
}

export function openEditor(text: string, format: TemplateFormat): TemplateEditor {
  const doc = format === 'yaml' ? readYaml(text) : undefined;
  // The library's own re-writing of the untouched document, to carry edits back onto `text`.
  let baseline: string | undefined;
  const plain = doc ? yamlToValue(doc.contents, () => ({ line: 0, column: 0 })) : readJson(text);
  if (!isPlainObject(plain)) throw new TemplateError('The template must be a mapping of sections');
  let changed = false;
  return {
    applyChange(patches) {
      const undos: Undo[] = [];
      for (const patch of patches) {
        const reason = whyNot(plain, patch);
        if (reason) {
          for (const undo of undos.reverse()) undo();
          return { patch, reason };
        }
        undos.push(applyToPlain(plain, patch));
      }
      if (doc && baseline === undefined) baseline = yamlText(doc, text);
      if (doc) for (const patch of patches) applyToDocument(doc, patch);
      changed ||= patches.length > 0;
      return undefined;
    },
    toString() {
      if (!changed) return text;
      if (!doc) return `${JSON.stringify(plain, null, jsonIndent(text))}${text.endsWith('\n') ? '\n' : ''}`;
      // The writer emits \n only: compare and splice in \n, then restore Windows line endings.
      const crlf = text.includes('\r\n');
      const unix = (value: string) => (crlf ? value.replace(/\r\n/g, '\n') : value);
      const output = spliceEdits(unix(text), unix(baseline ?? ''), yamlText(doc, text));
      return crlf ? output.replace(/\n/g, '\r\n') : output;
    },
  };
}

/** The author's indentation unit (4 spaces, a tab...), so only changed lines differ in a diff. */
function jsonIndent(text: string): string {
  return /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text.trimStart())?.[1] ?? '  ';
}

function yamlText(doc: Document, source: string): string {
  keepInlineKeyComments(doc, source);
  return doc.toString(yamlOutputOptions(source));
}

function readYaml(text: string): Document {
  try {
    const doc = parseDocument(text, {
      lineCounter: new LineCounter(),
      prettyErrors: false,
      resolveKnownTags: false,
      uniqueKeys: false,
      version: '1.2',
    });
    if (doc.errors.length > 0) throw new TemplateError(doc.errors[0].message);
    return doc;
  } catch (error) {
    if (isTemplateError(error)) throw error;
    throw new TemplateError(`The template could not be read: ${(error as Error).message}`);
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new TemplateError(`The template is not valid JSON: ${(error as Error).message}`);
  }
}
