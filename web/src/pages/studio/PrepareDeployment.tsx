import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionView } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';
import { apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

/** Where the builder opens a template to configure and deploy it. */
export const builderLink = (templateId: string) => `/builder?template=${encodeURIComponent(templateId)}`;

/**
 * Puts the design into the user's library as a private template, then opens the builder's
 * configure and deploy flow on it. A session already prepared goes straight to the builder.
 */
export function PrepareDeployment({ session, onPrepared }: { session: SessionView; onPrepared: () => void }) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);

  const prepare = async () => {
    setBusy(true);
    try {
      const { template_id } = await apiCall(routes.prepareDeployment, {
        body: { session_id: session.session_id },
      });
      onPrepared();
      void navigate(builderLink(template_id));
    } catch (error) {
      notify({
        id: 'prepare-deployment',
        type: 'error',
        header: STUDIO.prepare.failed,
        content: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="primary" iconName="upload" loading={busy} onClick={() => void prepare()}>
        {session.template_id ? STUDIO.prepare.configureAndDeploy : STUDIO.prepare.prepare}
      </Button>
    </SpaceBetween>
  );
}
