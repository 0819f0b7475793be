import { z } from 'zod';

/** The architect asks at most this many questions instead of designing from a thin brief. */
export const MAX_QUESTIONS = 3;

/** One clarifying question, with the answer the design takes when the user accepts the default. */
export const clarifyingQuestionSchema = z.object({
  /** short, stable within the session: the answers are keyed by it */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/)
    .describe('a short kebab-case key, unique among the questions'),
  question: z.string().min(3).max(200),
  /** the sensible default, written as an answer to the question */
  default: z.string().min(1).max(200),
});
export type ClarifyingQuestion = z.infer<typeof clarifyingQuestionSchema>;

export const clarifyingQuestionsSchema = z
  .array(clarifyingQuestionSchema)
  .max(MAX_QUESTIONS)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, 'question ids must be unique');

/** The user's answers keyed by question id; a question left out takes its default. */
export const answersSchema = z.record(z.string().max(40), z.string().trim().max(500));
export type Answers = z.infer<typeof answersSchema>;

/** A question with the answer the run continued with (the user's, or the default). */
export interface AnsweredQuestion extends ClarifyingQuestion {
  answer: string;
  defaulted: boolean;
}

/** Each question with the user's answer, or its default when the answer is absent or blank. */
export function answerQuestions(
  questions: readonly ClarifyingQuestion[],
  answers: Answers,
): AnsweredQuestion[] {
  return questions.map((question) => {
    const given = answers[question.id]?.trim();
    return given
      ? { ...question, answer: given, defaulted: false }
      : { ...question, answer: question.default, defaulted: true };
  });
}

/**
 * The brief the architect reads on the second pass: the user's words, then each question and its
 * answer as further sentences, so every reader (a model or the offline planner) sees them the
 * same way and the requirements checklist traces them like the rest of the brief.
 */
export function briefWithAnswers(prompt: string, answered: readonly AnsweredQuestion[]): string {
  if (answered.length === 0) return prompt;
  const lines = answered.map(answerLine);
  return `${prompt.trim()}${ANSWERS_AFTER}${lines.join('\n')}`;
}

/** A question and its answer as `briefWithAnswers` writes them into the brief. */
const answerLine = (a: AnsweredQuestion) => `${a.question} ${sentence(a.answer)}`;

/** The lines `briefWithAnswers` adds for the answers left to their defaults: words the user never wrote. */
export function defaultedLines(answered: readonly AnsweredQuestion[]): string[] {
  return answered.filter((a) => a.defaulted).map(answerLine);
}

/** What parts the user's brief from the questions and answers `briefWithAnswers` adds after it. */
const ANSWERS_AFTER = '\n\n';

/** The user's own brief, without the questions and answers `briefWithAnswers` added after it. */
export function ownWords(brief: string): string {
  const at = brief.lastIndexOf(ANSWERS_AFTER);
  if (at < 0) return brief;
  const added = brief.slice(at + ANSWERS_AFTER.length).split('\n');
  return added.every((line) => /[?؟] \S/.test(line)) ? brief.slice(0, at) : brief;
}

const sentence = (text: string) => (/[.!?؟]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
