import type { Diagnostic } from '#shared/cfn/diagnostic';

/** One template to check: its text as the user sent it, and what it will be deployed with. */
export interface TemplateCheckRequest {
  text: string;
  parameters?: Record<string, string>;
  region?: string;
  /** the account it is deployed to: roles trusting any other account are refused */
  accountId?: string;
  /** also run AWS's validator (seconds on first use) and answer its diagnostics */
  validate?: boolean;
}

/**
 * The outcome: refused (a bomb, or a template that took too long or too much memory to check),
 * in words for the user; otherwise AWS's validator's diagnostics (none when not asked for).
 * A template that merely does not parse is not refused here: the validity gate says why.
 */
export type TemplateCheck = { refused: string } | { diagnostics: Diagnostic[] };

/**
 * The port every path that reads a user's template goes through before anything else touches it:
 * off the serving thread, under a memory and a time limit (adapters/local/template-check-pool.ts),
 * or in a Lambda of its own, where a request has the instance to itself.
 */
export interface TemplateChecker {
  check(request: TemplateCheckRequest): Promise<TemplateCheck>;
}

export const isRefused = (check: TemplateCheck): check is { refused: string } => 'refused' in check;
