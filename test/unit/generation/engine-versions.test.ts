import { beforeAll, describe, expect, it } from 'vitest';
import { fitEngineVersion } from '#shared/generation/synthesis/engine-versions';
import { generateOffline, resourcesOfBrief, warmValidator } from '#test/fixtures/generation';
import data from '../../../shared/generation/data/rds-engine-versions.json' with { type: 'json' };

type Listed = Record<string, Record<string, string[]>>;
const listed = (type: string, engine: string) => (data as unknown as Listed)[type]?.[engine] ?? [];

const versionOf = (brief: string, type: string) =>
  resourcesOfBrief(brief)
    .filter((r) => r.type === type)
    .map((r) => ({ engine: String(r.props.Engine), version: r.props.EngineVersion as string | undefined }));

beforeAll(warmValidator, 60_000);

describe('a stated database engine version is built as one RDS creates', () => {
  it('a version RDS lists is kept; a major or minor alone is its newest listed release', () => {
    const instance = 'AWS::RDS::DBInstance';
    for (const engine of ['mysql', 'postgres']) {
      const versions = listed(instance, engine);
      expect(versions.length).toBeGreaterThan(0);
      const some = versions.find((v) => !v.includes('-')) as string;
      expect(fitEngineVersion(instance, engine, some)).toEqual({ version: some, how: 'as-stated' });
    }
    const mysql = fitEngineVersion(instance, 'mysql', '8.0');
    expect(listed(instance, 'mysql')).toContain(mysql?.version);
    expect(mysql?.version.startsWith('8.0.')).toBe(true);
    expect(mysql?.how).toBe('release');
    // the newest: no plain 8.0 release listed is later
    const later = listed(instance, 'mysql').filter(
      (v) =>
        v.startsWith('8.0.') &&
        !v.includes('-') &&
        Number(v.split('.')[2]) > Number(mysql?.version.split('.')[2]),
    );
    expect(later).toEqual([]);
  });

  it('a version RDS no longer creates is clamped to the nearest it offers, and said so', () => {
    const fit = fitEngineVersion('AWS::RDS::DBInstance', 'postgres', '9.6');
    expect(fit?.how).toBe('clamped');
    expect(listed('AWS::RDS::DBInstance', 'postgres')).toContain(fit?.version);
  });

  it('RDS MySQL 8.0 and PostgreSQL 16 reach the instance as versions RDS lists', () => {
    const [mysql] = versionOf(
      'An RDS MySQL 8.0 database for our orders app with a Lambda API.',
      'AWS::RDS::DBInstance',
    );
    expect(listed('AWS::RDS::DBInstance', 'mysql')).toContain(mysql?.version);
    expect(mysql?.version?.startsWith('8.0')).toBe(true);
    const [postgres] = versionOf(
      'A PostgreSQL 16 database on RDS behind a Lambda API.',
      'AWS::RDS::DBInstance',
    );
    expect(listed('AWS::RDS::DBInstance', 'postgres')).toContain(postgres?.version);
    expect(postgres?.version?.split('.')[0]).toBe('16');
  });

  it("an Aurora version is the cluster's, in Aurora's own form; its members carry none", () => {
    const brief = 'Aurora MySQL 8.0 cluster with one reader.';
    const [cluster] = versionOf(brief, 'AWS::RDS::DBCluster');
    expect(listed('AWS::RDS::DBCluster', 'aurora-mysql')).toContain(cluster?.version);
    expect(cluster?.version?.startsWith('8.0.mysql_aurora.')).toBe(true);
    const members = versionOf(brief, 'AWS::RDS::DBInstance');
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) expect(member.version).toBeUndefined();
  });

  it('the designs stay valid and scored', async () => {
    for (const brief of [
      'Aurora PostgreSQL 15 cluster for the ledger service.',
      'MySQL 8.0 on RDS for a PHP app.',
    ]) {
      const result = await generateOffline(brief);
      expect(result.validity.ok, brief).toBe(true);
      for (const score of Object.values(result.security.scores)) expect(score).toBeGreaterThanOrEqual(90);
    }
  }, 60_000);
});
