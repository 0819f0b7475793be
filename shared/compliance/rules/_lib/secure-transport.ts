import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation, ScanContext, TemplatePatch } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from './evaluation';
import { and, anyString, type Maybe, or } from './maybe';
import { nameOf } from './nouns';
import { effectIs, isEveryone, type Statement, searchStatements } from './policy';
import { candidatePolicies, type PolicyTargeting } from './policy-targets';
import { asList, dig, propOf } from './props';

/**
 * TLS-only resource policies for queues and topics: a separate policy resource (QueuePolicy,
 * TopicPolicy) lists its targets, and one of its statements denies requests made without TLS.
 */
export interface TransportPolicyKind {
  /** e.g. AWS::SQS::QueuePolicy */
  policyType: string;
  /** the policy property listing its targets, e.g. Queues */
  targetsProperty: string;
  /** actions a deny must cover, besides "*" */
  actions: readonly string[];
  /** how the policy names the target by a literal value, e.g. a queue URL ending in its name */
  literalNames(target: Resource): (literal: string) => boolean;
  /** the statement Resource for the target, in long-form intrinsics */
  resourceExpression(target: Resource): unknown;
  /**
   * Statements a new policy must carry besides the deny, because it replaces a default policy
   * the target had (SNS topics): what it allowed must stay allowed.
   */
  keptStatements?(target: Resource, ctx: ScanContext): unknown[];
}

/** Deny to everyone of `actions` when aws:SecureTransport is false: the TLS-only pattern. */
export function deniesInsecureTransport(statement: Statement, actions: readonly string[]): Maybe {
  const wanted = new Set(['*', ...actions.map((a) => a.toLowerCase())]);
  const flag = or(
    secureTransportFalse(dig(statement.Condition, 'Bool', 'aws:SecureTransport')),
    secureTransportFalse(dig(statement.Condition, 'BoolIfExists', 'aws:SecureTransport')),
  );
  return and(
    effectIs(statement, 'Deny'),
    isEveryone(statement),
    anyString(statement.Action, (a) => wanted.has(a.toLowerCase())),
    flag,
  );
}

function secureTransportFalse(value: unknown): Maybe {
  return anyString(typeof value === 'boolean' ? String(value) : value, (v) => v.toLowerCase() === 'false');
}

type Targeting = 'yes' | 'no' | 'maybe';

const targetings = new Map<string, PolicyTargeting>();

/** The policies of the kind that may list the target, in template order (see candidatePolicies). */
function policiesMaybeFor(target: Resource, ctx: ScanContext, kind: TransportPolicyKind): Resource[] {
  let targeting = targetings.get(kind.policyType);
  if (!targeting) {
    targeting = {
      policyType: kind.policyType,
      targetOf: (policy) => propOf(policy, kind.targetsProperty),
      // a target list that is one unresolved value 'maybe' lists any resource (see targets())
      wholeUnknownMayNameOthers: true,
    };
    targetings.set(kind.policyType, targeting);
  }
  return candidatePolicies(ctx, targeting, target);
}

function targets(policy: Resource, target: Resource, kind: TransportPolicyKind): Targeting {
  const list = asList(propOf(policy, kind.targetsProperty));
  if (list === undefined) return 'no';
  if (isUnknown(list)) return (list.refs ?? []).includes(target.logicalId) ? 'yes' : 'maybe';
  let answer: Targeting = 'no';
  const matchesLiteral = kind.literalNames(target);
  for (const item of list) {
    if (isUnknown(item)) {
      if ((item.refs ?? []).includes(target.logicalId)) return 'yes';
      if ((item.refs ?? []).length === 0) answer = 'maybe';
    } else if (typeof item === 'string' && matchesLiteral(item)) return 'yes';
  }
  return answer;
}

export function evaluateTransportPolicy(
  target: Resource,
  ctx: ScanContext,
  kind: TransportPolicyKind,
): Evaluation {
  let unknown: string | undefined;
  for (const policy of policiesMaybeFor(target, ctx, kind)) {
    const targeting = targets(policy, target, kind);
    if (targeting === 'no') continue;
    const document = propOf(policy, 'PolicyDocument');
    const search = searchStatements([{ label: `policy '${policy.logicalId}'`, document }], (s) =>
      deniesInsecureTransport(s, kind.actions),
    );
    if (search.kind === 'found' && targeting === 'yes') return PASS;
    if (targeting === 'maybe')
      unknown ??= `it cannot be told whether policy '${policy.logicalId}' applies to it`;
    else if (search.kind === 'unknown') unknown ??= search.reason;
  }
  if (unknown) return unknownBecause(unknown);
  return failWith(`${nameOf(target)} has no resource policy that denies requests made without TLS.`);
}

const DENY_SID = 'DenyInsecureTransport';

function denyStatement(target: Resource, kind: TransportPolicyKind) {
  return {
    Sid: DENY_SID,
    Effect: 'Deny',
    Principal: '*',
    Action: kind.actions[0],
    Resource: kind.resourceExpression(target),
    Condition: { Bool: { 'aws:SecureTransport': 'false' } },
  };
}

/**
 * Appends the deny to the policy that already targets the resource (a second policy would replace
 * the first), or adds a new policy resource when none does. Returns no patch when the existing
 * policy's statements cannot be appended to safely (a single object or an unresolved list).
 */
export function fixTransportPolicy(
  target: Resource,
  ctx: ScanContext,
  kind: TransportPolicyKind,
): TemplatePatch[] {
  const existing = policiesMaybeFor(target, ctx, kind).filter((p) => targets(p, target, kind) !== 'no');
  if (existing.length > 0) {
    const policy = existing[0];
    const raw = propOf(policy, 'PolicyDocument', 'Statement');
    if (!Array.isArray(raw)) return [];
    const path = ['Resources', policy.logicalId, 'Properties', 'PolicyDocument', 'Statement', raw.length];
    return [{ op: 'set', path, value: denyStatement(target, kind) }];
  }
  let logicalId = `${target.logicalId}TlsOnlyPolicy`;
  for (let n = 2; ctx.hasLogicalId(logicalId); n++) logicalId = `${target.logicalId}TlsOnlyPolicy${n}`;
  const resource = {
    Type: kind.policyType,
    Properties: {
      [kind.targetsProperty]: [{ Ref: target.logicalId }],
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [...(kind.keptStatements?.(target, ctx) ?? []), denyStatement(target, kind)],
      },
    },
  };
  return [{ op: 'set', path: ['Resources', logicalId], value: resource }];
}
