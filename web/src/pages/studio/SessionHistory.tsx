import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SessionSummary } from '#shared/api/sessions';
import { COMMON } from '#shared/messages';
import { REFINE } from '#shared/messages/refine';
import { STUDIO } from '#shared/messages/studio';
import { wordsMatch } from '#web/components/words-match';
import { BreakableId } from '../../components/BreakableId';
import { CollectionTable } from '../../components/CollectionTable';
import { formatWhen } from '../../components/format-when';
import { UserText } from '../../components/UserText';

const WORDS = STUDIO.history;

const STATUS = {
  running: { type: 'in-progress', text: WORDS.running },
  waiting: { type: 'pending', text: WORDS.waiting },
  completed: { type: 'success', text: WORDS.completed },
  failed: { type: 'error', text: WORDS.failed },
} as const;

/** The user's past runs, newest first; opening one shows its timeline and results. */
export function SessionHistory({
  sessions,
  loading,
  selected,
  onOpen,
}: {
  sessions: readonly SessionSummary[];
  loading: boolean;
  selected?: string;
  onOpen: (sessionId: string) => void;
}) {
  return (
    <CollectionTable
      header={(shown) => (
        <Header variant="h2" counter={`(${shown})`}>
          {WORDS.title}
        </Header>
      )}
      items={sessions}
      search={{
        label: COMMON.findDesigns,
        matches: wordsMatch((item: SessionSummary) => [item.prompt, item.status, item.model_id]),
      }}
      defaultSort={{ columnId: 'created', descending: true }}
      pageSize={10}
      loading={loading}
      loadingText={WORDS.loading}
      trackBy="session_id"
      empty={<Box color="text-body-secondary">{WORDS.empty}</Box>}
      columns={[
        {
          id: 'prompt',
          header: WORDS.request,
          cell: (item) => <UserText text={shortRequest(item)} />,
          minWidth: 240,
        },
        {
          id: 'status',
          header: WORDS.status,
          cell: (item) => (
            <StatusIndicator type={STATUS[item.status].type}>{STATUS[item.status].text}</StatusIndicator>
          ),
          // room for 'Completed' and its icon: narrower, the word broke in two beside the side navigation
          minWidth: 140,
        },
        {
          id: 'created',
          header: WORDS.started,
          cell: (item) => formatWhen(item.created_at),
          sortingField: 'created_at',
        },
        { id: 'model', header: WORDS.model, cell: (item) => <BreakableId id={item.model_id} /> },
        {
          id: 'open',
          header: '',
          cell: (item) => (
            <Button
              variant="inline-link"
              disabled={item.session_id === selected}
              onClick={() => onOpen(item.session_id)}
            >
              {item.session_id === selected ? WORDS.open : WORDS.view}
            </Button>
          ),
          minWidth: 80,
        },
      ]}
    />
  );
}

/** A first design by its brief; a later version by its number and what it changed. */
function shortRequest(item: SessionSummary): string {
  const text = item.version
    ? `${REFINE.versions.version(item.version.number)}: ${item.version.instruction}`
    : item.prompt;
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
}
