import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** The value the brief is read to give one yes/no property of a type. */
const switchOf = (brief: string, type: string, path: string) =>
  statedProperties(brief)
    .flatMap((r) => r.targets)
    .find((t) => t.type === type && t.path === path)?.value;

/**
 * A yes/no setting said and then turned off a few words on ("Multi-AZ turned off", "deletion
 * protection is switched off", "التشفير يكون معطل"): the off word after the verb that joins it
 * says the setting off, as one right after it does ("versioning disabled").
 */
describe('a switch turned off by the words after it is read off', () => {
  it.each([
    [
      'An RDS MySQL database with Multi-AZ turned off and backups kept 7 days.',
      'AWS::RDS::DBInstance',
      'MultiAZ',
    ],
    [
      'A PostgreSQL RDS instance; deletion protection is switched off for this test stack.',
      'AWS::RDS::DBInstance',
      'DeletionProtection',
    ],
    ['قاعدة بيانات RDS من نوع MySQL والـ Multi-AZ يكون معطل', 'AWS::RDS::DBInstance', 'MultiAZ'],
    [
      'An RDS Postgres database: multi az should be off, it is only for staging.',
      'AWS::RDS::DBInstance',
      'MultiAZ',
    ],
  ])('%s', (brief, type, path) => {
    expect(switchOf(brief, type, path)).toBe(false);
  });

  it('a switch turned on stays on', () => {
    expect(
      switchOf('An RDS MySQL database with Multi-AZ turned on.', 'AWS::RDS::DBInstance', 'MultiAZ'),
    ).toBe(true);
  });
});
