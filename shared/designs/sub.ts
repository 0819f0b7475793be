import { isPlainObject } from '#shared/cfn/plain';
import { fedValue, type Scope } from './scope';

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/**
 * `Fn::Sub` in either form (text, or [text, variables]) with the instance's names prefixed. A
 * fed parameter cannot stay a placeholder (its value is an expression), so it becomes a variable
 * of the Sub holding the feeding output's Value; the variables' own values are rewritten too.
 */
export function rewriteSub(arg: unknown, scope: Scope, rewrite: (value: unknown) => unknown): unknown {
  const [text, given] = Array.isArray(arg) ? [arg[0], arg[1]] : [arg, undefined];
  if (typeof text !== 'string') return rewrite(arg);
  const variables = isPlainObject(given) ? given : {};
  const added: Record<string, unknown> = {};
  const taken = (candidate: string) => Object.hasOwn(variables, candidate) || Object.hasOwn(added, candidate);
  const replaced = text.replace(PLACEHOLDER, (whole, inner: string) => {
    if (inner.startsWith('!') || Object.hasOwn(variables, inner)) return whole;
    const dot = inner.indexOf('.');
    const head = dot < 0 ? inner : inner.slice(0, dot);
    if (head === 'AWS::StackName') return `${whole}-${scope.prefix}`;
    if (head.startsWith('AWS::')) return whole;
    if (dot < 0 && scope.fed.has(head)) {
      let variable = `${scope.prefix}${head}`;
      while (taken(variable)) variable = `${variable}X`;
      added[variable] = fedValue(head, scope);
      return `\${${variable}}`;
    }
    return `\${${scope.prefix}${inner}}`;
  });
  const rewritten = Object.fromEntries(
    Object.entries(variables).map(([key, value]) => [key, rewrite(value)]),
  );
  const all = { ...rewritten, ...added };
  return given === undefined && Object.keys(added).length === 0 ? replaced : [replaced, all];
}
