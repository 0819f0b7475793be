import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * An entry carries every value its brief states for a setting, not the first alone: "production on
 * db.r6g.large, staging on db.t3.medium" is two classes, and a template with only the first is not
 * "met" for the service or for the second class.
 */

const docdb = (classes: string[]) => ({
  ...Object.fromEntries(classes.map((_, i) => [`Cluster${i}`, { Type: 'AWS::DocDB::DBCluster' }])),
  ...Object.fromEntries(
    classes.map((c, i) => [
      `Instance${i}`,
      { Type: 'AWS::DocDB::DBInstance', Properties: { DBInstanceClass: c } },
    ]),
  ),
});

const servers = (types: string[]) =>
  Object.fromEntries(
    types.map((t, i) => [`Server${i}`, { Type: 'AWS::EC2::Instance', Properties: { InstanceType: t } }]),
  );

describe('every stated value of a setting is asserted', () => {
  it.each([
    [
      'English',
      'Production DocumentDB on db.r6g.large; the staging DocumentDB on db.t3.medium to save money.',
    ],
    ['Gulf', 'عندنا DocumentDB للإنتاج db.r6g.large، والتجريبية db.t3.medium عشان التكلفة.'],
  ])('%s: one class built is not both', (_, brief) => {
    // arrange / act
    const checklist = checklistFor(brief, docdb(['db.r6g.large']));
    // assert
    expect(itemOf(checklist, 'service', /DocumentDB/).status).not.toBe('met');
    expect(itemOf(checklist, 'setting', /db\.t3\.medium/).status).not.toBe('met');
  });

  it('both classes built are met', () => {
    const brief =
      'Production DocumentDB on db.r6g.large; the staging DocumentDB on db.t3.medium to save money.';
    const checklist = checklistFor(brief, docdb(['db.r6g.large', 'db.t3.medium']));
    expect(itemOf(checklist, 'service', /DocumentDB/).status).toBe('met');
  });

  it.each([
    [
      'English with a typo',
      'Two EC2 servers: prod on t3.large, and a dev sever on t3.small that stops at night.',
    ],
    ['MSA', 'خادمان EC2: الإنتاج من النوع t3.large، وخادم التطوير من النوع t3.small.'],
  ])('%s: the second type is its own entry', (_, brief) => {
    // arrange / act
    const checklist = checklistFor(brief, servers(['t3.large', 't3.large']));
    // assert
    expect(itemOf(checklist, 'setting', /t3\.small/).status).toBe('not-met');
  });

  it('one value said twice is one entry', () => {
    const checklist = checklistFor(
      'A DocumentDB cluster on db.r6g.large. Keep the db.r6g.large instances private.',
      docdb(['db.r6g.large']),
    );
    expect(
      checklist.items.filter((i) => i.kind === 'setting' && /db\.r6g\.large/.test(i.requirement)),
    ).toHaveLength(1);
  });
});
