import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { findTagOf } from '../_lib/classification';
import { CLASSIFIABLE_STORE_TYPES } from '../_lib/data-stores';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/**
 * Compliant: a data store (logs, backups, images and secrets aside) carries the classification tag
 * (settings.classificationTagKey) with a non-empty value. No fix: choosing a classification is a
 * judgement, not a mechanical change.
 */
export const taggingDataClassification: Rule = {
  id: 'tagging-data-classification',
  service: 'tagging',
  severity: 'low',
  title: 'Data stores carry a data classification tag',
  description:
    'Classification labels drive which protections apply to each asset; an unlabelled store cannot be shown to receive the controls its data needs.',
  resourceTypes: CLASSIFIABLE_STORE_TYPES,
  remediation:
    'Add the classification tag (DataClassification by default) to Tags with the data owner’s classification, e.g. Public, Internal, Confidential or Secret.',
  evaluate(resource, ctx) {
    const key = ctx.settings.classificationTagKey;
    const tag = findTagOf(resource, key);
    if (isUnknown(tag)) return unknownFrom('Tags', tag);
    // An unresolved value (a parameter, say) still records a classification.
    if (tag && (isUnknown(tag.value) || tag.value.trim() !== '')) return PASS;
    return failWith(`${nameOf(resource)} has no ${key} tag, so its data classification is not recorded.`);
  },
};
