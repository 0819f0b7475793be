/**
 * One plan change at a time per user. Taken before asking the provider, given up when the
 * provider's webhook reports the change (or the request fails), and lapsing on its own after a
 * while in case the webhook never comes. Concurrent changes would otherwise each decide on the
 * plan stored before any of them (10 at once charged the Premium difference for a final Pro).
 */
export interface PlanChangeLock {
  /** false when another change of this user is still waiting for the provider */
  acquire(userId: string, now: Date): Promise<boolean>;
  release(userId: string): Promise<void>;
}
