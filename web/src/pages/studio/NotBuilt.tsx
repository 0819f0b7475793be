import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { Checklist } from '#shared/generation/checklist/types';
import { STUDIO } from '#shared/messages/studio';

/** One thing the brief named that the design does not contain, and why. */
export interface NotBuiltEntry {
  what: string;
  why: string;
}

/** The architect's own list (the design artifact's `not_built`), read defensively, with the brief's words each entry names. */
function plannedEntries(design: unknown): (NotBuiltEntry & { phrase: string })[] {
  const list = (design as { not_built?: unknown } | undefined)?.not_built;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const { phrase, service, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof phrase !== 'string' || typeof reason !== 'string') return [];
    return [
      {
        what: typeof service === 'string' && service ? `${phrase} (${service})` : phrase,
        why: reason,
        phrase: phrase.toLowerCase(),
      },
    ];
  });
}

/**
 * Everything the brief named that is not in the template: what the architect said it left out,
 * plus any named service the checklist finds missing that the architect did not mention and any
 * clause of the brief nothing was read from (so nothing is dropped without a word).
 */
export function notBuiltEntries(design: unknown, checklist: Checklist | undefined): NotBuiltEntry[] {
  const planned = plannedEntries(design);
  const said = planned.map((entry) => entry.what.toLowerCase()).join(' | ');
  const missing = (checklist?.items ?? [])
    .filter((item) => item.kind === 'service' && item.status === 'not-met')
    // said already when the architect used the brief's words or the service's own name, or when
    // the checklist quotes more of the same mention ("SFTP server" where the architect said "SFTP")
    .filter(
      (item) =>
        ![item.quote, item.requirement].some((words) => words && said.includes(words.toLowerCase())) &&
        !planned.some((entry) => entry.phrase && item.quote?.toLowerCase().includes(entry.phrase)),
    )
    .map((item) => ({
      what:
        item.quote && !item.requirement.toLowerCase().includes(item.quote.toLowerCase())
          ? `${item.requirement} ("${item.quote}")`
          : item.requirement,
      why: STUDIO.notBuilt.missing,
    }));
  // a clause of the brief nothing was read from: said in the brief's own words
  const notUnderstood = (checklist?.items ?? [])
    .filter((item) => item.kind === 'clause' && item.status === 'not-met' && item.quote)
    .map((item) => ({ what: `${item.requirement}: "${item.quote}"`, why: item.detail }));
  return [...planned.map(({ what, why }) => ({ what, why })), ...missing, ...notUnderstood];
}

/** "Not built, and why", beside the results; absent when everything named was built. */
export function NotBuilt({ entries }: { entries: readonly NotBuiltEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div data-testid="studio-not-built">
      <Container
        header={
          <Header variant="h3" counter={`(${entries.length})`}>
            {STUDIO.notBuilt.header}
          </Header>
        }
      >
        <ul className="sahab-list">
          {entries.map((entry) => (
            <li key={entry.what}>
              <strong>{entry.what}</strong>
              <Box variant="span" color="text-body-secondary">
                {' '}
                {entry.why}
              </Box>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
