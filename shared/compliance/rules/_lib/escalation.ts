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
 * function to update) are how deployment roles are written, so only Resource "*" counts here.
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
    if (wide !== true) continue;
    const actions = asList((statement as Statement).Action);
    if (actions === undefined || isUnknown(actions)) continue;
    for (const a of actions) if (typeof a === 'string' && a !== '*' && a !== '*:*') patterns.push(a);
  }
  return patterns;
}

/** The first set of `sets` a resource's documents allow in full on every resource, if any. */
export function grantedSet(resource: Resource, sets: readonly (readonly string[])[]): string[] | undefined {
  const documents = policyDocumentsOf(resource);
  if (isUnknown(documents)) return undefined;
  for (const { document } of documents) {
    const grants = wideGrants(document);
    if (!Array.isArray(grants)) continue;
    const matchers = grants.map(matcher);
    const found = sets.find((set) => set.every((action) => matchers.some((m) => m.test(action))));
    if (found) return [...found];
  }
  return undefined;
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
