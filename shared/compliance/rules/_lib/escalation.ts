import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Answer } from './declared';
import { and, anyString } from './maybe';
import { effectIs, onAllResources, policyDocumentsOf, type Statement, statementsOf } from './policy';
import { asList } from './props';

/**
 * Permission sets that let their holder raise its own privileges, from the public research on AWS
 * privilege escalation (Rhino Security Labs' and Bishop Fox's catalogues): each set is escalation
 * when every action in it is allowed on every resource. Scoped grants (a named role to pass, one
 * function to update, functions carrying a tag) are how deployment roles are written, so only
 * Resource "*" with no narrowing condition counts here.
 */
export const ESCALATION_SETS: readonly (readonly string[])[] = [
  ['iam:CreatePolicyVersion'],
  ['iam:SetDefaultPolicyVersion'],
  ['iam:CreateAccessKey'],
  ['iam:CreateLoginProfile'],
  ['iam:UpdateLoginProfile'],
  ['iam:AttachUserPolicy'],
  ['iam:AttachGroupPolicy'],
  ['iam:AttachRolePolicy'],
  ['iam:PutUserPolicy'],
  ['iam:PutGroupPolicy'],
  ['iam:PutRolePolicy'],
  ['iam:AddUserToGroup'],
  ['iam:UpdateAssumeRolePolicy'],
  ['iam:PassRole', 'ec2:RunInstances'],
  ['iam:PassRole', 'lambda:CreateFunction', 'lambda:InvokeFunction'],
  ['iam:PassRole', 'lambda:CreateFunction', 'lambda:CreateEventSourceMapping'],
  ['iam:PassRole', 'glue:CreateDevEndpoint'],
  ['iam:PassRole', 'glue:CreateJob', 'glue:StartJobRun'],
  ['iam:PassRole', 'cloudformation:CreateStack'],
  ['iam:PassRole', 'datapipeline:CreatePipeline', 'datapipeline:PutPipelineDefinition'],
  ['iam:PassRole', 'codebuild:CreateProject', 'codebuild:StartBuild'],
  ['iam:PassRole', 'ecs:RegisterTaskDefinition', 'ecs:RunTask'],
  ['iam:PassRole', 'sagemaker:CreateNotebookInstance'],
  ['lambda:UpdateFunctionCode'],
  ['glue:UpdateDevEndpoint'],
];

/**
 * Condition keys that scope a statement to particular resources or uses, as a Resource list would:
 * a resource's tags (`aws:ResourceTag/...`, `iam:ResourceTag/...`), the boundary a created role
 * must carry, the service a passed role goes to. A statement narrowed by one of them is not a grant
 * on every resource (the deployment role's "update only functions tagged as ours" is the usual
 * case). Other conditions (TLS, source IP, MFA) say who may act, not on what, and do not count.
 */
const NARROWING_CONDITION_KEY = /(^|:)ResourceTag\/|^iam:PermissionsBoundary$|^iam:PassedToService$/i;

function narrowedByCondition(statement: Statement): boolean {
  const condition = statement.Condition;
  if (typeof condition !== 'object' || condition === null || isUnknown(condition)) return false;
  return Object.values(condition).some(
    (keys) =>
      typeof keys === 'object' &&
      keys !== null &&
      Object.keys(keys).some((key) => NARROWING_CONDITION_KEY.test(key)),
  );
}

/** An IAM action pattern ("iam:Put*", "*") as a case-insensitive matcher. */
const matchers = new Map<string, RegExp>();

function matcher(pattern: string): RegExp {
  const known = matchers.get(pattern);
  if (known) return known;
  const compiled = compile(pattern);
  matchers.set(pattern, compiled);
  return compiled;
}

function compile(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`, 'i');
}

/**
 * The action patterns a document allows on every resource. Action "*" is administrator access,
 * reported by iam-no-admin-policy, so it is left out here; NotAction statements likewise.
 */
function wideGrants(document: unknown): string[] | { unknown: string } {
  const statements = statementsOf(document);
  if (isUnknown(statements)) return { unknown: `a policy document is ${statements.reason}` };
  const patterns: string[] = [];
  for (const statement of statements) {
    if (isUnknown(statement)) continue;
    const wide = and(effectIs(statement as Statement, 'Allow'), onAllResources(statement as Statement));
    if (wide !== true || narrowedByCondition(statement as Statement)) continue;
    const actions = asList((statement as Statement).Action);
    if (actions === undefined || isUnknown(actions)) continue;
    for (const a of actions) if (typeof a === 'string' && a !== '*' && a !== '*:*') patterns.push(a);
  }
  return patterns;
}

/**
 * The action patterns a document denies on every resource with no condition: an action they match
 * is not granted, whatever an Allow beside it says (an explicit Deny always wins in IAM).
 */
function wideDenials(document: unknown): RegExp[] {
  const statements = statementsOf(document);
  if (isUnknown(statements)) return [];
  const denied: RegExp[] = [];
  for (const statement of statements) {
    if (isUnknown(statement)) continue;
    const wide = and(effectIs(statement as Statement, 'Deny'), onAllResources(statement as Statement));
    if (wide !== true || (statement as Statement).Condition !== undefined) continue;
    const actions = asList((statement as Statement).Action);
    if (actions === undefined || isUnknown(actions)) continue;
    for (const a of actions) if (typeof a === 'string') denied.push(matcher(a));
  }
  return denied;
}

/** The first set of `sets` a resource's documents allow in full on every resource, if any. */
export function grantedSet(resource: Resource, sets: readonly (readonly string[])[]): string[] | undefined {
  const documents = policyDocumentsOf(resource);
  if (isUnknown(documents)) return undefined;
  for (const { document } of documents) {
    const grants = wideGrants(document);
    // no wide grant allows no action: most documents stop here
    if (!Array.isArray(grants) || grants.length === 0) continue;
    const found = firstAllowedSet(sets, grants.map(matcher), wideDenials(document));
    if (found) return [...found];
  }
  return undefined;
}

function firstAllowedSet(
  sets: readonly (readonly string[])[],
  grants: readonly RegExp[],
  denials: readonly RegExp[],
): readonly string[] | undefined {
  for (const set of sets) {
    let every = true;
    for (const action of set) {
      if (!anyMatches(grants, action) || anyMatches(denials, action)) {
        every = false;
        break;
      }
    }
    if (every) return set;
  }
  return undefined;
}

function anyMatches(patterns: readonly RegExp[], action: string): boolean {
  for (const pattern of patterns) if (pattern.test(action)) return true;
  return false;
}

/** A declared check: no document grants any of `sets` on every resource. */
export function grantsNone(sets: readonly (readonly string[])[]) {
  return (resource: Resource): Answer => grantedSet(resource, sets) === undefined;
}

/** Whether a string-or-list of managed policy ARNs names an AWS managed policy. */
export function attachesManaged(resource: Resource, name: string): Answer {
  const arns = resource.properties.ManagedPolicyArns;
  const found = anyString(arns, (arn) => arn.endsWith(`:iam::aws:policy/${name}`));
  return isUnknown(found) ? found : !found;
}
