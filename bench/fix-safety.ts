/**
 * Fixes applied and withheld, and findings per severity before and after applying every automatic
 * fix, over the real-world-shaped templates in test/fixtures/real-world/. A withheld fix is
 * counted by why: it would replace a resource that holds data, an AWS service publishes to the
 * topic, the author left the setting to a parameter, an Fn::ForEach loop makes the resource, or
 * another risk. Prints one line per template and the totals.
 *
 *   npx tsx bench/fix-safety.ts [--region me-south-1]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { SEVERITIES, type Severity } from '#shared/compliance/types';

const dir = join(import.meta.dirname, '../test/fixtures/real-world');
const regionArg = process.argv.indexOf('--region');
const region = regionArg > 0 ? process.argv[regionArg + 1] : 'me-south-1';

const REASONS: [string, RegExp][] = [
  ['replaces data', /with a new, empty one/],
  ['service publishes', /publish to this topic/],
  ['parameter choice', /leaves this setting to parameter|comes from parameter/],
  ['ForEach loop', /Fn::ForEach/],
];
const reasonOf = (text: string) => REASONS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other risk';

const zero = () => Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
const counts = (text: string) => {
  const tally = zero();
  for (const v of scanTemplate(text, { region }).violations) if (v.status === 'fail') tally[v.severity]++;
  return tally;
};
const show = (t: Record<Severity, number>) => SEVERITIES.map((s) => `${s[0].toUpperCase()}${t[s]}`).join(' ');

const totals = { before: zero(), after: zero(), applied: 0, withheld: new Map<string, number>() };
console.log(`region: ${region}`);
console.log('template                    before (C H M L)      after (C H M L)      applied  withheld');
for (const file of readdirSync(dir).sort()) {
  const text = readFileSync(join(dir, file), 'utf8');
  const before = counts(text);
  const fixed = fixViolations(text, undefined, { region, file });
  const after = counts(fixed.text);
  const withheld = new Map<string, number>();
  for (const s of fixed.suggestions)
    withheld.set(reasonOf(s.reason), (withheld.get(reasonOf(s.reason)) ?? 0) + 1);
  for (const s of SEVERITIES) {
    totals.before[s] += before[s];
    totals.after[s] += after[s];
  }
  totals.applied += fixed.changes.length;
  for (const [k, n] of withheld) totals.withheld.set(k, (totals.withheld.get(k) ?? 0) + n);
  const why = [...withheld].map(([k, n]) => `${n} ${k}`).join(', ');
  console.log(
    `${file.padEnd(27)} ${show(before).padEnd(21)} ${show(after).padEnd(20)} ${String(fixed.changes.length).padStart(7)}  ${fixed.suggestions.length}${why ? ` (${why})` : ''}`,
  );
}
const why = [...totals.withheld].map(([k, n]) => `${n} ${k}`).join(', ');
const withheldTotal = [...totals.withheld.values()].reduce((a, b) => a + b, 0);
console.log(
  `${'total'.padEnd(27)} ${show(totals.before).padEnd(21)} ${show(totals.after).padEnd(20)} ${String(totals.applied).padStart(7)}  ${withheldTotal} (${why})`,
);
