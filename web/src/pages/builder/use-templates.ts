import { useCallback, useEffect, useState } from 'react';
import { templatesGet, templatesList } from '#shared/api/endpoints/templates';
import type { TemplateCard, TemplateDetail } from '#shared/api/template-schema';
import { ERRORS } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

/** The gallery's cards; a failed load says 'Failed to load templates'. */
export function useTemplates() {
  const { notify } = useNotifications();
  const [templates, setTemplates] = useState<TemplateCard[]>([]);
  const [loading, setLoading] = useState(true);
  // bumped after an import, so the new template shows under 'My templates'
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    void version;
    apiCall(templatesList)
      .then((list) => live && setTemplates(list))
      .catch((error) =>
        notify({ id: 'templates', type: 'error', header: detailOr(error, ERRORS.loadTemplates) }),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [notify, version]);
  return { templates, loading, reload };
}

/** Loads one template with its parameters; a failure says 'Failed to load template details'. */
export function useTemplateLoader() {
  const { notify } = useNotifications();
  const [loadingId, setLoadingId] = useState<string>();
  const load = useCallback(
    async (templateId: string): Promise<TemplateDetail | undefined> => {
      setLoadingId(templateId);
      try {
        return await apiCall(templatesGet, {
          params: { id: templateId },
          query: { include_parameters: 'true' },
        });
      } catch (error) {
        notify({ id: 'template', type: 'error', header: detailOr(error, ERRORS.loadTemplateDetails) });
        return undefined;
      } finally {
        setLoadingId(undefined);
      }
    },
    [notify],
  );
  return { load, loadingId };
}
