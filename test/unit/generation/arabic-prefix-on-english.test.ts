import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { designOfBrief } from '#test/fixtures/generation';

const types = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

/**
 * Arabic letters and the article written onto an English word ("للـ Lambda", "بالـS3", "والـ RDS",
 * "وRDS"): the article goes, and a letter that is a word of its own (و and, ب with, ل for, ف so)
 * stands apart from the name, as its English would ("and RDS", "for Lambda").
 */
describe('Arabic prefixes on English words', () => {
  it.each([
    ['the article, with a tatweel and a space', 'نبي الـ RDS', 'نبي rds'],
    ['the article, with a tatweel', 'نبي الـRDS', 'نبي rds'],
    ['and the, with a space', 'Lambda والـ RDS', 'lambda و rds'],
    ['for the', 'timeout للـLambda', 'timeout ل lambda'],
    ['with the', 'نحفظ بالـS3', 'نحفظ ب s3'],
    ['and, attached', 'Lambda وRDS', 'lambda و rds'],
    ['an Arabic word keeps its own', 'للموقع والباكت', 'للموقع والباكت'],
  ])('%s: %s', (_, brief, read) => {
    expect(normaliseBrief(brief).text).toBe(read);
  });

  it('carries a refusal along a list whose next name has the article detached', () => {
    const built = types('ابي Lambda و S3 بدون الـCloudFront والـ RDS');
    expect(built).not.toContain('AWS::RDS::DBInstance');
    expect(built).not.toContain('AWS::CloudFront::Distribution');
    expect(built).toContain('AWS::Lambda::Function');
  });

  it('reads "للـ website" as what the cache is for, as "للموقع"', () => {
    const built = types('نبي Redis كاش للـ website حقنا');
    expect(built).toContain('AWS::ElastiCache::ReplicationGroup');
    expect(built).not.toContain('AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(built).not.toContain('AWS::RDS::DBInstance');
  });
});
