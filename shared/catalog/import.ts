import { TemplateError } from '../cfn/errors';
import { parseTemplate } from '../cfn/parse';
import type { ParsedTemplate } from '../cfn/types';

/**
 * The largest template the builder imports: CloudFormation's limit for a template sent inline
 * (TemplateBody), which is how Sahab deploys. Its 1 MB limit applies only to templates uploaded
 * to S3 first, which the deploy path does not do, and a stored template must fit one table item.
 */
export const IMPORT_MAX_BYTES = 51_200;

/** The gallery section a user's own templates (imported or from the studio) are listed under. */
export const MY_TEMPLATES = 'My templates';

export const IMPORT_TEXT = {
  tooLarge: (bytes: number) =>
    `The template is ${bytes.toLocaleString('en-US')} bytes; the limit is ${IMPORT_MAX_BYTES.toLocaleString('en-US')} bytes (CloudFormation's limit for a template deployed without S3).`,
  notCloudFormation: (why: string) => `This is not a CloudFormation template we can read: ${why}.`,
  invalid: (problems: readonly string[]) =>
    `CloudFormation would refuse this template: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}.`,
  empty: 'Paste a template or choose a file.',
  noName: 'Give the template a name.',
  longName: 'Use at most 80 characters.',
} as const;

/** UTF-8 bytes, as CloudFormation counts them. */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

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
    if (error instanceof TemplateError)
      return { problem: IMPORT_TEXT.notCloudFormation(firstLower(error.message)) };
    throw error;
  }
}

const firstLower = (text: string) =>
  text.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
