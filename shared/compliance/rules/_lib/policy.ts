import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import { and, type Maybe, not, or } from './maybe';
import { asList, dig, isOpaqueText, isSet, propOf } from './props';
import { RecentAnswers } from './recent-answers';

/** A policy document found on a resource, with the words a finding uses to point at it. */
export interface NamedDocument {
  label: string;
  document: unknown;
}

export type Statement = Record<string, unknown>;

/** Where a matching statement sits, or why no definite answer could be given. */
export type StatementSearch =
  | { kind: 'found'; where: string }
  | { kind: 'unknown'; reason: string }
  | { kind: 'none' };

/** Policy JSON may be given as a string (Json-typed properties accept both). */
function parsed(document: unknown): unknown {
  if (typeof document !== 'string') return document;
  try {
    return JSON.parse(document);
  } catch {
    return undefined;
  }
}

/** Statement may be one object or a list; items can be unknown (e.g. behind Fn::If). */
export function statementsOf(document: unknown): readonly (Statement | UnknownValue)[] | UnknownValue {
  if (typeof document !== 'object' || document === null) return readStatements(document);
  return statementsByDocument.of(document);
}

/**
 * A document's statements, read once for the rules that ask in a row: every IAM and
 * resource-policy rule reads the same documents of a resource (a role has a few; a document
 * written as JSON text is read each time).
 */
const statementsByDocument = new RecentAnswers<object, readonly (Statement | UnknownValue)[] | UnknownValue>(
  readStatements,
  8,
);

function readStatements(document: unknown): readonly (Statement | UnknownValue)[] | UnknownValue {
  const doc = parsed(document);
  if (isUnknown(doc)) return doc;
  const list = asList(dig(doc, 'Statement'));
  if (list === undefined) return [];
  if (isUnknown(list)) return list;
  return list.filter((s): s is Statement | UnknownValue => typeof s === 'object' && s !== null);
}

/** The identity-based policy documents a resource carries (inline policies or its own document). */
const INLINE_POLICY_HOLDERS: readonly string[] = ['AWS::IAM::Role', 'AWS::IAM::User', 'AWS::IAM::Group'];
const ANY: readonly string[] = ['*'];
const ANY_ACTION: readonly string[] = ['*', '*:*'];

export function policyDocumentsOf(resource: Resource): readonly NamedDocument[] | UnknownValue {
  return documentsByResource.of(resource);
}

/** A resource's documents, named once for the rules that ask in a row: several IAM rules do. */
const documentsByResource = new RecentAnswers(readPolicyDocuments);

function readPolicyDocuments(resource: Resource): readonly NamedDocument[] | UnknownValue {
  if (INLINE_POLICY_HOLDERS.includes(resource.type)) {
    const policies = asList(propOf(resource, 'Policies'));
    if (policies === undefined) return [];
    if (isUnknown(policies)) return policies;
    return policies.map((policy, index) => {
      const name = dig(policy, 'PolicyName');
      const label = typeof name === 'string' ? `inline policy '${name}'` : `inline policy ${index + 1}`;
      return { label, document: dig(policy, 'PolicyDocument') };
    });
  }
  return [{ label: 'policy document', document: propOf(resource, 'PolicyDocument') }];
}

/** Finds the first statement `test` accepts across the documents; unknowns only if none is found. */
export function searchStatements(
  documents: readonly NamedDocument[] | UnknownValue,
  test: (statement: Statement) => Maybe,
): StatementSearch {
  if (isUnknown(documents)) return { kind: 'unknown', reason: `the policy list is ${documents.reason}` };
  let unknown: string | undefined;
  for (const { label, document } of documents) {
    const statements = statementsOf(document);
    if (isUnknown(statements)) {
      unknown ??= `${label} is ${statements.reason}`;
      continue;
    }
    for (let index = 0; index < statements.length; index++) {
      const statement = statements[index];
      const answer = isUnknown(statement) ? statement : test(statement);
      // words only for the statement a finding or an unknown names (most statements answer no)
      if (answer === true) return { kind: 'found', where: statementWhere(label, statement, index) };
      if (isUnknown(answer))
        unknown ??= `${statementWhere(label, statement, index)} has a value that is ${answer.reason}`;
    }
  }
  return unknown ? { kind: 'unknown', reason: unknown } : NOT_FOUND;
}

/** Most searches find nothing: they share one answer. */
const NOT_FOUND: StatementSearch = Object.freeze({ kind: 'none' });

export function effectIs(statement: Statement, effect: 'Allow' | 'Deny'): Maybe {
  const value = statement.Effect;
  return isUnknown(value) ? value : value === effect;
}

/**
 * Does a string-or-list value contain one of `wildcards`? Unresolved ARNs and Sub-built text are
 * never a bare wildcard, so only parameters, conditions and the like leave the answer unknown.
 */
function hasWildcard(value: unknown, wildcards: readonly string[]): Maybe {
  if (value === undefined || value === null) return false;
  if (isUnknown(value)) return isOpaqueText(value) ? false : value;
  if (!Array.isArray(value)) return typeof value === 'string' && wildcards.includes(value);
  // one pass over the list, no copy: this runs for every statement of every policy
  let unknown: UnknownValue | undefined;
  for (const item of value) {
    if (isUnknown(item)) {
      if (!isOpaqueText(item)) unknown ??= item;
    } else if (typeof item === 'string' && wildcards.includes(item)) return true;
  }
  return unknown ?? false;
}

function statementWhere(label: string, statement: Statement | UnknownValue, index: number): string {
  const sid = isUnknown(statement) ? undefined : statement.Sid;
  return `${label}, statement ${typeof sid === 'string' ? `'${sid}'` : index + 1}`;
}

/** Allow on Resource "*" (or NotResource, which allows everything not listed). */
export function onAllResources(statement: Statement): Maybe {
  return or(
    hasWildcard(statement.Resource, ANY),
    isUnknown(statement.NotResource) ? statement.NotResource : isSet(statement.NotResource),
  );
}

/** Action "*" or "*:*", or NotAction (allows every action except the listed ones). */
export function onAllActions(statement: Statement): Maybe {
  return or(
    hasWildcard(statement.Action, ANY_ACTION),
    isUnknown(statement.NotAction) ? statement.NotAction : isSet(statement.NotAction),
  );
}

/** A statement granting full administrator rights. */
export function isAdminStatement(statement: Statement): Maybe {
  return and(effectIs(statement, 'Allow'), onAllActions(statement), onAllResources(statement));
}

/** Principal "*" or {AWS: "*"}; an Allow with NotPrincipal also reaches everyone not listed. */
export function isEveryone(statement: Statement): Maybe {
  const principal = statement.Principal;
  if (isUnknown(principal)) return isOpaqueText(principal) ? false : principal;
  if (principal === '*') return true;
  const aws = typeof principal === 'object' && principal !== null ? dig(principal, 'AWS') : undefined;
  const notPrincipal = isUnknown(statement.NotPrincipal)
    ? statement.NotPrincipal
    : isSet(statement.NotPrincipal);
  return or(hasWildcard(aws, ANY), notPrincipal);
}

export function hasCondition(statement: Statement): Maybe {
  return isUnknown(statement.Condition) ? statement.Condition : isSet(statement.Condition);
}

/** Allow to everyone with no Condition narrowing it. */
export function isPublicAllow(statement: Statement): Maybe {
  return and(effectIs(statement, 'Allow'), isEveryone(statement), not(hasCondition(statement)));
}
