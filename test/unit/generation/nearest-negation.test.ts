import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * Each thing a brief refuses is refused by the negation nearest before it: "never make it public
 * and don't put a CDN on it" refuses the CDN, which an earlier "never ... public" must not turn
 * into "a private CDN". English, Gulf and standard Arabic, misspelt.
 */
describe('the nearest negation refuses', () => {
  it.each([
    "Private S3 bucket for backups; never make it public and don't put a CDN on it.",
    'a private bucket for our backups, never public, and dont put cloudfront in front of it',
    'باكت S3 خاص للنسخ الاحتياطية، لا تخليه public ولا تحط CloudFront قدامه',
    'حاوية S3 خاصة للنسخ الاحتياطية، لا تجعلها عامة ولا تضع أمامها CloudFront',
  ])('%s', (brief) => {
    const types = resourcesOfBrief(brief).map((r) => r.type);
    expect(types).toContain('AWS::S3::Bucket');
    expect(types).not.toContain('AWS::CloudFront::Distribution');
  });
});
