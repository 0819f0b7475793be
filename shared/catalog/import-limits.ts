// The import's limits and words without its parser: the API contract (shared/api/routes) checks
// the size with them, and the web app loads the contract on every page, so the YAML parser must
// not come along.

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
