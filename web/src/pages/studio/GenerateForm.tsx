import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import * as routes from '#shared/api/endpoints/generation';
import { MAX_PROMPT_CHARACTERS } from '#shared/api/limits';
import { PLANS } from '#shared/billing/plans';
import { BILLING } from '#shared/messages/billing';
import { STUDIO } from '#shared/messages/studio';
import { apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';
import { regionEntryError } from './regions';
import type { Framework } from './StudioOptions';

const WORDS = STUDIO.form;

// The options sit in a section that starts folded, so their fields (the select and multiselect
// bring the dropdown machinery) load just after the page paints instead of before it.
const StudioOptions = lazy(() => import('./StudioOptions').then((m) => ({ default: m.StudioOptions })));

export interface RunCounter {
  used: number;
  included: number;
  planName: string;
}

/**
 * The brief, its options and the run counter; starting a run hands the new session id up. The
 * open session's brief fills an empty box, so the words stay in view after Generate (and after
 * the page is rebuilt) and a past brief can be edited into a new one.
 */
export function GenerateForm({
  runs,
  onStarted,
  brief,
}: {
  runs?: RunCounter;
  onStarted: (sessionId: string) => void;
  brief?: string;
}) {
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(brief ?? '');
  useEffect(() => {
    if (brief) setPrompt((current) => (current.trim() === '' ? brief : current));
  }, [brief]);
  const [region, setRegion] = useState<string | null>(null);
  const [frameworks, setFrameworks] = useState<readonly Framework[]>([]);
  const [budget, setBudget] = useState('');
  const [starting, setStarting] = useState(false);
  const tooLong = prompt.length > MAX_PROMPT_CHARACTERS;
  const budgetValue = budget.trim() === '' ? undefined : Number(budget);
  const badBudget = budgetValue !== undefined && !(budgetValue > 0);
  const atLimit = runs !== undefined && runs.used >= runs.included;

  const start = async () => {
    setStarting(true);
    try {
      const answer = await apiCall(routes.generate, {
        body: {
          prompt,
          ...(region && { region }),
          ...(frameworks.length > 0 && { frameworks: [...frameworks] }),
          ...(budgetValue !== undefined && { monthly_budget_usd: budgetValue }),
        },
      });
      onStarted(answer.session_id);
    } catch (error) {
      notify({
        id: 'generate',
        type: 'error',
        header: WORDS.generateFailed,
        content: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setStarting(false);
    }
  };

  return (
    <SpaceBetween size="m">
      <FormField
        label={WORDS.briefLabel}
        description={WORDS.briefDescription}
        constraintText={WORDS.briefLength(prompt.length, MAX_PROMPT_CHARACTERS)}
        errorText={tooLong ? WORDS.briefTooLong(MAX_PROMPT_CHARACTERS) : undefined}
        stretch
      >
        <Textarea
          value={prompt}
          onChange={({ detail }) => setPrompt(detail.value)}
          rows={5}
          placeholder={WORDS.briefPlaceholder}
          ariaLabel={WORDS.briefLabel}
        />
      </FormField>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box variant="small" color="text-body-secondary">
          {WORDS.examples}
        </Box>
        {STUDIO.examples.map((example) => (
          <Button key={example.label} variant="inline-link" onClick={() => setPrompt(example.prompt)}>
            {example.label}
          </Button>
        ))}
      </SpaceBetween>
      <ExpandableSection headerText={WORDS.options} variant="footer">
        <Suspense fallback={<Spinner />}>
          <StudioOptions
            region={region}
            onRegion={setRegion}
            frameworks={frameworks}
            onFrameworks={setFrameworks}
            budget={budget}
            onBudget={setBudget}
            badBudget={badBudget}
          />
        </Suspense>
      </ExpandableSection>
      <SpaceBetween direction="horizontal" size="m" alignItems="center">
        <Button
          variant="primary"
          loading={starting}
          disabled={
            prompt.trim() === '' ||
            tooLong ||
            badBudget ||
            atLimit ||
            regionEntryError(region ?? '') !== undefined
          }
          onClick={() => void start()}
        >
          {WORDS.generate}
        </Button>
        {runs && (
          <Box color={atLimit ? 'text-status-error' : 'text-body-secondary'} data-testid="run-counter">
            {WORDS.runsUsed(runs.used, runs.included, runs.planName)}
            {(atLimit || runs.planName === PLANS.starter.name) && (
              <>
                {atLimit ? ': ' : '. '}
                <Link
                  href="/billing"
                  onFollow={(event) => {
                    event.preventDefault();
                    void navigate('/billing');
                  }}
                >
                  {atLimit ? WORDS.upgradeAtLimit : BILLING.upgradeForMore}
                </Link>
                {atLimit ? WORDS.forMoreRuns : `${WORDS.forMoreRuns}.`}
              </>
            )}
          </Box>
        )}
      </SpaceBetween>
    </SpaceBetween>
  );
}
