import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/**
 * "Object storage" in Arabic is said with either noun and with or without the article ("مخزن
 * كائنات", "مخازن الكائنات", "تخزين كائنات"): each is an S3 bucket, as "object storage" is.
 */
describe('Arabic words for object storage name a bucket', () => {
  it.each([
    'كل ساعة تقرأ دالة لامدا التقارير الجديدة من مخزن كائنات وتلخصها.',
    'نبي نحفظ صور المنتجات في مخزن الكائنات، وتنحذف بعد سنة.',
    'نحتاج تخزين كائنات للنسخ المؤرشفة من الفواتير، مع دالة تنقلها كل ليلة.',
  ])('%s', (brief) => {
    expect(typesOfBrief(brief)).toContain('AWS::S3::Bucket');
  });
});
