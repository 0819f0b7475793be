import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { BILLING } from '#shared/messages/billing';

/** The card lives with Paddle; a fresh portal session opens its payment-method page. */
export function PaymentMethod({
  sandbox,
  busy,
  onOpen,
}: {
  sandbox: boolean;
  busy: boolean;
  onOpen: () => void;
}) {
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button iconName="external" iconAlign="right" disabled={sandbox} loading={busy} onClick={onOpen}>
              {BILLING.managePaymentMethod}
            </Button>
          }
        >
          {BILLING.paymentMethod}
        </Header>
      }
    >
      <Box>{sandbox ? BILLING.sandboxPaymentMethod : BILLING.paymentMethodText}</Box>
    </Container>
  );
}
