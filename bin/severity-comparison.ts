// Rebuilds docs/severity-comparison.md: `npx tsx bin/severity-comparison.ts`.
// Copies the Prowler checks the comparison names (id, severity, title) from the shared metadata
// file ../shared/data/prowler-aws-checks.json, with its source and commit, into
// shared/compliance/output/prowler-checks.json, then writes the document from that copy and the
// rule metadata. Re-run it when a rule's severity, the pairing or the shared file changes.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  comparedProwlerChecks,
  type ProwlerChecks,
  severityComparisonMarkdown,
} from '#shared/compliance/output/severity-comparison';

const from = new URL('../../shared/data/prowler-aws-checks.json', import.meta.url);
const copy = new URL('../shared/compliance/output/prowler-checks.json', import.meta.url);
const doc = new URL('../docs/severity-comparison.md', import.meta.url);

const all = JSON.parse(readFileSync(from, 'utf8')) as ProwlerChecks;
const wanted = new Set(comparedProwlerChecks());
const copied: ProwlerChecks = {
  source: all.source,
  commit: all.commit,
  checks: all.checks
    .filter((c) => wanted.has(c.check_id))
    .map(({ check_id, severity, title }) => ({ check_id, severity, title })),
};
const missing = [...wanted].filter((id) => !copied.checks.some((c) => c.check_id === id));
if (missing.length > 0) throw new Error(`Prowler has no check ${missing.join(', ')}`);
writeFileSync(copy, `${JSON.stringify(copied, null, 2)}\n`);
writeFileSync(doc, severityComparisonMarkdown(copied));
process.stdout.write(`${copied.checks.length} Prowler checks copied; docs/severity-comparison.md written\n`);
