import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { makeRuntimeConfig } from '#test/fixtures/web';
import { buildOidcSettings } from '#web/auth/oidc-settings';
import { hasAuthParams, isExpired, readStoredUser } from '#web/auth/stored-session';

/** sessionStorage's interface over a Map (the unit tests run without a browser). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('readStoredUser', () => {
  it('reads the user exactly where and as oidc-client-ts stores it', async () => {
    // Arrange: the library itself stores a user under the product's settings.
    const config = makeRuntimeConfig();
    const storage = memoryStorage();
    const settings = buildOidcSettings(config, 'http://localhost:3000');
    const manager = new UserManager({
      ...settings,
      automaticSilentRenew: false,
      monitorSession: false,
      userStore: new WebStorageStateStore({ store: storage }),
    });
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    await manager.storeUser(
      new User({
        access_token: 'access-1',
        token_type: 'Bearer',
        profile: { sub: 'user-1', email: 'a@example.com', iss: 'x', aud: 'y', exp: 0, iat: 0 },
        expires_at: expiresAt,
        userState: { returnTo: '/builder' },
      }),
    );
    // Act
    const user = readStoredUser(storage, config.authority, config.clientId);
    // Assert: what the library reads back is what the page reads before the library loads.
    const fromLibrary = await manager.getUser();
    expect(user?.access_token).toBe('access-1');
    expect(user?.access_token).toBe(fromLibrary?.access_token);
    expect(user?.expires_at).toBe(expiresAt);
    expect(user?.profile.sub).toBe('user-1');
    expect(user?.profile.email).toBe('a@example.com');
    expect(readStoredUser(storage, config.authority, 'another-client')).toBeNull();
  });

  it('reads nothing from an empty or unreadable entry', () => {
    const storage = memoryStorage();
    expect(readStoredUser(storage, 'https://idp', 'c')).toBeNull();
    storage.setItem('oidc.user:https://idp:c', '{not json');
    expect(readStoredUser(storage, 'https://idp', 'c')).toBeNull();
    storage.setItem('oidc.user:https://idp:c', JSON.stringify({ profile: { sub: 's' } }));
    expect(readStoredUser(storage, 'https://idp', 'c')).toBeNull();
  });
});

describe('isExpired', () => {
  it('agrees with oidc-client-ts on either side of the expiry second', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    for (const expires_at of [now / 1000 - 1, now / 1000, now / 1000 + 1, undefined]) {
      const user = new User({ access_token: 'a', token_type: 'Bearer', profile: {} as never, expires_at });
      const realNow = Date.now;
      Date.now = () => now;
      try {
        expect(isExpired({ expires_at }, now)).toBe(Boolean(user.expired));
      } finally {
        Date.now = realNow;
      }
    }
  });
});

describe('hasAuthParams', () => {
  it("sees the provider's answer in the query or the fragment, only with its state", () => {
    expect(hasAuthParams({ search: '?code=abc&state=s1', hash: '' })).toBe(true);
    expect(hasAuthParams({ search: '?error=access_denied&state=s1', hash: '' })).toBe(true);
    expect(hasAuthParams({ search: '', hash: '#code=abc&state=s1' })).toBe(true);
    expect(hasAuthParams({ search: '?code=abc', hash: '' })).toBe(false);
    expect(hasAuthParams({ search: '?checkout=success', hash: '' })).toBe(false);
  });
});
