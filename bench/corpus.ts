/**
 * Findings and fixes over the real-world-shaped templates in test/fixtures/real-world/: criticals
 * and highs (with and without a region), automatic fixes applied, fixes withheld as suggestions, and
 * whether a fixed template gains a validator ERROR. Prints one line per template and a total.
 *
 *   npx tsx bench/corpus.ts [--region me-central-1]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  disposeTemplateValidator,
  getTemplateValidator,
} from '#functions/lib/adapters/aws/cloudformation-validator';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';

const dir = join(import.meta.dirname, '../test/fixtures/real-world');
const regionArg = process.argv.indexOf('--region');
const region = regionArg > 0 ? process.argv[regionArg + 1] : undefined;
const validator = getTemplateValidator();
const errors = (text: string, file: string) =>
  validator.validate(text, { fileName: file }).filter((d) => d.severity === 'ERROR').length;

const total = { critical: 0, high: 0, applied: 0, withheld: 0, claimed: 0, broken: 0 };
console.log(`region: ${region ?? '(not given)'}`);
console.log('template                 critical  high  fixes-applied  fixes-withheld  claimed  new-errors');
for (const file of readdirSync(dir).sort()) {
  const text = readFileSync(join(dir, file), 'utf8');
  const { violations } = scanTemplate(text, { region, file });
  const failing = violations.filter((v) => v.status === 'fail');
  const critical = failing.filter((v) => v.severity === 'critical').length;
  const high = failing.filter((v) => v.severity === 'high').length;
  const claimed = failing.filter((v) => v.auto_fix_available).length;
  const fixed = fixViolations(text, undefined, { region, file });
  const withheld = (fixed as { suggestions?: unknown[] }).suggestions?.length ?? 0;
  const broken = Math.max(0, errors(fixed.text, file) - errors(text, file));
  Object.assign(total, {
    critical: total.critical + critical,
    high: total.high + high,
    applied: total.applied + fixed.changes.length,
    withheld: total.withheld + withheld,
    claimed: total.claimed + claimed,
    broken: total.broken + broken,
  });
  const row = [critical, high, fixed.changes.length, withheld, claimed, broken];
  console.log(
    `${file.padEnd(24)} ${row.map((n, i) => String(n).padStart([8, 5, 14, 15, 8, 11][i])).join(' ')}`,
  );
}
const t = total;
console.log(
  `${'TOTAL'.padEnd(24)} ${[t.critical, t.high, t.applied, t.withheld, t.claimed, t.broken].map((n, i) => String(n).padStart([8, 5, 14, 15, 8, 11][i])).join(' ')}`,
);
disposeTemplateValidator();
