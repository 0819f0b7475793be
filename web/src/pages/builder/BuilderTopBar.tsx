import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TemplateDetail } from '#shared/api/template-schema';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { DESIGNS } from '#shared/messages/designs';
import { PageLinks } from '../../components/PageLinks';

interface Props {
  template?: TemplateDetail;
  configured: boolean;
  onBack: () => void;
  onConfigure: () => void;
  onAddToDesign: () => void;
  onDeploy: () => void;
}

/** The builder's top bar (spec section 2); the diagram view adds Back's neighbours on the left. */
export function BuilderTopBar({ template, configured, onBack, onConfigure, onAddToDesign, onDeploy }: Props) {
  return (
    <Header
      variant="h1"
      description={template ? template.description : BUILDER_VIEW.description}
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button iconName="arrow-left" onClick={onBack}>
            {BUILDER.back}
          </Button>
          {template && configured && <Badge color="green">{BUILDER.configured}</Badge>}
          {template && (
            <Button iconName="settings" onClick={onConfigure}>
              {BUILDER.configure}
            </Button>
          )}
          {template && (
            <Button iconName="add-plus" onClick={onAddToDesign}>
              {DESIGNS.addToDesign}
            </Button>
          )}
          {template && (
            <Button variant="primary" iconName="upload" onClick={onDeploy}>
              {BUILDER.deployToAws}
            </Button>
          )}
          <PageLinks to={['deployments', 'awsAccounts', 'compliance']} />
        </SpaceBetween>
      }
    >
      {template ? template.name : BUILDER_VIEW.templateBuilder}
    </Header>
  );
}
