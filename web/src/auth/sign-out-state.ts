import { useSyncExternalStore } from 'react';

/**
 * Set while sign-out runs. Removing the user makes protected pages see a signed-out visitor; this
 * flag stops them from starting a new sign-in before the browser reaches the provider's logout.
 */
let signingOut = false;
const listeners = new Set<() => void>();

export function markSigningOut(): void {
  signingOut = true;
  for (const listener of listeners) listener();
}

export function useSigningOut(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signingOut,
    () => false,
  );
}
