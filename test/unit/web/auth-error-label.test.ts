import { describe, expect, it } from 'vitest';
import { authErrorLabel, blocksAutomaticSignIn } from '#web/auth/auth-error-label';

describe('authErrorLabel', () => {
  it('labels errors by where they came from', () => {
    expect(authErrorLabel('signinCallback')).toBe('Sign-in failed');
    expect(authErrorLabel('signinRedirect')).toBe('Sign-in failed');
    expect(authErrorLabel('signoutCallback')).toBe('Sign-out failed');
    expect(authErrorLabel('renewSilent')).toBe('Renew silent failed');
    expect(authErrorLabel(undefined)).toBe('Sign-in failed');
  });
});

describe('blocksAutomaticSignIn', () => {
  it('lets an ended session go back to sign-in, but not a sign-in that just failed', () => {
    expect(blocksAutomaticSignIn('renewSilent')).toBe(false);
    expect(blocksAutomaticSignIn('signinCallback')).toBe(true);
    expect(blocksAutomaticSignIn('signinRedirect')).toBe(true);
  });
});
