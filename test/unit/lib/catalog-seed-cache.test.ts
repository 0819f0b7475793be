import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedSeedItems, catalogSourcesHash, SEED_CACHE_FILE } from '#local/catalog-seed-cache';
import type { CatalogSeedItem } from '#shared/catalog/seed';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sahab-seed-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const item = (id: string): CatalogSeedItem =>
  ({
    key: { PK: 'CATALOG', SK: `TEMPLATE#${id}` },
    attributes: { template_id: id },
  }) as unknown as CatalogSeedItem;

/** A compute function that counts its calls. */
function counting(items: CatalogSeedItem[]) {
  const compute = () => {
    compute.calls++;
    return items;
  };
  compute.calls = 0;
  return compute;
}

describe('catalog seed cache in the data directory', () => {
  it('computes once, then answers from the cache while the sources are the same', () => {
    const dataDir = tempDir();
    const compute = counting([item('a'), item('b')]);
    expect(cachedSeedItems(dataDir, 'hash-1', compute)).toEqual({
      items: [item('a'), item('b')],
      fromCache: false,
    });
    expect(cachedSeedItems(dataDir, 'hash-1', compute)).toEqual({
      items: [item('a'), item('b')],
      fromCache: true,
    });
    expect(compute.calls).toBe(1);
  });

  it('recomputes when the sources changed, and when the cache file is broken', () => {
    const dataDir = tempDir();
    cachedSeedItems(dataDir, 'hash-1', counting([item('old')]));
    const changed = counting([item('new')]);
    expect(cachedSeedItems(dataDir, 'hash-2', changed)).toEqual({ items: [item('new')], fromCache: false });
    expect(JSON.parse(readFileSync(join(dataDir, SEED_CACHE_FILE), 'utf8')).sourcesHash).toBe('hash-2');
    writeFileSync(join(dataDir, SEED_CACHE_FILE), '{"sourcesHash": "hash-2", "items": [');
    const again = counting([item('new')]);
    expect(cachedSeedItems(dataDir, 'hash-2', again).fromCache).toBe(false);
    expect(again.calls).toBe(1);
  });

  it('keys the cache by every file under shared/ and the locked package versions', () => {
    const repo = tempDir();
    mkdirSync(join(repo, 'shared', 'catalog', 'templates'), { recursive: true });
    mkdirSync(join(repo, 'shared', 'compliance'), { recursive: true });
    writeFileSync(join(repo, 'shared', 'catalog', 'templates', 'bucket.ts'), 'export const t = 1;');
    writeFileSync(join(repo, 'shared', 'compliance', 'rules.ts'), 'export const r = 1;');
    writeFileSync(join(repo, 'package-lock.json'), '{"lockfileVersion": 3}');
    const first = catalogSourcesHash(repo);
    expect(catalogSourcesHash(repo)).toBe(first);

    writeFileSync(join(repo, 'shared', 'catalog', 'templates', 'bucket.ts'), 'export const t = 2;');
    const afterTemplate = catalogSourcesHash(repo);
    expect(afterTemplate).not.toBe(first);
    // a rule that scores the catalog is a source too
    writeFileSync(join(repo, 'shared', 'compliance', 'rules.ts'), 'export const r = 2;');
    const afterRule = catalogSourcesHash(repo);
    expect(afterRule).not.toBe(afterTemplate);
    writeFileSync(join(repo, 'package-lock.json'), '{"lockfileVersion": 3, "x": 1}');
    expect(catalogSourcesHash(repo)).not.toBe(afterRule);
  });
});
