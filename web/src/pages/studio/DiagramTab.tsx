import Box from '@cloudscape-design/components/box';
import type { Artifact } from '#shared/generation/artifacts';
import { STUDIO } from '#shared/messages/studio';
import { ArchitectureDiagram } from '#web/diagram/index';

/** The run's architecture diagram: the shared diagram component on the generated template. */
export function DiagramTab({ template, region }: { template?: Artifact; region?: string }) {
  if (!template) return <Box>{STUDIO.diagram.unavailable}</Box>;
  return (
    <ArchitectureDiagram
      templateBody={template.content}
      title={STUDIO.diagram.title}
      fileName="architecture"
      region={region}
      testId="studio-diagram"
    />
  );
}
