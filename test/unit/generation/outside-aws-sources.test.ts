import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

const BUILT_ELSEWHERE = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster', 'AWS::EC2::Instance'];

/**
 * A source the customer runs outside AWS (on premises, self-hosted, in their data centre or
 * office) is where the design's job reads from, never a database or server the design builds.
 */
describe('a source outside AWS is read from, not built', () => {
  it.each([
    ['English', 'nightly copy of our on-prem Oracle into Redshift', 'AWS::RedshiftServerless::Namespace'],
    ['on-premises', 'Sync our on-premises SQL Server to S3 every hour', 'AWS::S3::Bucket'],
    [
      'self-hosted',
      'every hour export the bookings from our self-hosted MySQL to an S3 bucket',
      'AWS::S3::Bucket',
    ],
    ['typos', 'nightly copy of our onprem oracle db into redshfit', 'AWS::RedshiftServerless::Namespace'],
    [
      'Arabizi',
      'abi kil lela nsakh el oracle db elly on-prem 3indna ila Redshift',
      'AWS::RedshiftServerless::Namespace',
    ],
    ['Gulf Arabic', 'كل ساعة نصدّر الحجوزات من قاعدة MySQL اللي على سيرفراتنا إلى باكت S3', 'AWS::S3::Bucket'],
  ])('%s', (_, brief, target) => {
    // act
    const types = typesOfBrief(brief);
    // assert
    expect(types).toContain(target);
    for (const t of BUILT_ELSEWHERE) expect(types).not.toContain(t);
  });

  it.each([
    'Migrate our on-prem Oracle database to Amazon RDS for PostgreSQL',
    'Move our self-hosted MySQL to AWS with a standby in a second zone',
    'ننقل قاعدة بيانات MySQL اللي في المكتب إلى AWS',
  ])('a source the brief moves into AWS is built: %s', (brief) => {
    expect([...typesOfBrief(brief)].some((t) => t.startsWith('AWS::RDS::'))).toBe(true);
  });
});
