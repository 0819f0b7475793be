import { INSTANCE_NAME_PATTERN } from '#shared/api/name-rules';
import { DESIGNS } from '#shared/messages/designs';

/** An instance name as typed: blank lets the server derive one; otherwise it must fit the pattern. */
export function instanceNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '' || INSTANCE_NAME_PATTERN.test(trimmed)) return undefined;
  return DESIGNS.nameProblem;
}

/** The values worth storing with an instance: blanks are left out (the template's default applies). */
export const filledValues = (values: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
