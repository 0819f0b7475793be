import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKUP_TARGET_TYPES } from '#shared/compliance/rules/_lib/backup';
import { DATA_STORE_TYPES } from '#shared/compliance/rules/_lib/data-stores';
import { DECLARED_RULES } from '#shared/compliance/rules/declared/index';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { TEMPLATE_ENTRY_TYPES } from '#shared/compliance/sections';

const rulesDir = fileURLToPath(new URL('../../../shared/compliance/rules/', import.meta.url));

describe('rule metadata', () => {
  it('has at least 80 rules over at least 25 resource types', () => {
    expect(ALL_RULES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ALL_RULES.flatMap((r) => r.resourceTypes)).size).toBeGreaterThanOrEqual(25);
  });

  it('is one roster sorted by id', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('keeps one list of data stores: what Backup protects is a subset of it', () => {
    expect(BACKUP_TARGET_TYPES.filter((t) => !DATA_STORE_TYPES.includes(t))).toEqual([]);
  });

  it('has every non-rule file under rules/_lib/ or rules/declared/, so a service folder holds only its rules', () => {
    const strays = readdirSync(rulesDir, { recursive: true, encoding: 'utf8' })
      .filter(
        (f) => f.endsWith('.ts') && f.includes('/') && !f.startsWith('_lib/') && !f.startsWith('declared/'),
      )
      .filter((f) => !ALL_RULES.some((r) => f === `${r.service}/${r.id}.ts`));
    expect(strays).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(ALL_RULES.map((r) => [r.id, r] as const))('%s keeps its metadata honest', (_id, rule) => {
    expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    // a rule is written in its own file, named after it, or declared as a row in rules/declared/
    const declared = DECLARED_RULES.some((r) => r.id === rule.id);
    expect(
      declared || existsSync(`${rulesDir}${rule.service}/${rule.id}.ts`),
      'one file per rule, named after it',
    ).toBe(true);
    if (declared) expect(existsSync(`${rulesDir}${rule.service}/${rule.id}.ts`), 'declared once').toBe(false);
    expect(rule.title.length).toBeGreaterThan(10);
    expect(rule.title.length).toBeLessThanOrEqual(80);
    expect(rule.title).not.toMatch(/^ensure/i);
    expect(rule.description.length).toBeGreaterThan(20);
    expect(rule.remediation.length).toBeGreaterThan(20);
    expect(rule.resourceTypes.length).toBeGreaterThan(0);
    // an AWS type, or a template entry (a parameter or an output, shared/compliance/sections.ts)
    for (const t of rule.resourceTypes.filter((type) => !TEMPLATE_ENTRY_TYPES.includes(type))) {
      expect(t).toMatch(/^(AWS|Alexa)::[A-Za-z0-9]+::[A-Za-z0-9]+$/);
    }
    if (rule.fixCostUsdMonthly !== undefined) expect(rule.fixCostUsdMonthly).toBeGreaterThan(0);
  });
});
