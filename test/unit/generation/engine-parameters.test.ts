import { beforeAll, describe, expect, it } from 'vitest';
import { checklistOfRun } from '#test/fixtures/checklist';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';
import { shortOfSound } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

/**
 * Engine parameters a brief states for its database ("the database time zone is Asia/Riyadh",
 * "max_connections 500", "force SSL", "log slow queries", "المنطقة الزمنية لقاعدة البيانات توقيت
 * الرياض"): a parameter group of the engine's family, with each under the engine's own name,
 * attached to the database (an Aurora cluster's group, and its instances' for the connection limit).
 */
function groupsOf(prompt: string) {
  const { resources } = designOfBrief(prompt);
  const of = (type: string) => resources.filter((r) => r.type === type);
  return {
    resources,
    instanceGroups: of('AWS::RDS::DBParameterGroup'),
    clusterGroups: of('AWS::RDS::DBClusterParameterGroup'),
    instances: of('AWS::RDS::DBInstance'),
    clusters: of('AWS::RDS::DBCluster'),
  };
}

const refTo = (id: string) => ({ Ref: id });

describe('engine parameters a brief states build a parameter group on its database', () => {
  it.each([
    [
      'A PostgreSQL database on RDS for our bookings app. The database time zone must be Asia/Riyadh, max_connections 300, and force SSL for every connection.',
      { timezone: 'Asia/Riyadh', max_connections: '300', 'rds.force_ssl': '1' },
      /^postgres\d+$/,
    ],
    [
      'تطبيق حجوزات مع قاعدة بيانات MySQL على RDS، المنطقة الزمنية لقاعدة البيانات توقيت الرياض، والحد الأقصى للاتصالات 500، مع تفعيل سجل الاستعلامات البطيئة.',
      { time_zone: 'Asia/Riyadh', max_connections: '500', slow_query_log: '1' },
      /^mysql\d+\.\d+$/,
    ],
    [
      'A MySQL database for the ERP; log slow queries longer than 2 seconds and require SSL connections.',
      { slow_query_log: '1', long_query_time: '2', require_secure_transport: '1' },
      /^mysql\d+\.\d+$/,
    ],
  ])('an RDS instance: %s', (brief, parameters, family) => {
    const { instanceGroups, instances } = groupsOf(brief);
    expect(instanceGroups).toHaveLength(1);
    const group = instanceGroups[0] as (typeof instanceGroups)[number];
    expect(group.props.Parameters).toMatchObject(parameters);
    expect(String(group.props.Family)).toMatch(family);
    expect(
      instances.some((i) => JSON.stringify(i.props.DBParameterGroupName) === JSON.stringify(refTo(group.id))),
    ).toBe(true);
  });

  it('a stated engine version moves the group to that version family', () => {
    const { instanceGroups, instances } = groupsOf(
      'A PostgreSQL 16 RDS instance db.t3.micro with its own DB parameter group setting max_connections to 200.',
    );
    expect(instanceGroups.map((g) => g.props.Family)).toEqual(['postgres16']);
    expect(instanceGroups[0]?.props.Parameters).toMatchObject({ max_connections: '200' });
    expect(String(instances[0]?.props.EngineVersion)).toMatch(/^16/);
  });

  it.each([
    'An Aurora PostgreSQL Serverless v2 cluster whose timezone is UTC, with at most 400 connections, TLS only.',
    'عنقود Aurora PostgreSQL بنمط Serverless v2، المنطقة الزمنية لقاعدة البيانات UTC، الحد الأقصى للاتصالات 400، وفرض TLS.',
  ])("an Aurora cluster: its group and its instances': %s", (brief) => {
    const { clusterGroups, instanceGroups, clusters, instances } = groupsOf(brief);
    expect(clusterGroups).toHaveLength(1);
    expect(clusterGroups[0]?.props.Parameters).toEqual({ timezone: 'UTC', 'rds.force_ssl': '1' });
    expect(String(clusterGroups[0]?.props.Family)).toMatch(/^aurora-postgresql\d+$/);
    expect(clusters[0]?.props.DBClusterParameterGroupName).toEqual(refTo(clusterGroups[0]?.id as string));
    expect(instanceGroups[0]?.props.Parameters).toEqual({ max_connections: '400' });
    for (const instance of instances)
      expect(instance.props.DBParameterGroupName).toEqual(refTo(instanceGroups[0]?.id as string));
  });

  it('a database whose brief states no parameter gets no group', () => {
    const { instanceGroups, clusterGroups } = groupsOf('A PostgreSQL database on RDS for our bookings app.');
    expect([...instanceGroups, ...clusterGroups]).toHaveLength(0);
  });

  it.each([
    'A PostgreSQL database on RDS for our bookings app. The database time zone must be Asia/Riyadh, max_connections 300, and force SSL for every connection.',
    'تطبيق حجوزات مع قاعدة بيانات MySQL على RDS، المنطقة الزمنية لقاعدة البيانات توقيت الرياض، والحد الأقصى للاتصالات 500، مع تفعيل سجل الاستعلامات البطيئة.',
    'An Aurora MySQL cluster for the booking system: the time zone is Asia/Dubai, log slow queries over 3 seconds, TLS only.',
  ])(
    'the design is valid, scored, drawn and priced, and the checklist verifies each parameter: %s',
    async (brief) => {
      const result = await generateOffline(brief);
      expect(shortOfSound(result)).toEqual([]);
      const checklist = checklistOfRun(result);
      // the entries asserted on a parameter group, in the brief's language
      const said = checklist.items.filter((i) =>
        i.assertions?.some((a) => 'types' in a && a.types.includes('AWS::RDS::DBParameterGroup')),
      );
      expect(said.length).toBeGreaterThanOrEqual(3);
      for (const item of said) expect(item).toMatchObject({ status: 'met' });
    },
    180_000,
  );
});
