// Extracts, from cfn-lint's data files (src/cfnlint/data/schemas/extensions/aws_rds_dbinstance and
// aws_rds_dbcluster: engine_version.json lists the versions RDS knows per engine,
// engine_version_deprecated.json those it no longer creates), the versions of the engines Sahab
// builds that a new database may be created with. Usage:
//   npx tsx bin/rds-engine-versions.ts <cfn-lint checkout> --commit <sha> --date <YYYY-MM-DD>
// Writes shared/generation/data/rds-engine-versions.json (sources: shared/generation/data/SOURCES.md).
// Nothing is typed by hand: each list is the engine's enum minus its deprecated enum, in order.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ENGINES = ['mysql', 'postgres', 'mariadb', 'aurora-mysql', 'aurora-postgresql'];

interface Branch {
  if: { properties: { Engine?: { const?: string }; EngineVersion?: { enum?: string[] } } };
  then: false | { properties?: { EngineVersion?: { enum?: string[] } } };
}

/** Each engine's versions: from the `then` of the listing file, or the `if` of the deprecations (whose `then` is false). */
function versionsBy(file: string): Map<string, string[]> {
  const body = JSON.parse(readFileSync(file, 'utf8')) as { allOf: Branch[] };
  const out = new Map<string, string[]>();
  for (const branch of body.allOf) {
    const engine = branch.if.properties.Engine?.const;
    if (!engine) continue;
    const listed =
      branch.then === false
        ? branch.if.properties.EngineVersion?.enum
        : branch.then.properties?.EngineVersion?.enum;
    if (listed) out.set(engine, listed.map(String));
  }
  return out;
}

const [checkout, ...flags] = process.argv.slice(2);
const flag = (name: string) => flags[flags.indexOf(`--${name}`) + 1];
if (!checkout || !flag('commit') || !flag('date')) {
  console.error(
    'usage: tsx bin/rds-engine-versions.ts <cfn-lint checkout> --commit <sha> --date <YYYY-MM-DD>',
  );
  process.exit(2);
}
const base = join(checkout, 'src/cfnlint/data/schemas/extensions');
const forType = (folder: string) => {
  const all = versionsBy(join(base, folder, 'engine_version.json'));
  const deprecated = versionsBy(join(base, folder, 'engine_version_deprecated.json'));
  return Object.fromEntries(
    ENGINES.filter((e) => all.has(e)).map((e) => [
      e,
      (all.get(e) ?? []).filter((v) => !(deprecated.get(e) ?? []).includes(v)),
    ]),
  );
};
const data = {
  source: `github.com/aws-cloudformation/cfn-lint@${flag('commit')}:src/cfnlint/data/schemas/extensions/aws_rds_{dbinstance,dbcluster}/engine_version{,_deprecated}.json`,
  source_date: flag('date'),
  'AWS::RDS::DBInstance': forType('aws_rds_dbinstance'),
  'AWS::RDS::DBCluster': forType('aws_rds_dbcluster'),
};
writeFileSync('shared/generation/data/rds-engine-versions.json', `${JSON.stringify(data, null, 2)}\n`);
