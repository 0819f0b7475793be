/**
 * The one error a template source throws for input it cannot read. The message is meant for the
 * user as is ("Line 12, column 5: ..."), so callers show it without a stack trace.
 */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  readonly line?: number;
  readonly column?: number;

  constructor(message: string, position?: { line: number; column: number }) {
    super(position ? `Line ${position.line}, column ${position.column}: ${message}` : message);
    if (position) {
      this.line = position.line;
      this.column = position.column;
    }
  }
}

/** Checks by name as well, so errors that crossed a bundle boundary are still recognised. */
export function isTemplateError(error: unknown): error is TemplateError {
  return error instanceof TemplateError || (error instanceof Error && error.name === 'TemplateError');
}

/** The refusal of a template whose functions would build more text than the resolver's budget. */
export const TOO_LARGE_MARK = 'The template builds text too large to deploy';
export const isTemplateTooLarge = (error: unknown): error is TemplateError =>
  isTemplateError(error) && error.message.startsWith(TOO_LARGE_MARK);

/** The refusal of a template that declares more than one of CloudFormation's quotas allows. */
export const OVER_QUOTA_MARK = 'The template is over a CloudFormation quota';
export const isTemplateOverQuota = (error: unknown): error is TemplateError =>
  isTemplateError(error) && error.message.startsWith(OVER_QUOTA_MARK);

/** Refused before anything expands it: too much text built, or too many of something declared. */
export const isTemplateBomb = (error: unknown): error is TemplateError =>
  isTemplateTooLarge(error) || isTemplateOverQuota(error);
