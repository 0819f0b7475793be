import type { SynthesisContext } from './context';

/** The most days RDS, Aurora, DocumentDB and Neptune keep their own automated backups. */
export const OWN_BACKUP_DAYS = 35;

/**
 * How long a database keeps its own automated backups: the days the brief says backups are kept
 * ("daily backups kept 7 days"), within what the engines take (longer is AWS Backup's to keep),
 * else the design's usual length. A default never overrides what the brief says.
 */
export function ownBackupDays(ctx: SynthesisContext, usual: number): number {
  const stated = ctx.requirements.stated?.backup_days;
  return stated === undefined ? usual : Math.min(OWN_BACKUP_DAYS, Math.max(1, Math.round(stated)));
}
