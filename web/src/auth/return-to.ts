/** The path to land on after sign-in travels in the OIDC request state. */
export interface SigninState {
  returnTo?: string;
}

export const DEFAULT_RETURN_PATH = '/app';

/** Only same-site absolute paths are honoured, so the state cannot redirect off-site. */
export function readReturnTo(state: unknown): string {
  const returnTo = (state as SigninState | undefined)?.returnTo;
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) {
    return returnTo;
  }
  return DEFAULT_RETURN_PATH;
}
