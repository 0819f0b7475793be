import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import type { ValidateFn } from './scan-command';

/** `--validate`: AWS's offline validator over the template text, created once per CLI run. */
export const validateTemplateText: ValidateFn = async (text) =>
  getTemplateValidator()
    .validate(text)
    .map((d) => ({ severity: d.severity, message: d.message, ...(d.line ? { line: d.line } : {}) }));
