import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { DATA_STORE_TYPES } from '../_lib/data-stores';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: a data store is deployed to a region on the configured in-Kingdom list. */
export const residencyRegionInKingdom: Rule = {
  id: 'residency-region-in-kingdom',
  service: 'residency',
  title: 'Data stores are deployed in an in-Kingdom region',
  description:
    'Saudi regulators expect customer and government data to be hosted inside the Kingdom unless hosting elsewhere has been explicitly approved.',
  resourceTypes: DATA_STORE_TYPES,
  remediation:
    'Deploy the stack to a region on the in-Kingdom list (scan settings), or record the regulator’s approval for hosting this data in the chosen region.',
  evaluate(resource, ctx) {
    if (isUnknown(ctx.region)) return unknownFrom('the deployment region (AWS::Region)', ctx.region);
    if (ctx.settings.inKingdomRegions.includes(ctx.region)) return PASS;
    return failWith(
      `${nameOf(resource)} stores data in ${ctx.region}: region ${ctx.region} is not on the in-Kingdom list; SAMA 3.4.3 requires explicit approval to host data outside the Kingdom.`,
    );
  },
};
