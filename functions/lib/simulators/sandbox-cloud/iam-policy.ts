/**
 * IAM's decision for one request against a principal's identity policies, as AWS makes it: an
 * explicit Deny wins, then any Allow, else the request is implicitly denied. Enough of the policy
 * language for the roles Sahab's role template creates: Action/NotAction, Resource/NotResource
 * with * and ? wildcards, and the String, Arn and Null condition operators with the ForAnyValue /
 * ForAllValues qualifiers and IfExists.
 */

export type ContextValue = string | string[] | undefined;

export interface IamRequest {
  action: string;
  resource: string;
  /** condition keys of the request (aws:RequestTag/..., aws:ResourceTag/..., iam:PermissionsBoundary) */
  context: Record<string, ContextValue>;
}

export type IamDecision = 'allow' | 'explicit-deny' | 'implicit-deny';

type Statement = Record<string, unknown>;

const list = (value: unknown): string[] =>
  value === undefined || value === null ? [] : [value].flat().map((item) => String(item));

const globCache = new Map<string, RegExp>();
function glob(pattern: string, caseInsensitive: boolean): RegExp {
  const key = `${caseInsensitive ? 'i' : 's'}${pattern}`;
  let regex = globCache.get(key);
  if (!regex) {
    const body = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
    regex = new RegExp(`^${body}$`, caseInsensitive ? 'is' : 's');
    globCache.set(key, regex);
  }
  return regex;
}

const matchesAny = (patterns: string[], value: string, caseInsensitive: boolean) =>
  patterns.some((pattern) => glob(pattern, caseInsensitive).test(value));

function actionMatches(statement: Statement, action: string): boolean {
  if (statement.Action !== undefined) return matchesAny(list(statement.Action), action, true);
  if (statement.NotAction !== undefined) return !matchesAny(list(statement.NotAction), action, true);
  return false;
}

function resourceMatches(statement: Statement, resource: string): boolean {
  if (statement.Resource !== undefined) return matchesAny(list(statement.Resource), resource, false);
  if (statement.NotResource !== undefined) return !matchesAny(list(statement.NotResource), resource, false);
  return false;
}

const COMPARE: Record<string, (actual: string, expected: string) => boolean> = {
  StringEquals: (a, e) => a === e,
  StringEqualsIgnoreCase: (a, e) => a.toLowerCase() === e.toLowerCase(),
  StringLike: (a, e) => glob(e, false).test(a),
  ArnEquals: (a, e) => glob(e, false).test(a),
  ArnLike: (a, e) => glob(e, false).test(a),
};
const NEGATED: Record<string, string> = {
  StringNotEquals: 'StringEquals',
  StringNotEqualsIgnoreCase: 'StringEqualsIgnoreCase',
  StringNotLike: 'StringLike',
  ArnNotEquals: 'ArnEquals',
  ArnNotLike: 'ArnLike',
};

function contextValue(context: IamRequest['context'], key: string): ContextValue {
  const wanted = key.toLowerCase();
  for (const [name, value] of Object.entries(context)) if (name.toLowerCase() === wanted) return value;
  return undefined;
}

/** One operator block: every key in it must hold. Unknown operators never match (fail closed). */
function conditionHolds(rawOperator: string, tests: Record<string, unknown>, request: IamRequest): boolean {
  const [qualifier, rest] = rawOperator.includes(':') ? rawOperator.split(':', 2) : ['', rawOperator];
  const ifExists = rest.endsWith('IfExists');
  const operator = ifExists ? rest.slice(0, -'IfExists'.length) : rest;
  for (const [key, expectedRaw] of Object.entries(tests ?? {})) {
    const expected = list(expectedRaw);
    const actual = contextValue(request.context, key);
    const values = actual === undefined ? [] : [actual].flat();
    if (operator === 'Null') {
      if ((values.length === 0) !== (expected[0] === 'true')) return false;
      continue;
    }
    if (values.length === 0) {
      // A missing key: IfExists passes; a negated operator holds; anything else fails.
      if (ifExists || (NEGATED[operator] && qualifier !== 'ForAnyValue')) continue;
      if (qualifier === 'ForAllValues') continue;
      return false;
    }
    const positive = NEGATED[operator] ?? operator;
    const compare = COMPARE[positive];
    if (!compare) return false;
    const matchOne = (value: string) => expected.some((e) => compare(value, e));
    let held: boolean;
    if (qualifier === 'ForAllValues') held = values.every(matchOne);
    else held = values.some(matchOne);
    if (NEGATED[operator]) held = qualifier === 'ForAllValues' ? !values.some(matchOne) : !held;
    if (!held) return false;
  }
  return true;
}

function statementApplies(statement: Statement, request: IamRequest): boolean {
  if (!actionMatches(statement, request.action) || !resourceMatches(statement, request.resource))
    return false;
  const condition = (statement.Condition ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(condition).every(([operator, tests]) => conditionHolds(operator, tests, request));
}

/** The statements of policy documents (`{Statement: [...]}` or one statement object). */
export function statementsOf(documents: unknown[]): Statement[] {
  return documents.flatMap((document) => {
    const statements = (document as { Statement?: unknown } | undefined)?.Statement;
    return (statements === undefined ? [] : [statements].flat()) as Statement[];
  });
}

export function decide(statements: Statement[], request: IamRequest): IamDecision {
  let allowed = false;
  for (const statement of statements) {
    if (!statementApplies(statement, request)) continue;
    if (statement.Effect === 'Deny') return 'explicit-deny';
    if (statement.Effect === 'Allow') allowed = true;
  }
  return allowed ? 'allow' : 'implicit-deny';
}

/** AWS's AccessDenied wording for a refused request. */
export function deniedMessage(caller: string, request: IamRequest, decision: IamDecision): string {
  const why =
    decision === 'explicit-deny'
      ? 'with an explicit deny in an identity-based policy'
      : `because no identity-based policy allows the ${request.action} action`;
  return `User: ${caller} is not authorized to perform: ${request.action} on resource: ${request.resource} ${why}`;
}
