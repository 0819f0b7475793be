import { isUnknown, type Rule } from '../../types';
import { nameOf } from '../_lib/nouns';
import { fail, PASS, prop, setProperty, unknownProp } from '../_lib/read';

/** IMMUTABLE and IMMUTABLE_WITH_EXCLUSION keep a pushed tag pointing at the same image. */
const IMMUTABLE = ['IMMUTABLE', 'IMMUTABLE_WITH_EXCLUSION'];

/** ImageTagMutability is IMMUTABLE (default MUTABLE fails). */
export const ecrImmutableTags: Rule = {
  id: 'ecr-immutable-tags',
  service: 'ecr',
  title: 'ECR repositories keep image tags immutable',
  description:
    'With mutable tags, anyone who can push can silently replace a deployed image under the same tag, ' +
    'so what runs is not what was scanned and approved.',
  resourceTypes: ['AWS::ECR::Repository'],
  remediation: 'Set ImageTagMutability to IMMUTABLE and give every build a unique tag.',
  evaluate(resource) {
    const mutability = prop(resource, 'ImageTagMutability');
    if (isUnknown(mutability)) return unknownProp('ImageTagMutability', mutability);
    if (typeof mutability === 'string' && IMMUTABLE.includes(mutability)) return PASS;
    return fail(`${nameOf(resource)} allows image tags to be overwritten.`);
  },
  fix(resource) {
    return [setProperty(resource, ['ImageTagMutability'], 'IMMUTABLE')];
  },
};
