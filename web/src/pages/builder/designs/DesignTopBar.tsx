import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { ACCOUNTS, BUILDER } from '#shared/messages';
import { DESIGN_TEXTS } from './design-texts';

interface Props {
  title: string;
  description: string;
  /** the design holds templates: it can be connected and deployed */
  ready: boolean;
  configured: boolean;
  onBack: () => void;
  onConnect: () => void;
  onDeploy: () => void;
}

/** The design view's top bar: the builder's (Back, 'Configured', Deploy, the three pages) plus Connect. */
export function DesignTopBar({ title, description, ready, configured, onBack, onConnect, onDeploy }: Props) {
  const navigate = useNavigate();
  const go = (to: string) => (event: CustomEvent) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Header
      variant="h1"
      description={description}
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button iconName="arrow-left" onClick={onBack}>
            {BUILDER.back}
          </Button>
          {ready && configured && <Badge color="green">{BUILDER.configured}</Badge>}
          {ready && (
            <Button iconName="share" onClick={onConnect}>
              {DESIGN_TEXTS.connect}
            </Button>
          )}
          {ready && (
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
      {title}
    </Header>
  );
}
