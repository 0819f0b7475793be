import { describe, expect, it } from 'vitest';
import { defaultScanAccounts } from '#web/pages/compliance/scan-accounts';

describe('the accounts a new scan starts with', () => {
  it('is the only linked account, when there is one', () => {
    expect(defaultScanAccounts([{ id: 'acct-1', is_active: true }])).toEqual(['acct-1']);
  });
  it('is none when there are several or none to pick from', () => {
    const two = [
      { id: 'acct-1', is_active: true },
      { id: 'acct-2', is_active: true },
    ];
    expect(defaultScanAccounts(two)).toEqual([]);
    expect(defaultScanAccounts([])).toEqual([]);
    expect(defaultScanAccounts([{ id: 'acct-1', is_active: false }])).toEqual([]);
  });
});
