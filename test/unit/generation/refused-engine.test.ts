import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * A database engine refused beside another of the same family ("Postgres, not MySQL", "خلها
 * Postgres مو MySQL", "PostgreSQL بدلاً من MySQL"): the engine is refused, never the database. It
 * was read as "no RDS": no database was built at all, and "Multi-AZ" was marked met on a design
 * with nothing to spread.
 */
const dbOf = async (brief: string) =>
  (await architectDesignOfBrief(brief)).resources.filter((r) => r.type === 'AWS::RDS::DBInstance');

describe('one engine refused beside another', () => {
  it.each([
    [
      'Gulf correction',
      'نبي قاعدة بيانات MySQL لنظام الفواتير... لا لحظة، المبرمجين يقولون خلها Postgres مو MySQL. النوع db.t4g.medium، Multi-AZ عشان ما تطيح.',
    ],
    ['English', 'An RDS database for invoicing, Postgres not MySQL, db.t4g.medium, Multi-AZ.'],
    ['MSA', 'نريد قاعدة بيانات PostgreSQL وليس MySQL لنظام الفواتير، من النوع db.t4g.medium مع Multi-AZ.'],
    ['typo', 'invoicing db on RDS: postgress, NOT mysql. db.t4g.medium, multi-az'],
  ])('%s: the database is built with the engine kept', async (_, brief) => {
    // arrange / act
    const dbs = await dbOf(brief);
    // assert
    expect(dbs.length).toBeGreaterThan(0);
    expect(dbs.map((d) => String(d.props.Engine))).not.toContain('mysql');
  });

  it('the family refused by its own name still builds none', async () => {
    // arrange / act
    const dbs = await dbOf('A Lambda behind an HTTP API writing to DynamoDB. No RDS, no MySQL.');
    // assert
    expect(dbs).toEqual([]);
  });
});
