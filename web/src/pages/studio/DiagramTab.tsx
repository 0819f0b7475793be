import Box from '@cloudscape-design/components/box';
import type { Artifact } from '#shared/generation/artifacts';
import { ArchitectureDiagram } from '#web/diagram/index';

/** The run's architecture diagram: the shared diagram component on the generated template. */
export function DiagramTab({ template, region }: { template?: Artifact; region?: string }) {
  if (!template) return <Box>The template of this run is not available.</Box>;
  return (
    <ArchitectureDiagram
      templateBody={template.content}
      title="Architecture diagram of the generated template"
      fileName="architecture"
      region={region}
      testId="studio-diagram"
    />
  );
}
