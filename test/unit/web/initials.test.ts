import { describe, expect, it } from 'vitest';
import { AUTH } from '#shared/messages';
import { initials } from '#web/auth/initials';

describe('initials', () => {
  it('takes the first two letters of the e-mail, upper-cased', () => {
    expect(initials('nora@example.com', 'zed')).toBe('NO');
  });

  it('falls back to the username when there is no e-mail', () => {
    expect(initials(undefined, 'khalid.a')).toBe('KH');
    expect(initials('', 'khalid.a')).toBe('KH');
    expect(initials('   ', 'khalid.a')).toBe('KH');
  });

  it("answers '??' when there is neither", () => {
    expect(initials(undefined, undefined)).toBe(AUTH.unknownInitials);
    expect(initials(null, '')).toBe('??');
  });

  it('keeps a one-letter source as it is', () => {
    expect(initials('a', undefined)).toBe('A');
  });
});
