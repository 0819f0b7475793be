import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { createConnectionBody, DesignFull, updateInstanceBody } from '#shared/api/designs';
import {
  designFull,
  templateConnectionDelete,
  templateConnectionsCreate,
  templateInstanceDelete,
  templateInstancesCreate,
  templateInstanceUpdate,
} from '#shared/api/endpoints/designs';
import { DESIGNS } from '#shared/messages/designs';
import { ApiError, apiCall } from '#web/api/client';
import { useNotifications } from '../../../notifications/NotificationsContext';

export type DesignState =
  | { phase: 'loading' }
  /** no such design yet (a new one): it exists once a template is added */
  | { phase: 'empty' }
  | { phase: 'ready'; full: DesignFull }
  | { phase: 'failed'; message: string };

/**
 * The server's words for a refused change (4xx); for a server failure or no answer at all, what
 * was being tried (a 5xx detail is for operators, not users).
 */
function problem(error: unknown, tried: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) return error.detail;
  if (error instanceof ApiError) return DESIGNS.failedOnServer(tried);
  return DESIGNS.unreachable(tried);
}

/**
 * One design as GET /designs/{id}/full gives it (priced in `region`), and every change to it.
 * A change answers true when it was made; when refused it says why in a toast and answers false,
 * so the form that asked keeps what the user typed. After a change the design is read again
 * (the composed template, its validation and cost all follow from it).
 */
export function useDesign(designId: string, region: string) {
  const { notify, dismiss } = useNotifications();
  const [state, setState] = useState<DesignState>({ phase: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      const call = ++latest.current;
      if (quiet) setRefreshing(true);
      else setState({ phase: 'loading' });
      try {
        const full = await apiCall(designFull, { params: { id: designId }, query: { region } });
        if (call === latest.current) setState({ phase: 'ready', full });
      } catch (error) {
        if (call !== latest.current) return;
        if (error instanceof ApiError && error.status === 404) setState({ phase: 'empty' });
        else setState({ phase: 'failed', message: problem(error, DESIGNS.tried.load) });
      } finally {
        if (call === latest.current) setRefreshing(false);
      }
    },
    [designId, region],
  );
  useEffect(() => {
    void load(false);
  }, [load]);

  const change = useCallback(
    async (tried: string, act: () => Promise<unknown>): Promise<boolean> => {
      try {
        await act();
      } catch (error) {
        notify({ id: 'design-change', type: 'error', header: problem(error, tried) });
        return false;
      }
      // an earlier refusal no longer applies
      dismiss('design-change');
      await load(true);
      return true;
    },
    [load, notify, dismiss],
  );
  const query = { design_id: designId };

  return {
    state,
    refreshing,
    reload: () => load(false),
    addInstance: (templateId: string, name?: string, values?: Record<string, string>) =>
      change(DESIGNS.tried.add, () =>
        apiCall(templateInstancesCreate, {
          query,
          body: {
            template_id: templateId,
            ...(name && { name }),
            ...(values && { parameter_values: values }),
          },
        }),
      ),
    updateInstance: (id: string, body: z.input<typeof updateInstanceBody>) =>
      change(DESIGNS.tried.save, () => apiCall(templateInstanceUpdate, { params: { id }, body })),
    removeInstance: (id: string) =>
      change(DESIGNS.tried.remove, () => apiCall(templateInstanceDelete, { params: { id } })),
    connect: (body: z.input<typeof createConnectionBody>) =>
      change(DESIGNS.tried.connect, () => apiCall(templateConnectionsCreate, { query, body })),
    disconnect: (id: string) =>
      change(DESIGNS.tried.disconnect, () => apiCall(templateConnectionDelete, { params: { id } })),
  };
}

export type DesignActions = ReturnType<typeof useDesign>;
