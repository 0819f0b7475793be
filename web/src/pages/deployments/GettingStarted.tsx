import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEPLOYMENTS } from '#shared/messages/deployments';
import { useGo } from '../../components/PageLinks';

/** The spec's 'Getting Started' card: Open Builder and Link AWS Account. */
export function GettingStarted() {
  const go = useGo();
  return (
    <Container header={<Header variant="h2">{DEPLOYMENTS.gettingStarted}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{DEPLOYMENTS.gettingStartedText}</Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button href="/builder" onFollow={go('/builder')}>
            {DEPLOYMENTS.openBuilder}
          </Button>
          <Button href="/aws-accounts" onFollow={go('/aws-accounts')}>
            {DEPLOYMENTS.linkAwsAccount}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
