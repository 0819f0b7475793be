import { createHash } from 'node:crypto';
import { readJson, writeJson } from './json-file';

export interface LocalAccount {
  sub: string;
  email: string;
}

/** Fixed namespace, so the same e-mail maps to the same `sub` on every machine and every run. */
const SUBJECT_NAMESPACE = 'c2b7a3e1-5d0f-4c8e-9a61-7f3e2d4b8c15';

/** A UUIDv5 (RFC 9562) of the lower-cased, trimmed e-mail in Sahab's local namespace. */
export function subjectFor(email: string): string {
  const namespace = Buffer.from(SUBJECT_NAMESPACE.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1')
    .update(namespace)
    .update(normalizeEmail(email), 'utf8')
    .digest()
    .subarray(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deliberately loose (the local sign-in accepts any address), but it must look like one. */
export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(email.trim()) && email.length <= 254;
}

/** The standard claims of an account for the scopes granted, as Cognito names them. */
export function claimsFor(account: LocalAccount, scopes: ReadonlySet<string>): Record<string, unknown> {
  return {
    sub: account.sub,
    ...(scopes.has('email') && { email: account.email, email_verified: true }),
    ...(scopes.has('profile') && { preferred_username: account.email.split('@')[0] }),
  };
}

/** Who has signed in locally: `sub` -> e-mail, kept under the data directory. */
export class AccountStore {
  private readonly accounts: Map<string, LocalAccount>;

  constructor(private readonly file: string) {
    this.accounts = new Map(Object.entries(readJson<Record<string, LocalAccount>>(file) ?? {}));
  }

  remember(email: string): LocalAccount {
    const normalized = normalizeEmail(email);
    const account = { sub: subjectFor(normalized), email: normalized };
    if (this.accounts.get(account.sub)?.email !== normalized) {
      this.accounts.set(account.sub, account);
      writeJson(this.file, Object.fromEntries(this.accounts));
    }
    return account;
  }

  find(sub: string): LocalAccount | undefined {
    return this.accounts.get(sub);
  }
}
