import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import * as routes from '#shared/api/endpoints/generation';
import { MAX_PROMPT_CHARACTERS } from '#shared/api/limits';
import type { SessionView } from '#shared/api/sessions';
import { REFINE } from '#shared/messages/refine';
import { apiCall } from '#web/api/client';

const WORDS = REFINE.change;

/**
 * "Change this design": an instruction on a completed design starts a new version of it (a new
 * session from this one's brief, answers and options); the studio opens it as it runs.
 */
export function ChangeDesign({
  session,
  onStarted,
}: {
  session: SessionView;
  onStarted: (id: string) => void;
}) {
  const [instruction, setInstruction] = useState('');
  // new answers to the questions this version was designed with ("answer differently")
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const answered = session.questions.filter((question) => question.answer !== undefined);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const send = async () => {
    setSending(true);
    setError(undefined);
    const given = Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer.trim() !== ''));
    try {
      const { session_id } = await apiCall(routes.sessionRefine, {
        params: { id: session.session_id },
        body: { instruction, ...(Object.keys(given).length > 0 && { answers: given }) },
      });
      setInstruction('');
      setAnswers({});
      onStarted(session_id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="studio-change-design">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (instruction.trim()) void send();
        }}
      >
        <SpaceBetween size="s">
          <FormField label={WORDS.header} description={WORDS.description} stretch>
            <Textarea
              value={instruction}
              onChange={({ detail }) => setInstruction(detail.value.slice(0, MAX_PROMPT_CHARACTERS))}
              placeholder={WORDS.placeholder}
              rows={2}
            />
          </FormField>
          {answered.map((question) => (
            <FormField
              key={question.id}
              label={<bdi dir="auto">{question.question}</bdi>}
              description={WORDS.answeredBefore}
              stretch
            >
              <Input
                value={answers[question.id] ?? ''}
                onChange={({ detail }) => setAnswers((now) => ({ ...now, [question.id]: detail.value }))}
                placeholder={question.answer}
                ariaLabel={question.question}
              />
            </FormField>
          ))}
          {error && (
            <Alert type="error" header={WORDS.failed}>
              {error}
            </Alert>
          )}
          <Button formAction="submit" loading={sending} disabled={!instruction.trim()} iconName="edit">
            {WORDS.submit}
          </Button>
        </SpaceBetween>
      </form>
    </div>
  );
}
