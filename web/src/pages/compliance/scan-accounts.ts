/**
 * The accounts a new scan starts with: the only linked account when there is exactly one (a
 * choice with one answer is no choice), else none, for the user to pick.
 */
export function defaultScanAccounts(accounts: readonly { id: string; is_active: boolean }[]): string[] {
  const active = accounts.filter((account) => account.is_active);
  return active.length === 1 && active[0] ? [active[0].id] : [];
}
