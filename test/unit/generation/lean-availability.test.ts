import { beforeAll, describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { parseTemplate } from '#shared/cfn/parse';
import { FRAMEWORK_IDS, type FrameworkId } from '#shared/compliance/types';
import { controlsAskingStandby } from '#shared/generation/checklist/standby';
import type { Checklist } from '#shared/generation/checklist/types';
import { formatUsd } from '#shared/text/format';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

const LEDGER = 'A booking system for a dentist with a PostgreSQL database and a small web front end.';

/** Whether the offline architect gives the brief's database a standby in a second zone. */
function standbyFor(prompt: string, frameworks?: FrameworkId[]): boolean | undefined {
  const plan = planFromRequirements(requirementsFromBrief({ prompt, ...(frameworks && { frameworks }) }));
  const db = plan.blocks.find((b) => b.kind === 'relational-database');
  return db?.kind === 'relational-database' ? db.options.multi_az : undefined;
}

describe('a database gets a standby only when something asks for one', () => {
  it('each framework alone: no standby the brief did not ask for, even where a control would want one', () => {
    const asking = FRAMEWORK_IDS.filter((f) => controlsAskingStandby([f]).length > 0);
    // a framework with such a control is exercised
    expect(asking.length).toBeGreaterThan(0);
    for (const framework of FRAMEWORK_IDS) expect(standbyFor(LEDGER, [framework]), framework).toBe(false);
  });

  it.each([
    'Our orders database is PostgreSQL; keep a standby in a second availability zone.',
    'A MariaDB database for the catalogue, its nodes spread across two zones.',
    'قاعدة بيانات MySQL للمخزون ونبيها عالية التوفر.',
    'قاعدة بيانات PostgreSQL للفواتير مع نسخة جاهزة في منطقة توافر ثانية.',
  ])('a brief asking for a second zone in its own words gets one: %s', (brief) => {
    expect(standbyFor(brief)).toBe(true);
  });

  it('a regulated sector still gets one: a clinic, a bank, a ministry', () => {
    expect(standbyFor('A booking system for a clinic with a PostgreSQL database.')).toBe(true);
    expect(standbyFor('A loans portal for a bank with a PostgreSQL database.')).toBe(true);
    expect(standbyFor('A permits portal for a ministry with a PostgreSQL database.')).toBe(true);
  });

  it('the brief asking for high availability or calling itself production gets one under any framework', () => {
    const lean = FRAMEWORK_IDS.filter((f) => controlsAskingStandby([f]).length === 0);
    for (const framework of lean) {
      expect(standbyFor(`${LEDGER} It must be highly available.`, [framework])).toBe(true);
      expect(standbyFor(`${LEDGER} This is our production system.`, [framework])).toBe(true);
    }
  });

  it('a lean design says so: one zone as an assumption, the reason in the checklist, the idle cost in the review', async () => {
    const lean = FRAMEWORK_IDS.find((f) => controlsAskingStandby([f]).length === 0) as FrameworkId;
    const result = await generateOffline({ prompt: LEDGER, frameworks: [lean] });
    expect(result.validity.ok).toBe(true);
    expect(result.security.scores[lean]).toBeGreaterThanOrEqual(90);
    const resources = parseTemplate(result.security.template).body.Resources as Record<
      string,
      { Type: string; Properties: Record<string, unknown> }
    >;
    const [db] = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::RDS::DBInstance');
    expect(db?.[1].Properties.MultiAZ).toBe(false);
    expect(result.requirements.availability).toBe('single-az');
    expect(result.requirements.assumptions.some((a) => /\bone zone\b/i.test(a))).toBe(true);
    const checklist = JSON.parse(
      result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}',
    ) as Checklist;
    const availability = checklist.items.find((i) => i.kind === 'availability');
    expect(availability?.status).toBe('assumed');
    expect(availability?.detail).toMatch(/no standby/);
    const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
    const alwaysOn = /### Always-on costs\n\n([\s\S]*?)(\n\n|$)/.exec(review)?.[1] ?? '';
    expect(alwaysOn).toContain(`**${db?.[0]}**`);
  }, 120_000);

  it("held to its sector's frameworks, the checklist names the controls that want a standby and what one would cost", async () => {
    const result = await generateOffline(LEDGER);
    expect(result.validity.ok).toBe(true);
    expect(result.requirements.frameworks).toEqual(['NCA-ECC']);
    for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    const resources = Object.entries(
      parseTemplate(result.security.template).body.Resources as Record<
        string,
        { Type: string; Properties: Record<string, unknown> }
      >,
    );
    const [id, db] = resources.find(([, r]) => r.Type === 'AWS::RDS::DBInstance') ?? [];
    expect(db?.Properties.MultiAZ).toBe(false);
    const checklist = JSON.parse(
      result.artifacts.find((a) => a.kind === 'checklist')?.content ?? '{}',
    ) as Checklist;
    const detail = checklist.items.find((i) => i.kind === 'availability')?.detail ?? '';
    const controls = controlsAskingStandby(result.requirements.frameworks);
    expect(controls.length).toBeGreaterThan(0);
    for (const c of controls) expect(detail).toContain(`${c.framework} ${c.control}`);
    // the standby's monthly price is the instance's own, from the cost review
    const price = result.cost.resources.find((r) => r.logical_id === id)?.monthly.max ?? 0;
    expect(price).toBeGreaterThan(0);
    expect(detail).toContain(formatUsd(price));
    expect(detail).toMatch(/highly available/);
  }, 120_000);
});

describe('a brief that refuses a second zone keeps one, whatever a framework would want', () => {
  it.each([
    'A MySQL database on RDS for the ledger, without Multi-AZ.',
    'نحتاج MySQL على RDS للحسابات، وبدون Multi-AZ.',
  ])('%s', (prompt) => {
    expect(standbyFor(prompt, ['SAMA'])).toBe(false);
    const requirements = requirementsFromBrief({ prompt, frameworks: ['SAMA'] });
    expect(requirements.availability).toBe('single-az');
    // the cost of keeping what the brief says is said
    expect(requirements.assumptions.join(' ')).toMatch(/as the brief says, though SAMA/);
  });
});
