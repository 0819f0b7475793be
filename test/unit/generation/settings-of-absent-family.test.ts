import { describe, expect, it } from 'vitest';
import { checklistFor } from '#test/fixtures/checklist';

/**
 * A stated setting is asked of the family the brief means: "RDS PostgreSQL" is an RDS instance's
 * engine, not Aurora's, though both families build AWS::RDS::* types. A setting of a family the
 * brief never names, whose resources the template does not have, is no ledger entry: else a design
 * that builds what was asked reads as "not met" for a cluster nobody wanted.
 */

const rdsInstance = (engine: string) => ({
  DatabaseSubnetGroup: { Type: 'AWS::RDS::DBSubnetGroup', Properties: {} },
  DatabaseInstance: {
    Type: 'AWS::RDS::DBInstance',
    Properties: { Engine: engine, DBInstanceClass: 'db.t4g.small', MultiAZ: true },
  },
});

const auroraCluster = (engine: string) => ({
  AuroraCluster: { Type: 'AWS::RDS::DBCluster', Properties: { Engine: engine } },
});

const settingEntries = (brief: string, resources: Parameters<typeof checklistFor>[1]) =>
  checklistFor(brief, resources).items.filter((item) => item.kind === 'setting');

describe('an RDS instance is not held to the Aurora cluster engine its engine word also names', () => {
  it.each([
    [
      'Internal portal on EC2 with a PostgreSQL RDS database, multi-AZ, reachable only from 10.20.0.0/16.',
      'postgres',
    ],
    ['نبي API داخلي خاص، Lambda تقرا من RDS PostgreSQL داخل VPC', 'postgres'],
    ['متجر إلكتروني صغير: موقع ويب وقاعدة بيانات MySQL للطلبات', 'mysql'],
    ['payments api on ecs fargate with rds postgres for transactions', 'postgres'],
  ])('%s', (brief, engine) => {
    // act
    const entries = settingEntries(brief, rdsInstance(engine));
    const services = checklistFor(brief, rdsInstance(engine)).items.filter((i) => i.kind === 'service');
    // assert: no entry asks for a DBCluster, and the database entry is not "partly" for one
    expect(entries.filter((e) => /aurora/i.test(e.requirement))).toEqual([]);
    for (const service of services.filter((s) => /RDS/.test(s.requirement)))
      expect(service.detail).not.toMatch(/aurora/i);
  });

  it('still holds a named Aurora cluster to its engine', () => {
    // a brief that names Aurora MySQL and gets an RDS instance: the engine entry is not met
    const entries = settingEntries(
      'Moodle on ECS Fargate with an Aurora MySQL database',
      rdsInstance('mysql'),
    );
    const engine = entries.find((e) => /aurora/i.test(e.requirement));
    expect(engine?.status).toBe('not-met');
  });

  it('meets a named Aurora cluster built with its engine', () => {
    const entries = settingEntries(
      'Moodle on ECS Fargate with an Aurora MySQL database',
      auroraCluster('aurora-mysql'),
    );
    expect(entries.find((e) => /aurora/i.test(e.requirement))?.status).toBe('met');
  });
});
