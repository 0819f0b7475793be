/**
 * Findings per severity over the real-world-shaped templates (test/fixtures/real-world/) and the
 * sample templates (test/fixtures/templates/): one row per template, a total, and the failing
 * findings per rule. Run it before and after a severity change to see what moved.
 *
 *   npx tsx bench/severity-counts.ts [--region me-central-1] [--by-rule]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanTemplate } from '#shared/compliance/scan';
import { SEVERITIES, type Severity } from '#shared/compliance/types';

const fixtures = join(import.meta.dirname, '../test/fixtures');
const folders = ['real-world', 'templates'];
const regionArg = process.argv.indexOf('--region');
const region = regionArg > 0 ? process.argv[regionArg + 1] : undefined;
const byRule = process.argv.includes('--by-rule');

const total: Record<Severity | 'unknown', number> = { critical: 0, high: 0, medium: 0, low: 0, unknown: 0 };
const perRule = new Map<string, string>();
const columns = [...SEVERITIES, 'unknown'] as const;
console.log(`region: ${region ?? '(not given)'}`);
console.log(`${'template'.padEnd(36)}${columns.map((c) => c.padStart(9)).join('')}`);
for (const folder of folders) {
  for (const file of readdirSync(join(fixtures, folder)).sort()) {
    if (!/\.(ya?ml|json)$/.test(file)) continue;
    const text = readFileSync(join(fixtures, folder, file), 'utf8');
    const { violations } = scanTemplate(text, { region, file });
    const row: Record<Severity | 'unknown', number> = { critical: 0, high: 0, medium: 0, low: 0, unknown: 0 };
    for (const v of violations) {
      const key = v.status === 'unknown' ? 'unknown' : v.severity;
      row[key]++;
      total[key]++;
      if (v.status === 'fail') perRule.set(`${v.rule_id} ${file} ${v.resource}`, v.severity);
    }
    console.log(
      `${`${folder}/${file}`.padEnd(36)}${columns.map((c) => String(row[c]).padStart(9)).join('')}`,
    );
  }
}
console.log(`${'TOTAL'.padEnd(36)}${columns.map((c) => String(total[c]).padStart(9)).join('')}`);
if (byRule) {
  const counts = new Map<string, number>();
  for (const [key, severity] of perRule) {
    const name = `${key.split(' ')[0]} (${severity})`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  for (const [name, n] of [...counts].sort()) console.log(`${String(n).padStart(4)}  ${name}`);
}
