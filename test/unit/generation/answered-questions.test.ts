import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { answerQuestions, briefWithAnswers } from '#shared/generation/clarify/questions';
import { questionsForThinBrief } from '#shared/generation/clarify/thin-brief';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/** The brief the second pass reads after the user accepts every suggested answer. */
function acceptedDefaults(prompt: string): string {
  const questions = questionsForThinBrief(prompt, requirementsFromBrief({ prompt }));
  expect(questions.length).toBeGreaterThan(0);
  return briefWithAnswers(prompt, answerQuestions(questions, {}));
}

describe('answers the user accepted count as stated in the requirements checklist', () => {
  it.each([
    ['English', 'A little something for my bakery'],
    ['Arabic', 'نريد شيئا بسيطا لمخبزنا'],
  ])('%s: the zone answer is a stated availability, met by a design in one zone', (_language, brief) => {
    const answered = acceptedDefaults(brief);
    const subnet = { Type: 'AWS::EC2::Subnet', Properties: { AvailabilityZone: 'me-south-1a' } };
    const item = itemOf(
      checklistFor(answered, {
        Subnet: subnet,
        Db: { Type: 'AWS::RDS::DBInstance', Properties: { Engine: 'postgres', MultiAZ: false } },
      }),
      'availability',
    );
    expect(item.status).toBe('met');
    expect(item.quote).toBeDefined();
    // the quote is words of the accepted answer, not of the user's brief
    expect(answered).toContain(item.quote);
    expect(brief).not.toContain(item.quote);
  });

  it.each([
    'An ordering API that must keep working after losing one zone.',
    'An ordering API that keeps taking orders when one zone goes down.',
    'An ordering API spread over more than one zone.',
  ])('does not read "%s" as asking for one zone', (brief) => {
    expect(itemOf(checklistFor(brief, {}), 'availability').requirement).not.toBe(
      'One availability zone is enough',
    );
  });
});
