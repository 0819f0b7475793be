import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import type { DesignSummary } from '#shared/api/designs';
import { focusPageHeading } from '#web/components/focus';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useDesigns } from './use-designs';
import './designs.css';
import { DESIGNS } from '#shared/messages/designs';
import { formatWhen } from '../../../components/format-when';

interface Props {
  onOpen: (designId: string) => void;
  onNew: () => void;
}

const updated = formatWhen;

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
    <section aria-label={DESIGNS.myDesigns}>
      <Header
        variant="h2"
        counter={phase === 'ready' ? `(${designs.length})` : undefined}
        description={DESIGNS.description}
        actions={
          <Button iconName="add-plus" onClick={onNew}>
            {DESIGNS.newDesign}
          </Button>
        }
      >
        {DESIGNS.myDesigns}
      </Header>
      {phase === 'loading' && (
        <Box padding={{ vertical: 's' }}>
          <Spinner /> {DESIGNS.loadingDesigns}
        </Box>
      )}
      {phase === 'failed' && (
        <Box padding={{ vertical: 's' }}>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box color="text-status-error">{DESIGNS.designsFailed}</Box>
            <Button onClick={() => void reload()}>{DESIGNS.tryAgain}</Button>
          </SpaceBetween>
        </Box>
      )}
      {phase === 'ready' && designs.length === 0 && (
        <Box padding={{ vertical: 's' }} color="text-body-secondary">
          {DESIGNS.noDesigns}
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
                  {DESIGNS.listed(design.instance_count)} {updated(design.updated_at)}
                </Box>
              </div>
              <div className="design-list-actions">
                <Button onClick={() => onOpen(design.design_id)} ariaLabel={DESIGNS.openDesign(design.name)}>
                  {DESIGNS.open}
                </Button>
                <Button
                  iconName="remove"
                  variant="icon"
                  ariaLabel={DESIGNS.deleteDesign(design.name)}
                  onClick={() => setDeleting(design)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        header={DESIGNS.deleteTitle}
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting && DESIGNS.deleteConfirm(deleting.name)}
      </ConfirmModal>
    </section>
  );
}
