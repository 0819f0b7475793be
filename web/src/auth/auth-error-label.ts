import { AUTH } from '#shared/messages';

/** The spec's label for an auth error, from where the sign-in step says it came from. */
export function authErrorLabel(source: string | undefined): string {
  switch (source) {
    case 'signoutCallback':
    case 'signoutRedirect':
      return AUTH.signOutFailed;
    case 'renewSilent':
    case 'signinSilent':
      return AUTH.renewSilentFailed;
    default:
      return AUTH.signInFailed;
  }
}

/**
 * Whether an error should stop the wrapper from sending the user to sign in by itself. A failed
 * silent renewal should not: the session simply ended, and a fresh sign-in is the way back. A
 * failed sign-in should: trying again at once would loop.
 */
export function blocksAutomaticSignIn(source: string | undefined): boolean {
  return source !== 'renewSilent' && source !== 'signinSilent';
}
