// Rebuilds docs/coverage.md: `npm run docs:coverage`. Copies every Prowler AWS check (id and
// Security Hub resource type) from ../shared/data/prowler-aws-checks.json, with its source and
// commit, into shared/compliance/output/prowler-coverage.json, then writes the table from that copy
// and the rule metadata. Re-run it when a rule or its Prowler pairing changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { type CoverageChecks, coverageMarkdown, coverageRows } from '#shared/compliance/output/coverage';

const from = new URL('../../shared/data/prowler-aws-checks.json', import.meta.url);
const copy = new URL('../shared/compliance/output/prowler-coverage.json', import.meta.url);
const doc = new URL('../docs/coverage.md', import.meta.url);

const all = JSON.parse(readFileSync(from, 'utf8')) as CoverageChecks;
const copied: CoverageChecks = {
  source: all.source,
  commit: all.commit,
  checks: all.checks.map(({ check_id, resource_type }) => ({ check_id, resource_type })),
};
writeFileSync(copy, `${JSON.stringify(copied, null, 2)}\n`);
writeFileSync(doc, coverageMarkdown(copied));
const rows = coverageRows(copied);
const covered = rows.filter((r) => r.rules.length > 0).length;
process.stdout.write(
  `${covered} of ${rows.length} CloudFormation-type Prowler checks covered; docs/coverage.md written\n`,
);
