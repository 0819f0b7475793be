import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  comparedProwlerChecks,
  type ProwlerChecks,
  severityComparisonMarkdown,
} from '#shared/compliance/output/severity-comparison';
import { ALL_RULES } from '#shared/compliance/rules/index';

const copy = JSON.parse(
  readFileSync(new URL('../../../shared/compliance/output/prowler-checks.json', import.meta.url), 'utf8'),
) as ProwlerChecks;
const shared = new URL('../../../../shared/data/prowler-aws-checks.json', import.meta.url);

describe('docs/severity-comparison.md', () => {
  it('is current: generated from the rule metadata and the copied Prowler metadata', () => {
    const doc = readFileSync(new URL('../../../docs/severity-comparison.md', import.meta.url), 'utf8');
    expect(doc).toBe(severityComparisonMarkdown(copy));
    expect(doc).toContain(copy.commit);
  });

  it('has a row for every rule, with its level, whether or not Prowler has the check', () => {
    const doc = severityComparisonMarkdown(copy);
    const missing = ALL_RULES.filter(
      (r) => !doc.includes(`| \`${r.id}\``) || !doc.includes(`| ${r.severity} |`),
    );
    expect(missing.map((r) => r.id)).toEqual([]);
    expect(doc).toContain('| `sqs-dlq` | low | - | - | no Prowler check |');
  });

  it('copies exactly the checks it names', () => {
    expect(copy.checks.map((c) => c.check_id).sort()).toEqual(comparedProwlerChecks());
  });

  it.skipIf(!existsSync(shared))('copies each check as the shared Prowler metadata has it', () => {
    const all = JSON.parse(readFileSync(shared, 'utf8')) as ProwlerChecks;
    const byId = new Map(all.checks.map((c) => [c.check_id, c]));
    expect(copy.commit).toBe(all.commit);
    for (const check of copy.checks) {
      const original = byId.get(check.check_id);
      expect(original, check.check_id).toBeDefined();
      expect({ severity: original?.severity, title: original?.title }).toEqual({
        severity: check.severity,
        title: check.title,
      });
    }
  });

  it('refuses a check Prowler does not have, and a difference it cannot explain', () => {
    const without = {
      ...copy,
      checks: copy.checks.filter((c) => c.check_id !== 's3_bucket_object_versioning'),
    };
    expect(() => severityComparisonMarkdown(without)).toThrow(
      'Prowler has no check s3_bucket_object_versioning',
    );
    const raised = {
      ...copy,
      checks: copy.checks.map((c) =>
        c.check_id === 's3_bucket_object_versioning' ? { ...c, severity: 'critical' as const } : c,
      ),
    };
    expect(() => severityComparisonMarkdown(raised)).toThrow('s3-bucket-versioning is lower than Prowler');
  });
});
