import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Artifact, ArtifactKind } from '#shared/generation/artifacts';
import { TOASTS } from '#shared/messages/feedback';
import { STUDIO } from '#shared/messages/studio';
import { saveFile } from '#web/components/download';
import { useNotifications } from '../../notifications/NotificationsContext';

const EXTRA_LABELS: Partial<Record<ArtifactKind, string>> = {
  terraform: STUDIO.template.terraform,
  pipeline: STUDIO.template.pipeline,
  sarif: STUDIO.template.sarif,
};

/** The CloudFormation text with its download, and the other files the run produced. */
export function TemplateTab({
  template,
  extras,
  withheld,
}: {
  template: Artifact;
  extras: readonly Artifact[];
  withheld: readonly ArtifactKind[];
}) {
  const { notify } = useNotifications();
  const download = (artifact: Artifact) => {
    saveFile(artifact.content, artifact.name, artifact.content_type);
    if (artifact.kind === 'cloudformation') {
      notify({ id: 'template-downloaded', type: 'success', header: TOASTS.templateDownloaded });
    }
  };
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="download" variant="primary" onClick={() => download(template)}>
          {STUDIO.template.download}
        </Button>
        {extras.map((artifact) => (
          <Button key={artifact.kind} iconName="download" onClick={() => download(artifact)}>
            {EXTRA_LABELS[artifact.kind] ?? artifact.name}
          </Button>
        ))}
      </SpaceBetween>
      {withheld.length > 0 && (
        <Box variant="small" color="text-body-secondary">
          {STUDIO.template.extrasWithheld}
        </Box>
      )}
      <pre className="sahab-code" data-testid="studio-template">
        {template.content}
      </pre>
    </SpaceBetween>
  );
}
