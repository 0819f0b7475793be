import type { Resource, TemplateBody } from '../cfn/types';
import type { UnknownValue } from '../cfn/unknown';
import { DEFAULT_RESIDENT_CLASSIFICATIONS } from '../residency/settings';
import type { ScanContext, ScanSettings } from './types';

/**
 * Default settings. No AWS region inside the Kingdom is confirmed yet, so the in-Kingdom list
 * starts empty and is configuration: residency findings then say plainly that approval is needed.
 */
export const DEFAULT_SCAN_SETTINGS: ScanSettings = {
  inKingdomRegions: [],
  classificationTagKey: 'DataClassification',
  sensitiveClassifications: ['Confidential', 'Secret', 'TopSecret', 'Restricted'],
  residentClassifications: DEFAULT_RESIDENT_CLASSIFICATIONS,
};

/** Builds the read-only view of a whole template that rules receive. */
export function createScanContext(
  resources: readonly Resource[],
  region: string | UnknownValue,
  settings: ScanSettings = DEFAULT_SCAN_SETTINGS,
  /**
   * every logical id the template declares (defaults to the resources' own), or a test for one
   * (the scan looks in the template's Resources rather than listing them)
   */
  declaredIds: Iterable<string> | ((logicalId: string) => boolean) = [],
  /** the template as written, when the scan read one */
  written?: TemplateBody,
): ScanContext {
  const byType = new Map<string, Resource[]>();
  for (const r of resources) {
    const list = byType.get(r.type);
    if (list) list.push(r);
    else byType.set(r.type, [r]);
  }
  // The id map is made when a rule or fix first asks for a resource by id: a template whose
  // resources do not refer to each other scans without it.
  let byId: Map<string, Resource> | undefined;
  const idMap = (): Map<string, Resource> => {
    if (byId === undefined) {
      byId = new Map();
      for (const r of resources) byId.set(r.logicalId, r);
    }
    return byId;
  };
  // Only a fix that adds a resource asks about ids beyond the resources: the set waits for it.
  let declared: { has(id: string): boolean } | undefined;
  return {
    resources,
    byId: (id) => idMap().get(id),
    hasLogicalId: (id) => {
      if (idMap().has(id)) return true;
      declared ??= typeof declaredIds === 'function' ? { has: declaredIds } : new Set(declaredIds);
      return declared.has(id);
    },
    ofType: (type) => byType.get(type) ?? [],
    region,
    settings,
    ...(written ? { written } : {}),
  };
}
