import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TemplateDetail } from '#shared/api/template-schema';
import { kindOf, serviceGroups } from '#shared/diagram/labels';
import { BUILDER_VIEW } from '#shared/messages/builder';

interface Props {
  template: TemplateDetail;
  onResourceClick: (resourceId: string) => void;
}

/** The template's resources by service label (largest group first); each opens the configure panel. */
export function ResourceList({ template, onResourceClick }: Props) {
  const types = new Map(template.resources.map((r) => [r.id, r.type]));
  return (
    <Container
      header={
        <Header variant="h2" counter={`(${template.resource_count})`}>
          {BUILDER_VIEW.resources}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {serviceGroups(template.resources).map((group) => (
          <div key={group.label}>
            <Box variant="h4" padding={{ bottom: 'xxs' }}>
              {group.label} ({group.count})
            </Box>
            <SpaceBetween size="xxs">
              {group.resourceIds.map((id) => (
                <div key={id}>
                  <Button
                    variant="inline-link"
                    onClick={() => onResourceClick(id)}
                    ariaLabel={BUILDER_VIEW.configureResource(id)}
                  >
                    {id}
                  </Button>{' '}
                  <Box variant="small" display="inline">
                    {kindOf(types.get(id) ?? '')}
                  </Box>
                </div>
              ))}
            </SpaceBetween>
          </div>
        ))}
      </SpaceBetween>
    </Container>
  );
}
