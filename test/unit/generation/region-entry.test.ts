import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { requirementsChecklist } from '#shared/generation/checklist/index';
import { itemOf } from '#test/fixtures/checklist';

/** The region entry of a brief's checklist when the design was made for `region` (a model may choose another). */
function regionEntry(brief: string, region: string) {
  // arrange
  const requirements = { ...requirementsFromBrief({ prompt: brief }), region, assumptions: [] };
  // act
  const checklist = requirementsChecklist({
    brief,
    requirements,
    template: JSON.stringify({ Resources: { Topic: { Type: 'AWS::SNS::Topic' } } }),
    cost: { total: { min: 1, max: 2 } },
    security: { frameworks: [], scores: {} },
  });
  return itemOf(checklist, 'region');
}

describe('a place the brief names is met by the region the design is in, not by being named', () => {
  it.each([
    ['English', 'An SNS topic for alerts, hosted in Frankfurt.', 'eu-central-1'],
    ['English, a country', 'An SNS topic for alerts; everything must stay in Ireland.', 'eu-west-1'],
    ['English typo', 'sns topic for alerts, host it in frankfurt pls', 'eu-central-1'],
    ['MSA', 'موضوع SNS للتنبيهات، ويستضاف في البحرين.', 'me-south-1'],
  ])('%s: a design in us-east-1 is not met, one in the place is', (_, brief, region) => {
    // assert
    expect(regionEntry(brief, 'us-east-1').status).toBe('not-met');
    expect(regionEntry(brief, region).status).toBe('met');
  });
});
