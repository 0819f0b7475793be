import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import { dig, firstUnknown } from './props';

/**
 * Reading S3 bucket policy statements (policy.ts reads a document into them). Policy grammar allows a single statement or a list, and a
 * single string or a list for Principal.AWS, Action and condition values.
 */

function strings(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** Principal "*" or {AWS: "*"} (alone or in a list): anyone, including anonymous callers. */
export function isEveryone(principal: unknown): boolean {
  if (principal === '*') return true;
  return strings(dig(principal, 'AWS')).includes('*');
}

/**
 * Condition keys that pin a request to a known account, organisation, network or source; an
 * Allow to everyone guarded by one of them (with a positive operator) is not public.
 */
const LIMITING_KEYS = new Set([
  'aws:sourcearn',
  'aws:sourceaccount',
  'aws:sourceowner',
  'aws:sourceorgid',
  'aws:sourceorgpaths',
  'aws:sourcevpc',
  'aws:sourcevpce',
  'aws:sourceip',
  'aws:vpcsourceip',
  'aws:principalorgid',
  'aws:principalorgpaths',
  'aws:principalaccount',
  'aws:principalarn',
  'aws:principalisawsservice',
  'aws:principalservicename',
  'aws:userid',
  'aws:username',
  's3:dataaccesspointaccount',
  's3:dataaccesspointarn',
]);

/** True when some condition narrows the caller with a limiting key and a positive operator. */
export function hasLimitingCondition(condition: unknown): boolean {
  if (!condition || typeof condition !== 'object') return false;
  return Object.entries(condition).some(
    ([operator, block]) =>
      !/not/i.test(operator) &&
      block !== null &&
      typeof block === 'object' &&
      Object.keys(block).some((key) => LIMITING_KEYS.has(key.toLowerCase())),
  );
}

export type Verdict = boolean | UnknownValue;

/** An unresolved part of the statement that decides its meaning (Resource does not). */
function unknownPart(statement: unknown): UnknownValue | undefined {
  if (isUnknown(statement)) return statement;
  const parts = ['Effect', 'Principal', 'NotPrincipal', 'Action', 'Condition'].map((k) => dig(statement, k));
  return firstUnknown(parts);
}

/** Effect Allow to everyone (or to all but NotPrincipal) with no limiting condition. */
export function isPublicAllow(statement: unknown): Verdict {
  const unknown = unknownPart(statement);
  const effect = dig(statement, 'Effect');
  if (effect !== 'Allow') return isUnknown(effect) ? effect : false;
  const principal = dig(statement, 'Principal');
  const notPrincipal = dig(statement, 'NotPrincipal');
  const open = isEveryone(principal) || notPrincipal !== undefined;
  if (!open) return isUnknown(principal) ? principal : false;
  if (hasLimitingCondition(dig(statement, 'Condition'))) return false;
  return unknown ?? true;
}

/** Effect Deny for every caller on s3 actions when aws:SecureTransport is false. */
export function deniesInsecureTransport(statement: unknown): Verdict {
  const unknown = unknownPart(statement);
  const actions = strings(dig(statement, 'Action'));
  const denies =
    dig(statement, 'Effect') === 'Deny' &&
    isEveryone(dig(statement, 'Principal')) &&
    actions.some((a) => a === '*' || a.toLowerCase() === 's3:*') &&
    secureTransportIsFalse(dig(statement, 'Condition'));
  if (denies) return true;
  return unknown ?? false;
}

function secureTransportIsFalse(condition: unknown): boolean {
  for (const operator of ['Bool', 'BoolIfExists']) {
    const block = dig(condition, operator);
    if (!block || typeof block !== 'object') continue;
    for (const [key, value] of Object.entries(block)) {
      if (key.toLowerCase() !== 'aws:securetransport') continue;
      const values = (Array.isArray(value) ? value : [value]).map((v) => String(v).toLowerCase());
      if (values.includes('false')) return true;
    }
  }
  return false;
}

/** The statement the TLS-only fix adds, for a bucket in the template. */
export function denyInsecureTransportStatement(bucketLogicalId: string): Record<string, unknown> {
  return {
    Sid: 'DenyInsecureTransport',
    Effect: 'Deny',
    Principal: '*',
    Action: 's3:*',
    Resource: [{ 'Fn::GetAtt': [bucketLogicalId, 'Arn'] }, { 'Fn::Sub': `\${${bucketLogicalId}.Arn}/*` }],
    Condition: { Bool: { 'aws:SecureTransport': 'false' } },
  };
}
