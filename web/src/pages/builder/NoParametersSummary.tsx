import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TemplateResource } from '#shared/catalog/types';
import { serviceGroups } from '#shared/diagram/labels';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';

/** A template without parameters: its resources by service, 'Ready to deploy' and 'Compliance Features'. */
export function NoParametersSummary({ resources }: { resources: readonly TemplateResource[] }) {
  return (
    <SpaceBetween size="m">
      <Box variant="h3">{BUILDER_VIEW.resources}</Box>
      <ul>
        {serviceGroups(resources).map((group) => (
          <li key={group.label}>
            {group.label}: {group.count}
          </li>
        ))}
      </ul>
      <StatusIndicator type="success">{BUILDER.readyToDeploy}</StatusIndicator>
      <Container header={<Box variant="h4">{BUILDER.complianceFeatures}</Box>}>
        <ul>
          {BUILDER.complianceFeatureList.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Container>
    </SpaceBetween>
  );
}
