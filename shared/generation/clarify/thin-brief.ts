import { WORKLOAD_PATTERNS } from '../offline/lexicon';
import { readBudget, readNumbers } from '../offline/numbers';
import type { Requirements } from '../requirements';
import type { ClarifyingQuestion } from './questions';
import { MAX_QUESTIONS } from './questions';

/** A brief this short that names nothing to build leaves the design to guesswork. */
const THIN_WORDS = 12;

interface Reading {
  text: string;
  requirements: Requirements;
}

/**
 * What the offline architect asks about, in order, each only when the brief leaves it open. The
 * defaults are what a small first design should assume, written as answers the brief reader
 * understands (so accepting them gives a lean, single-zone design, not a production estate).
 */
const QUESTION_RULES: readonly {
  id: string;
  question: string;
  default: (reading: Reading) => string;
  open: (reading: Reading) => boolean;
}[] = [
  {
    id: 'purpose',
    question: 'What should it do for the people who use it?',
    default: ({ requirements }) =>
      requirements.sector === 'retail'
        ? 'A static website showing the products and an API that keeps the orders in a DynamoDB table'
        : 'A small web application with a database for its data, for a few staff',
    open: () => true,
  },
  {
    id: 'users',
    question: 'How many people will use it at the busiest time?',
    default: () => 'Up to 100 users at a time',
    open: ({ text }) => readNumbers(text).users === undefined,
  },
  {
    id: 'budget',
    question: 'What may it cost each month?',
    default: () => 'As little as possible: a budget of 50 USD a month, one zone is fine',
    open: ({ text, requirements }) =>
      readBudget(text) === undefined && requirements.budget.monthly_usd === undefined,
  },
];

/** Whether the brief names anything the architect knows how to build. */
function namesSomethingToBuild(text: string): boolean {
  return WORKLOAD_PATTERNS.some(([kind, pattern]) => kind !== 'monitoring' && pattern.test(text));
}

/**
 * The offline architect's questions for a thin brief (a few words naming nothing to build, such
 * as "something for my shop"); none for a brief it can design from.
 */
export function questionsForThinBrief(prompt: string, requirements: Requirements): ClarifyingQuestion[] {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ').trim();
  const words = text.split(' ').filter(Boolean).length;
  // a named service of the vocabulary, or a network asked for as such, is something to build
  const read = (requirements.services?.length ?? 0) > 0 || requirements.network !== undefined;
  if (words > THIN_WORDS || read || namesSomethingToBuild(text)) return [];
  const reading = { text, requirements };
  return QUESTION_RULES.filter((rule) => rule.open(reading))
    .slice(0, MAX_QUESTIONS)
    .map((rule) => ({ id: rule.id, question: rule.question, default: rule.default(reading) }));
}
