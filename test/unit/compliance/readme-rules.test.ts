import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaceRulesSection } from '#shared/compliance/output/rules-markdown';
import { ALL_RULES } from '#shared/compliance/rules/index';

describe('README rule catalogue', () => {
  it('matches the rule metadata (run `npm run docs:rules` after changing rules)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(replaceRulesSection(readme)).toBe(readme);
  });

  it('lists every rule id', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const r of ALL_RULES) expect(readme).toContain(`\`${r.id}\``);
  });
});
