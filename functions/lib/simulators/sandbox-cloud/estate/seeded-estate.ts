import type { LiveResource } from '#functions/lib/ports/inventory-reader';
import { dataWorkload, serverlessWorkload } from './data-workloads';
import { seededRandom } from './random';
import { type EstateContext, webWorkload } from './workloads';

/** The two regions the seeded estate lives in (Bahrain and N. Virginia, as many Saudi teams run). */
export const ESTATE_REGIONS = ['me-south-1', 'us-east-1'] as const;
/** Resources per region by default: a few hundred across both, so a first scan has work to show. */
export const DEFAULT_ESTATE_SIZE = 150;

const WORKLOADS = [webWorkload, dataWorkload, serverlessWorkload];
const TEAMS = ['payments', 'mobile', 'onboarding', 'ledger', 'reports', 'risk', 'cards', 'notify'];

const cache = new Map<string, Map<string, LiveResource[]>>();

/**
 * The resources a sandbox account holds outside any stack, by type, for one region: workloads
 * (web, data, serverless) built by a generator seeded with the account and region, until `size`
 * resources. Same inputs, same estate, with a realistic share of known problems. Cached per process.
 */
export function seededEstate(accountId: string, region: string, size = DEFAULT_ESTATE_SIZE) {
  const key = `${accountId}:${region}:${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const byType = new Map<string, LiveResource[]>();
  if ((ESTATE_REGIONS as readonly string[]).includes(region)) {
    // seeded by account and region only: a larger estate starts with the same resources
    const random = seededRandom(`${accountId}:${region}`);
    let count = 0;
    for (let i = 0; count < size; i++) {
      const ctx: EstateContext = { accountId, region, random, name: `${TEAMS[i % TEAMS.length]}-${i}` };
      for (const resource of WORKLOADS[i % WORKLOADS.length](ctx)) {
        if (count >= size) break;
        const list = byType.get(resource.type) ?? [];
        list.push(resource);
        byType.set(resource.type, list);
        count++;
      }
    }
  }
  if (cache.size > 50) cache.clear();
  cache.set(key, byType);
  return byType;
}
