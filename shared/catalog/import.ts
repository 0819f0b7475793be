import { isTemplateTooLarge, TemplateError } from '../cfn/errors';
import { parseTemplate } from '../cfn/parse';
import type { ParsedTemplate } from '../cfn/types';
import { byteLength, IMPORT_MAX_BYTES, IMPORT_TEXT } from './import-limits';

export { byteLength, IMPORT_MAX_BYTES, IMPORT_TEXT, MY_TEMPLATES } from './import-limits';

/**
 * The checks that need no validator, run in the browser before sending and again on the server:
 * the size first (so a huge paste is never parsed), then whether the text is a CloudFormation
 * template at all (YAML or JSON with resources; aliases, which make YAML bombs, are refused).
 */
export function readImport(text: string): { parsed: ParsedTemplate } | { problem: string } {
  if (text.trim() === '') return { problem: IMPORT_TEXT.empty };
  const bytes = byteLength(text);
  if (bytes > IMPORT_MAX_BYTES) return { problem: IMPORT_TEXT.tooLarge(bytes) };
  try {
    return { parsed: parseTemplate(text) };
  } catch (error) {
    // a template too large once expanded is CloudFormation, only not one it would take
    if (isTemplateTooLarge(error)) return { problem: error.message };
    if (error instanceof TemplateError)
      return { problem: IMPORT_TEXT.notCloudFormation(firstLower(error.message)) };
    throw error;
  }
}

const firstLower = (text: string) =>
  text.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
