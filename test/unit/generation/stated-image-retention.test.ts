import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * How many images a repository keeps ("keep only the last 15 images", "آخر ١٠ صور", "khallo
 * akher 10"): its lifecycle policy expires the images past that count. These briefs are this
 * test's own wording: English, Gulf and Standard Arabic with Arabic-Indic digits and number words,
 * Arabizi, a typo.
 */

/** The count each repository's lifecycle policy keeps, or undefined where it has none. */
const keptOf = (brief: string) =>
  resourcesOfBrief(brief)
    .filter((r) => r.type === 'AWS::ECR::Repository')
    .map((r) => {
      const text = (r.props as { LifecyclePolicy?: { LifecyclePolicyText?: string } }).LifecyclePolicy
        ?.LifecyclePolicyText;
      const rules = text
        ? (JSON.parse(text) as { rules: { selection: Record<string, unknown> }[] }).rules
        : [];
      return (
        rules.map((rule) => `${rule.selection.countType} ${rule.selection.countNumber}`).join(',') ||
        undefined
      );
    });

describe('the images a repository keeps', () => {
  it('expires images past the stated count, however it is said', () => {
    for (const brief of [
      'An ECR repository for the api image; keep only the last 12 images.',
      'ECR repo for our worker images, retain the 12 most recent images and expire the rest.',
      'Amazon ECR repositry for the web images: keep the last twelve images.',
      'نبي مستودع ECR لصور التطبيق، ونخلي آخر ١٢ صورة بس والباقي ينمسح',
      'نريد مستودع ECR لصور الحاويات مع الاحتفاظ بآخر اثنتي عشرة صورة فقط',
      'abi ECR repo lel images, el images el gadeema: khallo akher 12 bas',
    ])
      expect(keptOf(brief), brief).toEqual(['imageCountMoreThan 12']);
  });

  it('sets no policy when the brief states no count', () => {
    expect(keptOf('An ECR repository for the api image, scanned on push.')).toEqual([undefined]);
  });
});
