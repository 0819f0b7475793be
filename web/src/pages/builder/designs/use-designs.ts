import { useCallback, useEffect, useState } from 'react';
import type { DesignSummary } from '#shared/api/designs';
import { designDelete, designsList } from '#shared/api/endpoints/designs';
import { DESIGNS } from '#shared/messages/designs';
import { apiCall, detailOr } from '#web/api/client';
import { useNotifications } from '../../../notifications/NotificationsContext';

/** The caller's designs (newest first), with a reload and a delete. */
export function useDesigns() {
  const { notify } = useNotifications();
  const [designs, setDesigns] = useState<DesignSummary[]>([]);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const reload = useCallback(async () => {
    setPhase('loading');
    try {
      setDesigns((await apiCall(designsList)).designs);
      setPhase('ready');
    } catch {
      setPhase('failed');
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Deletes a design; true when it is gone. */
  const remove = useCallback(
    async (design: DesignSummary): Promise<boolean> => {
      try {
        await apiCall(designDelete, { params: { id: design.design_id } });
        setDesigns((current) => current.filter((d) => d.design_id !== design.design_id));
        notify({ id: 'design', type: 'success', header: DESIGNS.deleted(design.name) });
        return true;
      } catch (error) {
        notify({ id: 'design', type: 'error', header: detailOr(error, DESIGNS.notDeleted(design.name)) });
        return false;
      }
    },
    [notify],
  );
  return { designs, phase, reload, remove };
}
