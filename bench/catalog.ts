/**
 * Prints every catalog template's computed facts (resources, SAMA / NCA-ECC / CITC scores, monthly
 * cost range in a region) and how long the whole catalog takes to describe, cold and warm.
 *
 *   npx tsx bench/catalog.ts                 me-south-1, the deploy dialog's default
 *   BENCH_REGION=eu-west-1 npx tsx bench/catalog.ts
 */
import { describeCatalog } from '#shared/catalog/catalog';
import { DEFAULT_COST_REGION } from '#shared/catalog/summary';

const region = process.env.BENCH_REGION ?? DEFAULT_COST_REGION;

const coldStart = performance.now();
const templates = describeCatalog({ costRegion: region });
const coldMs = performance.now() - coldStart;
const warmStart = performance.now();
describeCatalog({ costRegion: region });
const warmMs = performance.now() - warmStart;

const money = (usd: number | null) => (usd === null ? 'unpriced' : `$${usd.toFixed(2)}`);
console.log(`| template | resources | SAMA | NCA-ECC | CITC | monthly cost in ${region} |`);
console.log('|---|---:|---:|---:|---:|---|');
for (const t of templates) {
  const s = t.framework_scores;
  const cost = `${money(t.estimated_monthly_cost_min)} - ${money(t.estimated_monthly_cost_max)}`;
  console.log(`| ${t.slug} | ${t.resource_count} | ${s.SAMA} | ${s['NCA-ECC']} | ${s.CITC} | ${cost} |`);
}
console.log(
  `\n${templates.length} templates described in ${coldMs.toFixed(0)} ms cold, ${warmMs.toFixed(0)} ms warm`,
);
