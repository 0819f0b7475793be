import { readJson, writeJson } from './json-file';

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string };

interface Entry {
  payload: Payload;
  /** epoch ms; absent = no expiry */
  expiresAt?: number;
}

/**
 * Storage for oidc-provider (sessions, grants, refresh tokens, codes...) in one JSON file under
 * the data directory, so signed-in users stay signed in across restarts of `npm start`.
 * The volumes are a developer's handful of sessions, so a full rewrite per change is fine.
 */
export class FileStore {
  private readonly entries: Map<string, Entry>;

  constructor(private readonly file: string) {
    const stored = readJson<Record<string, Entry>>(file) ?? {};
    this.entries = new Map(Object.entries(stored));
    this.prune();
  }

  get(key: string): Payload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(key: string, payload: Payload, expiresInSeconds?: number): void {
    const expiresAt = expiresInSeconds === undefined ? undefined : Date.now() + expiresInSeconds * 1000;
    this.entries.set(key, { payload, ...(expiresAt !== undefined && { expiresAt }) });
    this.flush();
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.flush();
  }

  /** keys under `prefix` whose payload matches */
  keysWhere(prefix: string, test: (payload: Payload) => boolean): string[] {
    return [...this.entries]
      .filter(([key, e]) => key.startsWith(prefix) && test(e.payload))
      .map(([key]) => key);
  }

  deleteMany(keys: readonly string[]): void {
    let changed = false;
    for (const key of keys) changed = this.entries.delete(key) || changed;
    if (changed) this.flush();
  }

  flush(): void {
    this.prune();
    writeJson(this.file, Object.fromEntries(this.entries));
  }

  private prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}

/** The adapter interface oidc-provider expects, one instance per model name. */
export function fileAdapterFactory(store: FileStore) {
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id: string, payload: Payload, expiresIn?: number) {
        store.set(key(id), payload, expiresIn);
      },
      async find(id: string) {
        return store.get(key(id));
      },
      async findByUid(uid: string) {
        const [match] = store.keysWhere(`${model}:`, (p) => p.uid === uid);
        return match ? store.get(match) : undefined;
      },
      async findByUserCode(userCode: string) {
        const [match] = store.keysWhere(`${model}:`, (p) => p.userCode === userCode);
        return match ? store.get(match) : undefined;
      },
      async consume(id: string) {
        const payload = store.get(key(id));
        if (payload) {
          payload.consumed = Math.floor(Date.now() / 1000);
          store.flush();
        }
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        store.deleteMany(store.keysWhere('', (p) => p.grantId === grantId));
      },
    };
  };
}
