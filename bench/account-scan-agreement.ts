/**
 * Does the account scan agree with the template scan? Deploys every catalog template and a few
 * studio designs to a sandbox account, scans the account, and compares the findings on those
 * stacks with the template scan of the same templates (same parameters and region). Prints, per
 * source, the findings of each scan, those only the account scan has (false: the template check
 * passes them), those only the template scan has (missed), and the automatic-fix offers the
 * template cannot honour.
 *
 *   npx tsx bench/account-scan-agreement.ts [--speed 1000] [--studio 3]
 */
import { disposeTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import {
  accountFindings,
  agreementSources,
  deployToSandbox,
  templateFindings,
} from '#test/fixtures/scan-agreement';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

const started = performance.now();
const sources = await agreementSources(arg('studio', 3));
const deployment = await deployToSandbox(sources, arg('speed', 1000));
const live = accountFindings(deployment);
const designed = templateFindings(deployment.deployed);
const totals = { template: 0, account: 0, falseFindings: 0, missed: 0, falseFixes: 0 };
console.log('source                               status            template account false missed false-fix');
for (const source of deployment.deployed) {
  const mine = (m: Map<string, { autoFix: boolean }>) =>
    [...m.entries()].filter(([k]) => k.startsWith(`${source.name} `));
  const t = mine(designed);
  const a = mine(live);
  const falseOnes = a.filter(([k]) => !designed.has(k));
  const missed = t.filter(([k]) => !live.has(k));
  const falseFixes = a.filter(([k, v]) => v.autoFix && !designed.get(k)?.autoFix);
  totals.template += t.length;
  totals.account += a.length;
  totals.falseFindings += falseOnes.length;
  totals.missed += missed.length;
  totals.falseFixes += falseFixes.length;
  console.log(
    `${`${source.kind}/${source.name}`.padEnd(37)}${source.status.padEnd(18)}${String(t.length).padStart(8)}${String(a.length).padStart(8)}${String(falseOnes.length).padStart(6)}${String(missed.length).padStart(7)}${String(falseFixes.length).padStart(10)}`,
  );
  for (const [k] of falseOnes) console.log(`    false:  ${k}`);
  for (const [k] of missed) console.log(`    missed: ${k}`);
}
console.log(
  `total: ${deployment.deployed.length} stacks, template scan ${totals.template}, account scan ${totals.account}, false ${totals.falseFindings}, missed ${totals.missed}, fix offers the template cannot honour ${totals.falseFixes}`,
);
console.log(`took ${Math.round(performance.now() - started)} ms`);
await deployment.sandbox.stop();
disposeTemplateValidator();
