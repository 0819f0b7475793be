import { isPlainObject } from '#shared/cfn/plain';

/** How one instance's names become the composed template's. */
export interface Scope {
  /** the instance's name: it prefixes logical ids, parameters, conditions, mappings and outputs */
  prefix: string;
  /** parameters fed by another instance, each with the (already composed) output Value that replaces it */
  fed: ReadonlyMap<string, unknown>;
  /** the instance's parameters of a List type: a `Ref` to one must stay a list */
  listParameters: ReadonlySet<string>;
}

const STACK_NAME = 'AWS::StackName';

/**
 * A stack name stands for the instance's own name in the composed stack: templates derive
 * physical names from it (`${AWS::StackName}-vault`), which two instances must not share.
 */
export const stackNameOf = (scope: Scope) => ({ 'Fn::Sub': `\${${STACK_NAME}}-${scope.prefix}` });

/** What a `Ref` to `name` becomes. */
export function refTo(name: string, scope: Scope): unknown {
  if (name === STACK_NAME) return stackNameOf(scope);
  if (name.startsWith('AWS::')) return { Ref: name };
  if (scope.fed.has(name)) return fedValue(name, scope);
  return { Ref: `${scope.prefix}${name}` };
}

/**
 * A fed parameter's replacement. Outputs are text, so a list parameter takes the output split at
 * commas; an output that joins a list with commas gives that list back instead.
 */
export function fedValue(name: string, scope: Scope): unknown {
  const value = structuredClone(scope.fed.get(name));
  if (!scope.listParameters.has(name)) return value;
  const join = isPlainObject(value) ? value['Fn::Join'] : undefined;
  if (Array.isArray(join) && join[0] === ',' && Array.isArray(join[1])) return join[1];
  return { 'Fn::Split': [',', value] };
}
