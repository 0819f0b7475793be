import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Rule, ScanContext, TemplatePatch } from '#shared/compliance/types';
import { websiteOf } from '../_lib/bucket-purpose';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { freshLogicalId } from '../_lib/patches';
import { statementsOf } from '../_lib/policy';
import { policiesFor } from '../_lib/s3';
import { deniesInsecureTransport, denyInsecureTransportStatement } from '../_lib/s3-policy';

/**
 * Compliant: an AWS::S3::BucketPolicy in the template targets the bucket and denies every s3
 * action to everyone when aws:SecureTransport is false.
 */
export const s3BucketTlsOnly: Rule = {
  id: 's3-bucket-tls-only',
  service: 's3',
  severity: 'high',
  title: 'S3 buckets refuse requests made without TLS',
  description:
    'Without a policy that denies plain HTTP, clients can read and write objects unencrypted in transit.',
  resourceTypes: ['AWS::S3::Bucket'],
  remediation:
    'Add to the bucket policy a statement with Effect Deny, Principal "*", Action s3:*, the bucket and object ARNs as Resource, and Condition Bool aws:SecureTransport "false".',
  evaluate(resource, ctx) {
    const { policies, unresolved } = policiesFor(resource, ctx);
    let undecided: UnknownValue | undefined;
    for (const policy of policies) {
      const statements = statementsOf(policy.properties.PolicyDocument);
      if (isUnknown(statements)) {
        undecided ??= statements;
        continue;
      }
      for (const statement of statements) {
        const verdict = deniesInsecureTransport(statement);
        if (verdict === true) return PASS;
        if (isUnknown(verdict)) undecided ??= verdict;
      }
    }
    if (undecided) return unknownFrom('a statement of its bucket policy', undecided);
    if (unresolved) return unknownFrom('the Bucket of a bucket policy in the template', unresolved);
    if (policies.length === 0) {
      return failWith(`${nameOf(resource)} has no bucket policy that denies requests made without TLS.`);
    }
    return failWith(
      `${nameOf(resource)} accepts requests made without TLS: its bucket policy '${policies[0].logicalId}' does not deny aws:SecureTransport false.`,
    );
  },
  fixRisk: (resource) => websiteOf(resource),
  fixPatches: {
    addsResources: true,
    others: [{ type: 'AWS::S3::BucketPolicy', properties: ['PolicyDocument.Statement.*'] }],
  },
  fix: (resource, ctx) => tlsOnlyPatch(resource, ctx),
};

/** Appends the deny statement to the bucket's only policy, or adds a policy when it has none. */
function tlsOnlyPatch(bucket: Resource, ctx: ScanContext): TemplatePatch[] {
  const statement = denyInsecureTransportStatement(bucket.logicalId);
  const { policies } = policiesFor(bucket, ctx);
  if (policies.length === 0) {
    const id = freshLogicalId(`${bucket.logicalId}TlsOnlyPolicy`, (candidate) => ctx.hasLogicalId(candidate));
    const policy = {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: { Ref: bucket.logicalId },
        PolicyDocument: { Version: '2012-10-17', Statement: [statement] },
      },
    };
    return [{ op: 'set', path: ['Resources', id], value: policy }];
  }
  // A bucket has one policy; with several or an unreadable statement list, editing is not safe.
  const statements = (policies[0].properties.PolicyDocument as { Statement?: unknown } | undefined)
    ?.Statement;
  if (policies.length > 1 || !Array.isArray(statements)) return [];
  const path = [
    'Resources',
    policies[0].logicalId,
    'Properties',
    'PolicyDocument',
    'Statement',
    statements.length,
  ];
  return [{ op: 'set', path, value: statement }];
}
