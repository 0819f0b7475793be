import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { setProperty } from '../_lib/patches';
import { propOf } from '../_lib/props';

/** IMMUTABLE and IMMUTABLE_WITH_EXCLUSION keep a pushed tag pointing at the same image. */
const IMMUTABLE = ['IMMUTABLE', 'IMMUTABLE_WITH_EXCLUSION'];

/** ImageTagMutability is IMMUTABLE (default MUTABLE fails). */
export const ecrImmutableTags: Rule = {
  id: 'ecr-immutable-tags',
  service: 'ecr',
  severity: 'low',
  title: 'ECR repositories keep image tags immutable',
  description:
    'With mutable tags, anyone who can push can silently replace a deployed image under the same tag, ' +
    'so what runs is not what was scanned and approved.',
  resourceTypes: ['AWS::ECR::Repository'],
  remediation: 'Set ImageTagMutability to IMMUTABLE and give every build a unique tag.',
  evaluate(resource) {
    const mutability = propOf(resource, 'ImageTagMutability');
    if (isUnknown(mutability)) return unknownFrom('ImageTagMutability', mutability);
    if (typeof mutability === 'string' && IMMUTABLE.includes(mutability)) return PASS;
    return failWith(`${nameOf(resource)} allows image tags to be overwritten.`);
  },
  fixPatches: { properties: ['ImageTagMutability'] },
  fix(resource) {
    return [setProperty(resource, ['ImageTagMutability'], 'IMMUTABLE')];
  },
};
