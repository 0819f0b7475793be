import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionView } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';
import { apiCall } from '#web/api/client';

const WORDS = STUDIO.questions;

/**
 * The architect's questions about a thin brief. The user answers any of them (a blank answer
 * takes the default shown under it) or accepts every default; either way the same session runs on.
 */
export function QuestionsPanel({ session, onAnswered }: { session: SessionView; onAnswered: () => void }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<'answers' | 'defaults' | undefined>();
  const [error, setError] = useState<string | undefined>();

  const send = async (kind: 'answers' | 'defaults') => {
    setSending(kind);
    setError(undefined);
    try {
      const given = Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer.trim() !== ''));
      await apiCall(routes.sessionAnswers, {
        params: { id: session.session_id },
        body: { answers: kind === 'defaults' ? {} : given },
      });
      onAnswered();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(undefined);
    }
  };

  return (
    <div data-testid="studio-questions">
      <SpaceBetween size="m">
        <Alert type="info" header={WORDS.header}>
          {WORDS.intro}
        </Alert>
        {session.questions.map((question) => (
          <FormField
            key={question.id}
            label={<bdi dir="auto">{question.question}</bdi>}
            description={
              <>
                {WORDS.suggested('')}
                <bdi dir="auto">{question.default}</bdi>
              </>
            }
            stretch
          >
            <Input
              value={answers[question.id] ?? ''}
              onChange={({ detail }) => setAnswers((now) => ({ ...now, [question.id]: detail.value }))}
              placeholder={question.default}
              ariaLabel={question.question}
            />
          </FormField>
        ))}
        {error && (
          <Alert type="error" header={WORDS.notSent}>
            {error}
          </Alert>
        )}
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="primary"
            loading={sending === 'answers'}
            disabled={sending !== undefined}
            onClick={() => void send('answers')}
          >
            {WORDS.continue}
          </Button>
          <Button
            loading={sending === 'defaults'}
            disabled={sending !== undefined}
            onClick={() => void send('defaults')}
          >
            {WORDS.acceptSuggested}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}

/** The questions a finished run was asked, with the answers it continued with. */
export function AnsweredQuestions({ session }: { session: SessionView }) {
  const answered = session.questions.filter((question) => question.answer !== undefined);
  if (answered.length === 0) return null;
  return (
    <Box variant="small" data-testid="studio-answers">
      <ul className="sahab-answers">
        {answered.map((question) => (
          <li key={question.id}>
            {/* an Arabic question and answer keep their own direction inside the English line */}
            <bdi dir="auto">{question.question}</bdi>{' '}
            <strong>
              <bdi dir="auto">{question.answer}</bdi>
            </strong>
            {question.defaulted ? WORDS.suggestedAnswer : ''}
          </li>
        ))}
      </ul>
    </Box>
  );
}
