import type { UpdateOptions } from '#shared/api/deployment-changes';
import { problemOf } from '#shared/catalog/parameter-values';
import type { TemplateParameter } from '#shared/catalog/types';

/**
 * The parameters the update form asks for: the stack's own template's, or, once the user moves to
 * the newest version of its source, the ones that version declares (it may add some, or change
 * their limits).
 */
export function formParameters(options: UpdateOptions, latest: boolean): readonly TemplateParameter[] {
  return latest && options.source ? options.source.parameters : options.parameters;
}

/**
 * The values the form starts from for `parameters`: what the user typed already, else the
 * deployment's value, else, for a parameter the stack does not have yet (a newer version's) or a
 * list, its default filled in; a known parameter without a value stays blank (its default, shown as
 * the placeholder).
 */
export function startingValues(
  options: UpdateOptions,
  parameters: readonly TemplateParameter[],
  typed: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const known = new Set(options.parameters.map((p) => p.name));
  const start: Record<string, string> = {};
  for (const p of parameters) {
    const filled = !known.has(p.name) || p.allowed_values ? (p.default_value ?? '') : '';
    start[p.name] = typed[p.name] ?? options.parameter_values[p.name] ?? filled;
  }
  return start;
}

/** Each field's problem, checked against the limits of the parameter the form shows. */
export function fieldProblems(
  parameters: readonly TemplateParameter[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    parameters.flatMap((p) => {
      const problem = problemOf(p, values[p.name]);
      return problem ? [[p.name, problem]] : [];
    }),
  );
}
