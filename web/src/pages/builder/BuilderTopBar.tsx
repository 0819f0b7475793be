import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import type { TemplateDetail } from '#shared/api/template-schema';
import { ACCOUNTS, BUILDER } from '#shared/messages';

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
  const navigate = useNavigate();
  const go = (to: string) => (event: CustomEvent) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Header
      variant="h1"
      description={
        template
          ? template.description
          : 'Start from a compliance-ready template, configure it and deploy it to your AWS account.'
      }
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
              Add to design
            </Button>
          )}
          {template && (
            <Button variant="primary" iconName="upload" onClick={onDeploy}>
              {BUILDER.deployToAws}
            </Button>
          )}
          <Button href="/deployments" onFollow={go('/deployments')}>
            {ACCOUNTS.deployments}
          </Button>
          <Button href="/aws-accounts" onFollow={go('/aws-accounts')}>
            {ACCOUNTS.title}
          </Button>
          <Button href="/compliance" onFollow={go('/compliance')}>
            Compliance
          </Button>
        </SpaceBetween>
      }
    >
      {template ? template.name : 'Template builder'}
    </Header>
  );
}
