import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import type { DesignSummary } from '#shared/api/designs';
import { focusPageHeading } from '#web/components/focus';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DESIGN_TEXTS } from './design-texts';
import { useDesigns } from './use-designs';
import './designs.css';

interface Props {
  onOpen: (designId: string) => void;
  onNew: () => void;
}

const updated = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The gallery's 'My designs': each design with Open and Delete (confirmed), and 'New design'. */
export function MyDesigns({ onOpen, onNew }: Props) {
  const { designs, phase, reload, remove } = useDesigns();
  const [deleting, setDeleting] = useState<DesignSummary>();
  const [busy, setBusy] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    if (await remove(deleting)) {
      setDeleting(undefined);
      focusPageHeading();
    }
    setBusy(false);
  };

  return (
    <section aria-label={DESIGN_TEXTS.myDesigns}>
      <Header
        variant="h2"
        counter={phase === 'ready' ? `(${designs.length})` : undefined}
        description="Several templates composed and wired together, deployed as one stack."
        actions={
          <Button iconName="add-plus" onClick={onNew}>
            {DESIGN_TEXTS.newDesign}
          </Button>
        }
      >
        {DESIGN_TEXTS.myDesigns}
      </Header>
      {phase === 'loading' && (
        <Box padding={{ vertical: 's' }}>
          <Spinner /> {DESIGN_TEXTS.loadingDesigns}
        </Box>
      )}
      {phase === 'failed' && (
        <Box padding={{ vertical: 's' }}>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box color="text-status-error">{DESIGN_TEXTS.designsFailed}</Box>
            <Button onClick={() => void reload()}>Try again</Button>
          </SpaceBetween>
        </Box>
      )}
      {phase === 'ready' && designs.length === 0 && (
        <Box padding={{ vertical: 's' }} color="text-body-secondary">
          {DESIGN_TEXTS.noDesigns}
        </Box>
      )}
      {phase === 'ready' && designs.length > 0 && (
        <ul className="design-list">
          {designs.map((design) => (
            <li
              key={design.design_id}
              className="design-list-item"
              data-testid={`design-${design.design_id}`}
            >
              <div className="design-list-text">
                <Box variant="h4" padding="n">
                  {design.name}
                </Box>
                <Box variant="small">
                  {design.instance_count} template{design.instance_count === 1 ? '' : 's'} · updated{' '}
                  {updated(design.updated_at)}
                </Box>
              </div>
              <div className="design-list-actions">
                <Button onClick={() => onOpen(design.design_id)} ariaLabel={`Open ${design.name}`}>
                  Open
                </Button>
                <Button
                  iconName="remove"
                  variant="icon"
                  ariaLabel={`Delete ${design.name}`}
                  onClick={() => setDeleting(design)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        header={DESIGN_TEXTS.deleteTitle}
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting && DESIGN_TEXTS.deleteConfirm(deleting.name)}
      </ConfirmModal>
    </section>
  );
}
