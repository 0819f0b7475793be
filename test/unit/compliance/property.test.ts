import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTemplateError, parseTemplate, resolveTemplate } from '#shared/cfn/index';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import { fixTemplate } from '#shared/compliance/fix/index';
import {
  asText,
  documentText,
  mutatedSample,
  randomTemplateBody,
} from '#test/fixtures/templates/random-templates';

/** parseTemplate either returns or throws TemplateError; a parsed template always resolves and scans. */
function parsesOrRejects(text: string): boolean {
  let parsed: ReturnType<typeof parseTemplate>;
  try {
    parsed = parseTemplate(text);
  } catch (error) {
    if (isTemplateError(error)) return true;
    throw error;
  }
  const { ctx } = loadTemplate(text);
  evaluateTemplate(resolveTemplate(parsed), ctx);
  return true;
}

const RUNS = { numRuns: 150 };

// Each property runs a few hundred scans; a busy CI machine needs more than the default 30 s.
describe('the template source never crashes', { timeout: 180_000 }, () => {
  it('on random documents written as YAML or JSON', () => {
    fc.assert(fc.property(documentText, parsesOrRejects), RUNS);
  });

  it('on random text and random bytes', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), parsesOrRejects), RUNS);
    const decoder = new TextDecoder();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => parsesOrRejects(decoder.decode(bytes))),
      RUNS,
    );
  });

  it('on random edits of the sample templates', () => {
    fc.assert(fc.property(mutatedSample, parsesOrRejects), RUNS);
  });

  it('on random intrinsic trees: resolves, scans with every rule, and fixes to a readable template', () => {
    const options = fc.record(
      { region: fc.constantFrom('me-south-1', 'us-east-1'), stackName: fc.constant('stack') },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(randomTemplateBody, fc.boolean(), options, (body, json, given) => {
        const text = asText(body, json);
        const { resources, ctx } = loadTemplate(text, given);
        const outcomes = evaluateTemplate(resources, ctx);
        const fixed = fixTemplate(text, outcomes, ctx);
        expect(() => parseTemplate(fixed.text)).not.toThrow();
      }),
      RUNS,
    );
  });
});
