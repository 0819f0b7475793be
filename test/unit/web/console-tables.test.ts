import { describe, expect, it } from 'vitest';
import type { TemplateCard } from '#shared/api/template-schema';
import { describeCatalog } from '#shared/catalog/index';
import { idPieces } from '#web/components/id-pieces';
import { wordsMatchText } from '#web/components/words-match';
import { filterGallery, galleryChoices, NO_GALLERY_FILTER } from '#web/pages/builder/gallery-filter';

// the catalog as the gallery lists it (describeCatalog's cards carry every listed field)
const cards: TemplateCard[] = describeCatalog().map((t) => ({ ...t, deployment_count: 0 }));

describe('ids that wrap at their separators', () => {
  it('cuts an ARN after each colon and slash, and a logical id between its words', () => {
    expect(idPieces('arn:aws:iam::123456789012:role/SahabAccess')).toEqual([
      'arn:',
      'aws:',
      'iam:',
      ':',
      '123456789012:',
      'role/',
      'Sahab',
      'Access',
    ]);
    expect(idPieces('DatabaseSecurityGroupIngress')).toEqual(['Database', 'Security', 'Group', 'Ingress']);
    expect(idPieces('AWS::EC2::Subnet')).toEqual(['AWS:', ':', 'EC2:', ':', 'Subnet']);
    // put back together, the pieces are the id: nothing is lost or added
    const id = 'web-app-1126/subnet_0ab.cd';
    expect(idPieces(id).join('')).toBe(id);
  });
});

describe('table search', () => {
  it('needs every typed word somewhere in the item, in any case', () => {
    expect(wordsMatchText(['Production', 'me-south-1'], 'prod ME-SOUTH')).toBe(true);
    expect(wordsMatchText(['Production', 'me-south-1'], 'prod eu-west')).toBe(false);
    expect(wordsMatchText(['anything'], '  ')).toBe(true);
  });
});

describe('gallery filters', () => {
  it('offers the categories and frameworks the catalog has', () => {
    const choices = galleryChoices(cards);
    expect(choices.categories).toEqual([...new Set(cards.map((c) => c.category))].sort());
    expect(choices.frameworks).toEqual(['CITC', 'NCA-ECC', 'SAMA']);
  });

  it('narrows by text, category, framework and featured together', () => {
    expect(filterGallery(cards, NO_GALLERY_FILTER)).toHaveLength(cards.length);
    const category = cards[0]?.category ?? '';
    const inCategory = filterGallery(cards, { ...NO_GALLERY_FILTER, category });
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((c) => c.category === category)).toBe(true);
    const featured = filterGallery(cards, { ...NO_GALLERY_FILTER, featuredOnly: true });
    expect(featured.map((c) => c.slug)).toEqual(cards.filter((c) => c.is_featured).map((c) => c.slug));
    // a resource type finds the templates that hold it
    const rds = filterGallery(cards, { ...NO_GALLERY_FILTER, text: 'AWS::RDS::DBInstance' });
    expect(rds.map((c) => c.slug)).toContain('secure-database');
    expect(rds.every((c) => c.resources.some((r) => r.type === 'AWS::RDS::DBInstance'))).toBe(true);
    expect(filterGallery(cards, { ...NO_GALLERY_FILTER, text: 'no such template anywhere' })).toEqual([]);
  });
});
