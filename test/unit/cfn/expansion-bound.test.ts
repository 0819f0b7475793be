import { describe, expect, it } from 'vitest';
import { checkExpansion } from '#shared/cfn/expansion';
import { expansionBound, withinExpansionBudget } from '#shared/cfn/expansion-bound';
import { isTemplateBomb, parseTemplate } from '#shared/cfn/index';
import { scanJson } from '#shared/cfn/json-scan';
import { isLoopFree } from '#shared/cfn/loop-free';
import type { TemplateBody } from '#shared/cfn/types';
import { complianceCorpus } from '#test/fixtures/compliance-corpus';
import { TEMPLATE_BOMBS } from '#test/fixtures/template-bombs';
import { syntheticTemplate } from '../../../bench/synthetic-template';

/** A JSON text's bound (undefined when its text cannot bound it) and what the walk measures. */
function boundAndMeasure(text: string) {
  const body = JSON.parse(text) as TemplateBody;
  const bound = expansionBound(text, scanJson(text), body);
  let measured: number | 'refused';
  try {
    measured = checkExpansion(body, { shared: false });
  } catch (error) {
    if (!isTemplateBomb(error)) throw error;
    measured = 'refused';
  }
  return { bound, measured, within: withinExpansionBudget(text, scanJson(text), body) };
}

/**
 * Every template the compliance tests hold, as JSON: the YAML ones written out as JSON too, so
 * their Fn::Sub, Fn::Base64 and parameter references are bounded as well.
 */
function jsonTexts(): [string, string][] {
  const texts = new Map<string, string>();
  for (const { name, text } of complianceCorpus()) {
    if (texts.has(name.replace(' (region)', ''))) continue;
    try {
      const { body, format } = parseTemplate(text);
      texts.set(name, format === 'json' ? text : JSON.stringify(body, null, 1));
    } catch {
      // a template the parser refuses has nothing to bound
    }
  }
  for (const size of [100, 1000]) texts.set(`synthetic/${size}`, JSON.stringify(syntheticTemplate(size)));
  return [...texts];
}

describe('the expansion check bounded by a JSON template text', () => {
  it('bounds, above what the walk measures, every corpus template whose text it can bound', () => {
    const texts = jsonTexts();
    let bounded = 0;
    for (const [name, text] of texts) {
      const { bound, measured, within } = boundAndMeasure(text);
      if (bound === undefined) continue;
      bounded++;
      expect(measured, name).not.toBe('refused');
      expect(bound.total, name).toBeGreaterThanOrEqual(measured as number);
      expect(within, name).toBe(true);
    }
    expect(texts.length).toBeGreaterThan(200);
    expect(bounded).toBeGreaterThan(texts.length / 2);
  });

  it.each(Object.entries(TEMPLATE_BOMBS))('never lets the %s bomb past the walk', (_name, make) => {
    const { within, measured } = boundAndMeasure(make());
    // the conditions bomb is over a count quota, which the parser refuses before any measure
    if (measured === 'refused') expect(within).toBe(false);
    expect(() => parseTemplate(make())).toThrow(/CloudFormation/);
  });

  it.each([
    ['a number with an exponent (1e20 prints as 21 digits)', { N: 1e20 }, '"N":1e20'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub, not JS
    ['a Fn::Sub variables map', { V: { 'Fn::Sub': ['${A}', { A: 'x' }] } }, ''],
    ['a Fn::ToJsonString', { V: { 'Fn::ToJsonString': ['x'] } }, ''],
    ['an escape', { V: 'a\nb' }, ''],
  ])('cannot bound %s', (_name, properties, raw) => {
    let text = JSON.stringify({ Resources: { T: { Type: 'AWS::SNS::Topic', Properties: properties } } });
    if (raw) text = text.replace('"N":100000000000000000000', raw);
    expect(expansionBound(text, scanJson(text), JSON.parse(text))).toBeUndefined();
  });

  it('counts each parameter reference as the longest default and each Fn::Base64 as four times', () => {
    const text = JSON.stringify({
      Parameters: { Long: { Type: 'String', Default: 'd'.repeat(500) } },
      Resources: {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub, not JS
        T: { Type: 'AWS::SNS::Topic', Properties: { A: { 'Fn::Base64': { 'Fn::Sub': '${Long}${Long}' } } } },
      },
    });
    const { bound, measured } = boundAndMeasure(text);
    expect(measured).toBeGreaterThan(4 * 1000 + 500);
    expect(bound?.total).toBeGreaterThanOrEqual(measured as number);
    expect(bound?.value).toBeGreaterThanOrEqual(4 * 1000);
  });

  it('leaves a template near the budget to the walk', () => {
    const longest = 'd'.repeat(60_000);
    const refs = Array.from({ length: 20 }, () => ({ Ref: 'Long' }));
    const text = JSON.stringify({
      Parameters: { Long: { Type: 'String', Default: longest } },
      Resources: { T: { Type: 'AWS::SNS::Topic', Properties: { A: { 'Fn::Join': ['', refs] } } } },
    });
    const { within, measured } = boundAndMeasure(text);
    expect(within).toBe(false);
    expect(measured).toBe('refused');
  });
});

describe('a JSON template known to hold no loop', () => {
  const template = (resources: Record<string, unknown>) =>
    JSON.stringify({ Description: 'no Fn::ForEach here', Resources: resources });

  it('is one whose keys never start Fn::ForEach::, whatever its text says elsewhere', () => {
    const parsed = parseTemplate(template({ Topic: { Type: 'AWS::SNS::Topic' } }));
    expect(isLoopFree(parsed.body)).toBe(true);
  });

  it('is not one with a loop key, at any depth', () => {
    const loop = { 'Fn::ForEach::Topics': ['Name', ['A', 'B'], { '${Name}': { Type: 'AWS::SNS::Topic' } }] };
    expect(isLoopFree(parseTemplate(template(loop)).body)).toBe(false);
    const nested = { Topic: { Type: 'AWS::SNS::Topic', Properties: { Tags: [loop] } } };
    expect(isLoopFree(parseTemplate(template(nested)).body)).toBe(false);
  });
});
