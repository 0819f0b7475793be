import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { propOf, toBool } from '../_lib/props';

/** Compliant: KMS keys are single-Region unless replication is intended. */
export const kmsKeySingleRegion: Rule = {
  id: 'kms-key-single-region',
  service: 'kms',
  severity: 'medium',
  title: 'KMS keys are single-Region unless replication is intended',
  description:
    'A multi-Region key can be replicated to any Region, where its copies decrypt the same data outside the Region the data was meant to stay in.',
  resourceTypes: ['AWS::KMS::Key'],
  remediation:
    'Remove MultiRegion (false is the default); where a replica is needed, create it only in an approved Region.',
  evaluate(resource) {
    const multi = toBool(propOf(resource, 'MultiRegion'));
    if (isUnknown(multi)) return unknownFrom('MultiRegion', multi);
    return multi === true
      ? failWith(`${nameOf(resource)} is a multi-Region key (MultiRegion is true).`)
      : PASS;
  },
};
