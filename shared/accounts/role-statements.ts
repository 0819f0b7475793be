import type { Resource } from '#shared/cfn/types';

/** One statement of an IAM policy document, as the role template writes it. */
export interface PolicyStatement {
  Sid?: string;
  Effect: string;
  Action?: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** Where a statement sits: the resource, and which of its documents. */
export interface PlacedStatement {
  logicalId: string;
  document: string;
  statement: PolicyStatement;
}

type Document = { Statement?: PolicyStatement | PolicyStatement[] } | undefined;

const statements = (document: Document) => [document?.Statement ?? []].flat();

/**
 * Every statement of every policy document of the resolved role template: trust policies, inline
 * policies and managed policies (the boundary).
 */
export function roleTemplateStatements(resources: Iterable<Resource>): PlacedStatement[] {
  const placed: PlacedStatement[] = [];
  for (const { logicalId, properties } of resources) {
    const documents: [string, Document][] = [
      ['AssumeRolePolicyDocument', properties.AssumeRolePolicyDocument as Document],
      ['PolicyDocument', properties.PolicyDocument as Document],
      ...((properties.Policies ?? []) as { PolicyName: string; PolicyDocument: Document }[]).map(
        (p): [string, Document] => [p.PolicyName, p.PolicyDocument],
      ),
    ];
    for (const [document, body] of documents)
      for (const statement of statements(body)) placed.push({ logicalId, document, statement });
  }
  return placed;
}

/** The condition keys a statement tests, whatever the operator. */
export const conditionKeysOf = (statement: PolicyStatement) => [
  ...new Set(Object.values(statement.Condition ?? {}).flatMap((test) => Object.keys(test))),
];

/** The statement's actions as written (patterns with * allowed). */
export const actionsOf = (statement: PolicyStatement) => [statement.Action ?? []].flat();
