import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES } from '#shared/compliance/account/index';
import { FRAMEWORKS } from '#shared/compliance/frameworks/index';
import { effectiveSeverity } from '#shared/compliance/mapping';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { SEVERITY_POLICY } from '#shared/compliance/severity-policy';
import { SEVERITIES } from '#shared/compliance/types';

const placed = new Map(
  SEVERITIES.flatMap((severity) => SEVERITY_POLICY[severity].rules.map((id) => [id, severity] as const)),
);
// account rules carry their level themselves; the frameworks cite them like resource rules
const levelOf = (ruleId: string) =>
  placed.get(ruleId) ?? ACCOUNT_RULES.find((r) => r.id === ruleId)?.severity ?? 'low';
const rank = (s: string) => SEVERITIES.indexOf(s as (typeof SEVERITIES)[number]);

describe('severity policy', () => {
  it.each(ALL_RULES.map((r) => [r.id, r] as const))(
    '%s has the severity the policy lists it under',
    (_id, rule) => {
      expect(placed.get(rule.id)).toBe(rule.severity);
    },
  );

  it('lists each rule once and no rule that does not exist', () => {
    const listed = SEVERITIES.flatMap((s) => SEVERITY_POLICY[s].rules);
    expect(listed.length).toBe(new Set(listed).size);
    expect(listed.filter((id) => !ALL_RULES.some((r) => r.id === id))).toEqual([]);
  });

  it('is written in the README with each level meaning what the data says', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const severity of SEVERITIES)
      expect(readme).toContain(`- **${severity}**: ${SEVERITY_POLICY[severity].meaning}`);
  });

  it('lets a framework rate a rule above its policy level only with a written reason', () => {
    const silentRaises = Object.values(FRAMEWORKS).flatMap((f) =>
      f.controls.flatMap((c) =>
        c.evidence
          .filter((e) => rank(effectiveSeverity(e)) < rank(levelOf(e.ruleId)) && !e.reason)
          .map((e) => `${f.id} ${c.id} ${e.ruleId}`),
      ),
    );
    expect(silentRaises).toEqual([]);
  });

  it('caps an unreasoned framework rating at the rule level: a missing tag is never high', () => {
    const ratings = Object.values(FRAMEWORKS).flatMap((f) =>
      f.controls.flatMap((c) => c.evidence.filter((e) => e.ruleId === 'tagging-data-classification')),
    );
    expect(ratings.some((e) => e.severity === 'high')).toBe(true);
    expect(ratings.map(effectiveSeverity)).toEqual(ratings.map(() => 'low'));
  });
});
