import { isPlainObject } from '#shared/cfn/plain';

/** A template section as a map (`Resources`, `Parameters`, ...); absent or malformed is empty. */
export function section(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  return isPlainObject(value) ? value : {};
}

/** CloudFormation list parameter types: a `Ref` to one gives a list, not text. */
export function isListType(type: unknown): boolean {
  return typeof type === 'string' && (type === 'CommaDelimitedList' || type.startsWith('List<'));
}

/** The output names of a template. */
export const outputNames = (body: Record<string, unknown>): string[] => Object.keys(section(body, 'Outputs'));

/** The parameter names of a template. */
export const parameterNames = (body: Record<string, unknown>): string[] =>
  Object.keys(section(body, 'Parameters'));

/** Parameters named by a `Ref` anywhere in the template's Conditions or Rules (never fed). */
export function parametersInConditions(body: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isPlainObject(value)) {
      if (typeof value.Ref === 'string') found.add(value.Ref);
      Object.values(value).forEach(visit);
    }
  };
  visit(section(body, 'Conditions'));
  visit(section(body, 'Rules'));
  return found;
}
