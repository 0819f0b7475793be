import { describe, expect, it } from 'vitest';
import { catalogCategories, describeCatalog, findCatalogEntry } from '#shared/catalog/catalog';
import { makeCatalogEntry } from '#test/fixtures/catalog';

describe('catalog look-ups', () => {
  it('lists each category once, in the order its first template appears', () => {
    const entries = [
      makeCatalogEntry({ slug: 'a', category: 'Web' }),
      makeCatalogEntry({ slug: 'b', category: 'Databases' }),
      makeCatalogEntry({ slug: 'c', category: 'Web' }),
    ];
    expect(catalogCategories(entries)).toEqual(['Web', 'Databases']);
  });

  it('finds an entry by slug and answers undefined for an unknown one', () => {
    expect(findCatalogEntry('secure-database')?.name).toBe('Secure Database');
    expect(findCatalogEntry('no-such-template')).toBeUndefined();
  });

  it('describes the given entries in their order', () => {
    const entries = [makeCatalogEntry({ slug: 'first' }), makeCatalogEntry({ slug: 'second' })];
    expect(describeCatalog({}, entries).map((t) => t.slug)).toEqual(['first', 'second']);
  });
});
