import { describe, expect, it } from 'vitest';
import { isTemplateBomb, parseTemplate, resolveTemplate } from '#shared/cfn/index';
import { TEMPLATE_QUOTAS } from '#shared/cfn/quotas';
import type { ParsedTemplate } from '#shared/cfn/types';
import {
  base64Bomb,
  conditionsBomb,
  forEachCubeBomb,
  forEachSubBomb,
  TEMPLATE_BOMBS,
  toJsonStringBomb,
} from '#test/fixtures/template-bombs';

/** What `fn` throws, or undefined. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The template as the resolver sees it when nothing measured it first (a body built elsewhere). */
const unmeasured = (text: string): ParsedTemplate => ({
  format: 'json',
  body: JSON.parse(text),
  resourceLocations: new Map(),
});

describe('template bombs (issue 32)', () => {
  it.each(Object.entries(TEMPLATE_BOMBS))('%s is refused as it is read, in plain words', (_name, make) => {
    const text = make();
    expect(Buffer.byteLength(text)).toBeLessThan(51_200);
    const error = thrown(() => parseTemplate(text));
    expect(isTemplateBomb(error)).toBe(true);
    expect((error as Error).message).toMatch(/CloudFormation/);
  });

  // The resolver charges each function's text before building it, so a body that skipped the
  // parser's measure (composed in code) is refused by the resolver itself, never by V8.
  it.each([
    ['nested Fn::Base64', base64Bomb(), /Fn::Base64 would produce more than 1 MB/],
    ['nested Fn::ToJsonString', toJsonStringBomb(), /Fn::ToJsonString would produce more than 1 MB/],
    ['Fn::ForEach x Fn::Sub', forEachSubBomb(), /would produce more than 16 MB in all/],
    ['Fn::ForEach 100x100x100', forEachCubeBomb(), /Fn::ForEach would make more than 10,000 copies/],
  ])('the resolver refuses %s before building it', (_name, text, message) => {
    const started = performance.now();
    const error = thrown(() => resolveTemplate(unmeasured(text)));
    expect(isTemplateBomb(error)).toBe(true);
    expect((error as Error).message).toMatch(message);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('counts the resources Fn::ForEach makes against the 500-resource quota', () => {
    const error = thrown(() => resolveTemplate(parseTemplate(forEachCubeBomb(9))));
    expect((error as Error).message).toBe(
      'The template is over a CloudFormation quota: it declares 729 resources, and a template may declare at most 500.',
    );
    expect(resolveTemplate(parseTemplate(forEachCubeBomb(7)))).toHaveLength(343);
  });

  it.each(Object.entries(TEMPLATE_QUOTAS))(
    'allows %s up to the quota of %i and refuses one more',
    (section, quota) => {
      const template = (count: number) => {
        const entries = Object.fromEntries(
          Array.from({ length: count }, (_, i) => {
            const value =
              section === 'Resources'
                ? { Type: 'AWS::SNS::Topic' }
                : section === 'Conditions'
                  ? { 'Fn::Equals': [1, 1] }
                  : section === 'Mappings'
                    ? { k: { v: 'x' } }
                    : section === 'Outputs'
                      ? { Value: 'x' }
                      : { Type: 'String', Default: 'x' };
            return [`N${i}`, value];
          }),
        );
        const resources = section === 'Resources' ? entries : { T: { Type: 'AWS::SNS::Topic' } };
        return JSON.stringify({
          ...(section !== 'Resources' && { [section]: entries }),
          Resources: resources,
        });
      };
      expect(() => parseTemplate(template(quota))).not.toThrow();
      expect(thrown(() => parseTemplate(template(quota + 1)))).toMatchObject({
        message: `The template is over a CloudFormation quota: it declares ${quota + 1} ${section.toLowerCase()}, and a template may declare at most ${quota}.`,
      });
    },
  );

  it('refuses a mapping with more than 200 keys', () => {
    const keys = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, { v: 'x' }]));
    const text = JSON.stringify({ Mappings: { Big: keys }, Resources: { T: { Type: 'AWS::SNS::Topic' } } });
    expect((thrown(() => parseTemplate(text)) as Error).message).toMatch(/mapping Big has 201 keys/);
  });

  it('still resolves what the functions build within the budget, exactly', () => {
    const [queue] = resolveTemplate(parseTemplate(base64Bomb(3)));
    const expected = [0, 1, 2].reduce((text) => Buffer.from(text).toString('base64'), 'x'.repeat(1000));
    expect(queue!.properties.TopicName).toBe(expected);
    const [topic] = resolveTemplate(parseTemplate(toJsonStringBomb(3)));
    expect(topic!.properties.TopicName).toBe(JSON.stringify([JSON.stringify([JSON.stringify([['"']])])]));
    expect(resolveTemplate(parseTemplate(forEachSubBomb(3, 2)))).toHaveLength(3);
    expect(() => parseTemplate(conditionsBomb(200))).not.toThrow();
  });
});
