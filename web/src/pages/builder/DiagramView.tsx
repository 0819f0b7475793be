import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import type { MouseEvent } from 'react';
import type { TemplateDetail } from '#shared/api/template-schema';
import { downloadSvg, useDiagram } from './use-diagram';

interface Props {
  /** a template, or a design's composed template under the design's name */
  template: Pick<TemplateDetail, 'template_body' | 'name' | 'slug'>;
  onResourceClick: (resourceId: string) => void;
}

/** The template's architecture diagram; clicking a resource (or a VPC or subnet box) opens the configure panel. */
export function DiagramView({ template, onResourceClick }: Props) {
  const diagram = useDiagram(template.template_body, template.name);
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest('[data-resource-id]');
    const id = target?.getAttribute('data-resource-id');
    if (id) onResourceClick(id);
  };
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Resources, the VPC and subnets they sit in, and how they refer to each other."
          actions={
            <Button
              iconName="download"
              disabled={diagram.phase !== 'ready'}
              onClick={() => diagram.phase === 'ready' && downloadSvg(diagram.svg, `${template.slug}.svg`)}
            >
              Export SVG
            </Button>
          }
        >
          Architecture diagram
        </Header>
      }
    >
      {diagram.phase === 'laying-out' && (
        <Box textAlign="center" padding="xl">
          <Spinner size="large" /> <Box variant="p">Laying out the diagram...</Box>
        </Box>
      )}
      {diagram.phase === 'failed' && (
        <Alert type="error" header="The diagram could not be drawn">
          {diagram.message}
        </Alert>
      )}
      {diagram.phase === 'ready' && (
        // The SVG comes from renderSvg, which escapes every text and attribute it writes.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the resource list beside it offers every resource to the keyboard
        // biome-ignore lint/a11y/noStaticElementInteractions: clicks are delegated to the SVG's resources
        <div
          className="builder-diagram"
          data-testid="template-diagram"
          onClick={click}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderSvg escapes all template text
          dangerouslySetInnerHTML={{ __html: diagram.svg }}
        />
      )}
    </Container>
  );
}
