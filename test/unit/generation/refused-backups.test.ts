import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

const typesOf = async (brief: string) =>
  new Set((await architectDesignOfBrief(brief)).resources.map((r) => r.type));

/**
 * Backups the brief refuses are never built, however the refusal is said; backups it asks for are.
 * The briefs are this test's own wording.
 */
describe('refused backups', () => {
  it.each([
    'Internal wiki on EC2 with a MySQL database. No backups needed, it is a throwaway test system.',
    'A Lambda API over PostgreSQL for a demo; backups are not required.',
    'Build a web app on EC2 and PostgreSQL, but without backups.',
    'نظام تجريبي: تطبيق ويب على EC2 مع PostgreSQL بدون نسخ احتياطي',
  ])('%s', async (brief) => {
    expect((await typesOf(brief)).has('AWS::Backup::BackupPlan')).toBe(false);
  });

  it('backups asked for are built', async () => {
    const types = await typesOf('A web app on EC2 with PostgreSQL; back the database up every night.');
    expect(types.has('AWS::Backup::BackupPlan')).toBe(true);
  });
});
