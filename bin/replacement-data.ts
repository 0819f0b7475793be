// Extracts which CloudFormation properties replace their resource when changed, and which resource
// types hold data, from the CDK's service specification (`@aws-cdk/aws-service-spec`, fetched from
// the npm registry with `npm pack`, never a hand list): `npm run replacement-data [VERSION]`.
// Writes shared/cfn/replacement-data.json: per type, `stateful` (the spec's isStateful, plus the
// few types SUPPLEMENT names) and the property paths whose `causesReplacement` is "yes" (`replaces`)
// or "maybe" (`mayReplace`), nested paths joined with '.', list items as '*'. Every type of the
// spec is written (`{}` when nothing replaces it), so "not in the data" means "not known".
// `--registry DIR` also reads CloudFormation registry schemas (one JSON file per type, as in the
// CloudFormation schema zip or terraform-provider-awscc's internal/service/cloudformation/schemas):
// their `createOnlyProperties` are added to `replaces`, so a type the spec has no answer for (or an
// answer older than the registry's) still says which properties only a new resource can change.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const PACKAGE = '@aws-cdk/aws-service-spec';
/**
 * Types that hold data but which the spec's isStateful does not mark (it predates them): a
 * serverless cache, MemoryDB, DocumentDB elastic clusters and Timestream tables lose their data
 * when replaced exactly as their marked siblings do.
 */
const SUPPLEMENT = [
  'AWS::ElastiCache::ServerlessCache',
  'AWS::MemoryDB::Cluster',
  'AWS::DocDBElastic::Cluster',
  'AWS::Timestream::Table',
];

/**
 * Properties no update API can change although neither source marks them create-only: EBS's
 * ModifyVolume changes size, type, IOPS and throughput only, so encrypting a volume means a new
 * volume (a snapshot copied with encryption, then a volume from it). Each entry says why.
 */
const IMMUTABLE_SUPPLEMENT: Record<string, string[]> = {
  'AWS::EC2::Volume': ['Encrypted', 'KmsKeyId', 'AvailabilityZone', 'SnapshotId'],
};

interface SpecProperty {
  type: SpecType;
  causesReplacement?: 'yes' | 'maybe' | 'no';
}
type SpecType =
  | { type: 'ref'; reference: { $ref: string } }
  | { type: 'array' | 'map'; element: SpecType }
  | { type: 'union'; types: SpecType[] }
  | { type: string };
interface SpecResource {
  cloudFormationType: string;
  isStateful?: boolean;
  properties: Record<string, SpecProperty>;
  additionalReplacementProperties?: string[][];
}
interface SpecDb {
  schema: {
    resource: { entities: Record<string, SpecResource> };
    typeDefinition: { entities: Record<string, { $id: string; properties: Record<string, SpecProperty> }> };
  };
}

const args = process.argv.slice(2);
const registryAt = args.indexOf('--registry');
const registryDir = registryAt >= 0 ? args.splice(registryAt, 2)[1] : undefined;
const requested = args[0] ?? execFileSync('npm', ['view', PACKAGE, 'version'], { encoding: 'utf8' }).trim();
const work = mkdtempSync(join(tmpdir(), 'service-spec-'));
try {
  const packed = execFileSync('npm', ['pack', `${PACKAGE}@${requested}`, '--silent'], {
    cwd: work,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  if (!packed) throw new Error('npm pack named no file');
  execFileSync('tar', ['xzf', packed], { cwd: work });
  const version = JSON.parse(readFileSync(join(work, 'package', 'package.json'), 'utf8')).version as string;
  const db = JSON.parse(
    gunzipSync(readFileSync(join(work, 'package', 'db.json.gz'))).toString('utf8'),
  ) as SpecDb;
  // references name a definition's $id, not its key in the entity table
  const types = new Map(Object.values(db.schema.typeDefinition.entities).map((t) => [t.$id, t]));

  /** Paths under `properties` whose replacement answer is `answer`, following nested types. */
  function paths(properties: Record<string, SpecProperty>, answer: string, seen: Set<string>): string[] {
    const found: string[] = [];
    for (const [name, property] of Object.entries(properties)) {
      if (property.causesReplacement === answer) found.push(name);
      else for (const inner of nested(property.type, answer, seen)) found.push(`${name}.${inner}`);
    }
    return found;
  }
  function nested(type: SpecType, answer: string, seen: Set<string>): string[] {
    if ('reference' in type) {
      const id = type.reference.$ref;
      const definition = types.get(id);
      if (!definition || seen.has(id)) return [];
      return paths(definition.properties, answer, new Set([...seen, id]));
    }
    if ('element' in type) return nested(type.element, answer, seen).map((p) => `*.${p}`);
    if ('types' in type) return [...new Set(type.types.flatMap((t) => nested(t, answer, seen)))];
    return [];
  }

  const createOnly = registryDir ? readRegistry(registryDir) : new Map<string, string[]>();
  const out: Record<string, { stateful?: true; replaces?: string[]; mayReplace?: string[] }> = {};
  const resources = Object.values(db.schema.resource.entities).sort((a, b) =>
    a.cloudFormationType.localeCompare(b.cloudFormationType),
  );
  for (const resource of resources) {
    const replaces = [
      ...new Set([
        ...paths(resource.properties, 'yes', new Set()),
        ...(resource.additionalReplacementProperties ?? []).map((p) => p.join('.')),
        ...(createOnly.get(resource.cloudFormationType) ?? []),
        ...(IMMUTABLE_SUPPLEMENT[resource.cloudFormationType] ?? []),
      ]),
    ];
    const mayReplace = paths(resource.properties, 'maybe', new Set()).filter((p) => !replaces.includes(p));
    const stateful = resource.isStateful === true || SUPPLEMENT.includes(resource.cloudFormationType);
    // every type is written, with {} when nothing replaces it: a type missing from the file is one
    // the data does not know, which the fixer's test refuses for any type a rule fixes
    out[resource.cloudFormationType] = {
      ...(stateful ? { stateful: true as const } : {}),
      ...(replaces.length ? { replaces } : {}),
      ...(mayReplace.length ? { mayReplace } : {}),
    };
  }
  const file = {
    source:
      `${PACKAGE}@${version} (npm registry), db.json.gz: causesReplacement, additionalReplacementProperties, isStateful` +
      (registryDir
        ? `; CloudFormation registry schemas: createOnlyProperties (${createOnly.size} types)`
        : ''),
    statefulSupplement: SUPPLEMENT,
    immutableSupplement: IMMUTABLE_SUPPLEMENT,
    types: out,
  };
  const to = new URL('../shared/cfn/replacement-data.json', import.meta.url);
  writeFileSync(to, `${JSON.stringify(file)}\n`);
  const stateful = Object.values(out).filter((t) => t.stateful).length;
  process.stdout.write(
    `${PACKAGE}@${version}: ${Object.keys(out).length} types, ${stateful} stateful, written to shared/cfn/replacement-data.json\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Registry schemas' createOnlyProperties by type, as spec-style paths (`/properties/A/B` -> `A.B`). */
function readRegistry(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      typeName?: string;
      createOnlyProperties?: string[];
    };
    if (!schema.typeName || !schema.createOnlyProperties) continue;
    found.set(
      schema.typeName,
      schema.createOnlyProperties
        .filter((p) => p.startsWith('/properties/'))
        .map((p) => p.slice('/properties/'.length).split('/').join('.')),
    );
  }
  return found;
}
