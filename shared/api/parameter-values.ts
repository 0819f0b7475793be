import { z } from 'zod';
import { TEMPLATE_QUOTAS } from '../cfn/quotas';

/** CloudFormation's limit on the parameters of one stack. */
export const MAX_STACK_PARAMETERS = TEMPLATE_QUOTAS.Parameters;

/** CloudFormation's rule for a parameter's logical name: letters and digits, at most 255. */
export const PARAMETER_NAME_PATTERN = /^[A-Za-z0-9]{1,255}$/;

export const tooManyParameters = (count: number) =>
  `parameter_values holds ${count.toLocaleString('en-US')} names; a stack takes at most ${MAX_STACK_PARAMETERS} parameters`;

export const badParameterNames = (names: readonly string[]) =>
  `parameter names are letters and digits (at most 255 characters), as in CloudFormation: ${names
    .slice(0, 5)
    .map((name) => JSON.stringify(name.slice(0, 40)))
    .join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`;

/**
 * Parameter values keyed by parameter name, as every route that deploys or stores them takes
 * them: at most 200 names, each one CloudFormation could declare, reported as one issue whatever
 * the count (a body may hold a hundred thousand names). zod's record leaves out a `__proto__` key
 * (it could not be an own key of the parsed object), so none reaches a handler.
 */
export function parameterValuesSchema<T extends z.ZodType>(value: T) {
  return z.record(z.string(), value).superRefine((values, ctx) => {
    const names = Object.keys(values);
    if (names.length > MAX_STACK_PARAMETERS) {
      ctx.addIssue({ code: 'custom', message: tooManyParameters(names.length) });
      return;
    }
    const bad = names.filter((name) => !PARAMETER_NAME_PATTERN.test(name));
    if (bad.length > 0) ctx.addIssue({ code: 'custom', message: badParameterNames(bad) });
  });
}
