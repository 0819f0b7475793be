import { describe, expect, it } from 'vitest';
import { parseTemplateListing, resolveTemplateWithNotes } from '#shared/cfn/index';
import { complianceCorpus } from '#test/fixtures/compliance-corpus';

describe("the parser's list of resource ids", () => {
  it('is the Resources section as written, loops included, in both formats', () => {
    const yaml = [
      'Transform: AWS::LanguageExtensions',
      'Resources:',
      '  Zeta: { Type: AWS::SNS::Topic }',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation loop variable, not JS
      "  'Fn::ForEach::Queues': [Name, [A, B], { 'Queue${Name}': { Type: AWS::SQS::Queue } }]",
      '  Alpha: { Type: AWS::SNS::Topic }',
    ].join('\n');
    expect(parseTemplateListing(yaml).resourceIds).toEqual(['Zeta', 'Fn::ForEach::Queues', 'Alpha']);
    const json = JSON.stringify({
      Resources: { B: { Type: 'AWS::SNS::Topic' }, A: { Type: 'AWS::SNS::Topic' } },
    });
    expect(parseTemplateListing(json).resourceIds).toEqual(['B', 'A']);
  });

  it('resolves every corpus template to the same resources as listing the section again', () => {
    let compared = 0;
    for (const { name, text } of complianceCorpus()) {
      if (name.endsWith('(region)')) continue;
      let listing: ReturnType<typeof parseTemplateListing>;
      try {
        listing = parseTemplateListing(text);
      } catch {
        continue; // refused templates have nothing to resolve
      }
      const given = resolveTemplateWithNotes(listing.parsed, { resourceIds: listing.resourceIds });
      const listedAgain = resolveTemplateWithNotes(listing.parsed);
      expect(given, name).toEqual(listedAgain);
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
  });
});
