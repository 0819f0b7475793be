import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { designOfBrief } from '#test/fixtures/generation';

const read = (brief: string) => normaliseBrief(brief).text;
const types = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

/**
 * Arabic written in Latin letters and digits is read as Arabic: a digit standing for a letter
 * ("wa7ed", "sa3a", "3ndna") and the listed words ("abi", "el", "ma nabi") in the Arabic letters
 * they stand for, the spelling the vocabulary knows where the letters allow several.
 */
describe('Arabizi', () => {
  it.each([
    ['a digit between letters, the long vowel the word list knows', 'abi server wa7ed bas', 'واحد'],
    [
      'the article attached to the Arabic word after it',
      'abi lamda kel yom el sa3a 11 bel lail',
      'الساعه 11 بالليل',
    ],
    ['a digit at the start', 'abi bucket, 3ndna app shaghal', 'عندنا'],
    ['the article dropped before an English word', 'abi bucket jdeed w el versioning on', 'و versioning on'],
  ])('%s', (_, brief, arabic) => {
    expect(read(brief)).toContain(arabic);
  });

  it('leaves an English brief, instance types and names alone', () => {
    const english =
      'Three c6i.large servers and an r6g cache, k8s later; the law firm needs it by 3am, bas fi.';
    expect(read(english)).not.toMatch(/[\u0621-\u064a]/);
    expect(read('abi bucket esmo wa7ed-2026, w versioning on')).toContain('wa7ed-2026');
  });

  it('reads a schedule and a refusal said in Arabizi', () => {
    const brief =
      'abi lamda function tshta8el kel yom el sa3a 11 bel lail, tnadef el sessions mn DynamoDB table esmo sessions (el table mawjood 3ndna, la tsawe wa7ed jdeed).';
    const built = types(brief);
    expect([...built].some((t) => t === 'AWS::Scheduler::Schedule' || t === 'AWS::Events::Rule')).toBe(true);
    expect(built).not.toContain('AWS::DynamoDB::Table');
  });
});
