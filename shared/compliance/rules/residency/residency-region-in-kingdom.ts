import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { frameworkSentences, outsideHeadline, residencyControls } from '#shared/residency/meaning';
import { tagValue } from '../_lib/classification';
import { DATA_STORE_TYPES } from '../_lib/data-stores';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

const firstStores = new WeakMap<ScanContext, Resource | undefined>();

/** The template's first data store, looked up once per scan (the scan stays linear in resources). */
function firstDataStore(ctx: ScanContext): Resource | undefined {
  if (!firstStores.has(ctx)) {
    const types = new Set(DATA_STORE_TYPES);
    firstStores.set(
      ctx,
      ctx.resources.find((r) => types.has(r.type)),
    );
  }
  return firstStores.get(ctx);
}

/**
 * Whether the store's data is held to the in-Kingdom list: a classification the setting does not
 * name (Public, say) may live anywhere; an untagged or unreadable one is held to it, since the
 * regulator presumes customer data until someone classifies it.
 */
function heldToResidency(resource: Resource, ctx: ScanContext): boolean {
  const value = tagValue(resource, ctx.settings.classificationTagKey);
  if (value === undefined || isUnknown(value) || value.trim() === '') return true;
  const level = value.trim().toLowerCase();
  return ctx.settings.residentClassifications.some((c) => c.toLowerCase() === level);
}

/** Compliant: a data store is deployed to a region on the configured in-Kingdom list. */
export const residencyRegionInKingdom: Rule = {
  id: 'residency-region-in-kingdom',
  service: 'residency',
  severity: 'high',
  title: 'Data stores are deployed in an in-Kingdom region',
  description:
    'Saudi regulators expect customer and government data to be hosted inside the Kingdom unless hosting elsewhere has been explicitly approved.',
  resourceTypes: DATA_STORE_TYPES,
  remediation:
    'Deploy the stack to a region on your in-Kingdom list (Settings, Data residency), or record the approval each framework asks for before hosting this data in the chosen region.',
  evaluate(resource, ctx) {
    // Without an in-Kingdom list nothing can be judged: say so once per template (on its first data
    // store, as a low 'could not evaluate'), not as a critical on every store.
    if (ctx.settings.inKingdomRegions.length === 0) {
      if (firstDataStore(ctx) !== resource) return NOT_APPLICABLE;
      return unknownBecause(
        'no in-Kingdom regions are configured (Settings, Data residency; --in-kingdom-regions on the command line), so data residency cannot be judged for this template until they are',
      );
    }
    if (!heldToResidency(resource, ctx)) return NOT_APPLICABLE;
    if (isUnknown(ctx.region)) return unknownFrom('the deployment region (AWS::Region)', ctx.region);
    if (ctx.settings.inKingdomRegions.includes(ctx.region)) return PASS;
    return failWith(
      `${nameOf(resource)} stores data in ${ctx.region}: ${outsideHeadline(ctx.region)}. ${frameworkSentences(residencyControls()).join(' ')}`,
    );
  },
};
