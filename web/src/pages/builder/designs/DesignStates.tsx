import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Spinner from '@cloudscape-design/components/spinner';
import { DESIGNS } from '#shared/messages/designs';
import { RetryAlert } from '../../../components/RetryAlert';

export function DesignLoading() {
  return (
    <Box textAlign="center" padding="xxl">
      <Spinner size="large" /> <Box variant="p">{DESIGNS.loadingDesign}</Box>
    </Box>
  );
}

export function DesignFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryAlert
      header={DESIGNS.loadFailed}
      retryLabel={DESIGNS.tryAgain}
      message={message}
      onRetry={onRetry}
    />
  );
}

/** A new design (or one whose last template was removed): what to do first. */
export function EmptyDesign({ onAdd }: { onAdd: () => void }) {
  return (
    <Container>
      <Box textAlign="center" padding="xl">
        <Box variant="h2">{DESIGNS.emptyDesign}</Box>
        <Box variant="p" color="text-body-secondary" padding={{ bottom: 'm' }}>
          {DESIGNS.emptyDesignHint}
        </Box>
        <Button variant="primary" iconName="add-plus" onClick={onAdd}>
          {DESIGNS.addTemplate}
        </Button>
      </Box>
    </Container>
  );
}
