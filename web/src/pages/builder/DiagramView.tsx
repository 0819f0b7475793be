import type { TemplateDetail } from '#shared/api/template-schema';
import { BUILDER } from '#shared/messages/builder';
import { ArchitectureDiagram } from '#web/diagram/index';

interface Props {
  /** a template, or a design's composed template under the design's name */
  template: Pick<TemplateDetail, 'template_body' | 'name' | 'slug'>;
  onResourceClick: (resourceId: string) => void;
  region?: string;
}

/** The template's architecture diagram; a clicked box's details offer to configure it. */
export function DiagramView({ template, onResourceClick, region }: Props) {
  return (
    <ArchitectureDiagram
      templateBody={template.template_body}
      title={template.name}
      fileName={template.slug}
      region={region}
      resourceAction={{ label: BUILDER.configure, onSelect: onResourceClick }}
      testId="template-diagram"
    />
  );
}
