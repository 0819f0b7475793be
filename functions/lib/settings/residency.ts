import { effectiveResidency, parseRegionList, type ResidencyView } from '#shared/residency/settings';
import type { ResidencySettingsStore } from '../ports/residency-settings';

/**
 * The operator's default in-Kingdom regions: CDK context `inKingdomRegions` reaches every function
 * as SAHAB_IN_KINGDOM_REGIONS (the local server takes it from its own environment).
 */
export function operatorRegions(env: NodeJS.ProcessEnv = process.env): string[] {
  return parseRegionList(env.SAHAB_IN_KINGDOM_REGIONS);
}

/** The residency setting in force for one user: their own, else the operator's default. */
export async function residencyFor(
  store: Pick<ResidencySettingsStore, 'get'>,
  userId: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ResidencyView> {
  return effectiveResidency(await store.get(userId), operatorRegions(env));
}
