import data from '../data/rds-engine-versions.json' with { type: 'json' };
import type { StatedProperty } from '../properties/stated';
import type { CfnResource } from './context';

/** The RDS types whose engine versions the data lists, by engine. */
type VersionedType = 'AWS::RDS::DBInstance' | 'AWS::RDS::DBCluster';
const VERSIONS = data as unknown as Record<VersionedType, Record<string, readonly string[]>>;

/** How a stated version was built: as stated, as the newest release of it ("8.0" -> "8.0.46"), or clamped to the nearest one RDS offers. */
export interface FittedVersion {
  version: string;
  how: 'as-stated' | 'release' | 'clamped';
}

const numbers = (v: string) => (v.match(/\d+/g) ?? []).map(Number);
function compare(a: string, b: string): number {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
const newest = (versions: readonly string[]) => [...versions].sort(compare).at(-1);

/**
 * The version a new database of `engine` is built with for a stated one, from the versions RDS
 * creates (shared/generation/data, sourced from cfn-lint's data files): the stated one where RDS
 * lists it; else the newest release of it (an Aurora MySQL "8.0" is "8.0.mysql_aurora.3.x"); else
 * the newest of its major version; else the nearest major RDS still offers, said as clamped.
 * Special builds ("-rds.2026...", "-limitless") are chosen only when stated. Undefined where the
 * data lists no versions for the engine.
 */
export function fitEngineVersion(type: string, engine: string, stated: string): FittedVersion | undefined {
  const listed = VERSIONS[type as VersionedType]?.[engine];
  if (!listed || listed.length === 0) return undefined;
  if (listed.includes(stated)) return { version: stated, how: 'as-stated' };
  const plain = listed.filter((v) => !v.includes('-'));
  const pool = plain.length > 0 ? plain : listed;
  const release = newest(pool.filter((v) => v.startsWith(`${stated}.`)));
  if (release) return { version: release, how: 'release' };
  const major = stated.split('.')[0];
  const sameMajor = newest(pool.filter((v) => v.split('.')[0] === major));
  if (sameMajor) return { version: sameMajor, how: 'clamped' };
  const sorted = [...pool].sort(compare);
  const below = sorted.filter((v) => compare(v, stated) < 0).at(-1);
  return { version: below ?? (sorted[0] as string), how: 'clamped' };
}

const isRef = (v: unknown): v is { Ref: string } =>
  typeof v === 'object' && v !== null && typeof (v as { Ref?: unknown }).Ref === 'string';

/**
 * Each engine version the brief states, as RDS can build it: an Aurora cluster's members take
 * their version from the cluster, so a version set on them moves to the cluster; a version RDS does
 * not create is replaced by its newest release, or the nearest it offers. Versions the design
 * pinned itself (a parameter group's major) are left alone. Returns what was not built as stated.
 */
export function settleEngineVersions(
  resources: Record<string, CfnResource>,
  stated: readonly StatedProperty[],
): { resource: string; stated: string; built: FittedVersion }[] {
  const asked = new Set(
    stated.flatMap((p) =>
      p.targets
        .filter((t) => t.path === 'EngineVersion' && t.type.startsWith('AWS::RDS::'))
        .map((t) => String(t.value)),
    ),
  );
  if (asked.size === 0) return [];
  const changed: { resource: string; stated: string; built: FittedVersion }[] = [];
  const props = (id: string) => resources[id]?.Properties as Record<string, unknown> | undefined;
  // an Aurora member's version is its cluster's
  for (const resource of Object.values(resources)) {
    const p = resource.Properties as Record<string, unknown> | undefined;
    if (resource.Type !== 'AWS::RDS::DBInstance' || !p || !isRef(p.DBClusterIdentifier)) continue;
    const version = p.EngineVersion;
    if (version === undefined || !asked.has(String(version))) continue;
    delete p.EngineVersion;
    const cluster = props(p.DBClusterIdentifier.Ref);
    if (cluster && cluster.EngineVersion === undefined) cluster.EngineVersion = String(version);
  }
  for (const [id, resource] of Object.entries(resources)) {
    const p = resource.Properties as Record<string, unknown> | undefined;
    if (!p || (resource.Type !== 'AWS::RDS::DBInstance' && resource.Type !== 'AWS::RDS::DBCluster')) continue;
    const version = p.EngineVersion === undefined ? undefined : String(p.EngineVersion);
    if (version === undefined || !asked.has(version) || typeof p.Engine !== 'string') continue;
    const fit = fitEngineVersion(resource.Type, p.Engine, version);
    if (!fit || fit.how === 'as-stated') continue;
    // a parameter or option group is made for one major: another major would not deploy
    const grouped = p.DBParameterGroupName !== undefined || p.DBClusterParameterGroupName !== undefined;
    if (grouped && fit.version.split('.')[0] !== version.split('.')[0]) continue;
    p.EngineVersion = fit.version;
    changed.push({ resource: id, stated: version, built: fit });
  }
  return changed;
}
