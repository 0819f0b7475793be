import { describe, expect, it } from 'vitest';
import { valuesInDesign as valuesOf } from '#test/fixtures/generation';

/**
 * A quantity in a property's unit said beside another word of the property's name than the one it
 * is about ("backups 12 days": `BackupRetentionPeriod`, whose "retention" is unsaid) sets that
 * property; the property's registry schema (days, seconds) says which quantities fit. These
 * briefs are this test's own wording.
 */

describe('a quantity beside another word of its property’s name', () => {
  it("sets a database's automated backup retention from 'backups N days', before or after the noun", () => {
    for (const [brief, type] of [
      ['DocumentDB cluster with two db.r6g.large instances, backups 12 days.', 'AWS::DocDB::DBCluster'],
      ['Aurora PostgreSQL cluster on db.r6g.large with 12 days of automated backups.', 'AWS::RDS::DBCluster'],
      ['قاعدة MySQL على RDS نوعها db.t3.medium، والنسخ الاحتياطي ١٢ يوم.', 'AWS::RDS::DBInstance'],
    ] as const)
      expect(valuesOf(brief, type, 'BackupRetentionPeriod'), brief).toEqual([12]);
  });

  it('leaves a figure with no unit to the words of its own property', () => {
    expect(
      valuesOf(
        'DocumentDB cluster with 3 db.r6g.large instances and backups.',
        'AWS::DocDB::DBCluster',
        'BackupRetentionPeriod',
      ),
    ).not.toContain(3);
  });
});
