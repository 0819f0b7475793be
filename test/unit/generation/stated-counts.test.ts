import { describe, expect, it } from 'vitest';
import { checklistFor } from '#test/fixtures/checklist';

const functions = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`Step${i}`, { Type: 'AWS::Lambda::Function' }]));

/** The service entries of a brief against a template: requirement, quote, status. */
const services = (brief: string, resources: Record<string, { Type: string }>) =>
  checklistFor(brief, resources)
    .items.filter((i) => i.kind === 'service')
    .map((i) => `${i.requirement} | ${i.quote} | ${i.status}`);

describe('a count written before a service', () => {
  it('is asked of the template: "three lambdas" is met by three functions, not by one', () => {
    expect(services('a workflow that calls three lambdas in turn', functions(1))).toContainEqual(
      expect.stringMatching(/^3 × AWS Lambda \| three lambdas \| not-met$/),
    );
    expect(services('a workflow that calls three lambdas in turn', functions(3))).toContainEqual(
      expect.stringMatching(/^3 × AWS Lambda \| three lambdas \| met$/),
    );
  });

  it('is read in digits, and a size before a name is no count', () => {
    expect(services('2 lambda functions behind an API', functions(1)).join()).toMatch(
      /2 × AWS Lambda \| 2 lambda functions \| not-met/,
    );
    // one function, not 512; its size is stated and no entry checks it, so it is partly met
    expect(services('a 512 MB lambda', functions(1))).toContainEqual(
      expect.stringMatching(/^AWS Lambda \| .* \| partly$/),
    );
  });
});
