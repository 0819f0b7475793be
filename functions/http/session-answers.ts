import { sessionAnswers } from '#shared/api/routes/generation';
import { sessionPorts } from '../lib/compose/sessions';
import { answerSessionQuestions } from '../lib/generation/answer-questions';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';

/** Answers the architect's questions: 202 while the same session runs on. */
export const handler = httpHandler(
  sessionAnswers,
  async ({ caller, params, body }) =>
    new Reply(202, await answerSessionQuestions(sessionPorts(), caller.sub, params.id, body!.answers)),
);
