/**
 * Counts, over a generation benchmark's briefs, the claims the artefacts would make that the
 * template does not bear out, and which the review writer now leaves out or marks not met:
 * assumptions and decisions naming what the template lacks, "not built" entries the template
 * builds, web ACLs without a rate rule (the always-on costs called every one rate-limited),
 * services the brief rules out but the template builds (the checklist marked them met), budgets
 * over even at the low end (the timeline said "at the high end"). Also the checklist's "met"
 * entries its own assertions do not confirm on the template (the goal is 0).
 *
 *   npx tsx bench/false-claims.ts ../shared/data/generation-benchmark/serverless-patterns-tuning.json [fifth]
 */
import { readFileSync } from 'node:fs';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { offlinePlanner } from '#functions/lib/simulators/offline-planner/index';
import { builtAnyway, claimHolds } from '#shared/generation/artifacts/claims';
import { type Checklist, unconfirmedMet } from '#shared/generation/checklist/index';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { runGeneration } from '#test/fixtures/generation-pipeline';
import { fifthOf } from './generation-dataset';

const [path, fifth] = process.argv.slice(2);
if (!path) throw new Error('give the path of a benchmark file');
const patterns = (
  JSON.parse(readFileSync(path, 'utf8')) as { patterns: { id: string; brief: string }[] }
).patterns.filter((p) => fifth === undefined || fifthOf(p.id) === Number(fifth));
const ports = { model: offlinePlanner(), validator: getTemplateValidator() };
const counts = {
  briefs: 0,
  'assumptions claiming what the template lacks': 0,
  'decisions claiming what the template lacks': 0,
  '"not built" entries the template builds': 0,
  'web ACLs without a rate rule': 0,
  'ruled-out services the template builds': 0,
  'budgets over even at the low end': 0,
  'checklist "met" its assertions do not confirm': 0,
};
for (const pattern of patterns) {
  const result = await runGeneration({ prompt: pattern.brief }, ports, { tier: 'pro' });
  const content = (kind: string) => result.artifacts.find((a) => a.kind === kind)?.content ?? '';
  const template = content('cloudformation');
  const resources = templateResources(template);
  const checklist = JSON.parse(content('checklist')) as Checklist;
  counts.briefs += 1;
  counts['assumptions claiming what the template lacks'] += result.requirements.assumptions.filter(
    (a) => !claimHolds(a, resources),
  ).length;
  counts['decisions claiming what the template lacks'] += result.plan.decisions.filter(
    (d) => !claimHolds(d, resources),
  ).length;
  counts['"not built" entries the template builds'] += (result.plan.not_built ?? []).filter((n) =>
    builtAnyway(n, resources),
  ).length;
  counts['web ACLs without a rate rule'] += resources.filter(
    (r) =>
      r.type === 'AWS::WAFv2::WebACL' && !JSON.stringify(r.props.Rules ?? []).includes('RateBasedStatement'),
  ).length;
  counts['ruled-out services the template builds'] += checklist.items.filter(
    (i) => i.kind === 'service' && i.requirement.startsWith('No ') && i.status !== 'met',
  ).length;
  if (result.cost.budget_verdict === 'over-at-low-end') counts['budgets over even at the low end'] += 1;
  counts['checklist "met" its assertions do not confirm'] += unconfirmedMet(checklist, template).length;
}
for (const [what, n] of Object.entries(counts)) console.log(`${String(n).padStart(5)}  ${what}`);
process.exit(0);
