import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { BUILDER } from '#shared/messages/builder';
import { DESIGNS } from '#shared/messages/designs';
import { PageLinks } from '../../../components/PageLinks';

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
              {DESIGNS.connect}
            </Button>
          )}
          {ready && (
            <Button variant="primary" iconName="upload" onClick={onDeploy}>
              {BUILDER.deployToAws}
            </Button>
          )}
          <PageLinks to={['deployments', 'awsAccounts', 'compliance']} />
        </SpaceBetween>
      }
    >
      {title}
    </Header>
  );
}
