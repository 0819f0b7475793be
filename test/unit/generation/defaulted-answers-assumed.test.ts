import { describe, expect, it } from 'vitest';
import {
  type AnsweredQuestion,
  answerQuestions,
  briefWithAnswers,
  defaultedLines,
} from '#shared/generation/clarify/questions';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * What only a default answer says is the architect's choice, not the user's requirement: its
 * entry is assumed, never met (a user who refused everything but an alert did not ask for Lambda).
 */

const question = {
  id: 'workload',
  question: 'What should run the application?',
  default: 'A Lambda function with a DynamoDB table.',
};
const built = {
  Handler: { Type: 'AWS::Lambda::Function' },
  Items: { Type: 'AWS::DynamoDB::Table' },
};

describe('an entry read only from a default answer is assumed', () => {
  it.each([
    'Alert me by e-mail when our AWS bill passes 2,000 USD a month. No servers, nothing else.',
    'أبي تنبيه بالإيميل إذا فاتورة AWS عدّت ٢٠٠٠ دولار بالشهر، ولا أي شي ثاني.',
    'abi tanbeeh 3la el email lw el fatoora 3adat 2000 USD, ma nabi shay thani',
  ])('%s', (prompt) => {
    const answered = answerQuestions([question], {});
    const checklist = checklistFor(briefWithAnswers(prompt, answered), built, {
      defaulted: defaultedLines(answered),
    });
    expect(itemOf(checklist, 'service', /Lambda/).status).toBe('assumed');
    expect(itemOf(checklist, 'service', /DynamoDB/).status).toBe('assumed');
  });

  it('keeps what the user answered, or wrote, as a requirement', () => {
    const prompt = 'An orders API on Lambda.';
    const answered: AnsweredQuestion[] = answerQuestions([question], {
      workload: 'Lambda and DynamoDB, please.',
    });
    const checklist = checklistFor(briefWithAnswers(prompt, answered), built, {
      defaulted: defaultedLines(answered),
    });
    expect(itemOf(checklist, 'service', /Lambda/).status).toBe('met');
    expect(itemOf(checklist, 'service', /DynamoDB/).status).toBe('met');
    const defaulted = answerQuestions([question], {});
    const own = checklistFor(briefWithAnswers(prompt, defaulted), built, {
      defaulted: defaultedLines(defaulted),
    });
    // the user wrote Lambda: the default saying it again does not make it assumed
    expect(itemOf(own, 'service', /Lambda/).status).toBe('met');
  });
});
