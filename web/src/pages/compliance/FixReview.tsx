import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { FixPreview } from '#shared/api/compliance-schema';
import { COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { detailOr } from '#web/api/client';
import { ApplyFix, type FixTarget } from './ApplyFix';
import { downloadFile } from './download';
import { FixDiff } from './FixDiff';

/** What the fix endpoint answers: the deployment's template before and after the engine's fix. */
export interface FixProposal {
  stack_name: string;
  logical_id: string;
  original: string;
  patched: string;
  changes: readonly { rule_id: string; logical_id: string; description: string }[];
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; fix: FixProposal }
  | { kind: 'unavailable'; reason: string };

/**
 * For a violation on a resource of a stack Sahab deployed: the engine's fix on that stack's
 * template, reviewable as a diff, downloadable as the patched template, and applied to the stack
 * with 'Apply fix' when `apply` is given.
 */
export function FixReview({
  load,
  preview,
  apply,
  target,
}: {
  load: () => Promise<FixProposal>;
  /** CloudFormation's change set of the fix, for the confirmation (with `apply`) */
  preview?: () => Promise<FixPreview>;
  apply?: () => Promise<{ deployment_id: string; status: string }>;
  target?: Omit<FixTarget, 'stackName'>;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const review = async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', fix: await load() });
    } catch (error) {
      setState({
        kind: 'unavailable',
        reason: detailOr(error, COMPLIANCE_VIEW.fix.notPrepared),
      });
    }
  };
  if (state.kind === 'idle' || state.kind === 'loading') {
    return (
      <Button iconName="search" loading={state.kind === 'loading'} onClick={() => void review()}>
        {COMPLIANCE_VIEW.fix.review}
      </Button>
    );
  }
  if (state.kind === 'unavailable') return <Alert type="info">{state.reason}</Alert>;
  const { fix } = state;
  const downloadButton = (
    <Button
      iconName="download"
      onClick={() =>
        downloadFile({
          filename: `${fix.stack_name}-fixed.${fix.patched.trimStart().startsWith('{') ? 'json' : 'yaml'}`,
          mimeType: 'text/plain;charset=utf-8',
          content: fix.patched,
        })
      }
    >
      {COMPLIANCE_VIEW.fix.downloadPatched}
    </Button>
  );
  return (
    <SpaceBetween size="s">
      <Box variant="h3">{COMPLIANCE_VIEW.fix.fixFor(fix.stack_name, fix.logical_id)}</Box>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {fix.changes.map((c) => (
          <li key={`${c.rule_id} ${c.logical_id}`}>
            {c.logical_id}: {c.description}
          </li>
        ))}
      </ul>
      <FixDiff original={fix.original} patched={fix.patched} />
      {apply && preview && target ? (
        <ApplyFix target={{ ...target, stackName: fix.stack_name }} preview={preview} apply={apply}>
          {downloadButton}
        </ApplyFix>
      ) : (
        downloadButton
      )}
    </SpaceBetween>
  );
}
