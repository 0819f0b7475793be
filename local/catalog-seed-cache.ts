import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CatalogSeedItem } from '#shared/catalog/seed';

/** The cache file in the data directory: the seed items and the sources' hash they came from. */
export const SEED_CACHE_FILE = 'catalog-seed.json';

/** Every file under `dir`, at any depth (Node walks the folders). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A hash of everything the catalog seed is computed from. The seed is built in `shared/` (the
 * templates, the compliance engine that scores them, the cost engine that prices them), and
 * `shared/` imports nothing above it but packages (the layer rule), so its files plus the locked
 * package versions decide the seed. Hashing all of `shared/` is more than the catalog needs, but
 * it can never miss a change: a rule or a price that moves a catalog score invalidates it too.
 */
export function catalogSourcesHash(repoRoot: string): string {
  const hash = createHash('sha256');
  const files = filesUnder(join(repoRoot, 'shared')).sort();
  const lock = join(repoRoot, 'package-lock.json');
  if (existsSync(lock)) files.push(lock);
  for (const file of files) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The seed items from the data directory's cache when it was written for the same sources,
 * otherwise computed (a few seconds: every template is scanned and priced) and cached for the
 * next start. A missing, unreadable or foreign cache file is simply recomputed.
 */
export function cachedSeedItems(
  dataDir: string,
  sourcesHash: string,
  compute: () => CatalogSeedItem[],
): { items: CatalogSeedItem[]; fromCache: boolean } {
  const file = join(dataDir, SEED_CACHE_FILE);
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { sourcesHash?: unknown; items?: unknown };
    if (saved.sourcesHash === sourcesHash && Array.isArray(saved.items)) {
      return { items: saved.items as CatalogSeedItem[], fromCache: true };
    }
  } catch {
    // no cache yet, or not one we can read: compute it
  }
  const items = compute();
  // written beside and renamed, so a start killed mid-write never leaves half a cache
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify({ sourcesHash, items }));
  renameSync(partial, file);
  return { items, fromCache: false };
}
