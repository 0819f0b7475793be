import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { ACCOUNTS } from '#shared/messages/accounts';

export type AccountDisplayState = 'not-validated' | 'active' | 'invalid';

/** Spec section 4: no last_validated_at -> Not validated; validated and active -> Active; else Invalid. */
export function accountDisplayState(account: Pick<AwsAccountView, 'last_validated_at' | 'is_active'>) {
  if (!account.last_validated_at) return 'not-validated' as const;
  return account.is_active ? ('active' as const) : ('invalid' as const);
}

export const DISPLAY_STATE: Record<
  AccountDisplayState,
  { label: string; indicator: 'pending' | 'success' | 'error' }
> = {
  'not-validated': { label: ACCOUNTS.notValidated, indicator: 'pending' },
  active: { label: ACCOUNTS.active, indicator: 'success' },
  invalid: { label: ACCOUNTS.invalidCredentials, indicator: 'error' },
};
