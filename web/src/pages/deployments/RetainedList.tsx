import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import type { RetainedResource } from '#shared/api/deployment-changes';
import { DEPLOYMENT_CHANGES as TEXT } from '#shared/messages/deployments';
import { BreakableId } from '../../components/BreakableId';

interface Props {
  heading: string;
  retained: readonly RetainedResource[];
  /** a sandbox stack has no AWS console page */
  sandbox: boolean;
  /** the delete is over: reasons are told as what happened */
  done?: boolean;
}

/** What a delete keeps (or kept): each resource, why, its id and where the console shows it. */
export function RetainedList({ heading, retained, sandbox, done = false }: Props) {
  const reasons = done ? { ...TEXT.retainedReasons, ...TEXT.retainedReasonsAfter } : TEXT.retainedReasons;
  if (retained.length === 0) return <Box variant="p">{TEXT.nothingRetained}</Box>;
  return (
    <div data-testid="retained-resources">
      <Box variant="p">{heading}</Box>
      <ul>
        {retained.map((r) => (
          <li key={r.logical_id}>
            <Box variant="strong">{r.logical_id}</Box> ({r.resource_type}): {reasons[r.reason]}
            {r.physical_id && (
              <>
                {' '}
                · <BreakableId id={r.physical_id} />
              </>
            )}
            {r.console_url && !sandbox && (
              <>
                {' '}
                ·{' '}
                <Link href={r.console_url} external>
                  {TEXT.openInConsole}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
