import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief, resourcesOfBrief } from '#test/fixtures/generation';

const databaseOf = (brief: string) => ({
  instance: resourcesOfBrief(brief).find((r) => r.type === 'AWS::RDS::DBInstance')?.props ?? {},
});

/**
 * MariaDB is an engine of its own on RDS, not MySQL: a brief that names it gets it, at the
 * version it states, and its audit plugin in a MariaDB option group.
 */
describe('a MariaDB database', () => {
  it('builds the MariaDB engine the brief names, in English and Arabic', () => {
    for (const brief of [
      'An RDS database instance running MariaDB.',
      'A MariaDB RDS instance for the inventory app.',
      'ابي قاعدة بيانات ماريا دي بي على RDS',
    ])
      expect(databaseOf(brief).instance.Engine, brief).toBe('mariadb');
  });

  it('keeps the MariaDB version a brief states', () => {
    const { instance } = databaseOf('An RDS MariaDB 10.11 instance on db.t3.micro.');
    expect(instance).toMatchObject({ Engine: 'mariadb', DBInstanceClass: 'db.t3.micro' });
    expect(String(instance.EngineVersion)).toMatch(/^10\.11/);
  });

  it('audits every access through a MariaDB option group', async () => {
    const { resources } = await architectDesignOfBrief('A MariaDB database on RDS, every access audited.');
    expect(resources.find((r) => r.type === 'AWS::RDS::DBInstance')?.props.Engine).toBe('mariadb');
    expect(resources.find((r) => r.type === 'AWS::RDS::OptionGroup')?.props).toMatchObject({
      EngineName: 'mariadb',
      MajorEngineVersion: '11.4',
    });
  });

  it('keeps MySQL for a brief that names MySQL', () => {
    expect(databaseOf('A MySQL database on RDS for the shop.').instance.Engine).toBe('mysql');
  });
});
