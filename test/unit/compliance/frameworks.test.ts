import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES } from '#shared/compliance/account/index';
import { FRAMEWORKS, isManual } from '#shared/compliance/frameworks/index';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { FRAMEWORK_IDS, SEVERITIES } from '#shared/compliance/types';

// resource rules and account rules: the framework data cites both
const ruleIds = new Set([...ALL_RULES, ...ACCOUNT_RULES].map((r) => r.id));

/** control id -> sorted rule ids: the roster each framework pins. */
function roster(frameworkId: (typeof FRAMEWORK_IDS)[number]) {
  return Object.fromEntries(
    FRAMEWORKS[frameworkId].controls.map((c) => [
      c.id,
      isManual(c) ? 'manual' : c.evidence.map((e) => `${e.ruleId}:${e.severity}`).sort(),
    ]),
  );
}

describe.each(FRAMEWORK_IDS)('framework %s', (id) => {
  const framework = FRAMEWORKS[id];

  it('cites only rules that exist', () => {
    const missing = framework.controls
      .flatMap((c) => c.evidence.map((e) => e.ruleId))
      .filter((r) => !ruleIds.has(r));
    expect(missing).toEqual([]);
  });

  it('has unique control ids, valid severities and at least one manual control', () => {
    const ids = framework.controls.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of framework.controls) for (const e of c.evidence) expect(SEVERITIES).toContain(e.severity);
    expect(framework.controls.some(isManual)).toBe(true);
  });

  it('cites each rule at most once per control', () => {
    for (const c of framework.controls) {
      const cited = c.evidence.map((e) => e.ruleId);
      expect(new Set(cited).size, `control ${c.id}`).toBe(cited.length);
    }
  });

  it('pins its roster of controls to rules', () => {
    expect(roster(id)).toMatchSnapshot();
  });
});

describe('rule coverage', () => {
  it('every rule evidences at least one control in some framework', () => {
    const cited = new Set(
      Object.values(FRAMEWORKS).flatMap((f) => f.controls.flatMap((c) => c.evidence.map((e) => e.ruleId))),
    );
    expect([...ruleIds].filter((r) => !cited.has(r))).toEqual([]);
  });
});
