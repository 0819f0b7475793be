import type { Resource } from '#shared/cfn/types';
import type { Evaluation } from '#shared/compliance/types';
import { failWith, PASS, unknownBecause } from './evaluation';
import { nameOf } from './nouns';
import { isPublicAllow, searchStatements } from './policy';
import { propOf } from './props';

/**
 * The answer of every "this resource policy grants nothing to everyone without a condition" rule
 * (topic, queue, repository, key and trust policies). `property` holds the policy document,
 * `label` points at it in findings, and `finding` is what the resource does when a statement is
 * public, e.g. "grants access to everyone".
 */
export function noPublicStatement(
  resource: Resource,
  property: string,
  label: string,
  finding: string,
): Evaluation {
  const search = searchStatements([{ label, document: propOf(resource, property) }], isPublicAllow);
  if (search.kind === 'found') return failWith(`${nameOf(resource)} ${finding} (${search.where}).`);
  return search.kind === 'unknown' ? unknownBecause(search.reason) : PASS;
}
